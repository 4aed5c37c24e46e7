// The server's process loads its own sources from the stripped copies that build.mjs made
// (strip-types.mjs), instead of having Node strip each .ts file as it loads it (decision 031).
// Module paths, and so every import and stack trace, stay those of src/. A file without a
// stripped copy (none is expected) is left to Node.
import { existsSync, readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');

/** From here on, a module of src/ (a .ts file) is read from `strippedDir` (build.mjs: distDir/server). */
export function loadStrippedSources(strippedDir) {
  const sources = pathToFileURL(path.join(root, 'src')).href + '/';
  registerHooks({
    load(url, context, nextLoad) {
      if (url.startsWith(sources) && url.endsWith('.ts')) {
        const stripped = path.join(strippedDir, path.relative(root, fileURLToPath(url)).replace(/\.ts$/, '.js'));
        if (existsSync(stripped)) return { format: 'module', source: readFileSync(stripped, 'utf8'), shortCircuit: true };
      }
      return nextLoad(url, context);
    },
  });
}
