import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { migrations } from '../../src/server/db/migrations/index.ts';
import { useTestApp } from '../helpers/use-test-app.ts';
import { createTestApp, DATABASE_KINDS, signInAsOperator, type TestApp } from '../helpers/test-app.ts';
import { productInput, STORED_SHIPPING_TO_CUTTACK } from '../helpers/shop-fixtures.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { toProductColumns } from '../../src/server/catalogue/wire.ts';
import { priceOrder } from '../../src/server/orders/pricing.ts';
import { financialYear } from '../../src/server/invoices/series.ts';
import { indiaDayOf } from '../../src/shared/india-days.ts';

// Large orders on the GST invoice, and the credit note that reverses a cancelled one. Orders of
// ₹2,00,000 or more cannot be paid in cash, so they are stored here through the repository
// (as an online payment will store them). Expected figures are worked out in the comments.

/** Each figure (1,23,456.78) on the first PDF line that `label` starts. */
function amountsOn(text: string, label: RegExp): string[] {
  for (const line of text.split('\n')) {
    const found = label.exec(line);
    if (found) return line.slice(found.index).match(/\d[\d,]*\.\d\d/g) ?? [];
  }
  throw new Error(`no line matching ${label} in:\n${text}`);
}

const year = () => financialYear(indiaDayOf(new Date())).slice(2);

