// Vite's manifest of the browser's build (`dist/web/.vite/manifest.json`): which files a
// module needs. The server links a page's chunks and CSS from it; the script budget test and
// `npm run bench:bundle` read it too.

export type ManifestChunk = {
  file: string;
  /** The chunk's name (its module's, or its group's as `framework`); files are named by hash alone. */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

/** The key of the entry chunk (main.tsx). */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.isEntry);
  if (!key) throw new Error('the manifest has no entry chunk');
  return key;
}

/** The JavaScript and CSS files of these modules and of every chunk they import statically. */
export function staticClosure(manifest: Manifest, keys: Iterable<string>): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { js, css };
}
