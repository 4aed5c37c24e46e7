import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import ordersRoutes from '../../src/server/orders/routes.ts';
import { addLotusRingAndRopeChain, createTestApp, DATABASE_KINDS, routesAlone, type TestApp } from '../helpers/test-app.ts';
import { EMPTY_SHIPPING_FIELD_ERRORS, productInput, SHIPPING_TO_CUTTACK, statusChange, STORED_SHIPPING_TO_CUTTACK } from '../helpers/shop-fixtures.ts';
import type { ProductRecord } from '../../src/server/catalogue/repository.ts';
import { ordersRepository } from '../../src/server/orders/repository.ts';
import { cartTotals } from '../../src/shared/pricing.ts';
import { toProductColumns } from '../../src/server/catalogue/wire.ts';

// Enough stock for every order of these tests (tests/api/stock.test.ts tests running out).
const input = (name: string, price: number) => productInput({ ProductName: name, ProductPrice: price, Stock: 1000 });

const shipping = SHIPPING_TO_CUTTACK;

const newKey = () => randomUUID();

describe.each(DATABASE_KINDS)('orders API on %s', (kind) => {
  let t: TestApp;
  /**
   * The order routes alone on the same database, without the shop's operator guard: the
   * operator routes' own behaviour is tested here; the guard is tested on the whole app.
   */
  let ops: FastifyInstance;
  let ring: ProductRecord;
  let chain: ProductRecord;

  const place = (body: unknown, key: string | null = newKey()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: key === null ? {} : { 'idempotency-key': key },
      payload: body as Record<string, unknown>,
    });

  const countOrders = async () => {
    const { count } = await t.database.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(count);
  };

  beforeAll(async () => {
    // Many orders from one address here; the per-address limit has its own tests below.
    t = await createTestApp(kind, { ORDER_RATE_LIMIT: '1000' });
    ops = await routesAlone(t, { config: t.config, database: t.database, catalogue: t.app.catalogue, orders: t.app.orders }, ordersRoutes);
    ({ ring, chain } = await addLotusRingAndRopeChain(t));
  });
  afterAll(() => t.close());

  it('places a Cash on Delivery order priced by the server, stored with a snapshot of its lines', async () => {
    const body = {
      ...shipping,
      lines: [
        { productId: ring.id, size: '2.6', quantity: 2 },
        { productId: chain.id, size: '2.10', quantity: 1 },
      ],
    };
    const response = await place(body);
    expect(response.statusCode).toBe(201);
    const order = response.json();
    expect(order.number).toMatch(/^RS-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/);
    // 2 x 1299.99 + 2450.50 = 5050.48; 15% of it is 757.572 -> 757.57; total 4292.91.
    expect(order).toMatchObject({
      status: 'placed',
      paymentMethod: 'cod',
      itemTotal: 5050.48,
      savings: 757.57,
      shipping: 0,
      orderTotal: 4292.91,
      shipTo: { name: 'Ananya Mishra', city: 'Cuttack', state: 'Odisha', zip: '753012' },
    });
    expect(order.lines).toEqual([
      { productId: ring.id, name: 'Lotus Ring', localName: null, metalType: 'Silver', purity: '925', size: '2.6', quantity: 2, unitPrice: 1299.99, lineTotal: 2599.98 },
      { productId: chain.id, name: 'Rope Chain', localName: null, metalType: 'Silver', purity: '925', size: '2.10', quantity: 1, unitPrice: 2450.5, lineTotal: 2450.5 },
    ]);

    const row = await t.database.db.selectFrom('orders').selectAll().where('number', '=', order.number).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'placed',
      phone: '9876543210',
      item_total_paise: 505_048,
      savings_paise: 75_757,
      shipping_paise: 0,
      order_total_paise: 429_291,
    });
    const lines = await t.database.db.selectFrom('order_lines').selectAll().where('order_id', '=', row.id).orderBy('position').execute();
    expect(lines.map((line) => [line.product_name, line.unit_price_paise, line.size, line.quantity])).toEqual([
      ['Lotus Ring', 129_999, '2.6', 2],
      ['Rope Chain', 245_050, '2.10', 1],
    ]);

    // The confirmation page reads it by number, without the shopper's contact details.
    // The number alone does not bring back the key to the invoice (decision 030); the key does.
    const { documentsKey, ...withoutKey } = order;
    expect(documentsKey).toMatch(/^\d+\.[\w-]{43}$/);
    const read = await t.app.inject(`/api/orders/${order.number}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(withoutKey);
    expect((await t.app.inject(`/api/orders/${order.number}?key=${documentsKey}`)).json()).toEqual(order);
    expect(read.body).not.toContain('ananya@example.in');
    expect(read.body).not.toContain('9876543210');
    expect(read.body).not.toContain('Link Road');
  });

  it('never trusts prices, totals or other fields sent by the client', async () => {
    const tampered = await place({
      ...shipping,
      lines: [{ productId: ring.id, size: '2.6', quantity: 1, unitPrice: 1, ProductPrice: 1 }],
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().fieldErrors['lines.0']).toMatch(/Unknown field: unitPrice, ProductPrice/);

    const withTotal = await place({ ...shipping, orderTotal: 1, lines: [{ productId: ring.id, size: '2.6', quantity: 1 }] });
    expect(withTotal.statusCode).toBe(400);
    expect(withTotal.json().fieldErrors._).toMatch(/Unknown field: orderTotal/);

    const honest = await place({ ...shipping, lines: [{ productId: ring.id, size: '2.6', quantity: 1 }] });
    expect(honest.json()).toMatchObject({ itemTotal: 1299.99, savings: 195, orderTotal: 1104.99 });
  });

  it('answers the same order for the same key and never stores a second', async () => {
    const key = newKey();
    const body = { ...shipping, lines: [{ productId: chain.id, size: '2.2', quantity: 3 }] };
    const before = await countOrders();
    const first = await place(body, key);
    const again = await place(body, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().number).toBe(first.json().number);
    expect(await countOrders()).toBe(before + 1);
  });

  it('refuses the same key with a different body with a 409', async () => {
    const key = newKey();
    const first = await place({ ...shipping, lines: [{ productId: chain.id, size: '2.2', quantity: 1 }] }, key);
    expect(first.statusCode).toBe(201);
    const before = await countOrders();
    const other = await place({ ...shipping, lines: [{ productId: chain.id, size: '2.2', quantity: 2 }] }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ error: 'idempotency_conflict', message: expect.stringMatching(/already used for a different order/) });
    expect(await countOrders()).toBe(before);
  });

  it('makes exactly one order from 20 concurrent requests with one key', async () => {
    const key = newKey();
    const body = { ...shipping, lines: [{ productId: ring.id, size: '2.8', quantity: 1 }] };
    const before = await countOrders();
    const responses = await Promise.all(Array.from({ length: 20 }, () => place(body, key)));
    const codes = responses.map((response) => response.statusCode).sort((a, b) => a - b);
    expect(codes).toEqual([...Array.from({ length: 19 }, () => 200), 201]);
    expect(new Set(responses.map((response) => response.json().number)).size).toBe(1);
    expect(await countOrders()).toBe(before + 1);
  });

  it('requires a well-formed Idempotency-Key', async () => {
    const body = { ...shipping, lines: [{ productId: ring.id, size: '2.6', quantity: 1 }] };
    const missing = await place(body, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'idempotency_key', message: expect.stringMatching(/Idempotency-Key/) });
    expect((await place(body, 'short')).statusCode).toBe(400);
  });

  it('answers 400 with a message per field for missing and malformed details', async () => {
    const before = await countOrders();
    const empty = await place({ lines: [{ productId: ring.id, size: '2.6', quantity: 1 }] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual(EMPTY_SHIPPING_FIELD_ERRORS);

    const malformed = await place({
      ...shipping,
      email: 'not-an-email',
      phone: '12345',
      state: 'Atlantis',
      zip: '05301',
      lines: [{ productId: ring.id, size: '2.6', quantity: 1 }],
    });
    expect(malformed.statusCode).toBe(400);
    const errors = malformed.json().fieldErrors;
    expect(Object.keys(errors).sort()).toEqual(['email', 'phone', 'state', 'zip']);
    expect(errors.phone).toMatch(/10-digit Indian mobile number/);
    expect(errors.zip).toMatch(/6-digit PIN code/);
    expect(await countOrders()).toBe(before);
  });

  it('refuses quantities of 0 or 10,000, unknown sizes, duplicate lines and an empty cart', async () => {
    const line = { productId: ring.id, size: '2.6', quantity: 1 };
    const zero = await place({ ...shipping, lines: [{ ...line, quantity: 0 }] });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().fieldErrors['lines.0.quantity']).toBe('The quantity must be at least 1.');
    const huge = await place({ ...shipping, lines: [{ ...line, quantity: 10_000 }] });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().fieldErrors['lines.0.quantity']).toMatch(/At most 10/);
    const fraction = await place({ ...shipping, lines: [{ ...line, quantity: 1.5 }] });
    expect(fraction.statusCode).toBe(400);
    const size = await place({ ...shipping, lines: [{ ...line, size: '2.1' }] });
    expect(size.statusCode).toBe(400);
    expect(size.json().fieldErrors['lines.0.size']).toMatch(/does not come in that size/);
    const duplicate = await place({ ...shipping, lines: [line, { ...line, quantity: 2 }] });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().fieldErrors.lines).toMatch(/only once/);
    const empty = await place({ ...shipping, lines: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.lines).toBe('Your cart is empty.');
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': newKey(), 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('refuses unknown products with a clear message and stores nothing', async () => {
    const before = await countOrders();
    const response = await place({
      ...shipping,
      lines: [
        { productId: ring.id, size: '2.6', quantity: 1 },
        { productId: 'no-such-product', size: '2.6', quantity: 1 },
      ],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: 'unknown_product',
      message: expect.stringMatching(/no longer available/),
      fieldErrors: { 'lines.1.productId': 'This piece is no longer available.' },
    });
    expect(await countOrders()).toBe(before);
  });

  it('refuses an order above ₹1,00,00,000 with a clear 400, and a piece at the highest price as cash on delivery with a 422', async () => {
    const crown = await t.app.catalogue.createProduct(toProductColumns(input('Bridal Crown', 10_000_000)), []);
    const before = await countOrders();
    const tooLarge = await place({ ...shipping, lines: [{ productId: crown.id, size: '2.6', quantity: 3 }] });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toMatchObject({
      error: 'order_too_large',
      message:
        'An order may come to at most ₹1,00,00,000.00; this one comes to ₹2,55,00,000.00. Please order fewer pieces, or contact us for a larger order.',
    });
    expect(await countOrders()).toBe(before);
    // Priced and within the cap, it is refused by the cash rule (tests/api/cash-limits.test.ts).
    const one = await place({ ...shipping, lines: [{ productId: crown.id, size: '2.6', quantity: 1 }] });
    expect(one.statusCode).toBe(422);
    expect(one.json()).toMatchObject({ error: 'cod_limit' });
  });

  it('stores and reads back amounts beyond 32 bits as numbers', async () => {
    // Past 2^31 paise (₹2.1 crore), as an order of many pieces at high prices can come to.
    const unit = 9_00_00_000_00;
    const lines = [{ productId: ring.id, productName: 'Lotus Ring', metalType: 'Silver', purity: '925', metalWeightMg: 4_250, size: '2.6', quantity: 5, unitPricePaise: unit, lineTotalPaise: unit * 5 }];
    const totals = cartTotals([{ unitPricePaise: unit, quantity: 5 }]);
    const repository = ordersRepository(t.database.db);
    const { order } = await repository.placeOrder({ idempotencyKey: newKey(), requestHash: 'x'.repeat(64), shipping: STORED_SHIPPING_TO_CUTTACK, lines, totals });
    const stored = await repository.findByNumber(order.number);
    expect(stored?.order_total_paise).toBe(totals.orderTotalPaise);
    expect(stored?.item_total_paise).toBe(45_00_00_000_00);
    expect(stored?.lines[0]?.line_total_paise).toBe(45_00_00_000_00);
    expect(stored?.lines[0]?.unit_price_paise).toBe(unit);
  });

  // Found by tests/api/fuzz.test.ts: PostgreSQL's text cannot hold U+0000 (500).
  it('refuses the NUL character in any field with a 400 and stores nothing', async () => {
    const before = await countOrders();
    const response = await place({ ...shipping, address: '12, Link Road\u0000', lines: [{ productId: ring.id, size: '2.6', quantity: 1 }] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request', fieldErrors: { address: 'Text may not contain the NUL character (U+0000).' } });
    const line = await place({ ...shipping, lines: [{ productId: 'ring\u0000', size: '2.6', quantity: 1 }] });
    expect(line.json()).toMatchObject({ fieldErrors: { 'lines.0.productId': 'Text may not contain the NUL character (U+0000).' } });
    expect(await countOrders()).toBe(before);
  });

  it('answers 404 for an unknown or malformed order number', async () => {
    expect((await t.app.inject('/api/orders/RS-2222222222')).statusCode).toBe(404);
    const malformed = await t.app.inject('/api/orders/1');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().error).toBe('not_found');
  });

  it('lists orders newest first, a page at a time, with contact details for the operator', async () => {
    const numbers: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const response = await place({ ...shipping, name: `Shopper ${index}`, lines: [{ productId: ring.id, size: '2.4', quantity: 1 }] });
      numbers.push(response.json().number);
    }
    const first = await ops.inject('/api/orders?limit=2');
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.orders.map((order: { number: string }) => order.number)).toEqual([numbers[2], numbers[1]]);
    expect(page.orders[0].shipTo).toMatchObject({ name: 'Shopper 2', email: 'ananya@example.in', phone: '9876543210' });
    expect(page.nextCursor).toEqual(expect.any(String));
    const second = (await ops.inject(`/api/orders?limit=2&cursor=${page.nextCursor}`)).json();
    expect(second.orders[0].number).toBe(numbers[0]);
    const all = (await ops.inject('/api/orders?limit=100')).json();
    const times = all.orders.map((order: { createdAt: string }) => order.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.orders.length).toBe(await countOrders());
  });

  it('moves an order through its statuses and refuses any other move with a 409', async () => {
    const { number } = (await place({ ...shipping, lines: [{ productId: ring.id, size: '2.6', quantity: 1 }] })).json();
    const move = (status: string) => ops.inject({ method: 'PATCH', url: `/api/orders/${number}`, payload: statusChange(status) });

    const skip = await move('shipped');
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toMatchObject({ error: 'invalid_transition', message: 'An order that is placed cannot be marked shipped.' });
    for (const status of ['confirmed', 'shipped', 'delivered']) {
      const response = await move(status);
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe(status);
    }
    expect((await move('cancelled')).statusCode).toBe(409);
    expect((await move('placed')).statusCode).toBe(409);
    expect((await move('lost')).statusCode).toBe(400);
    expect((await ops.inject({ method: 'PATCH', url: '/api/orders/RS-2222222222', payload: { status: 'confirmed' } })).statusCode).toBe(404);
    expect((await t.app.inject(`/api/orders/${number}`)).json().status).toBe('delivered');
  });

  it('cancels from placed or confirmed, never after shipping', async () => {
    const placeOne = async () => (await place({ ...shipping, lines: [{ productId: chain.id, size: '2.6', quantity: 1 }] })).json().number as string;
    const move = (number: string, status: string) =>
      ops.inject({ method: 'PATCH', url: `/api/orders/${number}`, payload: statusChange(status) });
    const a = await placeOne();
    expect((await move(a, 'cancelled')).json().status).toBe('cancelled');
    expect((await move(a, 'confirmed')).statusCode).toBe(409);
    const b = await placeOne();
    await move(b, 'confirmed');
    expect((await move(b, 'cancelled')).json().status).toBe('cancelled');
    const c = await placeOne();
    await move(c, 'confirmed');
    await move(c, 'shipped');
    expect((await move(c, 'cancelled')).statusCode).toBe(409);
  });

  it('marks an order shipped only with its courier and tracking number, and shows the parcel on the order page', async () => {
    const { number } = (await place({ ...shipping, lines: [{ productId: ring.id, size: '2.6', quantity: 1 }] })).json();
    const move = (payload: Record<string, unknown>) => ops.inject({ method: 'PATCH', url: `/api/orders/${number}`, payload });
    const refusal = async (payload: Record<string, unknown>) => {
      const response = await move(payload);
      expect(response.statusCode).toBe(400);
      return response.json().fieldErrors as Record<string, string>;
    };
    // The parcel's fields belong to shipping alone.
    expect(await refusal({ status: 'confirmed', courier: 'delhivery' })).toEqual({ courier: 'A courier is sent only when an order is marked shipped.' });
    expect((await move({ status: 'confirmed' })).statusCode).toBe(200);
    expect(await refusal({ status: 'shipped' })).toEqual({
      courier: 'Choose the courier the parcel is shipped with.',
      trackingNumber: "Give the parcel's tracking (AWB) number.",
    });
    expect(await refusal({ status: 'shipped', courier: 'pigeon', trackingNumber: '1234567890' })).toMatchObject({
      courier: expect.stringContaining('The courier must be one of: india-post, delhivery'),
    });
    for (const trackingNumber of ['12345', 'AB<script>123', 'X'.repeat(21)]) {
      expect(await refusal({ status: 'shipped', courier: 'delhivery', trackingNumber })).toEqual({
        trackingNumber: 'The tracking (AWB) number is 8 to 20 letters and digits, such as EE123456789IN.',
      });
    }
    expect(await refusal({ status: 'shipped', courier: 'other', trackingNumber: '1234567890' })).toEqual({ courierName: "Type the courier's name." });
    expect(await refusal({ status: 'shipped', courier: 'delhivery', courierName: 'Fast', trackingNumber: '1234567890' })).toEqual({
      courierName: "A courier's name is typed only for the courier 'other'.",
    });
    expect(await refusal({ status: 'shipped', courier: 'delhivery', trackingNumber: '1234567890', weight: 5 })).toEqual({ _: 'Unknown field: weight' });
    expect((await t.app.inject(`/api/orders/${number}`)).json()).toMatchObject({ status: 'confirmed', shipment: null });

    // Spaces and dashes as printed on a label are dropped; letters are capitals.
    const shipped = await move({ status: 'shipped', courier: 'delhivery', trackingNumber: ' 1234-5678 90123 ' });
    expect(shipped.statusCode).toBe(200);
    const shipment = {
      courier: 'delhivery',
      courierName: 'Delhivery',
      trackingNumber: '1234567890123',
      trackingUrl: 'https://www.delhivery.com/track/package/1234567890123',
      shippedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    };
    expect(shipped.json()).toMatchObject({ status: 'shipped', shipment });
    expect((await t.app.inject(`/api/orders/${number}`)).json()).toMatchObject({ status: 'shipped', shipment, deliveredAt: null });

    // Another courier: its name as typed, and no link (the shopper gets the number).
    const other = (await place({ ...shipping, lines: [{ productId: ring.id, size: '2.6', quantity: 1 }] })).json().number as string;
    await ops.inject({ method: 'PATCH', url: `/api/orders/${other}`, payload: { status: 'confirmed' } });
    const byOther = await ops.inject({
      method: 'PATCH',
      url: `/api/orders/${other}`,
      payload: { status: 'shipped', courier: 'other', courierName: ' Professional Couriers ', trackingNumber: 'pc12345678' },
    });
    expect(byOther.json().shipment).toMatchObject({ courier: 'other', courierName: 'Professional Couriers', trackingNumber: 'PC12345678', trackingUrl: null });
  });

  it('records a shipped parcel that came back as returned, from shipped only, and when each status was reached', async () => {
    const placeOne = async () => (await place({ ...shipping, lines: [{ productId: chain.id, size: '2.6', quantity: 1 }] })).json().number as string;
    const move = (number: string, status: string) => ops.inject({ method: 'PATCH', url: `/api/orders/${number}`, payload: statusChange(status) });
    const number = await placeOne();
    expect((await move(number, 'returned')).json()).toMatchObject({ error: 'invalid_transition', message: 'An order that is placed cannot be marked returned.' });
    await move(number, 'confirmed');
    expect((await move(number, 'returned')).statusCode).toBe(409);
    const parcel = (await move(number, 'shipped')).json().shipment.trackingNumber;
    const returned = await move(number, 'returned');
    expect(returned.statusCode).toBe(200);
    expect(returned.json()).toMatchObject({ status: 'returned', returnedAt: expect.any(String), shipment: { trackingNumber: parcel } });
    expect((await move(number, 'delivered')).statusCode).toBe(409);
    expect((await move(number, 'cancelled')).statusCode).toBe(409);

    const cancelled = await placeOne();
    expect((await move(cancelled, 'cancelled')).json()).toMatchObject({ cancelledAt: expect.any(String), returnedAt: null, shipment: null });
    const delivered = await placeOne();
    for (const status of ['confirmed', 'shipped', 'delivered']) await move(delivered, status);
    expect((await t.app.inject(`/api/orders/${delivered}`)).json()).toMatchObject({ status: 'delivered', deliveredAt: expect.any(String) });
  });

  it('lets only one of two concurrent status changes win', async () => {
    const { number } = (await place({ ...shipping, lines: [{ productId: chain.id, size: '2.6', quantity: 1 }] })).json();
    const [confirm, cancel] = await Promise.all([
      ops.inject({ method: 'PATCH', url: `/api/orders/${number}`, payload: { status: 'confirmed' } }),
      ops.inject({ method: 'PATCH', url: `/api/orders/${number}`, payload: { status: 'cancelled' } }),
    ]);
    const codes = [confirm.statusCode, cancel.statusCode].sort();
    // Either both apply in turn (placed -> confirmed -> cancelled is allowed) or one loses with 409.
    expect(codes[0]).toBe(200);
    const final = (await t.app.inject(`/api/orders/${number}`)).json().status;
    expect(['confirmed', 'cancelled']).toContain(final);
  });

  it('keeps the operator routes from anonymous callers', async () => {
    const { number } = (await place({ ...shipping, lines: [{ productId: ring.id, size: '2.6', quantity: 1 }] })).json();
    const list = await t.app.inject('/api/orders');
    expect(list.statusCode).toBe(401);
    expect(list.body).not.toContain('ananya@example.in');
    const patch = await t.app.inject({ method: 'PATCH', url: `/api/orders/${number}`, payload: { status: 'cancelled' } });
    expect(patch.statusCode).toBe(401);
    expect((await t.app.inject(`/api/orders/${number}`)).json().status).toBe('placed');
  });

  it('marks the shopper routes public and leaves the operator routes to the guard', async () => {
    const probe = Fastify();
    const seen: string[] = [];
    probe.addHook('onRoute', (route) => {
      if (route.method === 'HEAD') return;
      const isPublic = (route.config as { public?: boolean } | undefined)?.public === true;
      seen.push(`${String(route.method)} ${route.url}${isPublic ? ' public' : ''}`);
    });
    probe.decorate('config', t.config);
    probe.decorate('database', t.database);
    await probe.register(ordersRoutes, { prefix: '/api' });
    await probe.ready();
    expect(seen.sort()).toEqual([
      'GET /api/orders',
      'GET /api/orders/:number public',
      'GET /api/orders/:number/upi-qr.svg public',
      'GET /api/payment-terms public',
      'PATCH /api/orders/:number',
      'POST /api/orders public',
      'POST /api/orders/:number/upi-reference public',
    ]);
    await probe.close();
  });
});

describe('the limit on orders per client address', () => {
  let t: TestApp;
  let ring: ProductRecord;
  const order = (remoteAddress: string, key = newKey()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      remoteAddress,
      headers: { 'idempotency-key': key },
      payload: { ...shipping, lines: [{ productId: ring.id, size: '2.6', quantity: 1 }] },
    });

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    ring = await t.app.catalogue.createProduct(toProductColumns(input('Lotus Ring', 1299.99)), []);
  });
  afterAll(() => t.close());

  it('takes 10 orders in 10 minutes from one address, then answers 429 with when to try again', async () => {
    for (let index = 0; index < 10; index += 1) expect((await order('10.1.1.1')).statusCode).toBe(201);
    const refused = await order('10.1.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited', message: 'Too many attempts. Please try again in 10 minutes.', code: 'too_many' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    // Another shopper is not affected, and browsing is not either.
    expect((await order('10.1.1.2')).statusCode).toBe(201);
    expect((await t.app.inject({ url: '/api/products', remoteAddress: '10.1.1.1' })).statusCode).toBe(200);
  });
});
