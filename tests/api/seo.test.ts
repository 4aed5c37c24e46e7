import { tmpdir } from 'node:os';
import path from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../helpers/test-app.ts';
import { toProductColumns } from '../../src/server/catalogue/wire.ts';
import { productInput } from '../helpers/shop-fixtures.ts';

/** The API alone: no web build, whatever state dist/ is in. */
const API_ONLY = { DIST_DIR: path.join(tmpdir(), 'shop-test-no-web-build') };

const input = (name: string) => productInput({ ProductName: name, ProductPrice: 1499 });

type SitemapEntry = { loc: string; lastmod: string | null };

/** Parses a sitemap strictly enough: well-formed XML, every '&' an entity, the sitemap namespace. */
function parseSitemap(xml: string): SitemapEntry[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  expect(xml.replace(/&(amp|lt|gt|quot|#39);/g, '')).not.toContain('&');
  const document = new new Window().DOMParser().parseFromString(xml, 'application/xml');
  expect(document.querySelector('parsererror')).toBeNull();
  const root = document.documentElement;
  expect(root.localName).toBe('urlset');
  expect(root.getAttribute('xmlns')).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return [...root.children].map((url) => {
    expect(url.localName).toBe('url');
    return {
      loc: url.querySelector('loc')?.textContent ?? '',
      lastmod: url.querySelector('lastmod')?.textContent ?? null,
    };
  });
}

describe.each(DATABASE_KINDS)('robots.txt and sitemap.xml on %s', (kind) => {
  let t: TestApp;
  const created = new Date(Date.UTC(2026, 1, 3, 4, 5, 6));

  beforeAll(async () => {
    t = await createTestApp(kind, API_ONLY);
    await t.app.catalogue.createProduct(toProductColumns(input('Rose & Co. Ring / 2.6"')), [], created);
    await t.app.catalogue.createProduct(toProductColumns(input("Asha's <Lotus> Ring")), [], created);
  });
  afterAll(() => t.close());

  it('robots.txt allows all, keeps crawlers out of the backend, sign-in and API, and names the sitemap', async () => {
    const response = await t.app.inject({ url: '/robots.txt', headers: { host: 'evil.example:8080' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      ...['/backend', '/login', '/api/'].map((path) => `Disallow: ${path}`),
      '',
      // Without PUBLIC_URL: the address the shop listens on, never the Host the client sent.
      'Sitemap: http://localhost:3000/sitemap.xml',
      '',
    ]);
  });

  it('sitemap.xml is well-formed and lists home, the listings without filters and each product, on the listen address (never the request host)', async () => {
    const response = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example:8080' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const entries = parseSitemap(response.body);
    const origin = 'http://localhost:3000';
    expect(response.body).not.toContain('evil.example');
    expect(entries.slice(0, 5)).toEqual([
      { loc: `${origin}/`, lastmod: null },
      { loc: `${origin}/home/rings`, lastmod: null },
      { loc: `${origin}/home/necklaces&Pendants`, lastmod: null },
      { loc: `${origin}/home/bracelets`, lastmod: null },
      { loc: `${origin}/home/earrings`, lastmod: null },
    ]);
    expect(response.body).toContain('<loc>http://localhost:3000/home/necklaces&amp;Pendants</loc>');
    expect(entries).toContainEqual({
      loc: `${origin}/product/Rose%20%26%20Co.%20Ring%20%2F%202.6%22`,
      lastmod: created.toISOString(),
    });
    expect(entries).toContainEqual({ loc: `${origin}/product/Asha's%20%3CLotus%3E%20Ring`, lastmod: created.toISOString() });
    expect(response.body).toContain('/product/Asha&#39;s%20%3CLotus%3E%20Ring');
    expect(entries.some((entry) => entry.loc.includes('?') || entry.loc.includes('Pendantss'))).toBe(false);
    // Home, 4 listings, the size guide, the 13 content pages and 2 products, in each of the three
    // languages (English first: tests/api/languages-seo.test.ts checks the other two).
    expect(entries.filter((entry) => !/^http:\/\/localhost:3000\/(hi|or)(\/|$)/.test(entry.loc))).toHaveLength(21);
    expect(entries).toHaveLength(63);
  });

  it('lists a new product at once', async () => {
    await t.app.catalogue.createProduct(toProductColumns(input('Moonstone Toe Ring')), []);
    const entries = parseSitemap((await t.app.inject({ url: '/sitemap.xml' })).body);
    expect(entries.map((entry) => entry.loc)).toContain('http://localhost:3000/product/Moonstone%20Toe%20Ring');
  });
});

describe('robots.txt without PUBLIC_URL on a given HOST and PORT', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('sqlite', { ...API_ONLY, HOST: '192.0.2.10', PORT: '8080' });
  });
  afterAll(() => t.close());

  it('names the listen address, whatever Host the request names', async () => {
    const robots = await t.app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(robots.body).toContain('Sitemap: http://192.0.2.10:8080/sitemap.xml\n');
  });
});

describe.each(DATABASE_KINDS)('sitemap.xml with PUBLIC_URL on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { ...API_ONLY, PUBLIC_URL: 'https://shop.example.in' });
    await t.app.catalogue.createProduct(toProductColumns(input('Silver Leaf Ring')), []);
  });
  afterAll(() => t.close());

  it('uses the public address, whatever Host the request names', async () => {
    const headers = { host: 'evil.example' };
    const entries = parseSitemap((await t.app.inject({ url: '/sitemap.xml', headers })).body);
    expect(entries[0]?.loc).toBe('https://shop.example.in/');
    expect(entries.map((entry) => entry.loc)).toContain('https://shop.example.in/product/Silver%20Leaf%20Ring');
    expect(entries.every((entry) => entry.loc.startsWith('https://shop.example.in/'))).toBe(true);
    const robots = await t.app.inject({ url: '/robots.txt', headers });
    expect(robots.body).toContain('Sitemap: https://shop.example.in/sitemap.xml\n');
  });
});
