// The Chromium that the browser tests and the page benchmark start, and how. No browser is
// downloaded on the shop's machines: Debian's package is the one that reaches them
// (scripts/provision-browser.ts installs it when none is found). The flags keep it off the
// network it has no reason to reach and quiet in a container.

import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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
 * package `dejavu-fonts-ttf` (which the invoices use too), and Noto's Devanagari and Odia from
 * the npm font packages as a phone has them, with no other font: a fontconfig file that names
 * only those folders and maps serif, sans-serif, monospace and system-ui onto DejaVu.
 * The machine's own fonts (which differ from one machine to the next, and change when a package
 * such as ImageMagick brings more) then never move a pixel of the visual baselines.
 */
/** The npm font packages that stand in for a phone's Devanagari and Odia system fonts. */
const INDIC_SYSTEM_FONTS = ['node_modules/@fontsource/noto-sans-devanagari/files', 'node_modules/@fontsource/noto-sans-oriya/files'];

export function testFontsEnv(): Record<string, string> {
  const fonts = path.join(ROOT, 'node_modules/dejavu-fonts-ttf/ttf');
  const dir = path.join(ROOT, 'tmp/fontconfig');
  mkdirSync(dir, { recursive: true });
  const alias = (generic: string, family: string) => `  <alias binding="same"><family>${generic}</family><prefer><family>${family}</family></prefer></alias>`;
  const file = path.join(dir, 'fonts.conf');
  const conf = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    '<fontconfig>',
    `  <dir>${fonts}</dir>`,
    // A phone's own fonts for Hindi and Odia (Android ships Noto): the language switcher names
    // हिन्दी and ଓଡ଼ିଆ on every page in the system's font (decision 034).
    ...INDIC_SYSTEM_FONTS.map((dir) => `  <dir>${path.join(ROOT, dir)}</dir>`),
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
  if (!existsSync(file) || readFileSync(file, 'utf8') !== conf) {
    const draft = `${file}.${process.pid}`;
    writeFileSync(draft, conf);
    renameSync(draft, file);
  }
  return { FONTCONFIG_FILE: file };
}
