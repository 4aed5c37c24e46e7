import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { webBuild } from '../helpers/web-build.ts';
import { toProductColumns } from '../../src/server/catalogue/wire.ts';
import { productInput } from '../helpers/shop-fixtures.ts';

// The size guide (decision 036) as the server renders it, JavaScript off: its page in each
// language with the table and the ways to measure, the product page's link to it in the page's
// language, and its place in the sitemap with its languages. SQLite only: no database in it.

const ORIGIN = 'https://shop.example.in';

describe('the size guide', () => {
  let t: TestApp;

  beforeAll(async () => {
    const dist = webBuild();
    // The server renderer loaded once first (a busy machine's first load outlasts the plugin timeout).
    await import(pathToFileURL(path.join(dist, 'ssr', 'entry-server.js')).href);
    t = await createTestApp('sqlite', { DIST_DIR: dist, PUBLIC_URL: ORIGIN });
    await t.app.catalogue.createProduct(toProductColumns(productInput({ ProductName: 'Lotus Bangle', Category: 'Bangle' })), []);
  }, 180_000);
  afterAll(() => t?.close());

  /** The page's text as a shopper reads it: tags dropped, spaces folded. */
  const textOf = (html: string) =>
    html
      .slice(html.indexOf('<main'), html.indexOf('</main>'))
      .replace(/<!-- -->|<\/?span[^>]*>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');

  it.each([
    ['', 'en-IN', 'Size guide', 'Size Inner diameter (mm) Circumference (mm)', 'With a thread or a strip of paper', 'Fold your thumb in across your palm'],
    ['/hi', 'hi-IN', 'साइज़ गाइड', 'साइज़ अंदर का व्यास (मिमी) घेरा (मिमी)', 'धागे या काग़ज़ की पट्टी से', 'अंगूठे को हथेली पर मोड़ लें'],
    ['/or', 'or-IN', 'ସାଇଜ ଗାଇଡ', 'ସାଇଜ ଭିତର ବ୍ୟାସ (ମିମି) ପରିଧି (ମିମି)', 'ସୂତା ବା କାଗଜ ପଟିରେ', 'ବୁଢ଼ା ଆଙ୍ଗୁଠିକୁ ପାପୁଲି ଉପରେ ମୋଡ଼ନ୍ତୁ'],
  ])('renders %s/size-guide with the table and how to measure', async (prefix, tag, title, head, thread, fold) => {
    const page = await t.app.inject({ url: `${prefix}/size-guide` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<html lang="${tag}"`);
    const text = textOf(page.body);
    expect(text).toContain(title);
    expect(text).toContain(head);
    // Every size with its inner diameter and circumference, the same figures in every language.
    for (const row of ['2.2 54.0 169.6', '2.4 57.2 179.5', '2.6 60.3 189.5', '2.8 63.5 199.5', '2.10 66.7 209.5', '2.12 69.9 219.4']) expect(text).toContain(row);
    expect(text).toContain(thread);
    expect(text).toContain(fold);
    // Named in its other languages for search engines.
    expect(page.body).toContain(`<link rel="alternate" hreflang="hi-IN" href="${ORIGIN}/hi/size-guide">`);
    expect(page.body).toContain(`<link rel="alternate" hreflang="or-IN" href="${ORIGIN}/or/size-guide">`);
  });

  it.each([
    ['', 'Size guide'],
    ['/hi', 'साइज़ गाइड'],
    ['/or', 'ସାଇଜ ଗାଇଡ'],
  ])('links %s/size-guide beside the product page’s sizes, in the page’s language', async (prefix, words) => {
    const page = await t.app.inject({ url: `${prefix}/product/Lotus%20Bangle` });
    expect(page.statusCode).toBe(200);
    const sizes = page.body.slice(page.body.indexOf('name="size"'));
    expect(sizes).toMatch(new RegExp(`<a class="[^"]+" href="${prefix}/size-guide">${words}</a>`));
  });

  it('is in the sitemap in every language', async () => {
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
    for (const prefix of ['', '/hi', '/or']) expect(sitemap).toContain(`<loc>${ORIGIN}${prefix}/size-guide</loc>`);
  });
});
