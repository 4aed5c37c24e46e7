import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { webBuild } from '../helpers/web-build.ts';
import { toProductColumns } from '../../src/server/catalogue/wire.ts';
import { productInput } from '../helpers/shop-fixtures.ts';
import { SHELL_HEAD } from '../../src/shared/route-manifest.ts';
import { LANGUAGE_TAGS, LANGUAGES, localisedPath, type Language } from '../../src/shared/languages.ts';
import { escapeMarkup } from '../../src/shared/markup.ts';

// The storefront in three languages, as search engines and returning shoppers meet it: hreflang
// alternates and canonical links in the head, every language in the sitemap, the language
// switcher's cookie, and the operator's pages in English only. The pages do not depend on the
// database: SQLite only.

const ORIGIN = 'https://shop.example.in';
const NAME = 'Rose & Co. Ring';
const ENCODED = encodeURIComponent(NAME);

/** The head's hreflang links: { 'en-IN': href, ..., 'x-default': href }. */
function alternates(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  return Object.fromEntries(
    [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((match) => [match[1]!, match[2]!.replaceAll('&amp;', '&')]),
  );
}

/**
 * The web build, its server renderer loaded once first: on a busy machine the first load of it
 * under the test runner outlasted the app's plugin timeout (10 s); loaded, the app finds it at once.
 */
async function warmWebBuild(): Promise<string> {
  const dist = webBuild();
  await import(pathToFileURL(path.join(dist, 'ssr', 'entry-server.js')).href);
  return dist;
}

const canonical = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1]?.replaceAll('&amp;', '&');

/** What a page at `path` (an English path) names in each language, and x-default. */
const everyLanguage = (path: string) => ({
  ...Object.fromEntries(LANGUAGES.map((language) => [LANGUAGE_TAGS[language], ORIGIN + localisedPath(language, path)])),
  'x-default': ORIGIN + path,
});

