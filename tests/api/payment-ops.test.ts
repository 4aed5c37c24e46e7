import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, signInAsOperator, type TestApp } from '../helpers/test-app.ts';
import { productInput, SHIPPING_TO_CUTTACK } from '../helpers/shop-fixtures.ts';
import { parseCsv } from '../helpers/csv.ts';
import { toProductColumns } from '../../src/server/catalogue/wire.ts';
import type { ProductRecord } from '../../src/server/catalogue/repository.ts';
import { upiReferencePath, type OrderPage, type OrderStatus, type PublicOrder } from '../../src/shared/order.ts';
import { UPI_STATEMENT_PATH, type StatementReport } from '../../src/shared/bank-statement.ts';
import type { SalesSummary } from '../../src/shared/sales.ts';

// The operator's side of payments (issue 26): the orders list filtered by status, the bank
// statement that marks UPI orders paid in one step, the sales summary split by method with its
// refunds, and the export's payment columns.

const UPI = { UPI_ID: 'rajatsilver@okaxis', UPI_NAME: 'Rajat Silver', ORDER_RATE_LIMIT: '1000', ORDERS_PER_CONTACT: '1000', ORDERS_PER_CLIENT: '1000' };
const HOUR = 3_600_000;
/** One Lotus Ring (₹1,299.99 less 15%): the order total of a one-ring order. */
const ONE_RING = '1104.99';

/** A statement as HDFC exports it: the account's details above the header row. */
const hdfc = (...rows: string[]) =>
  [
    'HDFC BANK Ltd.,,,,,,',
    'Account No :,50100123456789,,,,,',
    '',
    'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
    ...rows,
    '',
    'STATEMENT SUMMARY :-,,,,,,',
  ].join('\r\n');