describe.each(DATABASE_KINDS)('large orders and credit notes on %s', (kind) => {
  let t: TestApp;
  let operatorCookie: string;

  /** Stores an order of these products (price in rupees, net weight in grams), one of each. */
  async function storeOrder(pieces: { name: string; price: number; grams: number }[], pan: string | null) {
    const products = [];
    for (const piece of pieces) {
      const input = productInput({ ProductName: `${piece.name} ${randomUUID().slice(0, 6)}`, ProductPrice: piece.price, metalWeight: piece.grams, Stock: 5 });
      products.push(await t.app.catalogue.createProduct(toProductColumns(input), []));
    }
    const priced = priceOrder(products.map((product) => ({ productId: product.id, size: '2.6', quantity: 1 })), products);
    const { order } = await t.app.orders.placeOrder({ idempotencyKey: randomUUID(), requestHash: randomUUID(), shipping: STORED_SHIPPING_TO_CUTTACK, pan, ...priced });
    return order;
  }
  /** The path with the buyer's key to the order's documents (decision 030). */
  const withKey = (path: string) => `${path}?key=${t.app.documentLinks.keyFor(/\/orders\/([^/]+)\//.exec(path)![1]!)}`;
  const download = async (path: string) => {
    const response = await t.app.inject(withKey(path));
    expect(response.statusCode).toBe(200);
    return response;
  };
  const cancel = (number: string) =>
    t.app.inject({ method: 'PATCH', url: `/api/orders/${number}`, headers: { cookie: operatorCookie }, payload: { status: 'cancelled' } });

  beforeAll(async () => {
    t = await createTestApp(kind, { ORDER_RATE_LIMIT: '1000' });
    operatorCookie = await signInAsOperator(t);
  });
  afterAll(() => t.close());

  // ₹3,52,989.00 less the 15% saving (₹52,948.35): ₹3,00,040.65. Taxable round(30004065 / 1.03)
  // = 29130160 paise; tax 873905: CGST 436952, SGST 436953.
  it('prints the buyer\'s PAN, each line\'s net metal weight and the amount in words on the invoice of a ₹3,00,040.65 order', async () => {
    const order = await storeOrder([{ name: 'Temple Bangle', price: 352_989, grams: 62.4 }], 'ABCPE1234F');
    const response = await download(`/api/orders/${order.number}/invoice.pdf`);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('PAN ABCPE1234F');
    expect(text).toContain('Net wt 62.40 g');
    expect(amountsOn(text, /^\s*1\s+Temple Bangle/)).toEqual(['3,52,989.00', '52,948.35', '2,91,301.60', '4,369.52', '4,369.53', '3,00,040.65']);
    const blocks = (await pdfText(response.rawPayload, 'blocks')).replace(/\s+/g, ' ').replaceAll('- ', '-');
    expect(blocks).toContain('Rupees Three Lakh Forty and Sixty-Five Paise Only');
    // The PAN is the operator's to see, never the public order page's.
    expect((await t.app.inject(`/api/orders/${order.number}`)).json()).not.toHaveProperty('pan');
    const listed = (await t.app.inject({ url: '/api/orders?limit=100', headers: { cookie: operatorCookie } })).json();
    expect(listed.orders.find((entry: { number: string }) => entry.number === order.number).pan).toBe('ABCPE1234F');
  });

  // ₹1,00,00,000.00 + ₹17,64,705.87 = ₹1,17,64,705.87; the saving ₹17,64,705.88; ₹99,99,999.99.
  // Taxable round(999999999 / 1.03) = 970873785; tax 29126214: CGST and SGST 14563107 each.
  // The saving by value: 15,00,000.00 and 2,64,705.88; lines 85,00,000.00 and 14,99,999.99;
  // taxable 82,52,427.18 and 14,56,310.67; CGST = SGST 1,23,786.41 and 21,844.66.
  it('keeps every figure of a ₹99,99,999.99 invoice on one line', async () => {
    const order = await storeOrder(
      [
        { name: 'Bridal Crown', price: 1_00_00_000, grams: 2_450 },
        { name: 'Kundan Set', price: 17_64_705.87, grams: 410.25 },
      ],
      'ABCPE1234F',
    );
    const text = await pdfText((await download(`/api/orders/${order.number}/invoice.pdf`)).rawPayload);
    // A figure broken over two lines would leave part of it on the row and part below.
    expect(amountsOn(text, /^\s*1\s+Bridal Crown/)).toEqual(['1,00,00,000.00', '15,00,000.00', '82,52,427.18', '1,23,786.41', '1,23,786.41', '85,00,000.00']);
    expect(amountsOn(text, /^\s*2\s+Kundan Set/)).toEqual(['17,64,705.87', '2,64,705.88', '14,56,310.67', '21,844.66', '21,844.66', '14,99,999.99']);
    expect(amountsOn(text, /^\s*Total\s/)).toEqual(['17,64,705.88', '97,08,737.85', '1,45,631.07', '1,45,631.07', '99,99,999.99']);
    expect(amountsOn(text, /Invoice total/)).toEqual(['99,99,999.99']);
    for (const line of text.split('\n')) expect(line).not.toMatch(/^\s*[\d,.]{1,4}\s*$/); // no stray piece of a figure
  });

  it('issues a credit note in its own series when an invoiced order is cancelled, and leaves the invoice as issued', async () => {
    const order = await storeOrder([{ name: 'Temple Bangle', price: 352_989, grams: 62.4 }], 'ABCPE1234F');
    const invoiceBefore = await pdfText((await download(`/api/orders/${order.number}/invoice.pdf`)).rawPayload);
    // No credit note before the cancellation.
    const none = await t.app.inject(withKey(`/api/orders/${order.number}/credit-note.pdf`));
    expect(none.statusCode).toBe(404);

    const cancelled = await cancel(order.number);
    expect(cancelled.statusCode).toBe(200);
    const creditNoteNumber = `CN/${year()}/000001`;
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', invoiceNumber: order.invoice_number, creditNoteNumber });
    expect((await t.app.inject(`/api/orders/${order.number}`)).json().creditNoteNumber).toBe(creditNoteNumber);
    expect(creditNoteNumber.length).toBeLessThanOrEqual(16);

    // The invoice is as it was issued: no stamp.
    const invoiceAfter = await pdfText((await download(`/api/orders/${order.number}/invoice.pdf`)).rawPayload);
    expect(invoiceAfter).toBe(invoiceBefore);
    expect(invoiceAfter).not.toMatch(/cancelled/i);

    const response = await download(`/api/orders/${order.number.toLowerCase()}/credit-note.pdf`);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="credit-note-${creditNoteNumber.replaceAll('/', '-')}.pdf"`);
    expect(response.headers['cache-control']).toBe('no-store');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).not.toContain('TAX INVOICE');
    expect(text).toMatch(new RegExp(`Credit note number\\s+${creditNoteNumber}`));
    expect(text).toMatch(new RegExp(`Against invoice\\s+${order.invoice_number} of \\d{1,2} [A-Z][a-z]{2} \\d{4}`));
    expect(text).toMatch(/Reason\s+Order cancelled/);
    expect(text).toContain('PAN ABCPE1234F');
    // The same lines and tax split as the invoice, credited.
    expect(amountsOn(text, /^\s*1\s+Temple Bangle/)).toEqual(['3,52,989.00', '52,948.35', '2,91,301.60', '4,369.52', '4,369.53', '3,00,040.65']);
    expect(amountsOn(text, /Total credited/)).toEqual(['3,00,040.65']);
    const blocks = (await pdfText(response.rawPayload, 'blocks')).replace(/\s+/g, ' ').replaceAll('- ', '-');
    expect(blocks).toContain(`This credit note reverses invoice ${order.invoice_number} in full`);
    expect(blocks).toContain('Rupees Three Lakh Forty and Sixty-Five Paise Only');

    // The next cancellation takes the next credit note number; invoices keep their own series.
    const second = await storeOrder([{ name: 'Filigree Pendant', price: 2_000, grams: 5 }], null);
    expect((await cancel(second.number)).json()).toMatchObject({ creditNoteNumber: `CN/${year()}/000002`, pan: null });
  });

  it('takes a credit note number back when the cancellation rolls back, so its series keeps no gap', async () => {
    const order = await storeOrder([{ name: 'Toe Ring', price: 499, grams: 1.5 }], null);
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        const { issueCreditNote } = await import('../../src/server/invoices/series.ts');
        const row = await trx.selectFrom('orders').select('id').where('number', '=', order.number).executeTakeFirstOrThrow();
        expect((await issueCreditNote(trx, row.id, new Date()))?.credit_note_number).toBe(`CN/${year()}/000003`);
        throw new Error('the cancellation could not be stored');
      }),
    ).rejects.toThrow('the cancellation could not be stored');
    expect((await cancel(order.number)).json().creditNoteNumber).toBe(`CN/${year()}/000003`);
  });
});

describe.each(DATABASE_KINDS)('the cash and credit-note migration on %s', (kind) => {
  const t = useTestApp(kind);

  it('gives the lines stored before it the net weight of their products, where the products still exist', async () => {
    const db = t.database.db;
    const migrator = new Migrator({
      db,
      ...(t.database.schema ? { migrationTableSchema: t.database.schema } : {}),
      provider: { getMigrations: async () => migrations as Record<string, Migration> },
    });
    expect((await migrator.migrateTo('0013-pin-codes')).error).toBeUndefined();

    // A product as the schema of 0013 stores it: without the words in other languages of 0020, nor the pricing of 0022.
    const columns = toProductColumns(productInput({ ProductName: 'Lotus Ring', metalWeight: 3.25 }));
    const laterColumns = ['description', 'name_hi', 'description_hi', 'name_or', 'description_or', 'priced_by', 'making_by', 'making_value', 'extras_paise', 'rate_paise', 'rate_date'] as const;
    for (const later of laterColumns) delete columns[later];
    const ring = await t.app.catalogue.createProduct(columns, []);
    const at = '2026-06-01T08:00:00.000Z';
    const untyped = db as unknown as Kysely<{ orders: Record<string, unknown>; order_lines: Record<string, unknown> }>;
    await untyped
      .insertInto('orders')
      .values({ id: 'old0', number: 'RS-OLD0000000', idempotency_key: 'old-0', request_hash: 'x', status: 'placed', payment_method: 'cod', ...STORED_SHIPPING_TO_CUTTACK, item_total_paise: 200, savings_paise: 30, shipping_paise: 0, order_total_paise: 170, created_at: at, updated_at: at, invoice_number: 'RS/26-27/000001', invoice_date: '2026-06-01' })
      .execute();
    const line = { order_id: 'old0', product_name: 'x', metal_type: 'Silver', purity: '925', size: '2.6', quantity: 1, unit_price_paise: 100, line_total_paise: 100 };
    await untyped.insertInto('order_lines').values([{ ...line, position: 0, product_id: ring.id }, { ...line, position: 1, product_id: 'gone' }]).execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await db.selectFrom('order_lines').select(['position', 'metal_weight_mg']).where('order_id', '=', 'old0').orderBy('position').execute();
    expect(rows).toEqual([
      { position: 0, metal_weight_mg: 3250 },
      { position: 1, metal_weight_mg: null },
    ]);
    const order = await db.selectFrom('orders').select(['pan', 'credit_note_number']).where('id', '=', 'old0').executeTakeFirstOrThrow();
    expect(order).toEqual({ pan: null, credit_note_number: null });
  });
});
