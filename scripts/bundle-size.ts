// `npm run bench:bundle` (also the first part of `npm run bench`): what a shopper downloads.
// Builds the web app into a temporary folder with Vite's manifest and prints the raw, gzip
// and brotli sizes of the home page's JavaScript and CSS (the entry chunk, every chunk it
// imports statically and their CSS: what index.html loads) and, for each lazily loaded
// route, the chunks and CSS it adds to those. It prints figures and asserts nothing.
//
//   npm run bench:bundle
//   BUNDLE_DIST=dist/web npm run bench:bundle   (a build made with `vite build --manifest`)

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

type ManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;
type Size = { raw: number; gzip: number; brotli: number };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function build(): { dir: string; cleanUp: () => void } {
  const given = process.env.BUNDLE_DIST;
  if (given) return { dir: path.resolve(given), cleanUp: () => {} };
  const dir = mkdtempSync(path.join(tmpdir(), 'bundle-size-'));
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--outDir', dir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`vite build failed (exit code ${result.status})`);
  }
  return { dir, cleanUp: () => rmSync(dir, { recursive: true, force: true }) };
}

const { dir, cleanUp } = build();
try {
  const manifestPath = path.join(dir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build with \`vite build --manifest\``);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

  const sizes = new Map<string, Size>();
  const sizeOf = (file: string): Size => {
    let size = sizes.get(file);
    if (!size) {
      const bytes = readFileSync(path.join(dir, file));
      size = { raw: bytes.length, gzip: gzipSync(bytes).length, brotli: brotliCompressSync(bytes).length };
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

  /** A chunk's file and the files of every chunk it imports statically, with their CSS. */
  const staticClosure = (key: string, js = new Set<string>(), css = new Set<string>()) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return { js, css };
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) staticClosure(imported, js, css);
    return { js, css };
  };

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk');
  const home = staticClosure(entryKey);

  const kB = (bytes: number) => (bytes / 1000).toFixed(1);
  const rows: string[][] = [];
  const row = (label: string, size: Size) => rows.push([label, kB(size.raw), kB(size.gzip), kB(size.brotli)]);

  const bySize = (files: Iterable<string>) => [...files].sort((a, b) => sizeOf(b).raw - sizeOf(a).raw);
  rows.push(['Home and product pages (index.html)', '', '', '']);
  for (const file of bySize(home.js)) row(`  ${file}`, sizeOf(file));
  row('  = JavaScript', total(home.js));
  for (const file of bySize(home.css)) row(`  ${file}`, sizeOf(file));
  row('  = CSS', total(home.css));

  rows.push(['Lazily loaded routes: what each adds to the home page', '', '', '']);
  const lazy = Object.keys(manifest)
    .filter((key) => manifest[key]?.isDynamicEntry)
    .map((key) => {
      const { js, css } = staticClosure(key);
      const addedJs = [...js].filter((file) => !home.js.has(file));
      const addedCss = [...css].filter((file) => !home.css.has(file));
      return { name: manifest[key]?.src ?? key, js: total(addedJs), css: total(addedCss), chunks: addedJs.length };
    })
    .sort((a, b) => b.js.gzip - a.js.gzip);
  for (const route of lazy) {
    row(`  ${route.name}: JavaScript (${route.chunks} ${route.chunks === 1 ? 'chunk' : 'chunks'})`, route.js);
    if (route.css.raw > 0) row(`  ${route.name}: CSS`, route.css);
  }

  const header = ['', 'raw kB', 'gzip kB', 'brotli kB'];
  const widths = header.map((cell, index) => Math.max(cell.length, ...rows.map((cells) => cells[index]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[index] ?? 0))).join('  ');
  console.log(`Bundle sizes (vite build, ${dir === process.env.BUNDLE_DIST ? dir : 'a fresh build'}; gzip level 6, brotli quality 11; 1 kB = 1000 bytes)`);
  console.log(line(header));
  for (const cells of rows) console.log(line(cells));
} finally {
  cleanUp();
}