describe.each(DATABASE_KINDS)("the operator's payment views on %s", (kind) => {
  let t: TestApp;
  let cookie: string;
  let ring: ProductRecord;

  const place = async (method: 'upi' | 'cod', quantity = 1, piece: ProductRecord = ring) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: { ...SHIPPING_TO_CUTTACK, paymentMethod: method, lines: [{ productId: piece.id, size: '2.6', quantity }] },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<PublicOrder>();
  };
  const mark = async (number: string, status: OrderStatus) => {
    const response = await t.app.inject({ method: 'PATCH', url: `/api/orders/${number}`, headers: { cookie }, payload: { status } });
    expect(response.statusCode, response.body).toBe(200);
  };
  const statusOf = async (number: string) => (await t.database.db.selectFrom('orders').select('status').where('number', '=', number).executeTakeFirstOrThrow()).status;
  const list = (query: string, as: string | null = cookie) => t.app.inject({ method: 'GET', url: `/api/orders?${query}`, headers: as ? { cookie: as } : {} });
  const upload = (csv: string | Buffer, as: string | null = cookie, type = 'text/csv') =>
    t.app.inject({ method: 'POST', url: UPI_STATEMENT_PATH, headers: { 'content-type': type, ...(as ? { cookie: as } : {}) }, payload: csv });
  const giveReference = async (number: string, reference: string) => {
    const response = await t.app.inject({ method: 'POST', url: `${upiReferencePath(number)}?key=${encodeURIComponent(t.app.documentLinks.keyFor(number))}`, payload: { reference } });
    expect(response.statusCode, response.body).toBe(200);
  };
  /** Each reference once: the orders of one test file share a database. */
  let nextReference = 412345678900;
  const newReference = () => String((nextReference += 1));
  /** The order's status changes in the audit trail (the shopper's UTR is audited too, apart). */
  const auditOf = (number: string) => t.database.db.selectFrom('audit_log').select(['event', 'actor', 'details']).where('subject', '=', number).where('event', '=', 'order-status').execute();

  beforeAll(async () => {
    t = await createTestApp(kind, UPI);
    cookie = await signInAsOperator(t);
    ring = await t.app.catalogue.createProduct(toProductColumns(productInput({ ProductName: 'Lotus Ring', ProductPrice: 1299.99, Stock: 1000 })), []);
  });
  afterAll(() => t.close());

  describe('the orders list filtered by status', () => {
    it('lists the orders of the statuses asked for, newest first, paging on within the filter', async () => {
      const awaiting = [await place('upi'), await place('upi'), await place('upi')];
      const cod = await place('cod');
      const paid = await place('upi');
      await mark(paid.number, 'paid');

      const first = await list('status=awaiting_payment&limit=2');
      expect(first.statusCode).toBe(200);
      const page = first.json<OrderPage>();
      expect(page.orders).toHaveLength(2);
      expect(page.nextCursor).not.toBeNull();
      const next = (await list(`status=awaiting_payment&limit=2&cursor=${page.nextCursor}`)).json<OrderPage>();
      expect(next.nextCursor).toBeNull();
      const listed = [...page.orders, ...next.orders];
      expect(listed.every((order) => order.status === 'awaiting_payment')).toBe(true);
      expect(listed.map((order) => order.number).sort()).toEqual(awaiting.map((order) => order.number).sort());
      const times = listed.map((order) => order.createdAt);
      expect(times).toEqual([...times].sort().reverse());

      // To confirm: placed (cash on delivery) and paid (prepaid), as one comma-separated list.
      const toConfirm = (await list('status=placed,paid&limit=100')).json<OrderPage>();
      const numbers = toConfirm.orders.map((order) => order.number);
      expect(numbers).toContain(cod.number);
      expect(numbers).toContain(paid.number);
      expect(numbers).not.toContain(awaiting[0]!.number);
      expect(new Set(toConfirm.orders.map((order) => order.status))).toEqual(new Set(['placed', 'paid']));

      // No filter: every order, as before.
      const all = (await list('limit=100')).json<OrderPage>().orders.map((order) => order.number);
      for (const order of [...awaiting, cod, paid]) expect(all).toContain(order.number);
    });

    it('refuses an unknown status with the statuses it takes, and stays closed to anyone but an operator', async () => {
      const refused = await list('status=unpaid');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(
        'Unknown order status: unpaid. The status must be one of: awaiting_payment, paid, placed, confirmed, shipped, delivered, cancelled, returned, payment_failed, expired.',
      );
      expect((await list('status=placed,')).statusCode).toBe(400);
      expect((await list('status=awaiting_payment', null)).statusCode).toBe(401);
    });
  });

  describe('a bank statement matched against UPI orders', () => {
    it('marks paid the order whose UPI reference and total a row shows, with an audit row, and the one whose number a row names', async () => {
      const byReference = await place('upi');
      const reference = newReference();
      await giveReference(byReference.number, reference);
      const byNumber = await place('upi');
      const untouched = await place('upi');

      const response = await upload(
        hdfc(
          `24/11/26,UPI-ASHA MISHRA-asha@okicici-ICIC0001234-${reference}-PAYMENT,0000${reference},24/11/26,,"${ONE_RING}","1,50,000.00"`,
          // The bank drops the hyphen of the order number the UPI link carried as its note.
          `24/11/26,UPI/P2A/${newReference()}/${byNumber.number.replace('-', '')}/HDFC,,24/11/26,,"₹${ONE_RING}","1,51,104.99"`,
          '24/11/26,NEFT DR-SILVERSMITH SUPPLIES,N123456,24/11/26,"25,000.00",,"1,26,104.99"',
          '25/11/26,UPI-SOMEONE ELSE-999999999999,,25/11/26,,500.00,"1,26,604.99"',
        ),
      );
      expect(response.statusCode, response.body).toBe(200);
      const report = response.json<StatementReport>();
      expect(report.credits).toBe(3);
      expect(report.paid.map((row) => row.orderNumber).sort()).toEqual([byReference.number, byNumber.number].sort());
      expect(report.paid.find((row) => row.orderNumber === byReference.number)).toMatchObject({ line: 5, date: '24/11/26', amount: 1104.99, reference });
      expect(report.unmatched).toEqual([expect.objectContaining({ line: 8, amount: 500, note: null })]);
      expect(report.notPaid).toEqual([]);
      expect(report.claimedTwice).toEqual([]);

      expect(await statusOf(byReference.number)).toBe('paid');
      expect(await statusOf(byNumber.number)).toBe('paid');
      expect(await statusOf(untouched.number)).toBe('awaiting_payment');
      expect(await auditOf(byReference.number)).toEqual([{ event: 'order-status', actor: 'operator@rajatsilver.in', details: `paid (bank statement, UTR ${reference})` }]);
      // Paid as the operator's Paid pays: numbered invoice.
      const stored = await t.app.orders.findByNumber(byNumber.number);
      expect(stored?.invoice_number).toMatch(/^RS\/\d{2}-\d{2}\/\d{6}$/);
      expect(stored?.paid_at).not.toBeNull();

      // The same statement again marks nothing twice: the row's UTR paid the order already.
      const again = (await upload(hdfc(`24/11/26,UPI-ASHA MISHRA-asha@okicici-ICIC0001234-${reference}-PAYMENT,0000${reference},24/11/26,,"${ONE_RING}",0`))).json<StatementReport>();
      expect(again.paid).toEqual([]);
      expect(again.unmatched[0]?.note).toBe(`Its UPI reference ${reference} paid order ${byReference.number} already.`);
    });

    it('a UTR pays once: a later statement listing the payment again pays no other order that carries it (decision 038)', async () => {
      const first = await place('upi');
      const reference = newReference();
      // Paid by its number, the row's reference column giving the payment's UTR.
      const report = (await upload(hdfc(`24/11/26,UPI ${first.number} ASHA,0000${reference},24/11/26,,${ONE_RING},0`))).json<StatementReport>();
      expect(report.paid).toEqual([expect.objectContaining({ orderNumber: first.number, reference })]);
      expect(await t.database.db.selectFrom('upi_references').select(['reference', 'paid_at']).where('reference', '=', reference).execute()).toEqual([
        { reference, paid_at: expect.any(String) },
      ]);
      // Another order's shopper gives that UTR: refused, it paid an order already.
      const second = await place('upi');
      const taken = await t.app.inject({ method: 'POST', url: `${upiReferencePath(second.number)}?key=${encodeURIComponent(t.app.documentLinks.keyFor(second.number))}`, payload: { reference } });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ code: 'upi_reference_refused', params: { reason: 'taken' } });
      // An order that carries it all the same (given before the shop refused such references):
      // the next export, overlapping the last, lists the payment again and pays nothing.
      await t.database.db.updateTable('orders').set({ upi_reference: reference }).where('number', '=', second.number).execute();
      const overlap = (await upload(hdfc(`24/11/26,UPI ${first.number} ASHA,0000${reference},24/11/26,,${ONE_RING},0`))).json<StatementReport>();
      expect(overlap.paid).toEqual([]);
      expect(overlap.unmatched).toEqual([expect.objectContaining({ note: `Its UPI reference ${reference} paid order ${first.number} already.` })]);
      expect(await statusOf(second.number)).toBe('awaiting_payment');
      // Nor does the operator's Paid: the order's UTR paid another order.
      const byHand = await t.app.inject({ method: 'PATCH', url: `/api/orders/${second.number}`, headers: { cookie }, payload: { status: 'paid' } });
      expect(byHand.statusCode).toBe(409);
      expect(byHand.json()).toMatchObject({ error: 'upi_reference_used', message: `UPI reference ${reference} belongs to order ${first.number}: one payment pays one order. Look at both orders.` });
      expect(await statusOf(second.number)).toBe('awaiting_payment');
    });

    it("reads a row's UTR from its reference column or the narration's UPI/<12 digits>/ only, never any 12 digits in its text", async () => {
      const order = await place('upi');
      const reference = newReference();
      await giveReference(order.number, reference);
      const loose = (
        await upload(hdfc(`24/11/26,NEFT CR-ASHA MISHRA-FOR ${reference},,24/11/26,,${ONE_RING},0`, `24/11/26,UPI/ASHA/${reference} NOTE,,24/11/26,,${ONE_RING},0`))
      ).json<StatementReport>();
      expect(loose.paid).toEqual([]);
      expect(loose.unmatched.map((row) => row.line)).toEqual([5, 6]);
      expect(await statusOf(order.number)).toBe('awaiting_payment');
      const placed = (await upload(hdfc(`24/11/26,UPI/${reference}/ASHA,,24/11/26,,${ONE_RING},0`))).json<StatementReport>();
      expect(placed.paid).toEqual([expect.objectContaining({ orderNumber: order.number, reference })]);
    });

    it('leaves an order whose total differs by a paisa, and says so', async () => {
      const order = await place('upi');
      const reference = newReference();
      await giveReference(order.number, reference);
      const report = (await upload(hdfc(`24/11/26,UPI/${reference}/ASHA,,24/11/26,,1104.98,0`))).json<StatementReport>();
      expect(report.paid).toEqual([]);
      expect(report.unmatched).toEqual([expect.objectContaining({ amount: 1104.98, note: `It names order ${order.number}, but the order total is ₹1,104.99, not ₹1,104.98.` })]);
      expect(await statusOf(order.number)).toBe('awaiting_payment');
    });

    it('leaves alone an order two rows claim, and reports both rows', async () => {
      const order = await place('upi');
      const reference = newReference();
      await giveReference(order.number, reference);
      const report = (
        await upload(hdfc(`24/11/26,UPI/${reference}/ASHA,,24/11/26,,${ONE_RING},0`, `25/11/26,UPI ${order.number} ASHA,,25/11/26,,${ONE_RING},0`))
      ).json<StatementReport>();
      expect(report.paid).toEqual([]);
      expect(report.claimedTwice).toEqual([{ orderNumber: order.number, rows: [expect.objectContaining({ line: 5 }), expect.objectContaining({ line: 6 })] }]);
      expect(await statusOf(order.number)).toBe('awaiting_payment');
    });

    it('takes a late payment whose pieces are still there, and reports the sum to refund for one whose pieces have sold', async () => {
      const piece = await t.app.catalogue.createProduct(toProductColumns(productInput({ ProductName: 'Kundan Jhumka', ProductPrice: 1299.99, Stock: 1 })), []);
      const sold = await place('upi', 1, piece);
      const soldReference = newReference();
      await giveReference(sold.number, soldReference);
      await mark(sold.number, 'payment_failed'); // its piece goes back ...
      const other = await place('upi', 1, piece); // ... and another shopper takes it
      await mark(other.number, 'paid');
      const late = await place('upi');
      await mark(late.number, 'payment_failed');

      const report = (
        await upload(hdfc(`26/11/26,UPI/${soldReference}/LATE,,26/11/26,,${ONE_RING},0`, `26/11/26,BY UPI ${late.number},,26/11/26,,${ONE_RING},0`))
      ).json<StatementReport>();
      expect(report.paid.map((row) => row.orderNumber)).toEqual([late.number]);
      expect(report.notPaid).toEqual([
        expect.objectContaining({
          orderNumber: sold.number,
          reason: `The pieces of this order have sold since; refund the shopper's payment of ₹1,104.99 (UPI reference ${soldReference}) instead.`,
        }),
      ]);
      expect(await statusOf(sold.number)).toBe('payment_failed');
      expect(await statusOf(late.number)).toBe('paid');
      expect(await auditOf(sold.number)).toEqual([expect.objectContaining({ details: 'payment_failed' })]);
    });

    it('reads the usual column names in any case, a Dr/Cr column beside one Amount column, and a multipart upload', async () => {
      const order = await place('upi');
      const reference = newReference();
      await giveReference(order.number, reference);
      const debit = await place('upi');
      const csv = [
        'TXN DATE,Description,Ref No.,AMOUNT,Dr / Cr,Balance',
        `24-11-2026,TO UPI ${debit.number},,${ONE_RING},DR,0`,
        `24-11-2026,UPI CREDIT,${reference},"1,104.99",CR,0`,
      ].join('\n');
      const form = new FormData();
      form.append('statement', new Blob([csv], { type: 'application/vnd.ms-excel' }), 'statement.csv');
      const request = new Request('http://shop.test/', { method: 'POST', body: form });
      const response = await t.app.inject({
        method: 'POST',
        url: UPI_STATEMENT_PATH,
        headers: { cookie, 'content-type': request.headers.get('content-type')! },
        payload: Buffer.from(await request.arrayBuffer()),
      });
      expect(response.statusCode, response.body).toBe(200);
      const report = response.json<StatementReport>();
      expect(report.credits).toBe(1);
      expect(report.paid.map((row) => row.orderNumber)).toEqual([order.number]);
      expect(await statusOf(debit.number)).toBe('awaiting_payment');
    });

    it('refuses a file that is not a CSV statement, or lacks a column, naming what is missing and changing nothing', async () => {
      const order = await place('upi');
      const reference = newReference();
      await giveReference(order.number, reference);
      const row = `24/11/26,UPI/${reference},${ONE_RING}`;

      const noCredit = await upload(`Date,Narration,Withdrawal Amt.\n${row}`);
      expect(noCredit.statusCode).toBe(400);
      expect(noCredit.json()).toMatchObject({
        error: 'bad_statement',
        message: "The statement's header row lacks a credit amount column (Credit, Deposit, Deposit Amt., Cr Amount, or Amount).",
      });
      const noNarration = await upload(`Date,Deposit Amt.,Balance\n24/11/26,${ONE_RING},0`);
      expect(noNarration.statusCode).toBe(400);
      expect(noNarration.json().message).toContain('reference or narration column');
      const notAStatement = await upload('Dear operator,\nplease find the statement attached.');
      expect(notAStatement.statusCode).toBe(400);
      expect(notAStatement.json().message).toContain('no header row names a date, a credit amount and a reference or narration column');
      const workbook = await upload(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]), cookie, 'application/octet-stream');
      expect(workbook.statusCode).toBe(400);
      expect(workbook.json().message).toBe('This file is an Excel workbook, not a CSV file. Download the statement from your bank as CSV (or save it as CSV) and upload that.');
      expect((await upload('{"rows":[]}', cookie, 'application/json')).statusCode).toBe(415);
      const form = new FormData();
      form.append('statement', new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00])]), 'statement.xlsx');
      const request = new Request('http://shop.test/', { method: 'POST', body: form });
      const excel = await t.app.inject({
        method: 'POST',
        url: UPI_STATEMENT_PATH,
        headers: { cookie, 'content-type': request.headers.get('content-type')! },
        payload: Buffer.from(await request.arrayBuffer()),
      });
      expect(excel.statusCode).toBe(400);
      expect(excel.json().message).toBe('This file is an Excel workbook, not a CSV file. Download the statement from your bank as CSV (or save it as CSV) and upload that.');
      expect((await upload('x'.repeat(1024 * 1024 + 1))).statusCode).toBe(413);

      expect(await statusOf(order.number)).toBe('awaiting_payment');
      expect(await auditOf(order.number)).toEqual([]);
    });

    it('is for operators only: signed out, the file is not read and nothing changes', async () => {
      const order = await place('upi');
      const response = await upload(hdfc(`24/11/26,UPI ${order.number},,24/11/26,,${ONE_RING},0`), null);
      expect(response.statusCode).toBe(401);
      expect(await statusOf(order.number)).toBe('awaiting_payment');
    });
  });
});

