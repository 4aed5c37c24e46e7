import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductRecord } from '../../src/server/catalogue/repository.ts';
import type { OperatorOrder, OrderPage } from '../../src/shared/order.ts';
import { addLotusRingAndRopeChain, createTestApp, DATABASE_KINDS, signInAsOperator, type TestApp } from '../helpers/test-app.ts';
import { freshParcel, SHIPPING_TO_CUTTACK } from '../helpers/shop-fixtures.ts';

// The jeweller's taps that cost money (issue 42, point 10; decision 042): a delivered parcel
// reported refused late may be marked returned within RETURN_AFTER_DELIVERY_DAYS, with what a
// return does (pieces back, a credit note, the shopper told); a tracking number already on another
// order is refused until the operator ships with it deliberately; and the backend opens one
// order by its number (the operators' alert e-mail links there).

const DAY = 86_400_000;

describe.each(DATABASE_KINDS)('delivered parcels that come back, and tracking numbers on two orders, on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let ring: ProductRecord;

  const stockOf = async (id: string) => Number((await t.database.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock);
  const move = (number: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PATCH', url: `/api/orders/${number}`, headers: { cookie }, payload });
  const list = async (query: string) => {
    const response = await t.app.inject({ url: `/api/orders?${query}`, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OrderPage>();
  };
  /** A cash-on-delivery order of two rings, confirmed and shipped (with `parcel`, a fresh one unless given). */
  const shippedOrder = async (parcel: Record<string, string> = freshParcel()) => {
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: { ...SHIPPING_TO_CUTTACK, lines: [{ productId: ring.id, size: '2.6', quantity: 2 }] },
    });
    expect(placed.statusCode).toBe(201);
    const { number } = placed.json<{ number: string }>();
    expect((await move(number, { status: 'confirmed' })).statusCode).toBe(200);
    expect((await move(number, { status: 'shipped', ...parcel })).statusCode).toBe(200);
    return number;
  };
  const audit = async () => (await t.app.inject({ url: '/api/audit-log', headers: { cookie } })).json<{ entries: { event: string; subject: string; details: string }[] }>().entries;

  beforeAll(async () => {
    t = await createTestApp(kind, { ORDER_RATE_LIMIT: '1000', ORDERS_PER_CONTACT: '1000', ORDERS_PER_CLIENT: '1000', RETURN_AFTER_DELIVERY_DAYS: '10' });
    cookie = await signInAsOperator(t);
    ({ ring } = await addLotusRingAndRopeChain(t));
  });
  afterAll(() => t.close());

  it('takes back a delivered parcel within RETURN_AFTER_DELIVERY_DAYS: its pieces return to stock, a credit note reverses its invoice, the shopper is told', async () => {
    const number = await shippedOrder();
    const before = await stockOf(ring.id);
    const delivered = await move(number, { status: 'delivered' });
    expect(delivered.statusCode).toBe(200);
    const deliveredAt = delivered.json<OperatorOrder>().deliveredAt!;
    // The operator's order says until when; the list says how long the shop allows.
    expect(delivered.json<OperatorOrder>().returnableUntil).toBe(new Date(Date.parse(deliveredAt) + 10 * DAY).toISOString());
    expect((await list(`number=${number}`)).returnAfterDeliveryDays).toBe(10);

    const returned = await move(number, { status: 'returned' });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json<OperatorOrder>()).toMatchObject({ status: 'returned', deliveredAt, returnedAt: expect.any(String), returnableUntil: null, creditNoteNumber: expect.stringMatching(/^CN\//) });
    expect(await stockOf(ring.id)).toBe(before + 2);
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .innerJoin('orders', 'orders.id', 'mail_outbox.order_id')
      .select(['mail_outbox.order_status', 'mail_outbox.subject'])
      .where('orders.number', '=', number)
      .where('mail_outbox.kind', '=', 'order_status')
      .orderBy('mail_outbox.created_at')
      .execute();
    expect(mails.map((mail) => mail.order_status)).toEqual(['shipped', 'delivered', 'returned']);
    expect((await audit())[0]).toMatchObject({ event: 'order-status', subject: number, details: 'returned' });
    // Returned is final: nothing moves it again.
    expect((await move(number, { status: 'delivered' })).statusCode).toBe(409);
  });

  it('refuses to take back a parcel delivered longer ago, saying when it was delivered, and changes nothing', async () => {
    const number = await shippedOrder();
    expect((await move(number, { status: 'delivered' })).statusCode).toBe(200);
    // Delivered 11 days ago: past the 10 days.
    const longAgo = new Date(Date.now() - 11 * DAY).toISOString();
    await t.database.db.updateTable('orders').set({ delivered_at: longAgo }).where('number', '=', number).execute();
    const [listed] = (await list(`number=${number}`)).orders;
    expect(listed).toMatchObject({ status: 'delivered', returnableUntil: null });
    const stock = await stockOf(ring.id);

    const refused = await move(number, { status: 'returned' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'invalid_transition', message: expect.stringMatching(new RegExp(`^Order ${number} was delivered on \\d+ \\w+ \\d{4}, .+ IST: the time to mark it returned has passed\\.$`)) });
    expect((await list(`number=${number}`)).orders[0]).toMatchObject({ status: 'delivered', creditNoteNumber: null });
    expect(await stockOf(ring.id)).toBe(stock);
  });

  it('warns of a tracking number already on another order and ships nothing, then ships with it when the operator confirms', async () => {
    const first = await shippedOrder({ courier: 'india-post', trackingNumber: 'EE123456789IN' });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: { ...SHIPPING_TO_CUTTACK, lines: [{ productId: ring.id, size: '2.8', quantity: 1 }] },
    });
    const { number } = placed.json<{ number: string }>();
    expect((await move(number, { status: 'confirmed' })).statusCode).toBe(200);

    // Typed as the label prints it, with spaces: the same number.
    const warned = await move(number, { status: 'shipped', courier: 'india-post', trackingNumber: 'ee 123 456 789 in' });
    expect(warned.statusCode).toBe(409);
    expect(warned.json()).toEqual({
      error: 'tracking_number_used',
      message: `Tracking number EE123456789IN is already on order ${first}. Check the courier's label; ship with it all the same only if it is right.`,
      fieldErrors: { trackingNumber: `Tracking number EE123456789IN is already on order ${first}. Check the courier's label; ship with it all the same only if it is right.` },
      details: { trackingNumber: 'EE123456789IN', orders: [first] },
    });
    expect((await list(`number=${number}`)).orders[0]).toMatchObject({ status: 'confirmed', shipment: null });
    // Only with a shipment: any other move refuses the flag.
    expect((await move(number, { status: 'cancelled', reuseTrackingNumber: true })).statusCode).toBe(400);

    const shipped = await move(number, { status: 'shipped', courier: 'india-post', trackingNumber: 'EE123456789IN', reuseTrackingNumber: true });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json<OperatorOrder>()).toMatchObject({ status: 'shipped', shipment: { courier: 'india-post', trackingNumber: 'EE123456789IN', trackingNeedsNumber: true } });
    expect((await audit())[0]).toMatchObject({
      event: 'order-status',
      subject: number,
      details: 'shipped (india-post, EE123456789IN, a tracking number already on another order, confirmed)',
    });
    // A number of its own ships at once, as before.
    expect(await shippedOrder()).toMatch(/^RS-/);
  });

  it('answers one order by its number for the backend (the alert e-mail opens it there), operators only', async () => {
    const number = await shippedOrder();
    const page = await list(`number=${number.toLowerCase()}`);
    expect(page.orders.map((order) => order.number)).toEqual([number]);
    expect(page.nextCursor).toBeNull();
    expect((await list('number=RS-2222222222')).orders).toEqual([]);
    const bad = await t.app.inject({ url: '/api/orders?number=RS-1', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ number: 'The order number is RS- and ten letters and digits.' });
    expect((await t.app.inject(`/api/orders?number=${number}`)).statusCode).toBe(401);
  });
});
