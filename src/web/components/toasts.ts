// Toasts (react-toastify) are loaded on first use, so they are not in any page's first script.
// The spec's settings: auto-close after 5000 ms, top right unless the call says otherwise.

type Position = 'top-right' | 'top-left';
type Options = { position?: Position };
type Kind = 'success' | 'info' | 'error';

let toaster: Promise<typeof import('./toaster.tsx')> | undefined;

function show(kind: Kind, message: string, options: Options = {}): void {
  toaster ??= import('./toaster.tsx');
  void toaster.then(
    (module) => module.showToast(kind, message, options.position ?? 'top-right'),
    () => {
      toaster = undefined; // the chunk could not load (offline): try again next time
    },
  );
}

export const toast = {
  success: (message: string, options?: Options) => show('success', message, options),
  info: (message: string, options?: Options) => show('info', message, options),
  error: (message: string, options?: Options) => show('error', message, options),
};
