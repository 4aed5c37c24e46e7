import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopMigrator } from '../../src/server/db/migrate.ts';
import { addLotusRingAndRopeChain, createTestApp, DATABASE_KINDS, signInAsOperator, type TestApp } from '../helpers/test-app.ts';
import type { ProductRecord } from '../../src/server/catalogue/repository.ts';
import { financialYear, nextInInvoiceSeries } from '../../src/server/invoices/series.ts';
import { indiaDayOf } from '../../src/shared/india-days.ts';
import { SHIPPING_TO_CUTTACK } from '../helpers/shop-fixtures.ts';
import { useTestApp } from '../helpers/use-test-app.ts';
import { pdfText } from '../helpers/pdf-text.ts';


// The GST invoice of an order, read back from the PDF with PDF.js (tests/helpers/pdf-text.ts),
// on each database. Expected figures are worked out by hand in the comments, not by the code
// under test.

const DAY = 24 * 60 * 60 * 1000;
const inOdisha = SHIPPING_TO_CUTTACK;
const inMaharashtra = { ...inOdisha, name: 'Rohan Kulkarni', address: '4 Carter Road, Bandra West', city: 'Mumbai', state: 'Maharashtra', zip: '400050' };


/**
 * The amounts after `label` on the first PDF line that holds it (a line of the table, or of the
 * summary, which may share its line with the text beside it).
 */
function amountsOn(text: string, label: RegExp): string[] {
  for (const line of text.split('\n')) {
    const found = label.exec(line);
    if (found) return line.slice(found.index).match(/\d[\d,]*\.\d\d/g) ?? [];
  }
  throw new Error(`no line matching ${label} in:\n${text}`);
}

/** This financial year's invoice number n, as the shop numbers an order placed now. */
const expectedNumber = (n: number) => `RS/${financialYear(indiaDayOf(new Date())).slice(2)}/${String(n).padStart(6, '0')}`;

