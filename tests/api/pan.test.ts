import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, signInAsOperator, type TestApp } from '../helpers/test-app.ts';
import { productInput, SHIPPING_TO_CUTTACK } from '../helpers/shop-fixtures.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { webBuild } from '../helpers/web-build.ts';
import { toProductColumns } from '../../src/server/catalogue/wire.ts';
import type { ProductRecord } from '../../src/server/catalogue/repository.ts';
import { orderMailHtml, orderMailText } from '../../src/server/mail/templates.ts';
import type { MailKind } from '../../src/server/mail/tables.ts';
import type { OrderStatus, OperatorOrder, PublicOrder } from '../../src/shared/order.ts';
import { upiReferencePath } from '../../src/shared/order.ts';
import { checkoutPayPath, orderPathWithKey } from '../../src/web/lib/order-document-paths.ts';

// Orders of ₹2,00,000 or more (issue 42, point 2): Income-tax Rule 114B asks for the buyer's PAN.
// POST /api/orders refuses such an order without a well-formed PAN, beside the field, with a code
// the storefront words in the page's language; it keeps the PAN with the order, as the card
// prints it; the GST invoice and the credit note print it, the operator's answers give it, and
// no public answer, page or e-mail to the shopper ever does. Below ₹2,00,000 the shop keeps none.

const PAN = 'ABCPE1234F';

