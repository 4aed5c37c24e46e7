import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { webBuild } from '../helpers/web-build.ts';
import { CART_COOKIE, encodeCartCookie } from '../../src/shared/cart-cookie.ts';
import { toProductColumns } from '../../src/server/catalogue/wire.ts';
import { SHOP_ADDRESS_LINES } from '../../src/shared/shop-address.ts';
import { CONTENT_KEYS } from '../../src/web/content/keys.ts';
import { productInput, SHIPPING_TO_CUTTACK } from '../helpers/shop-fixtures.ts';
import { MESSAGES } from '../helpers/page-language.tsx';
import type { PublicOrder } from '../../src/shared/order.ts';

// Issue 27: a Hindi or Odia screen shows no English but for what may stay so: brand and
// payment names, the short forms shoppers use as they are (BIS, MRP, GST, UPI, QR, UTR), the
// language switcher's "English", the spec's 'Rs.{price}/-', and data the words do not own (a
// product's name the operator did not translate, the shopper's own details, order numbers, the
// shop's address and e-mail, what the shopper searched for). Every shopper screen is rendered by
// the server, its text, aria-labels, titles, placeholders and alt texts read, and every run of
// Latin letters left must be one of those.

/** Names and short forms that stay as they are in every language. */
const KEPT = ['Rajat Silver', 'Google Pay', 'PhonePe', 'Paytm', 'BHIM', 'Razorpay', 'Facebook', 'Twitter', 'Instagram', 'English', 'BIS', 'MRP', 'GST', 'UPI ID', 'UPI', 'QR', 'UTR', 'PAN'];

/** What a page says: its markup without scripts, styles and tags, with the attributes people read. */
const textOf = (html: string) =>
  html
    .replace(/<script[^]*?<\/script>/g, ' ')
    .replace(/<style[^]*?<\/style>/g, ' ')
    .replace(/<!--[^]*?-->/g, ' ')
    .replace(/\b(?:aria-label|title|placeholder|alt)="([^"]*)"/g, '> $1 <')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

describe('no English on a Hindi or Odia screen but what may stay so', () => {
  let t: TestApp;
  let cookie: string;
  const orders: string[] = [];

  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      DIST_DIR: webBuild(),
      PUBLIC_URL: 'https://shop.example.in',
      UPI_ID: 'rajatsilver@okaxis',
      UPI_NAME: 'Rajat Silver',
      PAGE_RATE_LIMIT: '100000',
      SEARCH_PAGE_RATE_LIMIT: '100000',
    });
    const ring = await t.app.catalogue.createProduct(toProductColumns(productInput({ ProductName: 'Lotus Ring', ProductPrice: 1499 })), []);
    cookie = `${CART_COOKIE}=${encodeCartCookie([{ id: ring.id, size: '2.6', quantity: 1 }])}`;
    for (const paymentMethod of ['cod', 'upi']) {
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { 'idempotency-key': `${paymentMethod}-order-of-the-test` },
        payload: { ...SHIPPING_TO_CUTTACK, paymentMethod, lines: [{ productId: ring.id, size: '2.6', quantity: 1 }] },
      });
      expect(placed.statusCode, placed.body).toBe(201);
      orders.push(placed.json<PublicOrder>().number);
    }
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  /** The data a screen shows as it was given: never the words' to translate. */
  const data = () => [
    'Lotus Ring',
    'Nope',
    'ring',
    ...orders,
    SHIPPING_TO_CUTTACK.name,
    SHIPPING_TO_CUTTACK.name.split(' ')[0]!,
    SHIPPING_TO_CUTTACK.city,
    ...SHOP_ADDRESS_LINES.flatMap((line) => line.split(', ')),
  ];

  const screens = () => [
    '',
    '/home/rings',
    '/home/earrings?colour=oxidised&price=cheap',
    '/home/rings?metal=gold',
    '/product/Lotus%20Ring',
    '/product/Nope',
    '/search?q=ring',
    '/search?q=zzzz',
    '/wishlist',
    '/no/such/page',
    '/cart',
    '/checkout',
    ...orders.map((number) => `/order/${number}`),
    ...CONTENT_KEYS.map((key) => `/${key}`),
  ];

  it.each(['hi', 'or'] as const)('%s', async (language) => {
    const kept = [...data(), ...KEPT].sort((a, b) => b.length - a.length).map(escape);
    const allowed = new RegExp(`(?<![A-Za-z])(?:${kept.join('|')})(?![A-Za-z])|[\\w.+-]*@[\\w.-]+|HM\\/C-\\d+|Rs\\.[\\d,.]+/-|RS/\\d\\d-\\d\\d/\\d+|‘[^’]*’`, 'g');
    const found: Record<string, string[]> = {};
    for (const path of screens()) {
      const url = `/${language}${path}`;
      const page = await t.app.inject({ url, headers: path === '/cart' || path === '/checkout' ? { cookie } : {} });
      const english = textOf(page.body).replace(allowed, ' ').match(/[A-Za-z]+(?:[ '’-]+[A-Za-z]+)*/g) ?? [];
      if (english.length > 0) found[url] = [...new Set(english)];
    }
    expect(found).toEqual({});
  });

  // Last: it takes the products away from the shop's database.
  it("says a catalogue the shop cannot read in the page's words", async () => {
    await sql`ALTER TABLE products RENAME TO products_away`.execute(t.database.db);
    for (const language of ['hi', 'or'] as const) {
      // A page none of the above rendered: the shop keeps pages it has made per catalogue version.
      const page = await t.app.inject(`/${language}/home/bracelets`);
      const text = textOf(page.body);
      const { errors } = MESSAGES[language];
      expect([errors.unavailable({}), errors.internal({})].some((words) => text.includes(words)), `/${language}/home/bracelets`).toBe(true);
      expect(text).not.toContain('Something went wrong');
    }
  });
});
