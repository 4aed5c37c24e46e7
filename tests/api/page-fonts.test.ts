import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { webBuild } from '../helpers/web-build.ts';
import { toProductColumns } from '../../src/server/catalogue/wire.ts';
import { productInput } from '../helpers/shop-fixtures.ts';

// The Hindi and Odia pages' web fonts (server/web/page-fonts.ts, issue 27): a page in Hindi
// carries Noto Sans Devanagari's @font-face, one in Odia Noto Sans Oriya's, an English page no
// web font at all; the fonts are the build's hashed assets, kept for a year.

const ring = productInput({ ProductName: 'Ring', ProductPrice: 1499, metalWeight: 2.5 });

/** The @font-face rules of a page, as the server writes them inline. */
const fontFaces = (html: string) => html.match(/@font-face\{[^}]*\}/g) ?? [];
const fontUrls = (html: string) => [...html.matchAll(/url\((\/assets\/[^)]+\.woff2)\)/g)].map((match) => match[1]!);

describe('page fonts', () => {
  let t: TestApp;

  beforeAll(async () => {
    const distDir = webBuild();
    t = await createTestApp('sqlite', { DIST_DIR: distDir, PUBLIC_URL: 'https://shop.example.in' });
    await t.app.catalogue.createProduct(toProductColumns(ring), [], new Date(Date.UTC(2026, 0, 1)));
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const page = async (url: string) => {
    const answer = await t.app.inject(url);
    expect(answer.statusCode, url).toBe(200);
    return answer.body;
  };

  it('a Hindi page carries Noto Sans Devanagari, regular and semi-bold, swapped in, for Devanagari alone', async () => {
    for (const url of ['/hi', '/hi/product/Ring', '/hi/cart']) {
      const html = await page(url);
      const faces = fontFaces(html);
      expect(faces, url).toHaveLength(2);
      for (const face of faces) {
        expect(face).toContain("font-family:'Noto Sans Devanagari'");
        expect(face).toContain('font-display:swap');
        // A system's own copy first (Android ships Noto), else the shop's file.
        expect(face).toMatch(/src:local\('Noto Sans Devanagari (Regular|SemiBold)'\),local\('NotoSansDevanagari-(Regular|SemiBold)'\),url\(\/assets\/[\w-]+\.woff2\) format\('woff2'\)/);
        expect(face).toMatch(/unicode-range:U\+0900-097F,/);
        expect(face).not.toContain('U+0B01');
      }
      expect(faces.map((face) => /font-weight:(\d+)/.exec(face)?.[1])).toEqual(['400', '600']);
      expect(html.indexOf(faces[0]!), 'in the head').toBeLessThan(html.indexOf('</head>'));
      expect(faces.join('').includes('Noto Sans Oriya'), url).toBe(false);
    }
  });

  it('an Odia page carries Noto Sans Oriya, for Odia alone, and not the Devanagari font', async () => {
    for (const url of ['/or', '/or/product/Ring']) {
      const html = await page(url);
      const faces = fontFaces(html);
      expect(faces, url).toHaveLength(2);
      for (const face of faces) {
        expect(face).toContain("font-family:'Noto Sans Oriya'");
        expect(face).toContain('font-display:swap');
        expect(face).toMatch(/unicode-range:[^;}]*U\+0B01-0B77/);
        expect(face).not.toContain('U+0900-097F');
      }
      expect(faces.join('').includes('Noto Sans Devanagari'), url).toBe(false);
    }
  });

  it('an English page names no web font: no @font-face, no font preload, though its switcher shows हिन्दी and ଓଡ଼ିଆ', async () => {
    for (const url of ['/', '/product/Ring', '/cart']) {
      const html = await page(url);
      expect(fontFaces(html), url).toEqual([]);
      expect(/\.woff2|as="font"/.test(html), url).toBe(false);
    }
    // The stylesheet names the families (under :lang(hi) and :lang(or)), never a file of them.
    expect((await page('/')).includes('हिन्दी')).toBe(true);
  });

  it('the font files answer 200 as font/woff2, kept for a year', async () => {
    const urls = new Set([...fontUrls(await page('/hi')), ...fontUrls(await page('/or'))]);
    expect(urls.size).toBe(4);
    for (const url of urls) {
      const answer = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type'], url).toBe('font/woff2');
      expect(answer.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      expect(answer.rawPayload.subarray(0, 4).toString('latin1'), url).toBe('wOF2');
    }
  });
});