describe.each(DATABASE_KINDS)("the buyer's PAN on %s", (kind) => {
  let t: TestApp;
  let cookie: string;
  /** ₹2,35,294.12 less the 15% saving: ₹2,00,000.00, the first total that needs a PAN. */
  let threshold: ProductRecord;
  /** ₹2,35,294.11 less 15%: ₹1,99,999.99. */
  let below: ProductRecord;

  const place = (product: ProductRecord, extra: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID(), ...headers },
      payload: { ...SHIPPING_TO_CUTTACK, paymentMethod: 'upi', ...extra, lines: [{ productId: product.id, size: '2.6', quantity: 1 }] },
    });
  const storedOrder = (number: string) => t.database.db.selectFrom('orders').selectAll().where('number', '=', number).executeTakeFirstOrThrow();
  const countOrders = async () => (await t.database.db.selectFrom('orders').select('id').execute()).length;
  const stockOf = async (id: string) => Number((await t.database.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock);
  const setStatus = (number: string, status: OrderStatus) =>
    t.app.inject({ method: 'PATCH', url: `/api/orders/${number}`, headers: { cookie }, payload: { status } });
  const withKey = (number: string, path: string) => `${path}?key=${encodeURIComponent(t.app.documentLinks.keyFor(number))}`;

  beforeAll(async () => {
    t = await createTestApp(kind, { DIST_DIR: webBuild(), UPI_ID: 'rajatsilver@okaxis', UPI_NAME: 'Rajat Silver', ORDER_RATE_LIMIT: '1000', PAGE_RATE_LIMIT: '100000' });
    cookie = await signInAsOperator(t);
    const add = (name: string, price: number) => t.app.catalogue.createProduct(toProductColumns(productInput({ ProductName: name, ProductPrice: price, Stock: 20 })), []);
    threshold = await add('Filigree Bridal Set', 2_35_294.12);
    below = await add('Temple Choker', 2_35_294.11);
  }, 180_000);
  afterAll(() => t.close());

  it('refuses an order of ₹2,00,000 without a PAN, beside the field with a code to word in any language, and stores nothing', async () => {
    const orders = await countOrders();
    const stock = await stockOf(threshold.id);
    const none = await place(threshold, {}, { 'accept-language': 'hi-IN' });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({
      error: 'pan_required',
      message: "An order of ₹2,00,000 or more needs the buyer's PAN (Income-tax Rule 114B). Enter your PAN.",
      code: 'pan_required',
      fieldCodes: { pan: { code: 'pan_required', params: {} } },
    });
    // Cash on delivery is refused first: no PAN makes that much cash lawful.
    expect((await place(threshold, { paymentMethod: 'cod', pan: PAN })).json()).toMatchObject({ error: 'cod_limit' });
    expect(await countOrders()).toBe(orders);
    expect(await stockOf(threshold.id)).toBe(stock);
  });

  it('refuses an empty PAN as missing and a malformed one as such, beside the field', async () => {
    const empty = await place(threshold, { pan: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ fieldCodes: { pan: { code: 'pan_missing' } }, fieldErrors: { pan: 'Enter your PAN.' } });
    for (const malformed of ['ABCD1234EF', 'ABCDE12345', 'ABCDE1234FG', '1BCDE1234F']) {
      const refused = await place(threshold, { pan: malformed });
      expect(refused.statusCode, malformed).toBe(400);
      expect(refused.json().fieldCodes, malformed).toEqual({ pan: { code: 'pan_invalid', params: {} } });
    }
  });

  it('keeps the PAN of a ₹2,00,000 order as the card prints it, gives it to the operator, and to no public answer or page', async () => {
    const response = await place(threshold, { pan: 'abcpe 1234f' });
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json<PublicOrder & { documentsKey: string }>();
    expect(placed.orderTotal).toBe(2_00_000);
    expect((await storedOrder(placed.number)).pan).toBe(PAN);
    const number = placed.number;

    // The operator's list and its answer to a status change carry it.
    const listed = (await t.app.inject({ url: '/api/orders?limit=50', headers: { cookie } })).json<{ orders: OperatorOrder[] }>();
    expect(listed.orders.find((order) => order.number === number)?.pan).toBe(PAN);

    // No public answer does: the placing answer, the order's (with and without the buyer's key), the UTR's.
    const answers = [
      response.body,
      (await t.app.inject(`/api/orders/${number}`)).body,
      (await t.app.inject(withKey(number, `/api/orders/${number}`))).body,
      (await t.app.inject({ method: 'POST', url: withKey(number, upiReferencePath(number)), payload: { reference: '412345678901' } })).body,
    ];
    // Nor the order's page and the pay page, in any language.
    for (const prefix of ['', '/hi', '/or']) {
      for (const path of [orderPathWithKey(number, placed.documentsKey), checkoutPayPath(number, placed.documentsKey)]) {
        const page = await t.app.inject(`${prefix}${path}`);
        expect(page.statusCode, `${prefix}${path}`).toBe(200);
        expect(page.body).toContain(number);
        answers.push(page.body);
      }
    }
    for (const answer of answers) {
      expect(answer).not.toContain(PAN);
      expect(answer).not.toMatch(/"pan"/);
    }
    expect(JSON.parse(answers[1]!)).not.toHaveProperty('pan');
  });

  it('prints the PAN on the GST invoice and the credit note, and in no e-mail', async () => {
    const placed = (await place(threshold, { pan: PAN })).json<PublicOrder>();
    const number = placed.number;
    expect((await setStatus(number, 'paid')).json<OperatorOrder>()).toMatchObject({ status: 'paid', pan: PAN });
    const invoice = await t.app.inject(withKey(number, `/api/orders/${number}/invoice.pdf`));
    expect(invoice.statusCode).toBe(200);
    expect(await pdfText(invoice.rawPayload)).toContain(`PAN ${PAN}`);
    expect((await setStatus(number, 'cancelled')).statusCode).toBe(200);
    const creditNote = await t.app.inject(withKey(number, `/api/orders/${number}/credit-note.pdf`));
    expect(creditNote.statusCode).toBe(200);
    expect(await pdfText(creditNote.rawPayload)).toContain(`PAN ${PAN}`);

    // Every e-mail about the order, to the shopper and to the shop (the request to pay, the confirmation, the cancellation, the alert).
    const stored = await storedOrder(number);
    const lines = await t.database.db.selectFrom('order_lines').selectAll().where('order_id', '=', stored.id).execute();
    const mails = await t.database.db.selectFrom('mail_outbox').select(['kind', 'order_status', 'subject']).where('order_id', '=', stored.id).execute();
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['order_alert', 'order_confirmation', 'order_status', 'payment_request']);
    for (const mail of mails) {
      const composed = { kind: mail.kind as MailKind, status: mail.order_status, order: { ...stored, lines }, orderUrl: `https://shop.example.in/order/${number}` };
      for (const text of [mail.subject, orderMailText(composed), orderMailHtml(composed)]) expect(text, mail.kind).not.toContain(PAN);
    }
  });

  it('needs no PAN below ₹2,00,000, and keeps none given there', async () => {
    const without = await place(below, {});
    expect(without.statusCode, without.body).toBe(201);
    expect(without.json<PublicOrder>().orderTotal).toBe(1_99_999.99);
    const given = await place(below, { pan: PAN });
    expect(given.statusCode).toBe(201);
    expect((await storedOrder(given.json<PublicOrder>().number)).pan).toBeNull();
  });
});
