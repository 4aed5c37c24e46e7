// `node scripts/strip-types.mjs <outDir>` (run by build.mjs): the server's sources (src/server,
// src/shared) with their types stripped, into `outDir` under the same paths (`x.ts` as `x.js`),
// and `outDir/stripped.json` last. Types are blanked in place, so every line and column stays
// where it was: stack traces name the .ts sources truthfully. `npm start` runs the server from
// these (stripped-sources.mjs) so that Node's TypeScript stripper, which keeps about 20 MB of
// memory once loaded and more for each file it strips, never loads into the server (decision 031).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import path from 'node:path';
import { SERVER_SOURCES } from './build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outDir = process.argv[2];
if (!outDir) throw new Error('usage: node scripts/strip-types.mjs <outDir>');

function* typeScriptFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* typeScriptFiles(file);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) yield file;
  }
}

rmSync(outDir, { recursive: true, force: true });
let files = 0;
for (const sources of SERVER_SOURCES) {
  for (const file of typeScriptFiles(path.join(root, sources))) {
    const target = path.join(outDir, path.relative(root, file).replace(/\.ts$/, '.js'));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, stripTypeScriptTypes(readFileSync(file, 'utf8'), { mode: 'strip' }));
    files += 1;
  }
}
writeFileSync(path.join(outDir, 'stripped.json'), JSON.stringify({ files }));