describe('pages in three languages, for search engines and returning shoppers', () => {
  let t: TestApp;

  beforeAll(async () => {
    const limits = { PAGE_RATE_LIMIT: '100000', ORDER_PAGE_RATE_LIMIT: '100000', SEARCH_PAGE_RATE_LIMIT: '100000' };
    t = await createTestApp('sqlite', { DIST_DIR: await warmWebBuild(), PUBLIC_URL: ORIGIN, ...limits });
    await t.app.catalogue.createProduct(toProductColumns(productInput({ ProductName: NAME, ProductPrice: 1499 })), [], new Date(Date.UTC(2026, 0, 1)));
  }, 120_000);
  afterAll(() => t.close());

  const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

  it.each([
    ['/', '/'],
    ['/hi', '/'],
    ['/or/cart', '/cart'],
    ['/hi/FAQ', '/FAQ'],
  ])('%s names itself in every language, absolutely, both ways, with x-default in English', async (url, path) => {
    const page = await get(url);
    expect(page.statusCode).toBe(200);
    expect(alternates(page.body)).toEqual(everyLanguage(path));
    expect(canonical(page.body)).toBe(ORIGIN + url);
  });

  it('a product page names the product’s own URL in every language, whatever spelling reached it', async () => {
    for (const url of [`/hi/product/${ENCODED}`, `/hi/product/${ENCODED.toLowerCase()}?utm_source=x`, `/product/${ENCODED}/`]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(alternates(page.body), url).toEqual(everyLanguage(`/product/${ENCODED}`));
    }
    expect(canonical((await get(`/hi/product/${ENCODED.toLowerCase()}`)).body)).toBe(`${ORIGIN}/hi/product/${ENCODED}`);
    expect(canonical((await get(`/or/product/${ENCODED}`)).body)).toBe(`${ORIGIN}/or/product/${ENCODED}`);
  });

  it('a listing with a filter, reached by the menu’s alias, names its canonical query in every language', async () => {
    const page = await get('/or/home/necklaces&Pendantss?sort=price-asc&utm_source=x&price=30h50h');
    expect(page.statusCode).toBe(200);
    const path = '/home/necklaces&Pendants?price=30h50h&sort=price-asc';
    expect(alternates(page.body)).toEqual(everyLanguage(path));
    expect(canonical(page.body)).toBe(`${ORIGIN}/or${path}`);
    expect(page.body).toContain(`hreflang="hi-IN" href="${escapeMarkup(`${ORIGIN}/hi${path}`)}"`);
    // Search keeps its words in every language.
    expect(alternates((await get('/hi/search?q=%20ring%20&page=2')).body)).toEqual(everyLanguage('/search?q=ring'));
  });

  it('a page not found names no alternates and no canonical URL', async () => {
    for (const url of ['/hi/no-such-page', '/or/product/No%20Such%20Ring']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(404);
      expect(alternates(page.body), url).toEqual({});
      expect(canonical(page.body), url).toBeUndefined();
    }
  });

  it('writes <html lang> and the shell’s title and description in the page’s language, where the page has no own', async () => {
    const titleOf = (html: string) => new new Window().DOMParser().parseFromString(html, 'text/html').querySelector('title')?.textContent;
    const descriptionOf = (html: string) =>
      new new Window().DOMParser().parseFromString(html, 'text/html').querySelector('meta[name="description"]')?.getAttribute('content');
    for (const [url, language] of [['/', 'en'], ['/hi/cart', 'hi'], ['/or', 'or']] as [string, Language][]) {
      const html = (await get(url)).body;
      expect(html, url).toContain(`<html lang="${LANGUAGE_TAGS[language]}">`);
      expect(titleOf(html), url).toBe(SHELL_HEAD[language].title);
      expect(descriptionOf(html), url).toBe(SHELL_HEAD[language].description);
      expect(html.match(/<title>/g), url).toHaveLength(1);
    }
    // A product page's own head replaces the shell's, in any language.
    const product = (await get(`/hi/product/${ENCODED}`)).body;
    expect(titleOf(product)).toContain(NAME);
    expect(product.match(/<title>/g)).toHaveLength(1);
    expect(product.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('sends /hi/login and /hi/backend to the English page: the operator’s screens are English only', async () => {
    for (const [url, to] of [
      ['/hi/login', '/login'],
      ['/or/backend', '/backend'],
      ['/hi/backend?tab=orders', '/backend?tab=orders'],
    ]) {
      const answer = await get(url!);
      expect(answer.statusCode, url).toBe(302);
      expect(answer.headers.location, url).toBe(to);
    }
    // The English pages themselves are served, and name no other language.
    const login = await get('/login');
    expect(login.statusCode).toBe(200);
    expect(alternates(login.body)).toEqual({});
    expect((await get('/backend')).statusCode).toBe(200);
  });

  it('the ?lang= switch remembers the choice in a cookie and sends the shopper on to the clean URL in that language', async () => {
    const answer = await get('/cart?lang=hi&x=1');
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/hi/cart?x=1');
    expect(answer.headers['set-cookie']).toMatch(/^lang=hi; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/);
    expect(answer.headers['cache-control']).toBe('no-store');
    const back = await get('/or/product/Ring?lang=en');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/product/Ring');
    expect(back.headers['set-cookie']).toMatch(/^lang=en;/);
    const home = await get('/hi?lang=or');
    expect(home.headers.location).toBe('/or');
    // On the operator's pages the choice is remembered, and the page stays English.
    const login = await get('/login?lang=hi');
    expect(login.statusCode).toBe(303);
    expect(login.headers.location).toBe('/login');
    expect(login.headers['set-cookie']).toMatch(/^lang=hi;/);
  });

  it('a remembered lang=hi sends an English page to the Hindi one, but never the operator’s', async () => {
    const cookie = 'incart=; lang=hi';
    for (const [url, to] of [
      ['/cart', '/hi/cart'],
      ['/', '/hi'],
      ['/home/rings?metal=silver', '/hi/home/rings?metal=silver'],
    ]) {
      const answer = await get(url!, cookie);
      expect(answer.statusCode, url).toBe(302);
      expect(answer.headers.location, url).toBe(to);
      // Another shopper's cookie would send her elsewhere: no shared cache may keep or reuse it.
      expect(answer.headers.vary, url).toMatch(/\bcookie\b/i);
      expect(answer.headers['cache-control'], url).toMatch(/^private\b/);
    }
    for (const url of ['/backend', '/login', '/hi/cart', '/or/cart']) {
      expect((await get(url, cookie)).statusCode, url).toBe(200);
    }
    expect((await get('/cart', 'lang=en')).statusCode).toBe(200);
  });
});

describe('sitemap.xml in three languages', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('sqlite', { DIST_DIR: await warmWebBuild(), PUBLIC_URL: ORIGIN });
    await t.app.catalogue.createProduct(toProductColumns(productInput({ ProductName: NAME, ProductPrice: 1499 })), []);
  }, 120_000);
  afterAll(() => t.close());

  it('lists every language’s URL of each page, each naming all three and x-default (sitemaps.org with xhtml:link)', async () => {
    const response = await t.app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    const document = new new Window().DOMParser().parseFromString(response.body, 'application/xml');
    expect(document.querySelector('parsererror')).toBeNull();
    const root = document.documentElement;
    expect(root.getAttribute('xmlns')).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(root.getAttribute('xmlns:xhtml')).toBe('http://www.w3.org/1999/xhtml');
    const urls = [...root.children].map((url) => ({
      loc: url.querySelector('loc')?.textContent ?? '',
      alternates: Object.fromEntries(
        [...url.children].filter((child) => child.tagName.toLowerCase() === 'xhtml:link').map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
      ),
    }));
    const locs = urls.map((url) => url.loc);
    for (const path of ['/', '/home/rings', '/home/necklaces&Pendants', '/FAQ', '/terms', '/about/submenu1', `/product/${ENCODED}`]) {
      for (const language of LANGUAGES) expect(locs, `${language} ${path}`).toContain(ORIGIN + localisedPath(language, path));
    }
    for (const url of urls) {
      const english = url.loc.replace(/^(https:\/\/[^/]+)\/(hi|or)(?=\/|$)/, '$1') || ORIGIN;
      const path = english.slice(ORIGIN.length) || '/';
      expect(url.alternates, url.loc).toEqual(everyLanguage(path));
    }
    // Each language's URLs, the same pages in each: English first.
    expect(locs.length % 3).toBe(0);
    expect(locs[0]).toBe(`${ORIGIN}/`);
    expect(locs[locs.length / 3]).toBe(`${ORIGIN}/hi`);
    expect(locs[(2 * locs.length) / 3]).toBe(`${ORIGIN}/or`);
    expect(new Set(locs).size).toBe(locs.length);
    // Never the operator's pages, in any language.
    expect(locs.some((loc) => /\/(login|backend)$/.test(loc))).toBe(false);
  });

  it('stays within the protocol’s 50,000 URLs, every language of each product or none', async () => {
    const asked: number[] = [];
    const real = t.app.seo.sitemapProducts;
    t.app.seo.sitemapProducts = async (limit) => {
      asked.push(limit);
      return Array.from({ length: limit }, (_, index) => ({ name: `Ring ${index}`, updatedAt: null }));
    };
    try {
      const body = (await t.app.inject('/sitemap.xml')).body;
      const count = body.match(/<loc>/g)?.length ?? 0;
      expect(count).toBeLessThanOrEqual(50_000);
      expect(count).toBeGreaterThan(50_000 - 3 * 2);
      expect(count % 3).toBe(0);
      expect(asked).toHaveLength(1);
      expect(body).toContain(`<loc>${ORIGIN}/or/product/Ring%20${asked[0]! - 1}</loc>`);
    } finally {
      t.app.seo.sitemapProducts = real;
    }
  });
});
