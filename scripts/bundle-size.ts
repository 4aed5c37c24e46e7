// `npm run bench:bundle` (also the first part of `npm run bench`): what a shopper downloads.
// Builds the web app into a temporary folder and prints, from Vite's manifest, the sizes as
// served (raw, and the build's gzip and brotli copies) of the entry's JavaScript and CSS (what
// every page loads), then for each
// lazily loaded chunk (screens, deferred parts, chunks loaded on first use) what it adds, and
// for each shopper screen in each language its first script (entry, screen and the language's
// words: every page's, messages/<language>/index.ts, and the screen's own chunks, wordModules),
// the figure tests/unit/script-budget.test.ts holds to the 110 KB budget, in brotli as the shop
// serves it (gzip printed beside), with its room under the budget against the 5 KB goal
// (decision 043). It prints figures and asserts nothing.
//
//   npm run bench:bundle
//   BUNDLE_DIST=dist/web npm run bench:bundle   (an existing build)

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { entryKey, staticClosure, type Manifest } from '../src/server/web/vite-manifest.ts';
import { servedBytes } from '../src/server/web/precompressed.ts';
import { LANGUAGES } from '../src/shared/languages.ts';
import { wordModules } from '../src/shared/route-manifest.ts';
import { webFontSources } from '../src/server/web/page-fonts.ts';

type Size = { raw: number; gzip: number; brotli: number };

/** The budget of a screen's first script, in brotli bytes as served (decision 043). */
const FIRST_SCRIPT_BUDGET_KB = 110;
/** The room each screen should keep under the budget for what the next features add: a goal, reported. */
const ROOM_GOAL_KB = 5;
/** Operators' screen: not a shopper's; it loads after sign-in (in English only). */
const NOT_SHOPPER_SCREENS = new Set(['app/routes/backend.tsx']);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function build(): { dir: string; cleanUp: () => void } {
  const given = process.env.BUNDLE_DIST;
  if (given) return { dir: path.resolve(given), cleanUp: () => {} };
  const dist = mkdtempSync(path.join(tmpdir(), 'bundle-size-'));
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', DIST_DIR: dist },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) {
    rmSync(dist, { recursive: true, force: true });
    throw new Error(`vite build failed (exit code ${result.status})`);
  }
  return { dir: path.join(dist, 'web'), cleanUp: () => rmSync(dist, { recursive: true, force: true }) };
}

const { dir, cleanUp } = build();
try {
  const manifestPath = path.join(dir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build with \`vite build\` (it writes the manifest)`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

  const sizes = new Map<string, Size>();
  const sizeOf = (file: string): Size => {
    let size = sizes.get(file);
    if (!size) {
      const built = path.join(dir, file);
      size = { raw: servedBytes(built, 'identity'), gzip: servedBytes(built, 'gzip'), brotli: servedBytes(built, 'br') };
      sizes.set(file, size);
    }
    return size;
  };
  const total = (files: Iterable<string>): Size => {
    const sum = { raw: 0, gzip: 0, brotli: 0 };
    for (const file of files) {
      const size = sizeOf(file);
      sum.raw += size.raw;
      sum.gzip += size.gzip;
      sum.brotli += size.brotli;
    }
    return sum;
  };

  const kB = (bytes: number) => (bytes / 1000).toFixed(1);
  const rows: string[][] = [];
  const row = (label: string, size: Size, note = '') => rows.push([label, kB(size.raw), kB(size.gzip), kB(size.brotli), note]);
  const heading = (label: string) => rows.push([label, '', '', '', '']);

  const entry = staticClosure(manifest, [entryKey(manifest)]);
  const bySize = (files: Iterable<string>) => [...files].sort((a, b) => sizeOf(b).raw - sizeOf(a).raw);
  heading('Every page (the entry)');
  // Files are named by their hash alone (vite.config.ts): each row says which chunk it is.
  const chunkNames = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk.name]));
  for (const file of bySize(entry.js)) row(`  ${file} (${chunkNames.get(file) ?? 'entry'})`, sizeOf(file));
  row('  = JavaScript', total(entry.js));
  row('  = CSS (inlined into each page by the server)', total(entry.css));

  heading('Lazily loaded chunks: what each adds to the entry');
  const lazy = Object.keys(manifest)
    .filter((key) => manifest[key]?.isDynamicEntry)
    .map((key) => {
      const { js, css } = staticClosure(manifest, [key]);
      return { key, js: total([...js].filter((file) => !entry.js.has(file))), css: total([...css].filter((file) => !entry.css.has(file))) };
    })
    .sort((a, b) => b.js.gzip - a.js.gzip);
  for (const chunk of lazy) {
    row(`  ${chunk.key}: JavaScript`, chunk.js);
    if (chunk.css.raw > 0) row(`  ${chunk.key}: CSS`, chunk.css);
  }

  heading(`First script of each screen in each language (entry + screen + its words; budget ${FIRST_SCRIPT_BUDGET_KB} kB brotli; room goal ${ROOM_GOAL_KB} kB)`);
  for (const screen of Object.keys(manifest).filter((key) => /^app\/routes\/[^/]+\.tsx$/.test(key)).sort()) {
    if (NOT_SHOPPER_SCREENS.has(screen)) {
      row(`  ${screen}`, total(staticClosure(manifest, [entryKey(manifest), screen, ...wordModules(screen, 'en')]).js), '(operators)');
      continue;
    }
    for (const language of LANGUAGES) {
      const size = total(staticClosure(manifest, [entryKey(manifest), screen, ...wordModules(screen, language)]).js);
      const room = FIRST_SCRIPT_BUDGET_KB * 1000 - size.brotli;
      const roomNote = room >= ROOM_GOAL_KB * 1000 ? '' : `, under the ${ROOM_GOAL_KB} kB goal`;
      const verdict = `${room >= 0 ? 'PASS' : 'FAIL'} (${kB(room)} kB of room${roomNote})`;
      row(`  ${language} ${screen}`, size, verdict);
    }
  }

  // WOFF2 is compressed already: sent as it is.
  heading('Web fonts (Hindi and Odia pages only, after the first paint: font-display swap)');
  for (const source of webFontSources()) {
    const file = manifest[source]?.file;
    if (file) row(`  ${file} (${path.basename(source)})`, sizeOf(file));
    else row(`  ${path.basename(source)}`, { raw: NaN, gzip: NaN, brotli: NaN }, 'not in this build');
  }

  const header = ['', 'raw kB', 'gzip kB', 'brotli kB', ''];
  const widths = header.map((cell, index) => Math.max(cell.length, ...rows.map((cells) => cells[index]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((cell, index) => (index === 0 || index === 4 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0))).join('  ');
  console.log(`Bundle sizes (${process.env.BUNDLE_DIST ? dir : 'a fresh build'}; as served: the build's gzip (level 9) and brotli (quality 11) copies; 1 kB = 1000 bytes)`);
  console.log(line(header).trimEnd());
  for (const cells of rows) console.log(line(cells).trimEnd());
} finally {
  cleanUp();
}
