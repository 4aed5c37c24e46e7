import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { webBuild } from '../helpers/web-build.ts';
import { CART_COOKIE, encodeCartCookie } from '../../src/shared/cart-cookie.ts';
import { toProductColumns } from '../../src/server/catalogue/wire.ts';
import { productInput, SHIPPING_TO_CUTTACK } from '../helpers/shop-fixtures.ts';
import type { ApiErrorBody } from '../../src/shared/errors.ts';
import type { PublicOrder } from '../../src/shared/order.ts';

// Issue 27: the cart, the checkout and the order page rendered by the server (JavaScript off)
// in Hindi and Odia, and the API's errors as codes with their figures. SQLite only: the words
// do not depend on the database.

describe('the cart, checkout and order page in Hindi and Odia', () => {
  let t: TestApp;
  let cookie: string;
  let order: PublicOrder;
  const localOrders: Partial<Record<'hi' | 'or', PublicOrder>> = {};

  beforeAll(async () => {
    const distDir = webBuild();
    t = await createTestApp('sqlite', { DIST_DIR: distDir, PUBLIC_URL: 'https://shop.example.in' });
    const ring = await t.app.catalogue.createProduct(toProductColumns(productInput({ ProductName: 'Lotus Ring', ProductPrice: 1499 })), []);
    cookie = `${CART_COOKIE}=${encodeCartCookie([{ id: ring.id, size: '2.6', quantity: 1 }])}`;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': 'a'.repeat(32), 'accept-language': 'hi-IN' },
      payload: { ...SHIPPING_TO_CUTTACK, lines: [{ productId: ring.id, size: '2.6', quantity: 1 }] },
    });
    expect(placed.statusCode).toBe(201);
    order = placed.json<PublicOrder>();

    // Issue 42, point 5: lines of a Hindi and an Odia order, one product with names in both
    // languages and one with none.
    const lotus = await t.app.catalogue.createProduct(
      toProductColumns(productInput({ ProductName: 'Lotus Pendant', ProductPrice: 999, Translations: { hi: { name: 'कमल पेंडेंट' }, or: { name: 'ପଦ୍ମ ଲକେଟ' } } })),
      [],
    );
    for (const language of ['hi', 'or'] as const) {
      const both = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { 'idempotency-key': language.repeat(16), 'accept-language': `${language}-IN` },
        payload: { ...SHIPPING_TO_CUTTACK, lines: [{ productId: lotus.id, size: '2.6', quantity: 1 }, { productId: ring.id, size: '2.6', quantity: 1 }] },
      });
      expect(both.statusCode).toBe(201);
      localOrders[language] = both.json<PublicOrder>();
    }
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('renders /hi/cart in Hindi, with its lines and prices as the shop writes them', async () => {
    const page = await t.app.inject({ url: '/hi/cart', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="hi-IN"');
    expect(page.body).toContain('आपका कार्ट');
    expect(page.body).toContain('ऑर्डर का सारांश');
    expect(page.body).toContain('कुल राशि');
    expect(page.body).toContain('₹');
    expect(page.body).not.toContain('Order Summary');
  });

  it('renders /or/checkout in Odia', async () => {
    const page = await t.app.inject({ url: '/or/checkout', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="or-IN"');
    expect(page.body).toContain('ଡେଲିଭରି ଠିକଣା');
    expect(page.body).toContain('ପିନ୍ କୋଡ୍');
    expect(page.body).toContain('ଦାମ୍ ଯାଞ୍ଚ ହେଉଛି…'); // Pay Now waits for the page's script
    expect(page.body).not.toContain('Shipping Details');
  });

  it('renders /hi/order/<number> in Hindi: the heading, the status and the next steps', async () => {
    const page = await t.app.inject({ url: `/hi/order/${order.number}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="hi-IN"');
    expect(page.body).toContain('आपका ऑर्डर दर्ज हो गया है');
    expect(page.body).toContain('ऑर्डर नंबर');
    expect(page.body).toContain(order.number);
    expect(page.body).toContain('ऑर्डर दर्ज');
    expect(page.body).not.toContain('Order number');
  });

  it.each([
    ['hi', 'कमल पेंडेंट', 'ओडिशा'],
    ['or', 'ପଦ୍ମ ଲକେଟ', 'ଓଡ଼ିଶା'],
  ] as const)('keeps a %s order’s lines in its language, falling back to English, and writes its state in it', async (language, localName, state) => {
    const placed = localOrders[language]!;
    expect(placed.lines.map((line) => [line.name, line.localName])).toEqual([
      ['Lotus Pendant', localName],
      ['Lotus Ring', null],
    ]);
    const page = await t.app.inject({ url: `/${language}/order/${placed.number}` });
    expect(page.statusCode).toBe(200);
    const summary = /<ul class="[^"]*">(.*?)<\/ul>/s.exec(page.body.slice(page.body.indexOf('id="order-summary-title"')))?.[1] ?? '';
    expect(summary).toContain(localName);
    expect(summary).not.toContain('Lotus Pendant');
    expect(summary).toContain('Lotus Ring'); // no name in the language: the English one
    expect(page.body).toContain(`Cuttack, ${state} 753012`);
  });

  it('answers a validation error with codes and figures beside its English message', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': 'b'.repeat(32) },
      payload: { ...SHIPPING_TO_CUTTACK, phone: '12345', zip: '999999', lines: [] },
    });
    expect(refused.statusCode).toBe(400);
    const body = refused.json<ApiErrorBody>();
    expect(body).toMatchObject({
      error: 'invalid_request',
      message: 'Enter a 10-digit Indian mobile number, such as 98765 43210.',
      code: 'phone_invalid',
      params: {},
      fieldErrors: { phone: 'Enter a 10-digit Indian mobile number, such as 98765 43210.', lines: 'Your cart is empty.' },
      fieldCodes: { phone: { code: 'phone_invalid', params: {} }, lines: { code: 'cart_empty', params: {} } },
    });

    const unknownPin = await t.app.inject({ url: '/api/pin-codes/999999' });
    expect(unknownPin.json<ApiErrorBody>()).toMatchObject({ code: 'pin_unknown', params: { pin: '999999' } });
  });
});
