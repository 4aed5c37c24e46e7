import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import type { Language } from '../../shared/languages.ts';
import type { Manifest } from './vite-manifest.ts';

// The web fonts of the Hindi and Odia pages (issue 27): Noto Sans Devanagari and Noto Sans Oriya,
// the @fontsource packages' subsets of their script alone (WOFF2), in the two weights the shop's
// styles draw (400; 600, which its 700s use too). The browser's build copies them into its
// assets with hashed names (webFontFiles below: served for a year, immutable); the server
// writes their @font-face rules inline into the pages of their language alone, so that an
// English page names no web font and downloads none. `unicode-range` is the script's: Latin
// text on a Hindi page keeps the shop's own fonts (styles/tokens.css puts the family first).
//
// Not preloaded: every page's largest paint is an image (the home's banner, a product's photo),
// which a preloaded font would share the phone's bandwidth with (50 kB, about 0.25 s on
// Lighthouse's mobile network), and a preload of the regular weight did not bring the font in
// before the first paint. A phone draws with its own copy (Android ships Noto for both scripts,
// named first by `local()`): nothing to download, nothing moves. A device with no font for the
// script at all draws boxes until the web font comes, and the swap then moves text (decision 034).

type WebFont = {
  family: string;
  /** The family's PostScript name stem (NotoSansDevanagari): with the weight's style name, a system's copy of the font. */
  postScript: string;
  /** The package's file of a weight (resolved from node_modules at build time). */
  file: (weight: number) => string;
  /** The package's range of the subset (its unicode.json), less ₹: prices keep the shop's own font. */
  unicodeRange: string;
};

const WEIGHTS = [400, 600] as const;
/** The style names of the weights, as the fonts' full and PostScript names spell them. */
const STYLE_NAMES: Record<(typeof WEIGHTS)[number], string> = { 400: 'Regular', 600: 'SemiBold' };

const FONTS: Partial<Record<Language, WebFont>> = {
  hi: {
    family: 'Noto Sans Devanagari',
    postScript: 'NotoSansDevanagari',
    file: (weight) => `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`,
    unicodeRange: 'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09',
  },
  or: {
    family: 'Noto Sans Oriya',
    postScript: 'NotoSansOriya',
    file: (weight) => `@fontsource/noto-sans-oriya/files/noto-sans-oriya-oriya-${weight}-normal.woff2`,
    unicodeRange: 'U+0951-0952,U+0964-0965,U+0B01-0B77,U+1CDA,U+1CF2,U+200C-200D,U+25CC',
  },
};

/** Every font file the build carries, by its package path (its key in Vite's manifest). */
export function webFontSources(): string[] {
  return Object.values(FONTS).flatMap((font) => WEIGHTS.map((weight) => font.file(weight)));
}

/**
 * A Vite plugin for the browser's build: the font files as assets (`assets/[hash].woff2`),
 * named in the manifest by their package path, where the server finds them.
 */
export function webFontFiles(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: 'web-font-files',
    apply: 'build',
    generateBundle() {
      for (const source of webFontSources()) {
        this.emitFile({ type: 'asset', name: source.split('/').pop(), originalFileName: source, source: readFileSync(require.resolve(source)) });
      }
    },
  };
}

const tagsByManifest = new WeakMap<Manifest, Map<Language, string[]>>();

/**
 * The head tags of a page's web fonts: for Hindi and Odia, a `<style>` of @font-face rules
 * (`font-display: swap`: the text shows at once in a fallback, then in its font); none for
 * English. A font the build does not carry (an older build) is left out.
 */
export function pageFonts(manifest: Manifest, language: Language): string[] {
  let byLanguage = tagsByManifest.get(manifest);
  if (!byLanguage) {
    byLanguage = new Map();
    tagsByManifest.set(manifest, byLanguage);
  }
  let tags = byLanguage.get(language);
  if (!tags) {
    tags = fontTags(manifest, FONTS[language]);
    byLanguage.set(language, tags);
  }
  return tags;
}

function fontTags(manifest: Manifest, font: WebFont | undefined): string[] {
  if (!font) return [];
  const faces: string[] = [];
  for (const weight of WEIGHTS) {
    const file = manifest[font.file(weight)]?.file;
    if (!file) continue;
    // A phone that has the font (Android ships Noto for both scripts) draws with its own copy:
    // nothing to download, no swap.
    const style = STYLE_NAMES[weight];
    const local = `local('${font.family} ${style}'),local('${font.postScript}-${style}')`;
    faces.push(
      `@font-face{font-family:'${font.family}';font-style:normal;font-weight:${weight};font-display:swap;src:${local},url(/${file}) format('woff2');unicode-range:${font.unicodeRange}}`,
    );
  }
  return faces.length ? [`<style>${faces.join('')}</style>`] : [];
}
