import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, signInAsOperator, type TestApp } from '../helpers/test-app.ts';
import type { ProductRecord } from '../../src/server/catalogue/repository.ts';
import { toProductColumns } from '../../src/server/catalogue/wire.ts';
import type { PublicOrder } from '../../src/shared/order.ts';
import { productInput, SHIPPING_TO_CUTTACK } from '../helpers/shop-fixtures.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { parseCsv } from '../helpers/csv.ts';
import { indiaDayOf } from '../../src/shared/india-days.ts';
import hindi from '../../src/web/messages/hi/errors.ts';
import odia from '../../src/web/messages/or/errors.ts';

// Sizes that fit the piece (issue 42 point 3, decision 040): the server takes a line only in a
// size its product's category offers (a ring a ring size, a bangle a bangle size, a chain none),
// and the documents of a piece without a size name none.

type Line = { productId: string; size: string; quantity: number };

describe.each(DATABASE_KINDS)('sizes that fit the piece on %s', (kind) => {
  let t: TestApp;
  let ring: ProductRecord;
  let chain: ProductRecord;
  let bangle: ProductRecord;

  const place = (lines: Line[], language = 'en-IN') =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID(), 'accept-language': language },
      payload: { ...SHIPPING_TO_CUTTACK, lines },
    });
  const countOrders = async () =>
    Number((await t.database.db.selectFrom('orders').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createTestApp(kind, { ORDER_RATE_LIMIT: '1000' });
    const add = (ProductName: string, Category: 'Ring' | 'Necklace' | 'Bangle', ProductPrice: number) =>
      t.app.catalogue.createProduct(toProductColumns(productInput({ ProductName, Category, ProductPrice, Stock: 100 })), []);
    ring = await add('Lotus Ring', 'Ring', 1299);
    chain = await add('Rope Chain', 'Necklace', 2450.5);
    bangle = await add('Twisted Bangle', 'Bangle', 4100);
  });
  afterAll(() => t.close());

  it('refuses a ring in a bangle size, a chain in any size and a bangle in a ring size, beside each line, and stores nothing', async () => {
    const before = await countOrders();
    const refused = await place([
      { productId: ring.id, size: '2.6', quantity: 1 },
      { productId: chain.id, size: '2.6', quantity: 1 },
      { productId: bangle.id, size: '14', quantity: 1 },
    ]);
    expect(refused.statusCode).toBe(400);
    const misfit = 'This piece does not come in that size: choose one of its sizes in your cart.';
    expect(refused.json()).toMatchObject({
      error: 'size_invalid',
      fieldErrors: { 'lines.0.size': misfit, 'lines.1.size': misfit, 'lines.2.size': misfit },
    });
    expect(await countOrders()).toBe(before);
  });

  it('asks for a ring’s size when a line has none, in words the storefront gives in Hindi and Odia', async () => {
    const refused = await place([{ productId: ring.id, size: '', quantity: 1 }], 'hi-IN');
    expect(refused.statusCode).toBe(400);
    const body = refused.json<{ error: string; message: string }>();
    expect(body.error).toBe('size_choose');
    expect(body.message).toBe('Choose a size for this ring in your cart.');
    expect(hindi.size_choose({})).toBe('कार्ट में इस अंगूठी का साइज़ चुनें।');
    expect(odia.size_choose({})).toBe('କାର୍ଟରେ ଏହି ମୁଦିର ସାଇଜ୍ ବାଛନ୍ତୁ।');
  });

  it('sells a ring in a ring size, a chain without a size and a bangle in 2.6, and its invoice and sales export name no size for the chain', async () => {
    const placed = await place([
      { productId: ring.id, size: '14', quantity: 1 },
      { productId: chain.id, size: '', quantity: 1 },
      { productId: bangle.id, size: '2.6', quantity: 1 },
    ]);
    expect(placed.statusCode).toBe(201);
    const order = placed.json<PublicOrder>();
    expect(order.lines.map((line) => [line.name, line.size])).toEqual([
      ['Lotus Ring', '14'],
      ['Rope Chain', ''],
      ['Twisted Bangle', '2.6'],
    ]);

    const cookie = await signInAsOperator(t);
    const pdf = await t.app.inject({ url: `/api/orders/${order.number}/operator-invoice.pdf`, headers: { cookie } });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload, 'blocks');
    expect(text).toContain('925 Silver · Size 14');
    expect(text).toContain('925 Silver · Size 2.6');
    expect(text.match(/Size /g)).toHaveLength(2);

    const today = indiaDayOf(new Date());
    const csv = await t.app.inject({ url: `/api/sales/orders.csv?from=${today}&to=${today}`, headers: { cookie } });
    expect(csv.statusCode).toBe(200);
    const row = parseCsv(csv.body).find((cells) => cells.includes(order.number));
    expect(row?.join('|')).toContain('Lotus Ring, size 14, 1 × 1299.00; Rope Chain, 1 × 2450.50; Twisted Bangle, size 2.6, 1 × 4100.00');
  });
});
