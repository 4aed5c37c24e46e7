import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, signInAsOperator, type TestApp } from '../helpers/test-app.ts';
import { productInput, SHIPPING_TO_CUTTACK } from '../helpers/shop-fixtures.ts';
import { toProductColumns } from '../../src/server/catalogue/wire.ts';
import type { ProductRecord } from '../../src/server/catalogue/repository.ts';
import type { OperatorOrder, OrderPage, PublicOrder } from '../../src/shared/order.ts';
import { orderMailText } from '../../src/server/mail/templates.ts';

// Cash-on-delivery orders that hold stock (decision 027): caps on the pieces of one order,
// orders per phone, e-mail and client over a window, a hold that ends unless the shop
// confirms the order (the sweep then cancels it and gives its pieces back), a bulk-order alert,
// and names and addresses that carry no links.

const HOUR = 3_600_000;
const CALL_US = 'please call us on +91 671 230 4455 or write to sales@rajatsilver.in.';

type Line = { productId: string; size?: string; quantity: number };

describe.each(DATABASE_KINDS)('cash-on-delivery orders that hold stock, on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let ring: ProductRecord;
  let chain: ProductRecord;

  const place = (lines: Line[], shipping: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID(), ...headers },
      payload: { ...SHIPPING_TO_CUTTACK, ...shipping, lines: lines.map((line) => ({ size: line.productId === chain.id ? '' : '2.6', ...line })) },
    });
  /** A shopper of their own each time (phone, e-mail, client address), so that only the test's own limit counts. */
  let shoppers = 0;
  const stranger = () => {
    shoppers += 1;
    return {
      shipping: { email: `shopper${shoppers}@example.in`, phone: `9${String(100_000_000 + shoppers)}` },
      headers: { 'x-forwarded-for': `198.51.100.${shoppers}` },
    };
  };
  const placeAsStranger = (lines: Line[]) => {
    const who = stranger();
    return place(lines, who.shipping, who.headers);
  };
  const stockOf = async (id: string) => Number((await t.database.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock);
  const countOrders = async () => (await t.database.db.selectFrom('orders').select('id').execute()).length;
  const publicOrder = async (number: string) => (await t.app.inject({ method: 'GET', url: `/api/orders/${number}` })).json<PublicOrder>();
  const operatorOrder = async (number: string) => {
    const page = (await t.app.inject({ method: 'GET', url: '/api/orders?limit=100', headers: { cookie } })).json<OrderPage>();
    return page.orders.find((order) => order.number === number) as OperatorOrder;
  };
  const storedOrder = async (number: string) => {
    const order = await t.database.db.selectFrom('orders').selectAll().where('number', '=', number).executeTakeFirstOrThrow();
    const lines = await t.database.db.selectFrom('order_lines').selectAll().where('order_id', '=', order.id).execute();
    return { ...order, lines };
  };

  beforeAll(async () => {
    // TRUST_PROXY: each test's shoppers come from addresses of their own (X-Forwarded-For from loopback).
    t = await createTestApp(kind, {
      ORDER_RATE_LIMIT: '1000',
      TRUST_PROXY: '127.0.0.1',
      COD_CONFIRM_HOURS: '2',
      ORDERS_PER_CONTACT: '2',
      ORDERS_PER_CLIENT: '3',
      ORDER_LIMIT_HOURS: '24',
      BULK_ORDER_PIECES: '5',
      BULK_ORDER_RUPEES: '20000',
    });
    cookie = await signInAsOperator(t); // an operator account: the shop's alerts go to it
    ring = await t.app.catalogue.createProduct(toProductColumns(productInput({ ProductName: 'Lotus Ring', ProductPrice: 1299, Stock: 100 })), []);
    chain = await t.app.catalogue.createProduct(toProductColumns(productInput({ ProductName: 'Rope Chain', ProductPrice: 2499, Category: 'Necklace', Stock: 100 })), []);
  });
  afterAll(() => t.close());

  describe('caps on the pieces of one order', () => {
    it('refuse more than 3 of one piece (its sizes together), beside each of its lines, and store and take nothing', async () => {
      const before = await countOrders();
      const response = await placeAsStranger([
        { productId: ring.id, size: '2.6', quantity: 2 },
        { productId: chain.id, quantity: 1 },
        { productId: ring.id, size: '2.8', quantity: 2 },
      ]);
      expect(response.statusCode).toBe(422);
      const message = 'A cash-on-delivery order may hold at most 3 of “Lotus Ring”; your cart has 4.';
      expect(response.json()).toMatchObject({
        error: 'cod_pieces',
        message: `${message} For more, ${CALL_US}`,
        fieldErrors: { 'lines.0.quantity': message, 'lines.2.quantity': message },
      });
      expect(await countOrders()).toBe(before);
      expect(await stockOf(ring.id)).toBe(100);
    });

    it('refuse more than 10 pieces in one order', async () => {
      const products = await Promise.all(
        [1, 2, 3, 4].map((n) => t.app.catalogue.createProduct(toProductColumns(productInput({ ProductName: `Toe Ring ${n}`, ProductPrice: 199, Stock: 10 })), [])),
      );
      const response = await placeAsStranger(products.map((product) => ({ productId: product.id, quantity: 3 })));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ error: 'cod_pieces', message: `A cash-on-delivery order may hold at most 10 pieces; your cart has 12. For more, ${CALL_US}` });
      expect(await stockOf(products[0]!.id)).toBe(10);
    });
  });

  describe('orders per phone, e-mail and client address', () => {
    it('refuse a third order from one mobile number or one e-mail address in the window, and a fourth from one address', async () => {
      const phone = stranger();
      for (const _ of [1, 2]) expect((await place([{ productId: ring.id, quantity: 1 }], { ...stranger().shipping, phone: phone.shipping.phone }, stranger().headers)).statusCode).toBe(201);
      const third = await place([{ productId: ring.id, quantity: 1 }], { ...stranger().shipping, phone: `+91 ${phone.shipping.phone}` }, stranger().headers);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({
        error: 'order_limit',
        message: `This mobile number has placed 2 orders in the last 24 hours, the most we take online. To order more, ${CALL_US}`,
      });

      const email = stranger();
      for (const _ of [1, 2]) expect((await place([{ productId: ring.id, quantity: 1 }], { ...stranger().shipping, email: email.shipping.email }, stranger().headers)).statusCode).toBe(201);
      const byEmail = await place([{ productId: ring.id, quantity: 1 }], { ...stranger().shipping, email: email.shipping.email.toUpperCase() }, stranger().headers);
      expect(byEmail.statusCode).toBe(429);
      expect(byEmail.json<{ message: string }>().message).toMatch(/^This e-mail address has placed 2 orders in the last 24 hours/);

      const client = stranger();
      for (const _ of [1, 2, 3]) expect((await place([{ productId: ring.id, quantity: 1 }], stranger().shipping, client.headers)).statusCode).toBe(201);
      const fourth = await place([{ productId: ring.id, quantity: 1 }], stranger().shipping, client.headers);
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json<{ message: string }>().message).toMatch(/^3 orders have come from your network in the last 24 hours/);
    });

    it('still answer an order sent again with its key, and count only the window', async () => {
      const who = stranger();
      const key = randomUUID();
      const send = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: { 'idempotency-key': key, ...who.headers },
          payload: { ...SHIPPING_TO_CUTTACK, ...who.shipping, lines: [{ productId: ring.id, size: '2.6', quantity: 1 }] },
        });
      expect((await send()).statusCode).toBe(201);
      expect((await place([{ productId: ring.id, quantity: 1 }], who.shipping, who.headers)).statusCode).toBe(201);
      // At the limit: the first order, sent again, is the same order, not a refusal.
      const again = await send();
      expect(again.statusCode).toBe(200);

      // Orders placed before the window do not count.
      const old = new Date(Date.now() - 25 * HOUR).toISOString();
      await t.database.db.updateTable('orders').set({ created_at: old }).where('phone', '=', who.shipping.phone).execute();
      expect((await place([{ productId: ring.id, quantity: 1 }], who.shipping, who.headers)).statusCode).toBe(201);
    });
  });

  describe('the hold of an unconfirmed order', () => {
    it('ends after COD_CONFIRM_HOURS: the sweep cancels the order with its reason, gives the pieces back once and tells the shopper', async () => {
      const before = await stockOf(chain.id);
      const placed = await placeAsStranger([{ productId: chain.id, quantity: 2 }]);
      expect(placed.statusCode).toBe(201);
      const order = placed.json<PublicOrder>();
      const confirmBy = new Date(new Date(order.createdAt).getTime() + 2 * HOUR).toISOString();
      expect(order).toMatchObject({ status: 'placed', confirmBy, cancelReason: null });
      expect(await stockOf(chain.id)).toBe(before - 2);
      // The confirmation e-mail says the shop will call to confirm it by then.
      const confirmation = orderMailText({ kind: 'order_confirmation', status: null, order: await storedOrder(order.number), orderUrl: 'https://shop.example.in/order/x' });
      expect(confirmation).toContain('We will call you on 9');
      expect(confirmation).toMatch(/to confirm it by \d{1,2} \w{3} \d{4}, .+ IST; an order we cannot confirm by then is cancelled, and nothing is due\./);

      // Another order the shop confirms keeps its pieces.
      const kept = (await placeAsStranger([{ productId: chain.id, quantity: 1 }])).json<PublicOrder>();
      const confirmed = await t.app.inject({ method: 'PATCH', url: `/api/orders/${kept.number}`, headers: { cookie }, payload: { status: 'confirmed' } });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json<OperatorOrder>()).toMatchObject({ status: 'confirmed', confirmBy: null });

      const placedAt = new Date(order.createdAt).getTime();
      expect(await t.app.orders.releaseExpiredHolds(new Date(placedAt + HOUR))).toBe(0);
      expect((await publicOrder(order.number)).status).toBe('placed');

      // Two processes sweeping at once release it once.
      const later = new Date(placedAt + 2 * HOUR + 1000);
      const released = await Promise.all([t.app.orders.releaseExpiredHolds(later), t.app.orders.releaseExpiredHolds(later)]);
      expect(released[0] + released[1]).toBeGreaterThanOrEqual(1);
      expect(await stockOf(chain.id)).toBe(before - 1);
      expect(await t.app.orders.releaseExpiredHolds(new Date(placedAt + 10 * HOUR))).toBe(0);
      expect(await stockOf(chain.id)).toBe(before - 1);

      const cancelled = await publicOrder(order.number);
      expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'unconfirmed', confirmBy: null });
      expect(cancelled.creditNoteNumber).toMatch(/^CN\//);
      expect((await operatorOrder(order.number)).cancelReason).toBe('unconfirmed');
      expect((await publicOrder(kept.number)).status).toBe('confirmed');

      const mail = await t.database.db.selectFrom('mail_outbox').select(['subject', 'order_status']).where('order_id', '=', (await storedOrder(order.number)).id).where('kind', '=', 'order_status').execute();
      expect(mail).toEqual([{ subject: `Rajat Silver: your order ${order.number} has been cancelled`, order_status: 'cancelled' }]);
      const news = orderMailText({ kind: 'order_status', status: 'cancelled', order: await storedOrder(order.number), orderUrl: 'https://shop.example.in/order/x' });
      expect(news).toContain('We could not confirm your order with you by phone in time, so it has been cancelled and its pieces are back on sale. Nothing is due from you.');
    });
  });

  it('flags a bulk order in the operators’ alert and list', async () => {
    const small = (await placeAsStranger([{ productId: ring.id, quantity: 1 }])).json<PublicOrder>();
    const bulk = (await placeAsStranger([{ productId: ring.id, quantity: 3 }, { productId: chain.id, quantity: 2 }])).json<PublicOrder>();
    expect((await operatorOrder(small.number)).bulk).toBe(false);
    expect((await operatorOrder(bulk.number)).bulk).toBe(true);
    const alertOf = async (number: string) =>
      (await t.database.db.selectFrom('mail_outbox').select('subject').where('order_id', '=', (await storedOrder(number)).id).where('kind', '=', 'order_alert').executeTakeFirstOrThrow()).subject;
    expect(await alertOf(small.number)).toMatch(/^New order RS-/);
    expect(await alertOf(bulk.number)).toMatch(/^Bulk order RS-/);
    const alert = orderMailText({ kind: 'order_alert', status: null, order: await storedOrder(bulk.number), orderUrl: 'https://shop.example.in/order/x' });
    expect(alert).toContain('Bulk order: 5 pieces, ₹7,560.75. Check with the buyer by phone before confirming.');
  });

  it('refuses links and markup in the name and the address lines, with a message beside the field', async () => {
    for (const [field, value, message] of [
      ['name', 'Ravi Kumar https://refunds.example.com/kyc-refund', 'Enter just your name: no web addresses, links or < >.'],
      ['name', 'Ravi <b>Kumar</b>', 'Enter just your name: no web addresses, links or < >.'],
      ['address', '12, Link Road, visit www.kyc-refund.example for your refund', 'Enter the address as it is written on the door: no web addresses, links or < >.'],
      ['city', 'Cuttack <script>', 'Enter just the city: no web addresses, links or < >.'],
    ] as const) {
      const who = stranger();
      const response = await place([{ productId: ring.id, quantity: 1 }], { ...who.shipping, [field]: value }, who.headers);
      expect(response.statusCode, value).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_request', fieldErrors: { [field]: message } });
    }
    // Addresses as people write them still pass.
    const who = stranger();
    const fine = await place([{ productId: ring.id, quantity: 1 }], { ...who.shipping, name: 'K. S. R. Murthy', address: 'H.No. 12/3-B, Opp. S.B.I., M.G. Road (near bus stand)' }, who.headers);
    expect(fine.statusCode, fine.body).toBe(201);
  });
});
