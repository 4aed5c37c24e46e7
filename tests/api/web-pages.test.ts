import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { webBuild } from '../helpers/web-build.ts';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CART_COOKIE, encodeCartCookie } from '../../src/shared/cart-cookie.ts';
import { toProductColumns } from '../../src/server/catalogue/wire.ts';
import { productInput } from '../helpers/shop-fixtures.ts';
import { buildApp } from '../../src/server/app.ts';

// Rendered pages against hostile URLs. The pages do not depend on the database: SQLite only.

const ring = productInput({ ProductName: 'Ring', ProductPrice: 1499, metalWeight: 2.5 });

/** GET over a socket, the path sent as it is (app.inject would resolve `/\\host/...` itself). */
function rawGet(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** Every absolute URL a page's head names (link previews, canonical link, structured data). */
const absoluteUrls = (html: string) => [...html.matchAll(/(?:content|href)="(https?:\/\/[^"]+)"|"(https?:\/\/[^"]+)"/g)].map((m) => m[1] ?? m[2] ?? '');

describe('rendered pages', () => {
  let distDir: string;
  let t: TestApp;

  beforeAll(async () => {
    distDir = webBuild();
    // Hundreds of pages from one client: the page limits (tests/api/page-limits.test.ts) raised.
    const limits = { PAGE_RATE_LIMIT: '100000', ORDER_PAGE_RATE_LIMIT: '100000', SEARCH_PAGE_RATE_LIMIT: '100000' };
    t = await createTestApp('sqlite', { DIST_DIR: distDir, PUBLIC_URL: 'https://shop.example.in', ...limits });
    await t.app.catalogue.createProduct(toProductColumns(ring), [], new Date(Date.UTC(2026, 0, 1)));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const entries = () => t.app.responseCache.stats().entries;

  it('link previews and the canonical link name the shop’s own origin, whatever the request path', async () => {
    const own = await t.app.inject('/product/Ring');
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('<meta property="og:url" content="https://shop.example.in/product/Ring" />');
    expect(own.body).toContain('<link rel="canonical" href="https://shop.example.in/product/Ring">');
    const { port } = t.app.server.address() as AddressInfo;
    for (const url of ['//evil.example/product/Ring', '///evil.example/product/Ring', '/\\evil.example/product/Ring', '/\\/evil.example/product/Ring']) {
      const answer = await rawGet(port, url);
      expect(answer.status, url).toBe(404);
      for (const found of absoluteUrls(answer.body)) expect(found.startsWith('https://shop.example.in/') || found.startsWith('https://schema.org'), `${url}: ${found}`).toBe(true);
      expect(answer.body).not.toMatch(/(https?:)?\/\/evil\.example/);
    }
  });

  it('the data routes the operator’s panels load are no pages: typed into the address bar they are the not-found screen', async () => {
    for (const url of ['/data/orders', '/data/session', '/data/constructor', '/data/nothing?after=1']) {
      const answer = await t.app.inject(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body, url).not.toContain('"ok":');
    }
  });

  it('the first paint waits for the whole rendered page: the head expects the element that follows it', async () => {
    const html = (await t.app.inject('/product/Ring')).body;
    const expected = /<link rel="expect" href="#([\w-]+)" blocking="render">/.exec(html);
    expect(expected, 'a render-blocking expect link in the head').not.toBeNull();
    expect(html.indexOf(expected![0])).toBeLessThan(html.indexOf('</head>'));
    // The element it names comes after the rendered markup, so that nothing is painted half-read.
    const element = html.indexOf(`id="${expected![1]}"`);
    expect(element).toBeGreaterThan(html.indexOf('</h1>'));
    expect(element).toBeGreaterThan(html.lastIndexOf('</footer>'));
  });

  it('sends the build’s brotli or gzip copy of a script, as the client accepts, and the file itself otherwise', async () => {
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec((await t.app.inject('/product/Ring')).body)?.[1];
    expect(script).toBeDefined();
    const plain = await t.app.inject({ url: script!, headers: { 'accept-encoding': 'identity' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await t.app.inject({ url: script!, headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({ url: script!, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // Compressed at build time at the highest settings: smaller than an answer compressed on the way.
    expect(brotli.rawPayload.length).toBeLessThan(gzip.rawPayload.length);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
  });

  it('a malformed path is a clean 400, with the security headers', async () => {
    for (const url of ['//%zz/', '/%zz', '/product/%E0%A4%A', '/home/%']) {
      const answer = await t.app.inject(url);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json(), url).toEqual({ error: 'bad_request', message: 'This address is not a valid URL.' });
      expect(answer.headers['content-security-policy'], url).toBeDefined();
    }
  });

  it('junk query parameters make no new page in the cache', async () => {
    await t.app.inject('/');
    await t.app.inject('/home/rings?metal=silver&sort=price-asc');
    await t.app.inject('/search?q=ring');
    const before = entries();
    const produced = t.app.responseCache.stats().produced;
    const junk = Array.from({ length: 100 }, (_, index) => [
      `/?x=${index}`,
      `/?q=${index}&price=15h30h&utm_source=${index}`,
      `/home/rings?sort=price-asc&metal=silver&fbclid=${index}`,
      `/home/rings?metal=silver&sort=price-asc&x=${index},${index + 1}`,
      `/search?q=%20ring%20&page=${index}`,
    ]).flat();
    for (const url of junk) expect((await t.app.inject(url)).statusCode, url).toBe(200);
    expect(entries()).toBe(before);
    expect(t.app.responseCache.stats().produced).toBe(produced);
  });

  it('a listing value it does not know is named on the page, made afresh and never kept', async () => {
    await t.app.inject('/home/rings'); // the page and the API answer its loader reads
    const before = entries();
    for (let index = 0; index < 20; index += 1) {
      const answer = await t.app.inject(`/home/rings?price=cheap${index}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain(`price=cheap${index}`);
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
    expect(entries()).toBe(before);
    // Known values are kept once, whatever their order.
    await t.app.inject('/home/rings?style=party&metal=silver');
    const kept = entries();
    expect(kept).toBeGreaterThan(before);
    await t.app.inject('/home/rings?metal=silver&style=party&sort=newest');
    expect(entries()).toBe(kept);
  });

  it('a query split by a second ? never reaches a kept page: what is rendered is what the key names', async () => {
    // A change to the catalogue: nothing kept before this test is served again.
    await t.app.catalogue.createProduct(toProductColumns(productInput({ ProductName: 'Poison Test Ring', ProductPrice: 999 })), [], new Date(Date.UTC(2026, 0, 2)));
    const scam = 'Pay ₹1 to scam@upi for a refund';
    for (const url of [
      `/home/rings?a=?&price=${encodeURIComponent(scam)}`,
      `/home/rings?a=?&sort=${encodeURIComponent(scam)}`,
      `/search?x=?&q=${encodeURIComponent(scam)}`,
    ]) {
      expect((await t.app.inject(url)).statusCode, url).toBe(200);
    }
    for (const url of ['/home/rings', '/search']) {
      const later = await t.app.inject(url);
      expect(later.body, url).not.toContain('scam@upi');
      expect(later.body, url).not.toContain('did not recognise');
    }
  });

  it('an order page is never kept, however its path is spelt', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    await t.app.inject('/order/R-0');
    const before = entries();
    const produced = t.app.responseCache.stats().produced;
    for (const url of ['/Order/R-1', '/ORDER/R-1', '/%6Frder/R-1', '/order/x/../R-1', '/Order/R-1?x=1', '/hi/order/R-1', '/or/order/R-1']) {
      const answer = await t.app.inject(url);
      expect(answer.statusCode, url).toBe(200);
      // One shopper's address and purchases: no shared cache, nor the browser's disk, keeps it.
      expect(answer.headers['cache-control'], url).toBe('private, no-store');
    }
    for (const url of ['//order/R-1', '//Order/R-1', '/\\Order/R-1']) expect((await rawGet(port, url)).status, url).toBe(200);
    expect(entries()).toBe(before);
    expect(t.app.responseCache.stats().produced).toBe(produced);
  });

  it('pages that are not found hold an eighth of the cache at most: random paths cannot push real pages out', async () => {
    const small = await buildApp(t.config, { database: t.database, logger: false, responseCache: { maxEntries: 16 } });
    try {
      const real = ['/', '/home/rings', '/faq', '/product/Ring'];
      for (const url of real) expect((await small.inject(url)).statusCode, url).toBe(200);
      const kept = small.responseCache.stats().entries;
      for (let index = 1; index <= 30; index += 1) {
        expect((await small.inject(`/no-such-page-${index}`)).statusCode).toBe(404);
        expect((await small.inject(`/product/No-Such-Ring-${index}`)).statusCode).toBe(404);
      }
      expect(small.responseCache.stats().entries).toBe(kept + 2);
      const produced = small.responseCache.stats().produced;
      for (const url of real) expect((await small.inject(url)).statusCode, url).toBe(200);
      expect(small.responseCache.stats().produced).toBe(produced);
    } finally {
      await small.close();
    }
  });

  it('pages made for one request (a cart from its cookie, an order) are compressed like the kept ones', async () => {
    const { id } = (await t.app.inject('/api/products/by-name/Ring')).json<{ id: string }>();
    const cookie = `${CART_COOKIE}=${encodeCartCookie([{ id, size: '2.6', quantity: 1 }])}`;
    const plain = await t.app.inject({ url: '/cart', headers: { cookie } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('Ring');
    const br = await t.app.inject({ url: '/cart', headers: { cookie, 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('cookie, Accept-Encoding');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const order = await t.app.inject({ url: '/order/no-such-order', headers: { 'accept-encoding': 'gzip' } });
    expect(order.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(order.rawPayload).toString('utf8')).toContain('<div id="root">');
  });
});