describe.each(DATABASE_KINDS)('GST invoices on %s', (kind) => {
  let t: TestApp;
  let ring: ProductRecord;
  let chain: ProductRecord;

  const place = (shipTo: typeof inOdisha) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        ...shipTo,
        lines: [
          { productId: ring.id, size: '2.6', quantity: 2 },
          { productId: chain.id, size: '2.10', quantity: 1 },
        ],
      },
    });

  /** The buyer's download, with the key the order's answer gave them (decision 030). */
  const download = (number: string, key: string) => t.app.inject(`/api/orders/${number}/invoice.pdf?key=${key}`);

  beforeAll(async () => {
    t = await createTestApp(kind, { ORDER_RATE_LIMIT: '1000' });
    ({ ring, chain } = await addLotusRingAndRopeChain(t));
  });
  afterAll(() => t.close());

  // 2 x 1299.99 + 2450.50 = 5050.48; the 15% saving 757.57; total 4292.91 (as in orders.test.ts).
  // Taxable = round(4292.91 * 100 / 103) = 4167.87; tax 125.04; CGST 62.52 + SGST 62.52.
  // The saving shared out by value: 390.00 on the rings (2599.98), 367.57 on the chain (2450.50);
  // lines 2209.98 and 2082.93; taxable 2145.61 and 2022.26 (adding up to 4167.87); tax 64.37
  // (CGST 32.19, SGST 32.18) and 60.67 (CGST 30.33, SGST 30.34).
  it('gives the first order the series\' first number and an intra-state invoice with CGST and SGST that add up', async () => {
    const placed = await place(inOdisha);
    expect(placed.statusCode).toBe(201);
    const order = placed.json();
    expect(order.invoiceNumber).toBe(expectedNumber(1));

    const response = await download(order.number, order.documentsKey);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="invoice-${expectedNumber(1).replaceAll('/', '-')}.pdf"`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await pdfText(response.rawPayload);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(expectedNumber(1));
    expect(text).toContain(order.number);
    // The shop (defaults: the demo GSTIN of Odisha, said to be one) and the buyer.
    expect(text).toContain('Rajat Silver');
    expect(text).toContain('GSTIN 21ABCDE1234F1ZC');
    expect(text).toContain('Demo GSTIN');
    expect(text).toContain('Ananya Mishra');
    expect(text).toContain('12, Link Road, Badambadi');
    expect(text).toContain('Cuttack, Odisha 753012');
    expect(text).toMatch(/Place of supply\s+Odisha \(21\)/);
    expect(text).toMatch(/CGST 1\.5%\s+SGST 1\.5%/);
    expect(text).not.toContain('IGST');

    // Columns: rate, discount, taxable value, CGST, SGST, total.
    expect(text).toMatch(/1\s+Lotus Ring\s+7113\s+2\s/);
    expect(amountsOn(text, /^\s*1\s+Lotus Ring/)).toEqual(['1,299.99', '390.00', '2,145.61', '32.19', '32.18', '2,209.98']);
    expect(text).toMatch(/2\s+Rope Chain\s+7113\s+1\s/);
    expect(amountsOn(text, /^\s*2\s+Rope Chain/)).toEqual(['2,450.50', '367.57', '2,022.26', '30.33', '30.34', '2,082.93']);
    expect(amountsOn(text, /^\s*3\s+Shipping/)).toEqual(['0.00', '0.00', '0.00', '0.00', '0.00', '0.00']);
    expect(amountsOn(text, /^\s*Total\s/)).toEqual(['757.57', '4,167.87', '62.52', '62.52', '4,292.91']);
    expect(amountsOn(text, /Taxable value\s+₹/)).toEqual(['4,167.87']);
    expect(amountsOn(text, /CGST at 1\.5%/)).toEqual(['62.52']);
    expect(amountsOn(text, /SGST at 1\.5%/)).toEqual(['62.52']);
    expect(amountsOn(text, /Invoice total/)).toEqual(['4,292.91']);
    // A line may break after a hyphen ('Ninety-' / 'One').
    const blocks = (await pdfText(response.rawPayload, 'blocks')).replace(/\s+/g, ' ').replaceAll('- ', '-');
    expect(blocks).toContain('Rupees Four Thousand Two Hundred Ninety-Two and Ninety-One Paise Only');
  });

  // The same order to Mumbai: IGST 3% on the whole taxable value, 125.04 (64.37 + 60.67).
  it('makes an inter-state invoice with IGST at 3% for a buyer outside Odisha, next in the series', async () => {
    const placed = await place(inMaharashtra);
    expect(placed.statusCode).toBe(201);
    const order = placed.json();
    expect(order.invoiceNumber).toBe(expectedNumber(2));

    const response = await download(order.number.toLowerCase(), order.documentsKey);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(expectedNumber(2));
    expect(text).toContain('GSTIN 21ABCDE1234F1ZC');
    expect(text).toContain('Rohan Kulkarni');
    expect(text).toContain('Mumbai, Maharashtra 400050');
    expect(text).toMatch(/Place of supply\s+Maharashtra \(27\)/);
    expect(text).toContain('Inter-state: IGST');
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('SGST');
    expect(amountsOn(text, /^\s*1\s+Lotus Ring/)).toEqual(['1,299.99', '390.00', '2,145.61', '64.37', '2,209.98']);
    expect(amountsOn(text, /^\s*2\s+Rope Chain/)).toEqual(['2,450.50', '367.57', '2,022.26', '60.67', '2,082.93']);
    expect(amountsOn(text, /^\s*Total\s/)).toEqual(['757.57', '4,167.87', '125.04', '4,292.91']);
    expect(amountsOn(text, /IGST at 3%/)).toEqual(['125.04']);
    expect(amountsOn(text, /Invoice total/)).toEqual(['4,292.91']);
  });

  it('answers 404 with the API\'s error shape for an order that does not exist or a malformed number', async () => {
    for (const number of ['RS-2222222222', 'nonsense', 'RS-%2E%2E']) {
      const response = await download(number, t.app.documentLinks.keyFor(number));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'No order has this number.' });
    }
  });

  it('opens the invoice, which names the street address, only with the buyer\'s signed key, and gives the operator a copy of their own', async () => {
    const placed = await place(inMaharashtra);
    const order = placed.json<{ number: string; documentsKey: string }>();
    // The buyer's key comes with the answer to the order they placed, good for INVOICE_LINK_DAYS.
    expect(order.documentsKey).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    const expires = Number(order.documentsKey.split('.')[0]) * 1000;
    expect(expires).toBeGreaterThan(Date.now() + 29 * DAY);
    expect(expires).toBeLessThanOrEqual(Date.now() + 30 * DAY);

    // The order number alone, a forged or altered key, another order's key: refused, and
    // nothing of the invoice is sent.
    const other = (await place(inOdisha)).json<{ documentsKey: string }>();
    const [expiry, signature] = order.documentsKey.split('.');
    const notSigned = 'This invoice link is not the one we sent. Open the order from its e-mail to download the invoice, or write to us quoting the order number.';
    for (const url of [
      `/api/orders/${order.number}/invoice.pdf`,
      `/api/orders/${order.number}/invoice.pdf?key=`,
      `/api/orders/${order.number}/invoice.pdf?key=${Number(expiry) + 86_400}.${signature}`,
      `/api/orders/${order.number}/invoice.pdf?key=${other.documentsKey}`,
      `/api/orders/${order.number}/invoice.pdf?key[]=${order.documentsKey}`,
    ]) {
      const refused = await t.app.inject(url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({ error: 'link_not_signed', message: notSigned });
      expect(refused.body).not.toContain('Carter Road');
    }
    // A key past its expiry says so.
    const stale = t.app.documentLinks.keyFor(order.number, new Date(Date.now() - 31 * DAY));
    const expired = await download(order.number, stale);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({
      error: 'link_expired',
      message: 'This invoice link has expired. Open the order from its newest e-mail for a fresh one, or write to us quoting the order number.',
    });

    // A browser following the link (an e-mail's) gets a page in the order's language that leads
    // to the order, with nothing of the invoice on it; the same for a link that is not signed.
    await t.database.db.updateTable('orders').set({ language: 'hi' }).where('number', '=', order.number).execute();
    const browser = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
    const page = await t.app.inject({ url: `/api/orders/${order.number}/invoice.pdf?key=${stale}`, headers: browser });
    expect(page.statusCode).toBe(403);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<html lang="hi-IN">');
    // Its one style block, allowed by its hash; nothing else may load.
    const style = /<style>([^<]+)<\/style>/.exec(page.body)![1]!;
    expect(page.headers['content-security-policy']).toBe(
      `default-src 'none'; style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'; frame-ancestors 'none'`,
    );
    expect(page.body).toContain('<h1>इनवॉइस का यह लिंक पुराना हो गया है</h1>');
    expect(page.body).toContain(`<a href="/hi/order/${order.number}">अपना ऑर्डर देखें ${order.number}</a>`);
    expect(page.body).not.toContain('Carter Road');
    const unsigned = await t.app.inject({ url: `/api/orders/${order.number}/invoice.pdf`, headers: browser });
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.body).toContain('<h1>इनवॉइस का यह लिंक हमारा भेजा हुआ नहीं है</h1>');
    await t.database.db.updateTable('orders').set({ language: 'en' }).where('number', '=', order.number).execute();

    // The order's answer gives the key back only to a request that brought a valid one.
    expect((await t.app.inject(`/api/orders/${order.number}`)).json()).not.toHaveProperty('documentsKey');
    expect((await t.app.inject(`/api/orders/${order.number}?key=${stale}`)).json()).not.toHaveProperty('documentsKey');
    expect((await t.app.inject(`/api/orders/${order.number}?key=${order.documentsKey}`)).json()).toMatchObject({ documentsKey: order.documentsKey });

    // The operator's copy: operators only, with the full address as the buyer's.
    expect((await t.app.inject(`/api/orders/${order.number}/operator-invoice.pdf`)).statusCode).toBe(401);
    const copy = await t.app.inject({ url: `/api/orders/${order.number}/operator-invoice.pdf`, headers: { cookie: await signInAsOperator(t) } });
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-disposition']).toMatch(/^attachment; filename="invoice-RS-\d\d-\d\d-\d{6}\.pdf"$/);
    const text = await pdfText(copy.rawPayload);
    expect(text).toContain('4 Carter Road, Bandra West');
    // Made once: the buyer's download is the operator's copy, byte for byte.
    expect((await download(order.number, order.documentsKey)).rawPayload.equals(copy.rawPayload)).toBe(true);
  });

  it('numbers concurrent orders without sharing or skipping a number', async () => {
    const before = await t.database.db.selectFrom('orders').select('invoice_number').execute();
    const responses = await Promise.all(Array.from({ length: 20 }, () => place(inOdisha)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const rows = await t.database.db.selectFrom('orders').select('invoice_number').execute();
    const numbers = rows.map((row) => row.invoice_number).sort();
    expect(numbers).toEqual(Array.from({ length: before.length + 20 }, (_, index) => expectedNumber(index + 1)));
  });

  it('takes a number back when the order\'s transaction rolls back, so the series keeps no gap', async () => {
    const year = '2031-32';
    await t.database.db.transaction().execute((trx) => nextInInvoiceSeries(trx, year));
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        expect(await nextInInvoiceSeries(trx, year)).toBe(2);
        throw new Error('the order could not be stored');
      }),
    ).rejects.toThrow('the order could not be stored');
    expect(await t.database.db.transaction().execute((trx) => nextInInvoiceSeries(trx, year))).toBe(2);
  });
});

