import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLotusRingAndRopeChain, createTestApp, DATABASE_KINDS, signInAsOperator, type TestApp } from '../helpers/test-app.ts';
import { toProductColumns } from '../../src/server/catalogue/wire.ts';
import type { ProductRecord } from '../../src/server/catalogue/repository.ts';
import { productInput, SHIPPING_TO_CUTTACK } from '../helpers/shop-fixtures.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { webBuild } from '../helpers/web-build.ts';
import type { PublicOrder } from '../../src/shared/order.ts';

// HUIDs (decision 036): the operator gives each piece's HUID when shipping; the API checks their
// form, repeats in the order and across orders, and each line's count; they are stored, audited,
// printed on the invoice (a PDF made before shipping is not served after it) and shown on the
// order page in every language.

/** Each order's parcel, a tracking number of its own (one number on two orders is warned of, decision 042). */
const parcelOf = (orderNumber: string) => ({ courier: 'delhivery', trackingNumber: `AWB${orderNumber.slice(3)}` });

describe.each(DATABASE_KINDS)('HUIDs on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let ring: ProductRecord;
  let chain: ProductRecord;
  let gold: ProductRecord;

  /** A confirmed order of two rings and a chain (or the lines given): ready to ship. */
  async function confirmedOrder(lines = [
    { productId: ring.id, size: '2.6', quantity: 2 },
    { productId: chain.id, size: '2.10', quantity: 1 },
  ]): Promise<PublicOrder & { documentsKey: string }> {
    const placed = await t.app.inject({ method: 'POST', url: '/api/orders', headers: { 'idempotency-key': randomUUID() }, payload: { ...SHIPPING_TO_CUTTACK, lines } });
    expect(placed.statusCode).toBe(201);
    const order = placed.json<PublicOrder & { documentsKey: string }>();
    expect((await ship(order.number, { status: 'confirmed' })).statusCode).toBe(200);
    return order;
  }
  const ship = (number: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PATCH', url: `/api/orders/${number}`, headers: { cookie }, payload });
  const shipWith = (number: string, huids: unknown) => ship(number, { status: 'shipped', ...parcelOf(number), huids });

  beforeAll(async () => {
    t = await createTestApp(kind, { ORDER_RATE_LIMIT: '1000', ORDERS_PER_CONTACT: '1000', ORDERS_PER_CLIENT: '1000' });
    cookie = await signInAsOperator(t);
    ({ ring, chain } = await addLotusRingAndRopeChain(t));
    gold = await t.app.catalogue.createProduct(
      toProductColumns(productInput({ ProductName: 'Temple Ring', ProductPrice: 18999, MetalType: 'Gold', Purity: '22K', metalWeight: 4.1, Stock: 100 })),
      [],
    );
  });
  afterAll(() => t.close());

  it('refuses a HUID of the wrong length or characters, naming the piece, and ships nothing', async () => {
    const order = await confirmedOrder();
    for (const [huids, field, message] of [
      [[['AB12C'], []], 'huids.0.0', "'AB12C' is not a HUID. A HUID is 6 letters (A to Z) and digits, such as AB12C3."],
      [[['AB12C34'], []], 'huids.0.0', "'AB12C34' is not a HUID."],
      [[['AB12C3', 'AB-2C3'], []], 'huids.0.1', "'AB-2C3' is not a HUID."],
      [[[], ['ÄB12C3']], 'huids.1.0', "'ÄB12C3' is not a HUID."],
      [[[''], []], 'huids.0.0', 'A HUID is 6 letters (A to Z) and digits, such as AB12C3.'],
    ] as const) {
      const refused = await shipWith(order.number, huids);
      expect(refused.statusCode, JSON.stringify(huids)).toBe(400);
      expect(refused.json().fieldErrors[field]).toContain(message);
    }
    expect((await t.app.inject(`/api/orders/${order.number}`)).json().status).toBe('confirmed');
  });

  it('refuses a HUID given twice in an order, more HUIDs than a line has pieces, and lists that do not match the lines', async () => {
    const order = await confirmedOrder();
    const twice = await shipWith(order.number, [['AB12C3'], ['ab12c3']]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('HUID AB12C3 is given twice: each piece has its own.');
    const tooMany = await shipWith(order.number, [[], ['CD34E5', 'CD34E6']]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fieldErrors['huids.1']).toBe('Line 2 (Rope Chain) has 1 piece: give at most 1 HUID.');
    const oneList = await shipWith(order.number, [['CD34E5']]);
    expect(oneList.statusCode).toBe(400);
    expect(oneList.json().message).toBe('Give the HUIDs as 2 lists, one for each line of the order.');
    // Only with shipping.
    const notShipping = await ship(order.number, { status: 'cancelled', huids: [['CD34E5'], []] });
    expect(notShipping.statusCode).toBe(400);
    expect(notShipping.json().fieldErrors.huids).toBe('HUIDs is sent only when an order is marked shipped.');
    expect((await t.app.inject(`/api/orders/${order.number}`)).json().status).toBe('confirmed');
  });

  it('stores the HUIDs given (normalised), lets silver pieces go without, audits them and refuses them on another order', async () => {
    const order = await confirmedOrder();
    const shipped = await shipWith(order.number, [[' ab12c3 ', 'AB 12C4'], []]);
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json().lines.map((line: { huids?: string[] }) => line.huids)).toEqual([['AB12C3', 'AB12C4'], undefined]);
    const stored = await t.database.db.selectFrom('order_huids').select(['line_position', 'piece', 'huid']).where('huid', 'in', ['AB12C3', 'AB12C4']).orderBy('piece').execute();
    expect(stored).toEqual([
      { line_position: 0, piece: 0, huid: 'AB12C3' },
      { line_position: 0, piece: 1, huid: 'AB12C4' },
    ]);
    const page = (await t.app.inject(`/api/orders/${order.number}`)).json<PublicOrder>();
    expect(page.lines[0]!.huids).toEqual(['AB12C3', 'AB12C4']);
    expect(page.lines[1]).not.toHaveProperty('huids');
    const audit = (await t.app.inject({ url: '/api/audit-log?limit=1', headers: { cookie } })).json().entries[0];
    expect(audit).toMatchObject({ event: 'order-status', subject: order.number, details: `shipped (delhivery, AWB${order.number.slice(3)}, HUIDs AB12C3 AB12C4)` });

    // The same piece cannot be on a second order.
    const other = await confirmedOrder();
    const taken = await shipWith(other.number, [['XY98Z7', 'ab12c4'], []]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'huid_taken', message: `HUID AB12C4 is already recorded on order ${order.number}: a HUID names one piece.` });
    expect(taken.json().fieldErrors['huids.0.1']).toBe(taken.json().message);
    // Nothing of the refused shipping was kept: XY98Z7 is free, the order still confirmed.
    expect((await t.app.inject(`/api/orders/${other.number}`)).json().status).toBe('confirmed');
    expect((await shipWith(other.number, [['XY98Z7'], []])).statusCode).toBe(200);
  });

  it('asks a HUID of every piece of gold of 2 g or more', async () => {
    const order = await confirmedOrder([{ productId: gold.id, size: '2.6', quantity: 2 }]);
    for (const huids of [undefined, [['GD11A1']]]) {
      const refused = await shipWith(order.number, huids);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Line 1 (Temple Ring) is gold of 2 g or more, which must be hallmarked: give the HUID of each of its 2 pieces.');
    }
    expect((await shipWith(order.number, [['GD11A1', 'GD11A2']])).statusCode).toBe(200);
  });

  it('prints the HUIDs on the invoice with the BIS Care line, though the invoice was made before shipping', async () => {
    const order = await confirmedOrder();
    const download = () => t.app.inject(`/api/orders/${order.number}/invoice.pdf?key=${order.documentsKey}`);
    const before = await pdfText((await download()).rawPayload);
    expect(before).not.toContain('HUID');
    expect((await shipWith(order.number, [['PQ45R6', 'PQ45R7'], ['ST89U0']])).statusCode).toBe(200);
    const after = await pdfText((await download()).rawPayload, 'blocks');
    expect(after).toContain('HUID PQ45R6, PQ45R7');
    expect(after).toContain('HUID ST89U0');
    expect(after.replace(/\s+/g, ' ')).toContain("HUID: each piece's Hallmark Unique ID. Check it in the BIS Care app (Android, iOS): Verify HUID.");
    // The operator's copy too.
    const operators = await pdfText((await t.app.inject({ url: `/api/orders/${order.number}/operator-invoice.pdf`, headers: { cookie } })).rawPayload, 'blocks');
    expect(operators).toContain('HUID PQ45R6, PQ45R7');
  });
});

