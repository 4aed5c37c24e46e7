import { createContext, lazy, memo, Suspense, use, type ComponentType } from 'react';
import { loadChunk } from '../lib/load-chunk.ts';

/** While the server renders a page: the manifest keys of the deferred parts it drew (their CSS goes inline). */
export const DeferredPartsRendered = createContext<Set<string> | null>(null);

/**
 * A part of the page whose code is not in the page's first script. The server renders it in
 * full (it waits for every chunk) with its CSS, and the browser keeps that markup on screen
 * and hydrates it once its chunk has arrived, after the rest of the page is interactive. For
 * parts below the fold or rarely used at once: the footer, menus, the search box.
 *
 * `module`: `import.meta.glob('@web/path/from/src/web.tsx')`, one file, so that the path is
 * checked by the build and names the chunk in Vite's manifest; `name`: its component's export.
 */
export function deferred<Module, Name extends keyof Module>(
  module: Record<string, () => Promise<Module>>,
  name: Name,
): Module[Name] extends ComponentType<infer Props> ? ComponentType<Props & object> : never {
  const entries = Object.entries(module);
  if (entries.length !== 1) throw new Error(`deferred() takes one module, not ${entries.length}`);
  const [path, load] = entries[0]!;
  // The glob's key: '/features/x.tsx' in the builds (rooted at src/web), '/src/web/features/x.tsx' in the tests.
  const key = path.replace(/^\/(src\/web\/)?/, '');
  const Lazy = lazy(() => loadChunk(load).then((loaded) => ({ default: loaded[name] as ComponentType<object> })));
  function Deferred(props: object) {
    use(DeferredPartsRendered)?.add(key);
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  // Memo: a parent that renders again with the same props (the header, once the browser's cart
  // is read) leaves the part alone. An update reaching a part still waiting for its code would
  // make React drop the server's markup and show nothing until the code arrives: the category
  // menu bar went and came back, moving the page by its height.
  return memo(Deferred) as never;
}
