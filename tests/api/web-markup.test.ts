import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HtmlValidate } from 'html-validate';
import { STAND_IN_KEYS } from '../support/razorpay-stand-in.ts';
import { createTestApp, signInAsOperator, type TestApp } from '../helpers/test-app.ts';
import { jpeg, multipart } from '../helpers/uploads.ts';
import type { Product } from '../../src/shared/product.ts';
import { webBuild } from '../helpers/web-build.ts';
import { productInput, SHIPPING_TO_CUTTACK } from '../helpers/shop-fixtures.ts';
import { CART_COOKIE, encodeCartCookie } from '../../src/shared/cart-cookie.ts';
import { CONTENT_KEYS } from '../../src/web/content/keys.ts';

// Every server-rendered page is valid HTML by html-validate's standard rules, so that what
// assistive technology reads is what the page means. Nothing is allowed apart: the head's
// render-blocking `<link rel="expect" blocking="render">` (decision 022) passes these rules as
// it is. The pages do not depend on the database: SQLite only.

const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

async function problemsOf(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results
    .flatMap((result) => result.messages)
    .map((message) => `${message.ruleId} at ${message.selector ?? '?'}: ${message.message}`);
}

describe('the markup of every server-rendered page', () => {
  let t: TestApp;
  const pages = new Map<string, { path: string; cookie?: string }>();

  beforeAll(async () => {
    // A shop that takes UPI and Razorpay too, for the pages of prepaid orders (no gateway is asked for these).
    t = await createTestApp('sqlite', {
      DIST_DIR: webBuild(),
      UPI_ID: 'rajatsilver@okaxis',
      UPI_NAME: 'Rajat Silver',
      RAZORPAY_KEY_ID: STAND_IN_KEYS.keyId,
      RAZORPAY_KEY_SECRET: STAND_IN_KEYS.keySecret,
      RAZORPAY_WEBHOOK_SECRET: STAND_IN_KEYS.webhookSecret,
    });
    // Through the operator's route with photos, so that cards draw their pictures and sliders.
    const cookie = await signInAsOperator(t);
    const create = async (fields: Record<string, unknown>, photos: number) => {
      const files = await Promise.all(Array.from({ length: photos }, async (_, index) => ({ name: `photo-${index}.jpg`, data: await jpeg(400, 400) })));
      const body = await multipart(fields, files);
      const answer = await t.app.inject({ method: 'POST', url: '/api/products', payload: body.payload, headers: { ...body.headers, cookie } });
      expect(answer.statusCode).toBe(201);
      return answer.json() as Product;
    };
    const ring = await create({ product: productInput({ ProductName: 'Lotus Ring', Stock: 2 }) }, 2);
    await create({ product: productInput({ ProductName: 'Rope Chain', Category: 'Necklace', ProductPrice: 2450, Stock: 0 }) }, 1);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': crypto.randomUUID() },
      payload: { ...SHIPPING_TO_CUTTACK, lines: [{ productId: ring.id, size: '2.6', quantity: 1 }] },
    });
    expect(order.statusCode).toBe(201);
    const cartCookie = `${CART_COOKIE}=${encodeCartCookie([{ id: ring.id, size: '2.6', quantity: 1 }])}`;
    pages.set('home', { path: '/' });
    pages.set('a listing', { path: '/home/rings' });
    pages.set('all jewellery', { path: '/home/all' });
    pages.set('a product', { path: '/product/Lotus%20Ring' });
    pages.set('a sold-out product', { path: '/product/Rope%20Chain' });
    pages.set('search', { path: '/search?q=ring' });
    pages.set('the cart', { path: '/cart', cookie: cartCookie });
    pages.set('an empty cart', { path: '/cart' });
    pages.set('the checkout', { path: '/checkout', cookie: cartCookie });
    pages.set('the wishlist', { path: '/wishlist' });
    const placed = order.json() as { number: string; documentsKey: string };
    pages.set('an order', { path: `/order/${placed.number}` });
    // The buyer's page: its invoice linked (decision 030).
    pages.set("the buyer's order page", { path: `/order/${placed.number}?key=${placed.documentsKey}` });
    // Prepaid orders (decision 033): Razorpay's awaiting its payment, its pay page, and a UPI order to pay again.
    const bangle = await create({ product: productInput({ ProductName: 'Filigree Bangle', Category: 'Bracelet', Stock: 5 }) }, 1);
    const placePrepaid = async (paymentMethod: 'upi' | 'razorpay') => {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { 'idempotency-key': crypto.randomUUID() },
        payload: { ...SHIPPING_TO_CUTTACK, paymentMethod, lines: [{ productId: bangle.id, size: '2.6', quantity: 1 }] },
      });
      expect(answer.statusCode).toBe(201);
      return answer.json() as { number: string; documentsKey: string };
    };
    const online = await placePrepaid('razorpay');
    pages.set('a Razorpay order awaiting its payment', { path: `/order/${online.number}?key=${online.documentsKey}` });
    pages.set("the checkout's pay page", { path: `/checkout?pay=${online.number}&key=${online.documentsKey}` });
    const upi = await placePrepaid('upi');
    const expired = await t.app.inject({ method: 'PATCH', url: `/api/orders/${upi.number}`, payload: { status: 'expired' }, headers: { cookie } });
    expect(expired.statusCode).toBe(200);
    pages.set('an expired order to pay again', { path: `/order/${upi.number}?key=${upi.documentsKey}` });
    pages.set('login', { path: '/login' });
    pages.set('not found', { path: '/no-such-page' });
    for (const key of CONTENT_KEYS) pages.set(`/${key}`, { path: `/${key}` });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('has no error by html-validate’s standard rules', async () => {
    const found: string[] = [];
    for (const [name, { path, cookie }] of pages) {
      const answer = await t.app.inject({ url: path, headers: cookie ? { cookie } : {} });
      expect(answer.headers['content-type'], name).toMatch(/text\/html/);
      expect(answer.body, name).toContain('<div id="root"><');
      expect(answer.body, name).toContain('blocking="render"');
      for (const problem of await problemsOf(answer.body)) found.push(`${name} (${path}): ${problem}`);
    }
    expect(found).toEqual([]);
  });
});