describe('the order page shows the HUIDs with the BIS Care line, in English, Hindi and Odia (JavaScript off)', () => {
  let t: TestApp;
  let number: string;
  let unshipped: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite', { DIST_DIR: webBuild() });
    const cookie = await signInAsOperator(t);
    const { ring, chain } = await addLotusRingAndRopeChain(t);
    const place = async () => {
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { 'idempotency-key': randomUUID() },
        payload: { ...SHIPPING_TO_CUTTACK, lines: [{ productId: ring.id, size: '2.6', quantity: 2 }, { productId: chain.id, size: '2.10', quantity: 1 }] },
      });
      return placed.json<PublicOrder>().number;
    };
    number = await place();
    unshipped = await place();
    const move = (payload: Record<string, unknown>) => t.app.inject({ method: 'PATCH', url: `/api/orders/${number}`, headers: { cookie }, payload });
    expect((await move({ status: 'confirmed' })).statusCode).toBe(200);
    expect((await move({ status: 'shipped', ...parcelOf(number), huids: [['AB12C3', 'AB12C4'], []] })).statusCode).toBe(200);
  }, 180_000);
  afterAll(() => t?.close());

  const pageOf = async (path: string) => {
    const page = await t.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    // The part as the server drew it, its tags stripped.
    const part = /<section[^>]*data-testid="order-hallmarks"[\s\S]*?<\/section>/.exec(page.body)?.[0] ?? '';
    return part.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  };

  it.each([
    ['', 'Hallmark (HUID)', 'Lotus Ring (2 pieces) AB12C3 AB12C4', 'To check a piece: open the BIS Care app (Android or iOS), choose “Verify HUID” and type its HUID.'],
    ['/hi', 'हॉलमार्क (HUID)', 'Lotus Ring (2 नग) AB12C3 AB12C4', 'गहने की जाँच के लिए: BIS Care ऐप (Android या iOS) खोलें, “Verify HUID” चुनें और उसका HUID डालें।'],
    ['/or', 'ହଲମାର୍କ (HUID)', 'Lotus Ring (2ଟି) AB12C3 AB12C4', 'ଗହଣା ଯାଞ୍ଚ କରିବାକୁ: BIS Care ଆପ୍ (Android କିମ୍ବା iOS) ଖୋଲନ୍ତୁ, “Verify HUID” ବାଛନ୍ତୁ ଏବଂ ତାହାର HUID ଲେଖନ୍ତୁ।'],
  ])('in %s', async (prefix, title, line, verify) => {
    const part = await pageOf(`${prefix}/order/${number}`);
    expect(part).toContain(title);
    expect(part).toContain(line);
    expect(part).toContain(verify);
    // The chain went without one: it is not listed.
    expect(part).not.toContain('Rope Chain');
    // An order without HUIDs has no such part.
    expect(await pageOf(`${prefix}/order/${unshipped}`)).toBe('');
  });
});