describe.each(DATABASE_KINDS)('the sales split by method and the export payment columns on %s', (kind) => {
  it('splits the takings by method, leaves unpaid prepaid orders out, and counts pending and processed refunds by when they were asked', async () => {
    const t = await createTestApp(kind, UPI);
    try {
      const cookie = await signInAsOperator(t);
      const ring = await t.app.catalogue.createProduct(toProductColumns(productInput({ ProductName: 'Lotus Ring', ProductPrice: 1299.99, Stock: 100 })), []);
      const place = async (method: 'upi' | 'cod', quantity = 1) =>
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/orders',
            headers: { 'idempotency-key': randomUUID() },
            payload: { ...SHIPPING_TO_CUTTACK, paymentMethod: method, lines: [{ productId: ring.id, size: '2.6', quantity }] },
          })
        ).json<PublicOrder>();
      const now = new Date();
      await place('cod');
      await place('cod', 2);
      const cancelled = await place('cod');
      await t.app.orders.setStatus(cancelled.number, 'cancelled');
      const upi = await place('upi');
      await t.app.orders.setStatus(upi.number, 'paid');
      await place('upi'); // awaiting its payment: not a sale
      // A Razorpay order, paid through the gateway: stored as the gateway's settling stores it.
      const gateway = await place('upi');
      await t.app.orders.setStatus(gateway.number, 'paid');
      await t.database.db.updateTable('orders').set({ payment_method: 'razorpay', gateway_payment_id: 'pay_TestPaymentId01', upi_reference: null }).where('number', '=', gateway.number).execute();
      const { id: gatewayId } = await t.database.db.selectFrom('orders').select('id').where('number', '=', gateway.number).executeTakeFirstOrThrow();

      const refund = (id: string, status: string, createdAt: Date, paise: number) =>
        t.database.db
          .insertInto('payment_refunds')
          .values({
            id,
            order_id: id === 'rf1' ? gatewayId : `other-${id}`,
            payment_id: `pay_${id}`,
            amount_paise: paise,
            reason: 'cancelled',
            idempotency_key: `key-${id}`,
            status: status as 'processed',
            refund_id: null,
            created_at: createdAt.toISOString(),
            updated_at: createdAt.toISOString(),
          })
          .execute();
      await refund('rf1', 'processed', now, 110499);
      await refund('rf2', 'pending', now, 50000);
      await refund('rf3', 'failed', now, 70000); // moved no money
      await refund('rf4', 'requested', now, 80000); // not answered yet
      await refund('rf5', 'processed', new Date(now.getTime() - 10 * 24 * HOUR), 20000); // in the 30 days only

      const summary = (await t.app.inject({ method: 'GET', url: '/api/sales/summary', headers: { cookie } })).json<SalesSummary>();
      // Today's totals as ever; the split beside them adds up to them.
      expect(summary.periods.today).toEqual({ orders: 4, revenue: 5524.95, cancelled: 1, returned: 0 });
      expect(summary.byMethod.today).toEqual({
        cod: { orders: 2, revenue: 3314.97 },
        upi: { orders: 1, revenue: 1104.99 },
        razorpay: { orders: 1, revenue: 1104.99 },
      });
      expect(summary.byMethod.last30Days).toEqual(summary.byMethod.today);
      expect(summary.refunds.today).toEqual({ count: 2, amount: 1604.99 });
      expect(summary.refunds.last7Days).toEqual({ count: 2, amount: 1604.99 });
      expect(summary.refunds.last30Days).toEqual({ count: 3, amount: 1804.99 });

      const day = new Date(now.getTime() + 5.5 * HOUR).toISOString().slice(0, 10);
      const csv = await t.app.inject({ method: 'GET', url: `/api/sales/orders.csv?from=${day}&to=${day}`, headers: { cookie } });
      const [header, ...rows] = parseCsv(csv.body.slice(1).trimEnd());
      const cell = (row: string[] | undefined, column: string) => row?.[header!.indexOf(column)];
      expect(header!.slice(-3)).toEqual(['Gateway payment id', 'Refund (INR)', 'Refund status']);
      expect(header!.slice(3, 6)).toEqual(['Payment', 'UPI reference', 'Paid (IST)']);
      const gatewayRow = rows.find((row) => row[0] === gateway.number);
      expect(cell(gatewayRow, 'Payment')).toBe('Card, UPI, netbanking or wallet');
      expect(cell(gatewayRow, 'Gateway payment id')).toBe('pay_TestPaymentId01');
      expect(cell(gatewayRow, 'Refund (INR)')).toBe('1104.99');
      expect(cell(gatewayRow, 'Refund status')).toBe('Processed');
      const upiRow = rows.find((row) => row[0] === upi.number);
      expect([cell(upiRow, 'Gateway payment id'), cell(upiRow, 'Refund (INR)'), cell(upiRow, 'Refund status')]).toEqual(['', '', '']);
      expect(rows).toHaveLength(5); // the unpaid UPI order is not a sale
    } finally {
      await t.close();
    }
  });
});
