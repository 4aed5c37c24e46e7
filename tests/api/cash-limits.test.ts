import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../helpers/test-app.ts';
import { productInput, SHIPPING_TO_CUTTACK } from '../helpers/shop-fixtures.ts';
import { toProductColumns } from '../../src/server/catalogue/wire.ts';
import type { ProductRecord } from '../../src/server/catalogue/repository.ts';

// Cash and the law: cash of ₹2,00,000 or more for one sale is barred (Income-tax Act s.269ST),
// so cash on delivery stops at COD_LIMIT (₹1,99,999 unless set lower), with a refusal that
// says how to reach the shop; a PAN, when given, must be well formed (Rule 114B).

const REFUSAL =
  'Cash on delivery is possible up to ₹1,99,999 an order. For this order please call us on +91 671 230 4455 or write to sales@rajatsilver.in.';

describe.each(DATABASE_KINDS)('cash on delivery limits on %s', (kind) => {
  let t: TestApp;
  let lowered: TestApp;
  let bangle: ProductRecord;
  let anklet: ProductRecord;

  const place = (app: TestApp, lines: { productId: string; quantity: number }[], extra: Record<string, unknown> = {}) =>
    app.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: { ...SHIPPING_TO_CUTTACK, ...extra, lines: lines.map((line) => ({ ...line, size: '2.6' })) },
    });
  const countOrders = async (app: TestApp) => (await app.database.db.selectFrom('orders').select('id').execute()).length;
  const add = (app: TestApp, name: string, price: number) =>
    app.app.catalogue.createProduct(toProductColumns(productInput({ ProductName: name, ProductPrice: price, Stock: 100 })), []);

  beforeAll(async () => {
    t = await createTestApp(kind, { ORDER_RATE_LIMIT: '1000' });
    lowered = await createTestApp(kind, { ORDER_RATE_LIMIT: '1000', COD_LIMIT: '50000' });
    // ₹3,52,989.00 less the 15% saving (₹52,948.35) comes to ₹3,00,040.65.
    bangle = await add(t, 'Temple Bangle', 352_989);
    // ₹1,00,000.00 less 15% comes to ₹85,000.00.
    anklet = await add(t, 'Ghungroo Anklet', 1_00_000);
    await add(lowered, 'Ghungroo Anklet', 1_00_000);
  });
  afterAll(async () => {
    await t.close();
    await lowered.close();
  });

  it('refuses a ₹3,00,040.65 cash-on-delivery order with a 422 that says how to reach the shop, and stores nothing', async () => {
    const before = await countOrders(t);
    const response = await place(t, [{ productId: bangle.id, quantity: 1 }]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: 'cod_limit', message: REFUSAL });
    expect(await countOrders(t)).toBe(before);
    // With a PAN it is refused all the same: no PAN makes that much cash lawful.
    const withPan = await place(t, [{ productId: bangle.id, quantity: 1 }], { pan: 'ABCPE1234F' });
    expect(withPan.statusCode).toBe(422);
    expect(withPan.json()).toMatchObject({ error: 'cod_limit' });
  });

  it('takes ₹1,70,000 in cash on delivery and refuses ₹2,55,000', async () => {
    expect((await place(t, [{ productId: anklet.id, quantity: 2 }])).statusCode).toBe(201);
    const three = await place(t, [{ productId: anklet.id, quantity: 3 }]); // ₹2,55,000
    expect(three.statusCode).toBe(422);
    expect(three.json().message).toBe(REFUSAL);
  });

  it('keeps to a lower COD_LIMIT and names it in the refusal', async () => {
    const product = (await lowered.database.db.selectFrom('products').select('id').executeTakeFirstOrThrow()).id;
    const response = await place(lowered, [{ productId: product, quantity: 1 }]);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/^Cash on delivery is possible up to ₹50,000 an order\. For this order please call us on /);
  });

  it('tells the checkout the cash-on-delivery ceiling', async () => {
    const response = await t.app.inject('/api/payment-terms');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ codLimit: 199_999, codRefusal: REFUSAL, methods: ['cod'] });
    expect((await lowered.app.inject('/api/payment-terms')).json()).toMatchObject({ codLimit: 50_000 });
  });

  it('refuses a malformed PAN with a message beside the field, and reads a PAN typed in small letters with spaces', async () => {
    const bad = await place(t, [{ productId: anklet.id, quantity: 1 }], { pan: 'ABCD1234EF' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ pan: 'Enter your PAN as it is on the card: 5 letters, 4 digits and a letter, such as ABCDE1234F.' });
    const typed = await place(t, [{ productId: anklet.id, quantity: 1 }], { pan: 'abcpe 1234f' });
    expect(typed.statusCode).toBe(201);
    // An order below ₹2,00,000 does not need the PAN: it is not kept.
    const row = await t.database.db.selectFrom('orders').select('pan').where('number', '=', typed.json().number).executeTakeFirstOrThrow();
    expect(row.pan).toBeNull();
    expect(typed.json()).not.toHaveProperty('pan');
  });
});
