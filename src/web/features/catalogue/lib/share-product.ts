import { toast } from '../../../components/toasts.ts';

/** The toasts' English words; the product page gives its language's (shop.product). */
export const SHARE_TOASTS = {
  shared: 'Product link shared successfully!',
  shareFailed: 'Failed to share. Try again.',
  copied: 'Link copied to clipboard!',
  copyFailed: 'Failed to copy link. Please try again.',
} as const;

type ShareNavigator = Pick<Navigator, 'share' | 'clipboard'>;
type Notify = { success(message: string): void; error(message: string): void };
type ShareTexts = Record<keyof typeof SHARE_TOASTS, string>;

const toastNotify: Notify = { success: (m) => toast.success(m), error: (m) => toast.error(m) };

/**
 * Shares a product link with the Web Share API, or copies it to the clipboard where there is
 * none. A shopper closing the share sheet is not a failure and shows nothing.
 */
export async function shareProduct(
  data: { title: string; text: string; url: string },
  nav: ShareNavigator = navigator,
  notify: Notify = toastNotify,
  texts: ShareTexts = SHARE_TOASTS,
): Promise<'shared' | 'cancelled' | 'share-failed' | 'copied' | 'copy-failed'> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share(data);
      notify.success(texts.shared);
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
      notify.error(texts.shareFailed);
      return 'share-failed';
    }
  }
  try {
    if (!nav.clipboard) throw new Error('no clipboard');
    await nav.clipboard.writeText(data.url);
    notify.success(texts.copied);
    return 'copied';
  } catch {
    notify.error(texts.copyFailed);
    return 'copy-failed';
  }
}
