// The Chromium that the browser tests and the page benchmark start, and how. No browser is
// downloaded on the shop's machines: Debian's package is the one that reaches them
// (scripts/provision-browser.ts installs it when none is found). The flags keep it off the
// network it has no reason to reach and quiet in a container.

import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Where a Chromium may be, in the order it is looked for. */
function candidates(): string[] {
  if (process.env.CHROME_PATH) return [process.env.CHROME_PATH];
  const found = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
  // A browser that `npx playwright install chromium` put in Playwright's cache.
  try {
    found.push(chromium.executablePath());
  } catch {
    // Playwright knows of no browser of its own here.
  }
  return found;
}

/** The first Chromium there is, or undefined when this machine has none. */
export function findChromium(): string | undefined {
  return candidates().find((file) => existsSync(file));
}

/** CHROME_PATH, else Debian's Chromium, else Playwright's; Debian's path when none is there yet. */
export const CHROME_PATH = findChromium() ?? candidates()[0]!;

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The environment that makes the browser tests draw text with the DejaVu fonts of the npm
 * package `dejavu-fonts-ttf` (which the invoices use too), and Noto's Devanagari and Odia as a
 * phone has them, with no other font: a fontconfig file that names only those folders and maps
 * serif, sans-serif, monospace and system-ui onto DejaVu.
 * The machine's own fonts (which differ from one machine to the next, and change when a package
 * such as ImageMagick brings more) then never move a pixel of the visual baselines.
 */
export function testFontsEnv(): Record<string, string> {
  const fonts = path.join(ROOT, 'node_modules/dejavu-fonts-ttf/ttf');
  const dir = path.join(ROOT, 'tmp/fontconfig');
  mkdirSync(dir, { recursive: true });
  const indicFonts = writeIndicSystemFonts(path.join(dir, 'indic'));
  const alias = (generic: string, family: string) => `  <alias binding="same"><family>${generic}</family><prefer><family>${family}</family></prefer></alias>`;
  const file = path.join(dir, 'fonts.conf');
  const conf = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    '<fontconfig>',
    `  <dir>${fonts}</dir>`,
    // A phone's own fonts for Hindi and Odia (Android ships Noto): the language switcher names
    // हिन्दी and ଓଡ଼ିଆ on every page in the system's font (decision 034).
    `  <dir>${indicFonts}</dir>`,
    `  <cachedir>${path.join(dir, 'cache')}</cachedir>`,
    alias('serif', 'DejaVu Serif'),
    alias('sans-serif', 'DejaVu Sans'),
    alias('system-ui', 'DejaVu Sans'),
    alias('monospace', 'DejaVu Sans Mono'),
    '</fontconfig>',
    '',
  ].join('\n');
  // Every Playwright process loads the config: write only a changed file, and whole (a browser
  // another worker starts may be reading it).
  writeWhole(file, conf);
  return { FONTCONFIG_FILE: file };
}

/**
 * The npm font packages' WOFF files that stand in for a phone's Devanagari and Odia system fonts,
 * in the two weights the shop draws them in (Android's Noto is a variable font: every weight).
 */
const INDIC_SYSTEM_FONTS = [400, 600].flatMap((weight) => [
  `node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff`,
  `node_modules/@fontsource/noto-sans-oriya/files/noto-sans-oriya-oriya-${weight}-normal.woff`,
]);

/**
 * Chromium draws nothing from a WOFF file that fontconfig lists (the letters stay boxes): the npm packages' WOFF
 * files are unpacked into plain TrueType files in `dir` (answered) once.
 */
function writeIndicSystemFonts(dir: string): string {
  mkdirSync(dir, { recursive: true });
  for (const source of INDIC_SYSTEM_FONTS) {
    const target = path.join(dir, path.basename(source).replace(/\.woff$/, '.ttf'));
    if (!existsSync(target)) writeWhole(target, sfntFromWoff(readFileSync(path.join(ROOT, source))));
  }
  return dir;
}

/** The TrueType (sfnt) font a WOFF 1.0 file wraps: its tables, each inflated where compressed. */
export function sfntFromWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 file');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const packed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + packed);
    return { tag: woff.subarray(entry, entry + 4), checksum: woff.readUInt32BE(entry + 16), data: packed < length ? inflateSync(stored) : stored };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/** Writes `content` to `file` unless it holds it already, whole: through a draft renamed into place. */
function writeWhole(file: string, content: string | Buffer): void {
  if (existsSync(file) && readFileSync(file).equals(Buffer.from(content))) return;
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, content);
  renameSync(draft, file);
}
