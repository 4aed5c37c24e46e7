import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addLotusRingAndRopeChain, createTestApp, DATABASE_KINDS, signInAsOperator, type TestApp } from '../helpers/test-app.ts';
import { SHIPPING_TO_CUTTACK } from '../helpers/shop-fixtures.ts';
import { DEFAULT_HOLIDAYS, DEFAULT_ZONE_DAYS, type DeliverySettings } from '../../src/shared/delivery.ts';

// Delivery dates by PIN and cash on delivery stopped at some PINs (issue 28 point 5, decision
// 037): the public date, the operator's settings (checked, audited) and the order's refusal.

const UPI = { UPI_ID: 'rajatsilver@okaxis', UPI_NAME: 'Rajat Silver' };
const TO_DELHI = { ...SHIPPING_TO_CUTTACK, address: '4, Janpath', city: 'New Delhi', state: 'Delhi', zip: '110001' };

/** The settings as the shop starts with them (its address's PIN, 753012 in Cuttack). */
const DEFAULTS: DeliverySettings = { shopPin: '753012', cutoff: '14:00', days: DEFAULT_ZONE_DAYS, holidays: DEFAULT_HOLIDAYS, codBlockedPins: [] };

describe.each(DATABASE_KINDS)('delivery dates by PIN on %s', (kind) => {
  let t: TestApp;
  let cookie = '';
  let ringId = '';

  const delivery = (pin: string, language = 'en-IN') => t.app.inject({ url: `/api/delivery/${pin}`, headers: { 'accept-language': language } });
  const save = (settings: unknown, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: 'PUT', url: '/api/delivery-settings', headers, payload: settings as object });
  const place = (shipping: typeof SHIPPING_TO_CUTTACK, paymentMethod?: 'cod' | 'upi') =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: { ...shipping, ...(paymentMethod ? { paymentMethod } : {}), lines: [{ productId: ringId, size: '2.6', quantity: 1 }] },
    });
  const orderCount = async () => Number((await t.database.db.selectFrom('orders').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createTestApp(kind, { ...UPI, ORDER_RATE_LIMIT: '100', ORDERS_PER_CONTACT: '100', ORDERS_PER_CLIENT: '100' });
    cookie = await signInAsOperator(t);
    ringId = (await addLotusRingAndRopeChain(t)).ring.id;
  });
  afterAll(() => t.close());
  // Thursday 26 November 2026, 10:00 in India: before the cut-off.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00+05:30'));
  });
  afterEach(() => vi.useRealTimers());

  it('answers the day a parcel reaches a PIN, by zone from the shop in Cuttack, in the page’s language', async () => {
    const response = await delivery('751001');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    // Same state, 3 working days after Thursday: Friday, Saturday, (Sunday,) Monday.
    expect(response.json()).toEqual({ pin: '751001', zone: 'state', date: '2026-11-30', day: 'Mon, 30 Nov', cod: true });
    expect((await delivery('753001')).json()).toMatchObject({ zone: 'city', date: '2026-11-28', day: 'Sat, 28 Nov' });
    expect((await delivery('110001')).json()).toMatchObject({ zone: 'metro', date: '2026-12-01' });
    expect((await delivery('302001')).json()).toMatchObject({ zone: 'india', date: '2026-12-02' });
    expect((await delivery('781001')).json()).toMatchObject({ zone: 'north-east', date: '2026-12-04' });
    expect((await delivery('194101')).json()).toMatchObject({ zone: 'ladakh', date: '2026-12-05' });
    expect((await delivery('744101')).json()).toMatchObject({ zone: 'islands', date: '2026-12-07' });
    expect((await delivery('751001', 'hi-IN')).json().day).toBe('सोम, 30 नवंबर');
    expect((await delivery('751001', 'or-IN')).json().day).toBe('ସୋମ, 30 ନଭେମ୍ବର');
  });

  it('moves the day on after the cut-off', async () => {
    vi.setSystemTime(new Date('2026-11-26T14:30:00+05:30'));
    // Dispatched Friday; Saturday, (Sunday,) Monday.
    expect((await delivery('753001')).json()).toMatchObject({ date: '2026-11-30', day: 'Mon, 30 Nov' });
  });

  it('keeps with an order the day the checkout gave for its PIN, which its page then gives, whenever asked', async () => {
    const placed = await place(TO_DELHI);
    expect(placed.statusCode).toBe(201);
    const { number, deliveryBy } = placed.json<{ number: string; deliveryBy: string }>();
    expect(deliveryBy).toBe((await delivery('110001')).json().date);
    expect(deliveryBy).toBe('2026-12-01');
    const stored = await t.database.db.selectFrom('orders').select('delivery_by').where('number', '=', number).executeTakeFirstOrThrow();
    expect(stored.delivery_by).toBe('2026-12-01');
    // The next day, after the cut-off, the checkout gives a later day; the order keeps its own.
    vi.setSystemTime(new Date('2026-11-27T16:00:00+05:30'));
    expect((await delivery('110001')).json().date).toBe('2026-12-03');
    expect((await t.app.inject(`/api/orders/${number}`)).json()).toMatchObject({ deliveryBy: '2026-12-01' });
  });

  it('refuses a PIN that is not six digits, and one India Post does not have', async () => {
    const bad = await delivery('12345');
    expect(bad.statusCode).toBe(400);
    const unknown = await delivery('999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'pin_unknown', params: { pin: '999999' } });
  });

  it('remembers a PIN typed without script in a cookie and goes back to the page', async () => {
    const response = await t.app.inject({ url: '/api/delivery-pin?pin=751001&back=%2Fhi%2Fproduct%2FLotus%2520Ring' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/hi/product/Lotus%20Ring');
    expect(response.headers['set-cookie']).toMatch(/^pin=751001; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    // Never to another site.
    expect((await t.app.inject({ url: '/api/delivery-pin?pin=751001&back=%2F%2Fexample.com' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/delivery-pin?pin=751001&back=%2F%5Cexample.com' })).statusCode).toBe(400);
  });

  it('sends a PIN typed without script that is not one, or not India Post\'s, back to the page at the line saying so', async () => {
    for (const pin of ['75100', 'abcdef', '999999']) {
      const response = await t.app.inject({ url: `/api/delivery-pin?pin=${pin}&back=%2For%2Fproduct%2FLotus%2520Ring` });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/or/product/Lotus%20Ring#delivery-pin-problem');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('keeps the settings to operators', async () => {
    expect((await t.app.inject({ url: '/api/delivery-settings' })).statusCode).toBe(401);
    expect((await save(DEFAULTS, {})).statusCode).toBe(401);
    const read = await t.app.inject({ url: '/api/delivery-settings', headers: { cookie } });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(DEFAULTS);
  });

  it('refuses settings that are not valid, saying which, and keeps the ones in force', async () => {
    const refused = async (change: Partial<Record<keyof DeliverySettings, unknown>>, field: string) => {
      const response = await save({ ...DEFAULTS, ...change });
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().fieldErrors)[0]).toBe(field);
    };
    await refused({ cutoff: '25:00' }, 'cutoff');
    await refused({ shopPin: '05301' }, 'shopPin');
    await refused({ shopPin: '999999' }, 'shopPin');
    await refused({ days: { ...DEFAULT_ZONE_DAYS, metro: -1 } }, 'days.metro');
    await refused({ days: { ...DEFAULT_ZONE_DAYS, metro: 2.5 } }, 'days.metro');
    await refused({ days: { city: 2 } }, 'days.state');
    await refused({ holidays: [{ date: '2026-02-30', name: 'No such day' }] }, 'holidays.0.date');
    await refused({ holidays: [{ date: '2026-11-30', name: 'A' }, { date: '2026-11-30', name: 'B' }] }, 'holidays');
    await refused({ codBlockedPins: ['110001', 'abc'] }, 'codBlockedPins.1');
    expect((await t.app.inject({ url: '/api/delivery-settings', headers: { cookie } })).json()).toEqual(DEFAULTS);
  });

  it('applies saved settings at once and records what changed in the audit trail', async () => {
    const next = { ...DEFAULTS, cutoff: '09:30', days: { ...DEFAULT_ZONE_DAYS, state: 2 }, holidays: [...DEFAULT_HOLIDAYS, { date: '2026-11-30', name: 'Shop closed' }] };
    const saved = await save(next);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().holidays).toContainEqual({ date: '2026-11-30', name: 'Shop closed' });
    // 10:00 is past a 09:30 cut-off: dispatched Friday; Saturday, (Sunday, Monday a holiday,) Tuesday.
    expect((await delivery('751001')).json()).toMatchObject({ zone: 'state', date: '2026-12-01' });
    const audit = (await t.app.inject({ url: '/api/audit-log?limit=1', headers: { cookie } })).json().entries[0];
    expect(audit).toMatchObject({ event: 'delivery-settings', actor: 'operator@rajatsilver.in', subject: 'delivery' });
    expect(audit.details).toBe('cut-off 14:00 → 09:30; state 3 → 2 days; holidays +2026-11-30 Shop closed');
    expect((await save(DEFAULTS)).statusCode).toBe(200);
  });

  it('refuses cash on delivery to a PIN the operator stopped it at, with its code, and takes it elsewhere', async () => {
    expect((await save({ ...DEFAULTS, codBlockedPins: ['110001', '400001', '110001'] })).json().codBlockedPins).toEqual(['110001', '400001']);
    expect((await delivery('110001')).json()).toMatchObject({ cod: false });
    expect((await delivery('751001')).json()).toMatchObject({ cod: true });

    const before = await orderCount();
    const refused = await place(TO_DELHI);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error: 'cod_pin_blocked',
      message: expect.stringContaining('Cash on delivery is not offered to PIN code 110001. Please call us'),
      code: 'cod_pin_blocked',
      params: { pin: '110001' },
    });
    expect(await orderCount()).toBe(before);
    // Said as cash on delivery too: the same refusal.
    expect((await place(TO_DELHI, 'cod')).json().code).toBe('cod_pin_blocked');
    // A prepaid way to the same PIN, and cash on delivery to another, are taken.
    expect((await place(TO_DELHI, 'upi')).statusCode).toBe(201);
    expect((await place(SHIPPING_TO_CUTTACK)).statusCode).toBe(201);

    const audit = (await t.app.inject({ url: '/api/audit-log?limit=1', headers: { cookie } })).json().entries[0];
    expect(audit.details).toBe('COD stopped +110001 +400001');
    // Taken off the list, the PIN has cash on delivery again.
    await save(DEFAULTS);
    expect((await place(TO_DELHI)).statusCode).toBe(201);
  });
});
