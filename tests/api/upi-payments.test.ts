import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import jsQR from 'jsqr';
import { createTestApp, DATABASE_KINDS, signInAsOperator, type TestApp } from '../helpers/test-app.ts';
import { productInput, SHIPPING_TO_CUTTACK } from '../helpers/shop-fixtures.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { toProductColumns } from '../../src/server/catalogue/wire.ts';
import type { ProductRecord } from '../../src/server/catalogue/repository.ts';
import type { OperatorOrder, PaymentTerms, PublicOrder, UpiPayment } from '../../src/shared/order.ts';
import { orderMailHtml, orderMailText } from '../../src/server/mail/templates.ts';
import { formatIndiaDateTime } from '../../src/shared/india-time.ts';
import { pagePolicy } from '../../src/server/http/security-headers.ts';
import { paymentRetryPath, upiQrPath, upiReferencePath } from '../../src/shared/order.ts';

// UPI to the shop's own UPI ID (decision 032): a UPI order waits for its payment holding its
// pieces, uninvoiced and unannounced; the shopper pays from the QR code or link and gives the
// reference; the shop marks it paid (invoice, e-mails) or not received, or the sweep expires it;
// a payment after that takes the pieces again while they are there.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const UPI = { UPI_ID: 'rajatsilver@okaxis', UPI_NAME: 'Rajat Silver', UPI_HOLD_MINUTES: '120', UPI_CHECK_HOURS: '48' };
/** A UTR pays once (decision 038): each test gives its own. */
let nextReference = 412345678900;
let REFERENCE = '';

type Line = { productId: string; size?: string; quantity: number };

/** The order's UPI payment; throws for another method. */
function upiPaymentOf(order: PublicOrder): UpiPayment {
  if (order.payment?.method !== 'upi') throw new Error(`Order ${order.number} is not paid by UPI.`);
  return order.payment;
}