describe.each(DATABASE_KINDS)('the invoice migration on %s', (kind) => {
  const t = useTestApp(kind);

  it('numbers the orders placed before it, oldest first, per financial year of their Indian date', async () => {
    const db = t.database.db;
    const migrator = shopMigrator(db, t.database.schema);
    const down = await migrator.migrateTo('0009-sign-in-level-2');
    expect(down.error).toBeUndefined();

    // 31 March 2026 19:00 UTC is already 1 April in India: the first order of 2026-27.
    const placedAt = ['2026-03-31T19:00:00.000Z', '2026-03-31T18:00:00.000Z', '2026-01-10T08:00:00.000Z', '2026-06-01T08:00:00.000Z'];
    const base = { status: 'placed', payment_method: 'cod', ...inOdisha, item_total_paise: 100, savings_paise: 15, shipping_paise: 0, order_total_paise: 85 };
    for (const [index, at] of placedAt.entries()) {
      await (db as unknown as import('kysely').Kysely<{ orders: Record<string, unknown> }>)
        .insertInto('orders')
        .values({ ...base, id: `old${index}`, number: `RS-OLD000000${index}`, idempotency_key: `old-${index}`, request_hash: 'x', created_at: at, updated_at: at })
        .execute();
    }
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();

    const rows = await db.selectFrom('orders').select(['id', 'invoice_number', 'invoice_date']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'old0', invoice_number: 'RS/26-27/000001', invoice_date: '2026-04-01' },
      { id: 'old1', invoice_number: 'RS/25-26/000002', invoice_date: '2026-03-31' },
      { id: 'old2', invoice_number: 'RS/25-26/000001', invoice_date: '2026-01-10' },
      { id: 'old3', invoice_number: 'RS/26-27/000002', invoice_date: '2026-06-01' },
    ]);
    // New orders go on from there.
    const next = await db.transaction().execute((trx) => nextInInvoiceSeries(trx, '2026-27'));
    expect(next).toBe(3);
  });
});
