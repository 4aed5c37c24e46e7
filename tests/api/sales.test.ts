import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createAccount } from '../../src/server/auth/operators.ts';
import salesRoutes from '../../src/server/sales/routes.ts';
import { priceOrder } from '../../src/server/orders/pricing.ts';
import type { ProductRecord } from '../../src/server/catalogue/repository.ts';
import type { ShippingDetails } from '../../src/shared/checkout.ts';
import type { SalesSummary } from '../../src/shared/sales.ts';
import { EVERY_CELL_QUOTED, parseCsv } from '../helpers/csv.ts';
import { addLotusRingAndRopeChain, createTestApp, DATABASE_KINDS, routesAlone, signInAsOperator, type TestApp } from '../helpers/test-app.ts';
import { toProductColumns } from '../../src/server/catalogue/wire.ts';
import { PARCEL, productInput, STORED_SHIPPING_TO_CUTTACK } from '../helpers/shop-fixtures.ts';


const input = (name: string, price: number, stock = 1000) => productInput({ ProductName: name, ProductPrice: price, Stock: stock });

const shipping = STORED_SHIPPING_TO_CUTTACK;

/** The summary's clock: 10:00 in India on 24 November 2026. */
const NOW = new Date('2026-11-24T04:30:00.000Z');

describe.each(DATABASE_KINDS)('sales summary and orders export on %s', (kind) => {
  let t: TestApp;
  /** The sales routes alone on the same database with a fixed clock; the guard is tested on the whole app. */
  let ops: FastifyInstance;
  let operatorCookie: string;
  let ring: ProductRecord;
  let chain: ProductRecord;
  const orders = () => t.app.orders;

  /** Stores an order placed at `at`, as checkout would: `quantity` of each product. */
  async function placeAt(at: string, items: [ProductRecord, number][], details: ShippingDetails = shipping) {
    const { lines, totals } = priceOrder(
      items.map(([product, quantity]) => ({ productId: product.id, size: '2.4', quantity })),
      items.map(([product]) => product),
    );
    const { order } = await orders().placeOrder(
      { idempotencyKey: randomUUID(), requestHash: randomUUID(), shipping: details, lines, totals },
      new Date(at),
    );
    return { order, totalPaise: totals.orderTotalPaise, savingsPaise: totals.savingsPaise };
  }

  const summaryAt = async () => {
    const response = await ops.inject({ method: 'GET', url: '/api/sales/summary' });
    expect(response.statusCode).toBe(200);
    return response.json() as SalesSummary;
  };

  const exportCsv = (query: string, cookie = operatorCookie) =>
    t.app.inject({ method: 'GET', url: `/api/sales/orders.csv${query}`, headers: { cookie } });

  beforeAll(async () => {
    // The API alone: no web build to load (one may be under way beside the tests).
    t = await createTestApp(kind, { ORDER_RATE_LIMIT: '1000', DIST_DIR: path.join(tmpdir(), 'shop-test-no-web-build') });
    ops = await routesAlone(t, { database: t.database, sales: t.app.sales }, salesRoutes, { now: () => NOW });
    operatorCookie = await signInAsOperator(t);
    ({ ring, chain } = await addLotusRingAndRopeChain(t));
  });
  afterAll(() => t.close());

  it('answers an empty shop with zeros, 30 days ending today in India, and nothing running low', async () => {
    const summary = await summaryAt();
    expect(summary.today).toBe('2026-11-24');
    expect(summary.periods).toEqual({
      today: { orders: 0, revenue: 0, cancelled: 0, returned: 0 },
      last7Days: { orders: 0, revenue: 0, cancelled: 0, returned: 0 },
      last30Days: { orders: 0, revenue: 0, cancelled: 0, returned: 0 },
    });
    expect(summary.days).toHaveLength(30);
    expect(summary.days[0]!.date).toBe('2026-10-26');
    expect(summary.awaitingShipment).toEqual({ orders: 0, placed: 0, confirmed: 0, oldestCreatedAt: null });
    expect(summary.lowStock).toEqual([]);
  });

  it('lists the products running low, none left first', async () => {
    const last = await t.app.catalogue.createProduct(toProductColumns(input('Filigree Bangle', 1800, 1)), []);
    const gone = await t.app.catalogue.createProduct(toProductColumns(input('Anklet Pair', 950, 0)), []);
    try {
      expect((await summaryAt()).lowStock).toEqual([
        { id: gone.id, name: 'Anklet Pair', stock: 0 },
        { id: last.id, name: 'Filigree Bangle', stock: 1 },
      ]);
    } finally {
      await t.app.catalogue.deleteProduct(gone.id);
      await t.app.catalogue.deleteProduct(last.id);
    }
  });

  it("counts orders and revenue by India's days, at India's midnight, leaving cancelled orders and returned parcels out", async () => {
    // Yesterday at 23:59:59.999 IST, and today at 00:00 IST.
    const lateYesterday = await placeAt('2026-11-23T18:29:59.999Z', [[ring, 1]]);
    const midnight = await placeAt('2026-11-23T18:30:00.000Z', [[chain, 2]]);
    const thisMorning = await placeAt('2026-11-24T03:00:00.000Z', [[ring, 1], [chain, 1]]);
    // Six days ago (inside the 7) and seven days ago (outside them), both inside the 30.
    const sixDaysAgo = await placeAt('2026-11-17T18:30:00.000Z', [[ring, 3]]);
    const sevenDaysAgo = await placeAt('2026-11-17T18:29:59.999Z', [[ring, 1]]);
    // The 30th day back is in; the 31st is not.
    const thirtiethDay = await placeAt('2026-10-25T18:30:00.000Z', [[chain, 1]]);
    await placeAt('2026-10-25T18:29:59.999Z', [[chain, 5]]);
    // Cancelled today: neither an order nor revenue.
    const cancelled = await placeAt('2026-11-24T04:00:00.000Z', [[chain, 4]]);
    await orders().setStatus(cancelled.order.number, 'cancelled', NOW);
    // Shipped today and come back refused (returned): neither an order nor revenue, counted apart.
    const refused = await placeAt('2026-11-24T03:30:00.000Z', [[ring, 1]]);
    await orders().setStatus(refused.order.number, 'confirmed', NOW);
    await orders().setStatus(refused.order.number, 'shipped', NOW, { ...PARCEL, trackingNumber: '1234567890121' });
    await orders().setStatus(refused.order.number, 'returned', NOW);
    // Shipped and delivered orders still count as sales.
    await orders().setStatus(sixDaysAgo.order.number, 'confirmed', NOW);
    await orders().setStatus(sixDaysAgo.order.number, 'shipped', NOW, { ...PARCEL, trackingNumber: '1234567890122' });
    await orders().setStatus(midnight.order.number, 'confirmed', NOW);

    const rupees = (...placed: { totalPaise: number }[]) => placed.reduce((sum, order) => sum + order.totalPaise, 0) / 100;
    const summary = await summaryAt();
    expect(summary.periods.today).toEqual({ orders: 2, revenue: rupees(midnight, thisMorning), cancelled: 1, returned: 1 });
    expect(summary.periods.last7Days).toEqual({
      orders: 4,
      revenue: rupees(lateYesterday, midnight, thisMorning, sixDaysAgo),
      cancelled: 1,
      returned: 1,
    });
    expect(summary.periods.last30Days).toEqual({
      orders: 6,
      revenue: rupees(lateYesterday, midnight, thisMorning, sixDaysAgo, sevenDaysAgo, thirtiethDay),
      cancelled: 1,
      returned: 1,
    });
    const dayOf = (date: string) => summary.days.find((day) => day.date === date);
    expect(dayOf('2026-11-23')).toEqual({ date: '2026-11-23', orders: 1, revenue: rupees(lateYesterday), cancelled: 0, returned: 0 });
    expect(dayOf('2026-11-18')).toEqual({ date: '2026-11-18', orders: 1, revenue: rupees(sixDaysAgo), cancelled: 0, returned: 0 });
    expect(dayOf('2026-11-17')).toEqual({ date: '2026-11-17', orders: 1, revenue: rupees(sevenDaysAgo), cancelled: 0, returned: 0 });
    expect(summary.days[0]).toEqual({ date: '2026-10-26', orders: 1, revenue: rupees(thirtiethDay), cancelled: 0, returned: 0 });

    // Waiting to be shipped: placed or confirmed, whenever placed (the 31st day back too); not
    // the shipped one nor the cancelled one.
    expect(summary.awaitingShipment).toEqual({ orders: 6, placed: 5, confirmed: 1, oldestCreatedAt: '2026-10-25T18:29:59.999Z' });
  });

  it("shows an order placed through checkout in the whole shop's summary of today", async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/sales/summary', headers: { cookie: operatorCookie } })).json() as SalesSummary;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: { ...shipping, lines: [{ productId: ring.id, size: '2.4', quantity: 2 }] },
    });
    expect(placed.statusCode).toBe(201);
    const response = await t.app.inject({ method: 'GET', url: '/api/sales/summary', headers: { cookie: operatorCookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const after = response.json() as SalesSummary;
    const orderTotal = (placed.json() as { orderTotal: number }).orderTotal;
    // Unless India's midnight passed between the two calls, the new order is today's.
    if (after.today === before.today) {
      expect(after.periods.today.orders).toBe(before.periods.today.orders + 1);
      expect(Math.round(after.periods.today.revenue * 100)).toBe(Math.round((before.periods.today.revenue + orderTotal) * 100));
    }
    expect(after.periods.today.orders).toBeGreaterThanOrEqual(1);
    expect(after.awaitingShipment.orders).toBe(before.awaitingShipment.orders + 1);
  });

  it('exports the orders of whole days in India as CSV, one row per order, quoted, amounts in rupees', async () => {
    const tricky = await placeAt(
      '2026-09-10T06:00:00.000Z',
      [[ring, 2], [chain, 1]],
      { ...shipping, name: 'Rao, "Asha"', address: 'Flat 4\nMG Road' },
    );
    // The first minute of 1 September in India, and the last of 30 September.
    const first = await placeAt('2026-08-31T18:30:00.000Z', [[chain, 1]]);
    const last = await placeAt('2026-09-30T18:29:59.999Z', [[ring, 1]]);
    // Just outside the range on either side.
    await placeAt('2026-08-31T18:29:59.999Z', [[ring, 1]]);
    await placeAt('2026-09-30T18:30:00.000Z', [[ring, 1]]);
    await orders().setStatus(last.order.number, 'cancelled', NOW);
    // Shipped (at NOW, 10:00 in India), and another shipped parcel that came back.
    // Each parcel its own tracking number (one number on two orders is warned of, decision 042).
    for (const [placed, trackingNumber] of [[first, PARCEL.trackingNumber], [tricky, '1234567890124']] as const) {
      await orders().setStatus(placed.order.number, 'confirmed', NOW);
      await orders().setStatus(placed.order.number, 'shipped', NOW, { ...PARCEL, trackingNumber });
    }
    await orders().setStatus(tricky.order.number, 'returned', NOW);

    const response = await exportCsv('?from=2026-09-01&to=2026-09-30');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="rajat-silver-orders-2026-09-01-to-2026-09-30.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.body;
    expect(body.startsWith('\uFEFF')).toBe(true);
    expect(body.endsWith('\r\n')).toBe(true);
    // Every cell in quotes, whatever it holds (the header row too).
    expect(body.slice(1)).toMatch(EVERY_CELL_QUOTED);
    const lines = parseCsv(body.slice(1));
    const amounts = (placed: { totalPaise: number; savingsPaise: number }) =>
      `${(placed.savingsPaise / 100).toFixed(2)},0.00,${(placed.totalPaise / 100).toFixed(2)}`;
    expect(lines[0]).toEqual(parseCsv(
      'Order number,Placed (IST),Status,Payment,UPI reference,Paid (IST),Name,E-mail,Phone,Address,City,State,PIN code,Items,Pieces,Item total (INR),Savings (INR),Shipping (INR),Order total (INR),' +
        'Courier,Tracking number,Shipped (IST),Invoice number,Invoice date,Taxable value (INR),CGST (INR),SGST (INR),IGST (INR),Credit note number,Credit note date,' +
        'Gateway payment id,Refund (INR),Refund status',
    )[0]);
    // The GST a return needs, within Odisha: taxable = round(total / 1.03), CGST the floor of
    // half the tax, SGST the rest. 2082.92: 2022.25 + 30.33 + 30.34; 4292.91: 4167.87 + 62.52 +
    // 62.52; 1104.99: 1072.81 + 16.09 + 16.09. The cancelled order and the returned parcel carry
    // their credit notes, dated the day of the change in India.
    const creditNoteOf = async (number: string) => (await orders().findByNumber(number))?.credit_note_number;
    const [cancelledNote, returnedNote] = [await creditNoteOf(last.order.number), await creditNoteOf(tricky.order.number)];
    expect(cancelledNote).toMatch(/^CN\/26-27\/\d{6}$/);
    expect(returnedNote).toMatch(/^CN\/26-27\/\d{6}$/);
    // Oldest first; the cancelled and returned ones are in, marked as such.
    expect(lines.slice(1)).toEqual(parseCsv([
      `${first.order.number},2026-09-01 00:00,Shipped,Cash on delivery,,,Ananya Mishra,ananya@example.in,9876543210,"12, Link Road, Badambadi",Cuttack,Odisha,753012,"Rope Chain, size 2.4, 1 × 2450.50",1,2450.50,367.58,0.00,2082.92,` +
        `Delhivery,1234567890123,2026-11-24 10:00,${first.order.invoice_number},2026-09-01,2022.25,30.33,30.34,0.00,,,,,`,
      `${tricky.order.number},2026-09-10 11:30,Returned,Cash on delivery,,,"Rao, ""Asha""",ananya@example.in,9876543210,"Flat 4\nMG Road",Cuttack,Odisha,753012,"Lotus Ring, size 2.4, 2 × 1299.99; Rope Chain, size 2.4, 1 × 2450.50",3,5050.48,${amounts(tricky)},` +
        `Delhivery,1234567890124,2026-11-24 10:00,${tricky.order.invoice_number},2026-09-10,4167.87,62.52,62.52,0.00,${returnedNote},2026-11-24,,,`,
      `${last.order.number},2026-09-30 23:59,Cancelled,Cash on delivery,,,Ananya Mishra,ananya@example.in,9876543210,"12, Link Road, Badambadi",Cuttack,Odisha,753012,"Lotus Ring, size 2.4, 1 × 1299.99",1,1299.99,${amounts(last)},` +
        `,,,${last.order.invoice_number},2026-09-30,1072.81,16.09,16.09,0.00,${cancelledNote},2026-11-24,,,`,
    ].join('\r\n')));
  });

  it('keeps a spreadsheet from running what a shopper typed as a formula', async () => {
    const hostile = await placeAt('2026-07-15T06:00:00.000Z', [[ring, 1]], {
      ...shipping,
      name: '=HYPERLINK("http://evil.example","Refund")',
      address: '+1 Formula Street',
      city: '@Cuttack',
      email: '-x@example.in',
    });
    const response = await exportCsv('?from=2026-07-15&to=2026-07-15');
    expect(response.statusCode).toBe(200);
    const row = response.body.split('\r\n')[1]!;
    expect(row).toContain(`"${hostile.order.number}","2026-07-15 11:30","Placed","Cash on delivery","","","'=HYPERLINK(""http://evil.example"",""Refund"")","'-x@example.in","9876543210","'+1 Formula Street","'@Cuttack","Odisha"`);
  });

  it('answers an empty range with the header row alone', async () => {
    const response = await exportCsv('?from=2020-01-01&to=2020-01-31');
    expect(response.statusCode).toBe(200);
    expect(response.body.slice(1).split('\r\n')).toHaveLength(2);
  });

  it.each([
    ['no dates', '', 'from', 'Choose the first day of the export as a date (YYYY-MM-DD).'],
    ['no last day', '?from=2026-09-01', 'to', 'Choose the last day of the export as a date (YYYY-MM-DD).'],
    ['a day that does not exist', '?from=2026-02-30&to=2026-03-01', 'from', 'Choose the first day of the export as a date (YYYY-MM-DD).'],
    ['another date format', '?from=01-09-2026&to=2026-09-30', 'from', 'Choose the first day of the export as a date (YYYY-MM-DD).'],
    ['the last day first', '?from=2026-09-30&to=2026-09-01', 'to', 'The last day cannot come before the first day.'],
    ['more than a year', '?from=2025-01-01&to=2026-01-02', 'to', 'Export at most 366 days at a time; this range has 367.'],
    ['an unknown parameter', '?from=2026-09-01&to=2026-09-30&format=xlsx', '_', 'Unknown field: format'],
    ['a repeated parameter', '?from=2026-09-01&from=2026-09-02&to=2026-09-30', 'from', 'Choose the first day of the export as a date (YYYY-MM-DD).'],
  ])('refuses %s with a clear message', async (_case, query, field, message) => {
    const response = await exportCsv(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request', message, fieldErrors: { [field]: message } });
  });

  it('accepts a whole leap year', async () => {
    expect((await exportCsv('?from=2028-01-01&to=2028-12-31')).statusCode).toBe(200);
  });

  it('is closed to anyone but an operator: 401 signed out, 403 for another account', async () => {
    for (const url of ['/api/sales/summary', '/api/sales/orders.csv?from=2026-09-01&to=2026-09-30']) {
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json()).toMatchObject({ error: 'unauthenticated' });
    }
    const shopper = { email: 'shopper@example.in', password: 'just-a-shopper-2026' };
    await createAccount(await t.app.auth(), { ...shopper, role: 'user' });
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: shopper });
    expect(signIn.statusCode).toBe(200);
    const cookie = [signIn.headers['set-cookie']].flat().map((value) => value!.split(';')[0]).join('; ');
    for (const url of ['/api/sales/summary', '/api/sales/orders.csv?from=2026-09-01&to=2026-09-30']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, url).toBe(403);
      expect(response.body).not.toContain('Ananya');
    }
  });
});