describe.each(DATABASE_KINDS)('UPI payments on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let ring: ProductRecord;
  let chain: ProductRecord;

  const place = (lines: Line[], extra: Record<string, unknown> = { paymentMethod: 'upi' }, on: TestApp = t) =>
    on.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: { ...SHIPPING_TO_CUTTACK, ...extra, lines: lines.map((line) => ({ size: '2.6', ...line })) },
    });
  const placeUpi = async (lines: Line[], on: TestApp = t) => {
    const response = await place(lines, { paymentMethod: 'upi' }, on);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<PublicOrder>();
  };
  const mark = (number: string, status: string, on: TestApp = t, as: string = cookie) =>
    on.app.inject({ method: 'PATCH', url: `/api/orders/${number}`, headers: { cookie: as }, payload: { status } });
  /** A path with the buyer's key (decision 030), which the payment routes ask for (decision 038). */
  const withKey = (number: string, path: string, on: TestApp = t) => `${path}?key=${encodeURIComponent(on.app.documentLinks.keyFor(number))}`;
  const giveReference = (number: string, reference: unknown, on: TestApp = t) => on.app.inject({ method: 'POST', url: withKey(number, upiReferencePath(number), on), payload: { reference } });
  const stockOf = async (id: string, on: TestApp = t) => Number((await on.database.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock);
  const storedOrder = async (number: string, on: TestApp = t) => {
    const order = await on.database.db.selectFrom('orders').selectAll().where('number', '=', number).executeTakeFirstOrThrow();
    const lines = await on.database.db.selectFrom('order_lines').selectAll().where('order_id', '=', order.id).orderBy('position').execute();
    return { ...order, lines };
  };
  const mailsOf = async (number: string, on: TestApp = t) => {
    const { id } = await storedOrder(number, on);
    return on.database.db.selectFrom('mail_outbox').select(['kind', 'subject', 'recipients']).where('order_id', '=', id).orderBy('kind').execute();
  };
  const publicOrder = async (number: string) => (await t.app.inject({ method: 'GET', url: `/api/orders/${number}` })).json<PublicOrder>();
  const addPiece = (name: string, price: number, stock: number, on: TestApp = t) =>
    on.app.catalogue.createProduct(toProductColumns(productInput({ ProductName: name, ProductPrice: price, Stock: stock })), []);

  beforeAll(async () => {
    t = await createTestApp(kind, { ...UPI, ORDER_RATE_LIMIT: '1000', COD_LIMIT: '2000' });
    cookie = await signInAsOperator(t); // an operator account: the shop's alerts go to it
    ring = await addPiece('Lotus Ring', 1299.99, 1000);
    chain = await addPiece('Rope Chain', 2450.5, 1000);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    nextReference += 1;
    REFERENCE = String(nextReference);
  });

  it('offers UPI first at the checkout when UPI_ID is set, and cash on delivery alone when not', async () => {
    expect((await t.app.inject('/api/payment-terms')).json<PaymentTerms>().methods).toEqual(['upi', 'cod']);
    const plain = await createTestApp(kind);
    try {
      expect((await plain.app.inject('/api/payment-terms')).json<PaymentTerms>().methods).toEqual(['cod']);
      // ... and refuses a UPI order there, storing nothing.
      const piece = await addPiece('Plain Ring', 1299.99, 5, plain);
      const refused = await place([{ productId: piece.id, quantity: 1 }], { paymentMethod: 'upi' }, plain);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ error: 'payment_method', message: 'This shop does not take UPI payments.' });
      expect(await plain.database.db.selectFrom('orders').select('id').execute()).toEqual([]);
      expect(await stockOf(piece.id, plain)).toBe(5);
      // Cash on delivery, said or not, is as ever.
      expect((await place([{ productId: piece.id, quantity: 1 }], {}, plain)).json<PublicOrder>()).toMatchObject({ status: 'placed', paymentMethod: 'cod', payment: null });
      expect((await place([{ productId: piece.id, quantity: 1 }], { paymentMethod: 'cod' }, plain)).json<PublicOrder>()).toMatchObject({ status: 'placed', paymentMethod: 'cod' });
    } finally {
      await plain.close();
    }
  });

  it('places a UPI order awaiting its payment: pieces held for UPI_HOLD_MINUTES, no invoice number, one e-mail: the request to pay by UPI, in its transaction', async () => {
    const before = await stockOf(ring.id);
    const started = Date.now();
    const order = await placeUpi([{ productId: ring.id, quantity: 2 }]);
    expect(order).toMatchObject({ status: 'awaiting_payment', paymentMethod: 'upi', invoiceNumber: null, confirmBy: null, orderTotal: 2209.98 });
    expect(order.payment).toMatchObject({ method: 'upi', amount: 2209.98, reference: null, paidAt: null });
    expect(upiPaymentOf(order).upiUri).toBe(`upi://pay?pa=rajatsilver%40okaxis&pn=Rajat%20Silver&am=2209.98&cu=INR&tn=${order.number}`);
    const payBy = new Date(order.payment!.payBy!).getTime();
    expect(payBy).toBeGreaterThanOrEqual(started + 120 * MINUTE);
    expect(payBy).toBeLessThanOrEqual(Date.now() + 120 * MINUTE);
    expect(await stockOf(ring.id)).toBe(before - 2);
    expect(await mailsOf(order.number)).toEqual([
      { kind: 'payment_request', subject: `Rajat Silver: pay ₹2,209.98 by UPI for your order ${order.number}`, recipients: 'ananya@example.in' },
    ]);
    expect(await storedOrder(order.number)).toMatchObject({ invoice_number: null, invoice_date: null, upi_reference: null, paid_at: null });
    // The page's GET says the same.
    expect(await publicOrder(order.number)).toMatchObject({ status: 'awaiting_payment', payment: order.payment });
  });

  it('takes UPI past the cash ceiling but not past the piece caps, flags a bulk order, and still asks a large order for the PAN', async () => {
    // Rope Chain at ₹2,082.92 is over this shop's COD_LIMIT of ₹2,000; 4 of one piece over the cap of 3.
    expect((await place([{ productId: chain.id, quantity: 1 }], {})).json()).toMatchObject({ error: 'cod_limit' });
    const toeRing = await addPiece('Toe Ring', 99.99, 100);
    expect((await place([{ productId: toeRing.id, quantity: 4 }], { paymentMethod: 'cod' })).json()).toMatchObject({ error: 'cod_pieces' });
    expect((await placeUpi([{ productId: chain.id, quantity: 1 }])).status).toBe('awaiting_payment');
    // The piece caps hold a prepaid order too: it holds its pieces while its payment is awaited (decision 038).
    const stockBefore = await stockOf(toeRing.id);
    const capped = await place([{ productId: toeRing.id, quantity: 4 }]);
    expect(capped.statusCode).toBe(422);
    expect(capped.json()).toMatchObject({
      error: 'cod_pieces',
      message: 'An order may hold at most 3 of “Toe Ring”; your cart has 4. For more, please call us on +91 671 230 4455 or write to sales@rajatsilver.in.',
      params: { cash: false },
    });
    expect(await stockOf(toeRing.id)).toBe(stockBefore);
    const many = await placeUpi([{ productId: toeRing.id, quantity: 3 }, { productId: ring.id, quantity: 2 }]);
    expect((await storedOrder(many.number)).bulk).toBe(1);

    const crore = await addPiece('Heavy Necklace', 3_00_000, 5);
    const noPan = await place([{ productId: crore.id, quantity: 1 }]);
    expect(noPan.statusCode).toBe(422);
    expect(noPan.json()).toMatchObject({ error: 'pan_required' });
    const withPan = await place([{ productId: crore.id, quantity: 1 }], { paymentMethod: 'upi', pan: 'ABCPE1234F' });
    expect(withPan.statusCode).toBe(201);
    expect((await storedOrder(withPan.json<PublicOrder>().number)).pan).toBe('ABCPE1234F');
  });

  it('keeps the limits of orders per phone, e-mail and client for UPI orders', async () => {
    const limited = await createTestApp(kind, { ...UPI, ORDERS_PER_CONTACT: '1' });
    try {
      const piece = await addPiece('Limited Ring', 1299.99, 5, limited);
      expect((await place([{ productId: piece.id, quantity: 1 }], { paymentMethod: 'upi' }, limited)).statusCode).toBe(201);
      const second = await place([{ productId: piece.id, quantity: 1 }], { paymentMethod: 'upi' }, limited);
      expect(second.statusCode).toBe(429);
      expect(second.json()).toMatchObject({ error: 'order_limit' });
    } finally {
      await limited.close();
    }
  });

  it('draws the payment link as a QR code (SVG) that decodes to it, for an order awaiting its payment only', async () => {
    const order = await placeUpi([{ productId: ring.id, quantity: 1 }]);
    const response = await t.app.inject({ method: 'GET', url: upiQrPath(order.number) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('no-store');
    const svg = response.body;
    expect(svg).toMatch(/^<svg /);

    const { data, info } = await sharp(Buffer.from(svg), { density: 300 }).resize(600, 600, { kernel: 'nearest' }).flatten({ background: '#ffffff' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const decoded = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
    expect(decoded?.data).toBe(upiPaymentOf(order).upiUri);
    expect(decoded?.data).toBe(`upi://pay?pa=rajatsilver%40okaxis&pn=Rajat%20Silver&am=1104.99&cu=INR&tn=${order.number}`);

    // The order page may show it as an <img>: its policy takes images from the shop itself, and
    // the SVG needs nothing the API's own policy (default-src 'none') forbids: no script, no style.
    expect(pagePolicy({ mediaPublicUrl: undefined })).toMatch(/img-src 'self'/);
    expect(svg).not.toMatch(/<script|<style|style=|href=/i);

    // A small-letter number finds it too; an order that no longer awaits its payment has none.
    expect((await t.app.inject({ method: 'GET', url: upiQrPath(order.number.toLowerCase()) })).statusCode).toBe(200);
    expect((await mark(order.number, 'paid')).statusCode).toBe(200);
    const gone = await t.app.inject({ method: 'GET', url: upiQrPath(order.number) });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ error: 'not_found' });
    const cod = (await place([{ productId: ring.id, quantity: 1 }], {})).json<PublicOrder>();
    expect((await t.app.inject({ method: 'GET', url: upiQrPath(cod.number) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: upiQrPath('RS-2222222222') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/nonsense/upi-qr.svg' })).statusCode).toBe(404);
  });

  it('takes the UPI reference while the order awaits its payment, spaces and all, and holds the pieces UPI_CHECK_HOURS longer', async () => {
    const order = await placeUpi([{ productId: ring.id, quantity: 1 }]);
    const given = Date.now();
    const response = await giveReference(order.number, REFERENCE.replace(/(\d{4})(?=\d)/g, '$1 '));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answered = response.json<PublicOrder>();
    // The public order gives the reference's last four digits only (decision 038); operators see it whole.
    expect(answered).toMatchObject({ number: order.number, status: 'awaiting_payment', payment: { reference: `•••• •••• ${REFERENCE.slice(-4)}` } });
    expect((await t.app.inject({ method: 'GET', url: `/api/orders?limit=100`, headers: { cookie } })).json<{ orders: OperatorOrder[] }>().orders.find((each) => each.number === order.number)?.payment).toMatchObject({ reference: REFERENCE });
    expect(upiPaymentOf(answered).upiUri).toBe(upiPaymentOf(order).upiUri);
    const payBy = new Date(answered.payment!.payBy!).getTime();
    expect(payBy).toBeGreaterThanOrEqual(given + 48 * HOUR);
    expect(payBy).toBeLessThanOrEqual(Date.now() + 48 * HOUR);
    expect((await storedOrder(order.number)).stock_held_until).toBe(answered.payment!.payBy);

    // The link's key (decision 030) comes back as GET /api/orders/:number gives it.
    expect(answered.documentsKey).toBe(t.app.documentLinks.keyFor(order.number));
  });

  it("takes the reference only with the buyer's key", async () => {
    const order = await placeUpi([{ productId: ring.id, quantity: 1 }]);
    const other = await placeUpi([{ productId: ring.id, quantity: 1 }]);
    for (const url of [upiReferencePath(order.number), `${upiReferencePath(order.number)}?key=${encodeURIComponent(t.app.documentLinks.keyFor(other.number))}`, `${upiReferencePath(order.number)}?key=1.abc`]) {
      const refused = await t.app.inject({ method: 'POST', url, payload: { reference: REFERENCE } });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({
        error: 'payment_link_unsigned',
        code: 'payment_link_unsigned',
        message: 'Open this order from the link in your order e-mail, or from the checkout, to pay for it.',
      });
    }
    expect(await storedOrder(order.number)).toMatchObject({ upi_reference: null, stock_held_until: order.payment!.payBy });
    expect(await t.database.db.selectFrom('audit_log').select('id').where('subject', '=', order.number).execute()).toEqual([]);
    // The order page's own key (the one placing answered) does.
    const keyed = await t.app.inject({ method: 'POST', url: `${upiReferencePath(order.number)}?key=${encodeURIComponent(order.documentsKey!)}`, payload: { reference: REFERENCE } });
    expect(keyed.statusCode, keyed.body).toBe(200);
  });

  it('takes one reference an order, once: the same again changes nothing, another is refused, and one another order carries is refused', async () => {
    const order = await placeUpi([{ productId: ring.id, quantity: 1 }]);
    const first = (await giveReference(order.number, REFERENCE)).json<PublicOrder>();
    const heldUntil = (await storedOrder(order.number)).stock_held_until;
    expect(first.payment!.payBy).toBe(heldUntil);

    // The same again, later: no longer hold (a UTR lengthens the hold once), no second audit row.
    const again = await t.app.inject({ method: 'POST', url: withKey(order.number, upiReferencePath(order.number)), payload: { reference: REFERENCE } });
    expect(again.statusCode).toBe(200);
    expect(again.json<PublicOrder>().payment!.payBy).toBe(heldUntil);
    // Another reference never silently replaces it.
    nextReference += 1;
    const second = await giveReference(order.number, String(nextReference));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: 'not_awaiting_payment', code: 'upi_reference_refused', params: { reason: 'given' } });
    expect(second.json().message).toMatch(/^This order already has a UPI reference, and we are looking for that payment\./);
    expect(await storedOrder(order.number)).toMatchObject({ upi_reference: REFERENCE, stock_held_until: heldUntil });

    // A reference another order carries is refused there: one payment pays one order.
    const other = await placeUpi([{ productId: ring.id, quantity: 1 }]);
    const taken = await giveReference(other.number, REFERENCE);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'not_awaiting_payment', code: 'upi_reference_refused', params: { reason: 'taken' } });
    expect(await storedOrder(other.number)).toMatchObject({ upi_reference: null, stock_held_until: other.payment!.payBy });
    // Two orders giving one reference at once: one of them has it.
    const racers = [await placeUpi([{ productId: ring.id, quantity: 1 }]), await placeUpi([{ productId: ring.id, quantity: 1 }])];
    nextReference += 1;
    const raced = await Promise.all(racers.map((each) => giveReference(each.number, String(nextReference))));
    expect(raced.map((each) => each.statusCode).sort()).toEqual([200, 409]);
    const audit = await t.database.db.selectFrom('audit_log').select(['event', 'subject']).where('event', '=', 'utr-submitted').where('subject', 'in', [order.number, other.number]).execute();
    expect(audit).toEqual([{ event: 'utr-submitted', subject: order.number }]);
  });

  it('refuses a malformed reference with the rule, and a reference for an order that no longer awaits its payment', async () => {
    const order = await placeUpi([{ productId: ring.id, quantity: 1 }]);
    const rule = 'The UPI reference (UTR) is the 12-digit number your UPI app shows for the payment.';
    for (const bad of ['41234567890', '4123456789012', 'ABCDEFGHIJKL', '', 412345678901, 'x'.repeat(41)]) {
      const refused = await giveReference(order.number, bad);
      expect(refused.statusCode, String(bad)).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'invalid_request', message: rule, fieldErrors: { reference: rule }, code: 'upi_reference_invalid', fieldCodes: { reference: { code: 'upi_reference_invalid' } } });
    }
    expect((await storedOrder(order.number)).upi_reference).toBeNull();
    expect((await giveReference('RS-2222222222', REFERENCE)).statusCode).toBe(404);

    expect((await mark(order.number, 'paid')).statusCode).toBe(200);
    const paid = await giveReference(order.number, REFERENCE);
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toEqual({
      error: 'not_awaiting_payment',
      message: 'This order is already paid: it needs no UPI reference.',
      code: 'upi_reference_refused',
      params: { reason: 'paid' },
    });
    const cod = (await place([{ productId: ring.id, quantity: 1 }], {})).json<PublicOrder>();
    expect((await giveReference(cod.number, REFERENCE)).json()).toEqual({
      error: 'not_awaiting_payment',
      message: 'This order is not paid by UPI: it needs no UPI reference.',
      code: 'upi_reference_refused',
      params: { reason: 'not_upi' },
    });
    const failed = await placeUpi([{ productId: ring.id, quantity: 1 }]);
    await mark(failed.number, 'payment_failed');
    const late = await giveReference(failed.number, REFERENCE);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      message: 'We could not find a payment for this order. If you have paid for it, please call or write to us with the UPI reference.',
      code: 'upi_reference_refused',
      params: { reason: 'payment_failed' },
    });
  });

  it.each([
    ['en', 'Rajat Silver: pay ₹1,104.99 by UPI for your order', 'To complete it, pay ₹1,104.99 by UPI', 'Pay by UPI'],
    ['hi', 'Rajat Silver: अपने ऑर्डर', 'UPI से ₹1,104.99 का भुगतान करें', 'UPI से भुगतान करें'],
    ['or', 'Rajat Silver: ଆପଣଙ୍କ ଅର୍ଡର', 'UPIରେ ₹1,104.99 ପେମେଣ୍ଟ କରନ୍ତୁ', 'UPI ଆପ୍‌ରେ ପେମେଣ୍ଟ କରନ୍ତୁ'],
  ] as const)('asks the shopper of a UPI order placed in %s to pay: the amount, the time to pay by, the link to the order', async (language, subject, ask, button) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID(), 'accept-language': `${language}-IN` },
      payload: { ...SHIPPING_TO_CUTTACK, paymentMethod: 'upi', lines: [{ productId: ring.id, size: '2.6', quantity: 1 }] },
    });
    expect(response.statusCode).toBe(201);
    const order = response.json<PublicOrder>();
    const [request] = await mailsOf(order.number);
    expect(request?.kind).toBe('payment_request');
    expect(request?.subject.startsWith(subject)).toBe(true);
    expect(request?.subject).toContain(order.number);
    expect(request?.subject).toContain('₹1,104.99');
    const stored = await storedOrder(order.number);
    const mail = { kind: 'payment_request' as const, status: null, order: stored, orderUrl: `https://shop.example.in/order/${order.number}?key=k` };
    const text = orderMailText(mail);
    expect(text).toContain(ask);
    expect(text).toContain(formatIndiaDateTime(order.payment!.payBy!, language));
    expect(text).toContain(`https://shop.example.in/order/${order.number}?key=k`);
    expect(text).not.toMatch(language === 'en' ? /received your UPI payment/ : /[A-Za-z]{4,} (your|the) /);
    const html = orderMailHtml(mail);
    expect(html).toContain(`href="https://shop.example.in/order/${order.number}?key=k"`);
    expect(html).toContain(`>${button}</a>`);
  });

  it('marked paid by the shop: keeps its pieces, numbers its invoice, queues the e-mails, and is audited', async () => {
    const before = await stockOf(ring.id);
    const order = await placeUpi([{ productId: ring.id, quantity: 1 }]);
    await giveReference(order.number, REFERENCE);
    const response = await mark(order.number, 'paid');
    expect(response.statusCode, response.body).toBe(200);
    const paid = response.json<OperatorOrder>();
    expect(paid).toMatchObject({ status: 'paid', payment: { method: 'upi', amount: 1104.99, upiUri: null, reference: REFERENCE, payBy: null } });
    expect(paid.invoiceNumber).toMatch(/^RS\/\d{2}-\d{2}\/\d{6}$/);
    expect(Date.parse(paid.payment!.paidAt!)).toBeLessThanOrEqual(Date.now());
    expect(await stockOf(ring.id)).toBe(before - 1);
    expect((await storedOrder(order.number)).stock_held_until).toBeNull();

    expect(await mailsOf(order.number)).toEqual([
      { kind: 'order_alert', subject: `New order ${order.number}: ₹1,104.99, paid by UPI`, recipients: 'operator@rajatsilver.in' },
      { kind: 'order_confirmation', subject: `Rajat Silver: your order ${order.number} is paid`, recipients: 'ananya@example.in' },
      { kind: 'payment_request', subject: `Rajat Silver: pay ₹1,104.99 by UPI for your order ${order.number}`, recipients: 'ananya@example.in' },
    ]);
    const stored = await storedOrder(order.number);
    const text = orderMailText({ kind: 'order_confirmation', status: null, order: stored, orderUrl: 'https://shop.example.in/order/x' });
    expect(text).toContain(`We have received your UPI payment of ₹1,104.99 (UPI reference ${REFERENCE}).`);
    expect(text).not.toMatch(/cash/i);
    const shipped = orderMailText({ kind: 'order_status', status: 'shipped', order: stored, orderUrl: 'https://shop.example.in/order/x' });
    expect(shipped).toContain('It is paid for by UPI: nothing is due to the courier.');

    const audit = await t.database.db.selectFrom('audit_log').select(['event', 'actor', 'details']).where('subject', '=', order.number).orderBy('id').execute();
    expect(audit).toEqual([
      { event: 'utr-submitted', actor: 'shopper', details: `UTR ${REFERENCE}` },
      { event: 'order-status', actor: 'operator@rajatsilver.in', details: 'paid' },
    ]);

    // The invoice says how it was paid.
    const pdf = await t.app.inject({ method: 'GET', url: `/api/orders/${order.number}/operator-invoice.pdf`, headers: { cookie } });
    expect(pdf.statusCode).toBe(200);
    const words = (await pdfText(pdf.rawPayload, 'blocks')).replace(/\s+/g, ' ');
    expect(words).toContain(`Paid by UPI (reference ${REFERENCE})`);
    expect(words).not.toContain('Cash on delivery');

    // Then on as a COD order: confirmed (the pieces stay), and a paid order cancelled is refunded.
    expect((await mark(order.number, 'confirmed')).json<OperatorOrder>().status).toBe('confirmed');
    expect((await mark(order.number, 'cancelled')).json<OperatorOrder>().creditNoteNumber).toMatch(/^CN\//);
    expect(await stockOf(ring.id)).toBe(before);
    const cancelled = orderMailText({ kind: 'order_status', status: 'cancelled', order: await storedOrder(order.number), orderUrl: 'https://shop.example.in/order/x' });
    expect(cancelled).toContain(`We will refund your UPI payment of ₹1,104.99 (UPI reference ${REFERENCE}) to the account it came from.`);
  });

  it('gives the pieces back when the payment is not received or the order is cancelled unpaid, with no e-mail but the request to pay, and no credit note', async () => {
    const before = await stockOf(ring.id);
    for (const status of ['payment_failed', 'cancelled']) {
      const order = await placeUpi([{ productId: ring.id, quantity: 3 }]);
      expect(await stockOf(ring.id)).toBe(before - 3);
      const response = await mark(order.number, status);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<OperatorOrder>()).toMatchObject({ status, invoiceNumber: null, creditNoteNumber: null, payment: { upiUri: null, payBy: null, paidAt: null } });
      expect(await stockOf(ring.id)).toBe(before);
      expect((await mailsOf(order.number)).map((mail) => mail.kind)).toEqual(['payment_request']);
    }
    // Only the moves ORDER_TRANSITIONS allows.
    const order = await placeUpi([{ productId: ring.id, quantity: 1 }]);
    const refused = await mark(order.number, 'confirmed');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'invalid_transition' });
  });

  it('the hold sweep expires an unpaid UPI order once, with two sweeps racing, and gives its pieces back', async () => {
    const own = await createTestApp(kind, UPI);
    try {
      const piece = await addPiece('Swept Ring', 1299.99, 3, own);
      const order = await placeUpi([{ productId: piece.id, quantity: 2 }], own);
      const payBy = new Date(order.payment!.payBy!).getTime();
      expect(await own.app.orders.releaseExpiredHolds(new Date(payBy - 1000))).toBe(0);
      expect(await stockOf(piece.id, own)).toBe(1);

      const later = new Date(payBy + 1000);
      const released = await Promise.all([own.app.orders.releaseExpiredHolds(later), own.app.orders.releaseExpiredHolds(later)]);
      expect(released[0] + released[1]).toBe(1);
      expect(await stockOf(piece.id, own)).toBe(3);
      expect(await own.app.orders.releaseExpiredHolds(new Date(payBy + 10 * HOUR))).toBe(0);
      expect(await stockOf(piece.id, own)).toBe(3);
      const expired = await storedOrder(order.number, own);
      expect(expired).toMatchObject({ status: 'expired', stock_held_until: null, invoice_number: null, credit_note_number: null, cancel_reason: null });
      expect((await mailsOf(order.number, own)).map((mail) => mail.kind)).toEqual(['payment_request']);

      // A reference given once the hold has been extended keeps the sweep off it until then.
      const checked = await placeUpi([{ productId: piece.id, quantity: 1 }], own);
      const answered = await giveReference(checked.number, REFERENCE, own);
      const checkEnd = new Date(answered.json<PublicOrder>().payment!.payBy!).getTime();
      expect(await own.app.orders.releaseExpiredHolds(new Date(checkEnd - 1000))).toBe(0);
      expect((await storedOrder(checked.number, own)).status).toBe('awaiting_payment');
      expect(await own.app.orders.releaseExpiredHolds(new Date(checkEnd + 1000))).toBe(1);
      expect((await storedOrder(checked.number, own)).status).toBe('expired');
    } finally {
      await own.close();
    }
  });

  it('a late payment takes the pieces again when they are there, and when they have sold is refused with the sum to refund, changing nothing', async () => {
    const own = await createTestApp(kind, UPI);
    try {
      const operator = await signInAsOperator(own);
      const piece = await addPiece('Last Ring', 1299.99, 1, own);
      const expire = async (number: string) => {
        const stored = await storedOrder(number, own);
        expect(await own.app.orders.releaseExpiredHolds(new Date(Date.parse(stored.stock_held_until!) + 1000))).toBe(1);
      };

      // Expired, the piece back on sale and still there: marked paid, it is taken again.
      const first = await placeUpi([{ productId: piece.id, quantity: 1 }], own);
      await expire(first.number);
      expect(await stockOf(piece.id, own)).toBe(1);
      const paid = await mark(first.number, 'paid', own, operator);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json<OperatorOrder>()).toMatchObject({ status: 'paid' });
      expect(paid.json<OperatorOrder>().invoiceNumber).toMatch(/^RS\//);
      expect(await stockOf(piece.id, own)).toBe(0);
      expect((await mailsOf(first.number, own)).map((mail) => mail.kind)).toEqual(['order_alert', 'order_confirmation', 'payment_request']);

      // Not received, and the piece sold to someone else since: refused, nothing changes.
      await own.database.db.updateTable('products').set({ stock: 1 }).where('id', '=', piece.id).execute();
      const second = await placeUpi([{ productId: piece.id, quantity: 1 }], own);
      await giveReference(second.number, REFERENCE, own);
      expect((await mark(second.number, 'payment_failed', own, operator)).statusCode).toBe(200);
      const sold = await place([{ productId: piece.id, quantity: 1 }], {}, own);
      expect(sold.statusCode).toBe(201);
      const before = await storedOrder(second.number, own);
      const refused = await mark(second.number, 'paid', own, operator);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        error: 'out_of_stock',
        message: `The pieces of this order have sold since; refund the shopper's payment of ₹1,104.99 (UPI reference ${REFERENCE}) instead.`,
      });
      expect(await storedOrder(second.number, own)).toEqual(before);
      expect(before).toMatchObject({ status: 'payment_failed', paid_at: null, invoice_number: null });
      expect(await stockOf(piece.id, own)).toBe(0);
      expect((await mailsOf(second.number, own)).map((mail) => mail.kind)).toEqual(['payment_request']);
    } finally {
      await own.close();
    }
  });

  it('leaves UPI orders never paid out of the sales summary and the orders export, and names the reference and the payment time there', async () => {
    const own = await createTestApp(kind, UPI);
    try {
      const operator = await signInAsOperator(own);
      const piece = await addPiece('Counted Ring', 1299.99, 10, own);
      const awaiting = await placeUpi([{ productId: piece.id, quantity: 1 }], own);
      const failed = await placeUpi([{ productId: piece.id, quantity: 1 }], own);
      await mark(failed.number, 'payment_failed', own, operator);
      const paid = await placeUpi([{ productId: piece.id, quantity: 1 }], own);
      await giveReference(paid.number, REFERENCE, own);
      await mark(paid.number, 'paid', own, operator);
      const cod = (await place([{ productId: piece.id, quantity: 1 }], {}, own)).json<PublicOrder>();

      const summary = (await own.app.inject({ method: 'GET', url: '/api/sales/summary', headers: { cookie: operator } })).json();
      expect(summary.periods.today).toEqual({ orders: 2, revenue: 2209.98, cancelled: 0, returned: 0 });
      // The paid UPI order waits for the shop's Confirm, as the placed COD order does.
      expect(summary.awaitingShipment).toMatchObject({ orders: 2, placed: 2, confirmed: 0 });

      const day = new Date(Date.now() + 5.5 * HOUR).toISOString().slice(0, 10);
      const csv = await own.app.inject({ method: 'GET', url: `/api/sales/orders.csv?from=${day}&to=${day}`, headers: { cookie: operator } });
      expect(csv.statusCode).toBe(200);
      const rows = csv.body.slice(1).trim().split('\r\n');
      expect(rows[0]).toContain('"Payment","UPI reference","Paid (IST)"');
      expect(rows).toHaveLength(3);
      expect(csv.body).not.toContain(awaiting.number);
      expect(csv.body).not.toContain(failed.number);
      const paidAt = (await storedOrder(paid.number, own)).paid_at!;
      const paidIst = new Date(Date.parse(paidAt) + 5.5 * HOUR).toISOString().slice(0, 16).replace('T', ' ');
      expect(rows.find((row) => row.includes(paid.number))).toContain(`"Paid","UPI","${REFERENCE}","${paidIst}"`);
      expect(rows.find((row) => row.includes(cod.number))).toContain('"Placed","Cash on delivery","",""');
    } finally {
      await own.close();
    }
  });

  describe('trying to pay again (decision 038)', () => {
    let own: TestApp;
    let operator: string;
    const retry = (number: string, key: string | null = own.app.documentLinks.keyFor(number)) =>
      own.app.inject({ method: 'POST', url: `${paymentRetryPath(number)}${key === null ? '' : `?key=${encodeURIComponent(key)}`}` });
    /** A UPI order whose payment the shop did not find, its piece back on sale. */
    const unpaid = async (productId: string, email: string) => {
      const response = await place([{ productId, quantity: 1 }], { paymentMethod: 'upi', email, phone: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}` }, own);
      expect(response.statusCode, response.body).toBe(201);
      const order = response.json<PublicOrder>();
      expect((await mark(order.number, 'payment_failed', own, operator)).statusCode).toBe(200);
      return order;
    };

    beforeAll(async () => {
      own = await createTestApp(kind, { ...UPI, ORDERS_PER_CONTACT: '2', ORDERS_PER_CLIENT: '1000', PAYMENT_RETRY_HOURS: '24' });
      operator = await signInAsOperator(own);
    });
    afterAll(() => own.close());

    it("needs the buyer's key: without it nothing changes", async () => {
      const piece = await addPiece('Keyed Ring', 1299.99, 5, own);
      const order = await unpaid(piece.id, 'keyed@example.in');
      for (const key of [null, 'not-the-key', own.app.documentLinks.keyFor('RS-ABCDEFGHJK')]) {
        const refused = await retry(order.number, key);
        expect(refused.statusCode, String(key)).toBe(403);
        expect(refused.json()).toMatchObject({ error: 'payment_link_unsigned', code: 'payment_link_unsigned' });
      }
      expect((await storedOrder(order.number, own)).status).toBe('payment_failed');
      expect(await stockOf(piece.id, own)).toBe(5);
      const retried = await retry(order.number);
      expect(retried.statusCode, retried.body).toBe(200);
      expect(await stockOf(piece.id, own)).toBe(4);
    });

    it('is refused once the order is older than PAYMENT_RETRY_HOURS', async () => {
      const piece = await addPiece('Old Ring', 1299.99, 5, own);
      const order = await unpaid(piece.id, 'old@example.in');
      const placedAt = new Date(Date.now() - 25 * HOUR).toISOString();
      await own.database.db.updateTable('orders').set({ created_at: placedAt }).where('number', '=', order.number).execute();
      const refused = await retry(order.number);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        error: 'not_retryable',
        message: 'This order was placed too long ago to be paid for now. Please place a new order.',
        code: 'retry_refused',
        params: { reason: 'too_old' },
      });
      expect((await storedOrder(order.number, own)).status).toBe('payment_failed');
      expect(await stockOf(piece.id, own)).toBe(5);
    });

    it("pays today's price or is refused: a piece whose price changed since, or is no longer sold, refuses it", async () => {
      const piece = await addPiece('Repriced Ring', 1299.99, 5, own);
      const order = await unpaid(piece.id, 'repriced@example.in');
      await own.database.db.updateTable('products').set({ price_paise: 999_99 }).where('id', '=', piece.id).execute();
      const refused = await retry(order.number);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        error: 'not_retryable',
        message: "The price of a piece in this order has changed since it was placed. Please place a new order at today's price.",
        code: 'retry_refused',
        params: { reason: 'price_changed' },
      });
      expect(await storedOrder(order.number, own)).toMatchObject({ status: 'payment_failed', order_total_paise: 1104_99 });
      expect(await stockOf(piece.id, own)).toBe(5);
      // The price back as it was: the order is paid at it.
      await own.database.db.updateTable('products').set({ price_paise: 1299_99 }).where('id', '=', piece.id).execute();
      expect((await retry(order.number)).statusCode).toBe(200);
    });

    it('counts toward the orders one phone, e-mail and client may place', async () => {
      const piece = await addPiece('Counted Retry Ring', 1299.99, 5, own);
      const order = await unpaid(piece.id, 'counted@example.in'); // 1 of ORDERS_PER_CONTACT's 2
      expect((await retry(order.number)).statusCode).toBe(200); // 2
      expect((await mark(order.number, 'payment_failed', own, operator)).statusCode).toBe(200);
      const refused = await retry(order.number);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: 'order_limit', code: 'order_limit', params: { by: 'phone', count: 2, hours: 24 } });
      expect((await storedOrder(order.number, own)).status).toBe('payment_failed');
      expect(await stockOf(piece.id, own)).toBe(5);
      // The retry counted for the e-mail address too: a new order from it is refused.
      const next = await place([{ productId: piece.id, quantity: 1 }], { paymentMethod: 'upi', email: 'counted@example.in', phone: '9000000001' }, own);
      expect(next.statusCode).toBe(429);
      expect(next.json()).toMatchObject({ error: 'order_limit', params: { by: 'email' } });
    });
  });
});
