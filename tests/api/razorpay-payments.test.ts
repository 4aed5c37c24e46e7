import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, signInAsOperator, type TestApp } from '../helpers/test-app.ts';
import { productInput, SHIPPING_TO_CUTTACK } from '../helpers/shop-fixtures.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from '../support/razorpay-stand-in.ts';
import { buildApp } from '../../src/server/app.ts';
import { toProductColumns } from '../../src/server/catalogue/wire.ts';
import type { ProductRecord } from '../../src/server/catalogue/repository.ts';
import { reconcilePayments } from '../../src/server/payments/reconciler.ts';
import { orderMailText } from '../../src/server/mail/templates.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { formatInr } from '../../src/shared/money.ts';
import type { SettleServices } from '../../src/server/payments/settle-payment.ts';
import {
  paymentRetryPath,
  RAZORPAY_WEBHOOK_PATH,
  razorpayCallbackPath,
  razorpayCheckoutPath,
  type GatewayPayment,
  type OperatorOrder,
  type PaymentTerms,
  type PublicOrder,
  type RazorpayCheckout,
} from '../../src/shared/order.ts';

// Razorpay (decision 033), through real HTTP: the shop listens on loopback, the stand-in gateway
// answers its API calls and sends it signed webhooks. Only a verified webhook or the gateway's
// own word (a status fetch) makes an order paid; never backwards, never twice.

const MINUTE = 60_000;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

type Line = { productId: string; size?: string; quantity: number };

/** The order's Razorpay payment; throws for another method. */
function gatewayPaymentOf(order: PublicOrder): GatewayPayment {
  if (order.payment?.method !== 'razorpay') throw new Error(`Order ${order.number} is not paid through Razorpay.`);
  return order.payment;
}

describe.each(DATABASE_KINDS)('Razorpay payments on %s', (kind) => {
  let t: TestApp;
  let gateway: RazorpayStandIn;
  let base: string;
  let cookie: string;
  let ring: ProductRecord;

  const listen = async (app: FastifyInstance) => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  };
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}, at = base) => {
    const response = await fetch(`${at}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {}, text };
  };
  const addPiece = (name: string, price: number, stock: number) =>
    t.app.catalogue.createProduct(toProductColumns(productInput({ ProductName: name, ProductPrice: price, Stock: stock })), []);
  const place = async (lines: Line[], method = 'razorpay') => {
    const response = await call('POST', '/api/orders', { ...SHIPPING_TO_CUTTACK, paymentMethod: method, lines: lines.map((line) => ({ size: '2.6', ...line })) }, { 'idempotency-key': randomUUID() });
    return response;
  };
  const placeRazorpay = async (lines: Line[] = [{ productId: ring.id, quantity: 1 }]) => {
    const response = await place(lines);
    expect(response.status, response.text).toBe(201);
    return response.json as unknown as PublicOrder & { documentsKey: string };
  };
  /** A payment route's path with the buyer's key (decision 038). */
  const keyed = (number: string, path: string, on: TestApp = t) => `${path}?key=${encodeURIComponent(on.app.documentLinks.keyFor(number))}`;
  const openCheckout = async (number: string) => {
    const response = await call('POST', keyed(number, razorpayCheckoutPath(number)));
    expect(response.status, response.text).toBe(200);
    return response.json as unknown as RazorpayCheckout;
  };
  /** A Razorpay order placed and its Checkout opened: the gateway order made. */
  const placeAndOpen = async (lines?: Line[]) => {
    const order = await placeRazorpay(lines);
    const checkout = await openCheckout(order.number);
    return { order, checkout };
  };
  const stored = (number: string) => t.database.db.selectFrom('orders').selectAll().where('number', '=', number).executeTakeFirstOrThrow();
  const stockOf = async (id: string) => Number((await t.database.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock);
  const mailsOf = async (number: string) => {
    const { id } = await stored(number);
    return t.database.db.selectFrom('mail_outbox').select(['kind']).where('order_id', '=', id).orderBy('kind').execute();
  };
  const auditOf = (number: string) => t.database.db.selectFrom('audit_log').select(['event', 'actor', 'details']).where('subject', '=', number).orderBy('id').execute();
  const refundsOf = async (number: string) => {
    const { id } = await stored(number);
    return t.database.db.selectFrom('payment_refunds').selectAll().where('order_id', '=', id).execute();
  };
  const publicOrder = async (number: string) => (await call('GET', `/api/orders/${number}`)).json as unknown as PublicOrder;
  const services = (): SettleServices => ({ db: t.database.db, orders: t.app.orders, gateway: t.app.paymentGateway!, log: quiet });
  const postWebhook = (body: string, signature: string, eventId: string, at = base) =>
    fetch(`${at}${RAZORPAY_WEBHOOK_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId }, body });
  /** The events made for a payment, by name (made, whether sent or not). */
  const eventsOf = (paymentId: string) =>
    new Map(gateway.events.filter((event) => event.body.includes(paymentId)).map((event) => [(JSON.parse(event.body) as { event: string }).event, event]));

  beforeAll(async () => {
    gateway = await startRazorpayStandIn();
    t = await createTestApp(kind, { ...gateway.env, ORDER_RATE_LIMIT: '1000', PAYMENT_HOLD_MINUTES: '30' });
    base = await listen(t.app);
    gateway.webhookUrl = `${base}${RAZORPAY_WEBHOOK_PATH}`;
    cookie = await signInAsOperator(t);
    ring = await addPiece('Lotus Ring', 1299.99, 1000);
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });
  beforeEach(() => {
    gateway.dropWebhooks = false;
    gateway.failNext = 0;
  });

  it('offers Razorpay when its keys are set, in the methods order, and refuses it where they are not', async () => {
    expect(((await call('GET', '/api/payment-terms')).json as PaymentTerms).methods).toEqual(['razorpay', 'cod']);
    const plain = await createTestApp(kind);
    try {
      const piece = await plain.app.catalogue.createProduct(toProductColumns(productInput({ ProductName: 'Plain Ring', ProductPrice: 1299.99, Stock: 5 })), []);
      const refused = await plain.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { 'idempotency-key': randomUUID() },
        payload: { ...SHIPPING_TO_CUTTACK, paymentMethod: 'razorpay', lines: [{ productId: piece.id, size: '2.6', quantity: 1 }] },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ error: 'payment_method', message: 'This shop does not take payments through Razorpay.', fieldErrors: { paymentMethod: 'This shop does not take payments through Razorpay.' } });
      expect(await plain.database.db.selectFrom('orders').select('id').execute()).toEqual([]);
      expect((await plain.app.inject({ method: 'POST', url: razorpayCheckoutPath('RS-ABCDEFGHJK') })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('places a Razorpay order awaiting its payment, holding its pieces for PAYMENT_HOLD_MINUTES, uninvoiced, its shopper asked to pay', async () => {
    const before = await stockOf(ring.id);
    const started = Date.now();
    const order = await placeRazorpay([{ productId: ring.id, quantity: 2 }]);
    expect(order).toMatchObject({ status: 'awaiting_payment', paymentMethod: 'razorpay', invoiceNumber: null });
    expect(order.payment).toEqual({ method: 'razorpay', amount: order.orderTotal, payBy: expect.any(String), paidAt: null, retryable: false, paymentId: null, lastError: null, refund: null });
    const payBy = Date.parse(order.payment!.payBy!);
    expect(payBy).toBeGreaterThanOrEqual(started + 30 * MINUTE);
    expect(payBy).toBeLessThanOrEqual(Date.now() + 30 * MINUTE);
    expect(await stockOf(ring.id)).toBe(before - 2);
    expect(await mailsOf(order.number)).toEqual([{ kind: 'payment_request' }]);
  });

  it("makes the gateway order once (again, or twice at once, the same one), with the buyer's details only for the order's key", async () => {
    const order = await placeRazorpay();
    const before = gateway.orders.size;
    const [first, second] = await Promise.all([openCheckout(order.number), openCheckout(order.number)]);
    const third = await openCheckout(order.number);
    expect(second.orderId).toBe(first.orderId);
    expect(third.orderId).toBe(first.orderId);
    expect(first).toEqual({
      keyId: gateway.env.RAZORPAY_KEY_ID,
      orderId: expect.stringMatching(/^order_/),
      amount: Math.round(order.orderTotal * 100),
      currency: 'INR',
      name: 'Rajat Silver',
      description: `Order ${order.number}`,
      prefill: { name: 'Ananya Mishra', email: 'ananya@example.in', contact: '+919876543210' },
    });
    expect(gateway.orders.size).toBe(before + 1);
    expect(gateway.orders.get(first.orderId)).toMatchObject({ amount: Math.round(order.orderTotal * 100), currency: 'INR', receipt: order.number });
    const row = await stored(order.number);
    expect(row.gateway_order_id).toBe(first.orderId);
    expect(row.payment_check_at).not.toBeNull();

    const withOwnKey = await call('POST', `${razorpayCheckoutPath(order.number)}?key=${order.documentsKey}`);
    expect((withOwnKey.json as RazorpayCheckout).orderId).toBe(first.orderId);
    // Without the buyer's key (decision 038), or with another, nothing is made and nothing said of the buyer.
    const other = await placeRazorpay();
    const beforeUnsigned = gateway.orders.size;
    for (const path of [razorpayCheckoutPath(other.number), `${razorpayCheckoutPath(other.number)}?key=not-the-key`, `${razorpayCheckoutPath(other.number)}?key=${order.documentsKey}`]) {
      const refused = await call('POST', path);
      expect(refused.status, path).toBe(403);
      expect(refused.json).toEqual({
        error: 'payment_link_unsigned',
        message: 'Open this order from the link in your order e-mail, or from the checkout, to pay for it.',
        code: 'payment_link_unsigned',
        params: {},
      });
    }
    expect(gateway.orders.size).toBe(beforeUnsigned);
    expect((await stored(other.number)).gateway_order_id).toBeNull();
  });

  it('answers 503 when the gateway is down, and 409 for an order that awaits no payment', async () => {
    const order = await placeRazorpay();
    gateway.failNext = 1;
    const down = await call('POST', keyed(order.number, razorpayCheckoutPath(order.number)));
    expect(down.status).toBe(503);
    expect(down.json).toMatchObject({ error: 'gateway_unavailable', message: 'Razorpay cannot be reached just now. Please try again in a minute.' });
    expect((await stored(order.number)).gateway_order_id).toBeNull();

    const cod = await place([{ productId: ring.id, quantity: 1 }], 'cod');
    const codNumber = (cod.json as unknown as PublicOrder).number;
    const notRazorpay = await call('POST', keyed(codNumber, razorpayCheckoutPath(codNumber)));
    expect(notRazorpay.status).toBe(409);
    expect(notRazorpay.json).toMatchObject({ error: 'not_awaiting_payment', message: 'This order is not paid through Razorpay.', code: 'razorpay_refused', params: { reason: 'not_razorpay' } });

    const { order: paid, checkout } = await placeAndOpen();
    await gateway.pay(checkout.orderId);
    const again = await call('POST', keyed(paid.number, razorpayCheckoutPath(paid.number)));
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ error: 'not_awaiting_payment', message: 'This order is already paid.', code: 'razorpay_refused', params: { reason: 'paid' } });
  });

  it('a verified webhook makes the order paid: pieces kept, invoice numbered, e-mails queued, audited as razorpay', async () => {
    const { order, checkout } = await placeAndOpen();
    // Not an operator's click: only the gateway's word makes a Razorpay order paid.
    const byHand = await call('PATCH', `/api/orders/${order.number}`, { status: 'paid' }, { cookie });
    expect(byHand.status).toBe(409);
    expect(byHand.json).toEqual({ error: 'invalid_transition', message: "A Razorpay order becomes paid on Razorpay's own word, when its payment reaches the shop: it cannot be marked paid by hand." });
    expect((await stored(order.number)).status).toBe('awaiting_payment');
    const checkoutAnswer = await gateway.pay(checkout.orderId);
    const paymentId = checkoutAnswer.razorpay_payment_id;
    const row = await stored(order.number);
    expect(row).toMatchObject({ status: 'paid', gateway_payment_id: paymentId, payment_error: null, payment_check_at: null, stock_held_until: null });
    expect(row.paid_at).not.toBeNull();
    expect(row.invoice_number).not.toBeNull();
    expect(await mailsOf(order.number)).toEqual([{ kind: 'order_alert' }, { kind: 'order_confirmation' }, { kind: 'payment_request' }]);
    expect(await auditOf(order.number)).toEqual([{ event: 'order-status', actor: 'razorpay', details: `paid (${paymentId})` }]);
    expect(gatewayPaymentOf(await publicOrder(order.number))).toMatchObject({ paymentId, payBy: null, refund: null, retryable: false });
    // Each delivery was answered 200 the first time.
    const ids = [...eventsOf(paymentId).values()].map((event) => event.id);
    expect(gateway.deliveries.filter((delivery) => ids.includes(delivery.eventId)).map((delivery) => delivery.status)).toEqual([200, 200, 200]);
  });

  it('the e-mails and the invoice say it was paid online through Razorpay, with the payment id; a cancelled one says where the refund goes', async () => {
    const { order, checkout } = await placeAndOpen();
    const { razorpay_payment_id: paymentId } = await gateway.pay(checkout.orderId);
    const total = formatInr(Math.round(order.orderTotal * 100));
    const { id } = await stored(order.number);
    const subjects = await t.database.db.selectFrom('mail_outbox').select(['kind', 'subject']).where('order_id', '=', id).orderBy('kind').execute();
    expect(subjects).toEqual([
      { kind: 'order_alert', subject: `New order ${order.number}: ${total}, paid online through Razorpay` },
      { kind: 'order_confirmation', subject: `Rajat Silver: your order ${order.number} is paid` },
      { kind: 'payment_request', subject: `Rajat Silver: pay ${total} online for your order ${order.number}` },
    ]);
    const withLines = (await t.app.orders.findByNumber(order.number))!;
    const confirmation = orderMailText({ kind: 'order_confirmation', status: null, order: withLines, orderUrl: 'https://shop.example.in/order/x' });
    expect(confirmation).toContain(`We have received your payment of ${total} (Razorpay payment ${paymentId}), paid online through Razorpay.`);
    expect(confirmation).not.toMatch(/cash/i);
    const shipped = orderMailText({ kind: 'order_status', status: 'shipped', order: withLines, orderUrl: 'https://shop.example.in/order/x' });
    expect(shipped).toContain('It is paid for online through Razorpay: nothing is due to the courier.');

    const pdf = await fetch(`${base}/api/orders/${order.number}/operator-invoice.pdf`, { headers: { cookie } });
    expect(pdf.status).toBe(200);
    const words = (await pdfText(Buffer.from(await pdf.arrayBuffer()), 'blocks')).replace(/\s+/g, ' ');
    expect(words).toContain(`Paid online through Razorpay (payment ${paymentId})`);
    expect(words).not.toContain('Cash on delivery');

    expect((await call('PATCH', `/api/orders/${order.number}`, { status: 'cancelled' }, { cookie })).status).toBe(200);
    const cancelled = orderMailText({ kind: 'order_status', status: 'cancelled', order: (await t.app.orders.findByNumber(order.number))!, orderUrl: 'https://shop.example.in/order/x' });
    expect(cancelled).toContain(`We are refunding your payment of ${total} (Razorpay payment ${paymentId}) through Razorpay, to the card, UPI account or bank account it came from.`);
    expect(await mailsOf(order.number)).toEqual([{ kind: 'order_alert' }, { kind: 'order_confirmation' }, { kind: 'order_status' }, { kind: 'payment_request' }]);
  });

  it('refuses a wrong signature, and a body re-serialised with other spacing, changing nothing', async () => {
    const { order, checkout } = await placeAndOpen();
    gateway.dropWebhooks = true;
    const { razorpay_payment_id: paymentId } = await gateway.pay(checkout.orderId);
    const captured = eventsOf(paymentId).get('payment.captured')!;

    const wrong = await postWebhook(captured.body, 'f'.repeat(64), captured.id);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'bad_signature' });
    const respaced = JSON.stringify(JSON.parse(captured.body), null, 2);
    expect(respaced).not.toBe(captured.body);
    expect((await postWebhook(respaced, captured.signature, captured.id)).status).toBe(400);
    expect((await postWebhook(captured.body, '', captured.id)).status).toBe(400);
    expect(await stored(order.number)).toMatchObject({ status: 'awaiting_payment', gateway_payment_id: null, invoice_number: null });
    expect(await t.database.db.selectFrom('payment_events').select('event_id').where('event_id', '=', `payment.captured:${paymentId}`).execute()).toEqual([]);
    // The right one still works afterwards.
    expect((await postWebhook(captured.body, captured.signature, captured.id)).status).toBe(200);
    expect((await stored(order.number)).status).toBe('paid');
  });

  it('a replayed event changes nothing: one invoice, one pair of e-mails', async () => {
    const { order, checkout } = await placeAndOpen();
    const { razorpay_payment_id: paymentId } = await gateway.pay(checkout.orderId);
    const paid = await stored(order.number);
    const events = eventsOf(paymentId);
    for (const event of events.values()) expect(await gateway.resend(event.id)).toBe(200);
    const after = await stored(order.number);
    expect(after).toMatchObject({ status: 'paid', invoice_number: paid.invoice_number, paid_at: paid.paid_at, updated_at: paid.updated_at });
    expect(await mailsOf(order.number)).toEqual([{ kind: 'order_alert' }, { kind: 'order_confirmation' }, { kind: 'payment_request' }]);
    expect((await auditOf(order.number)).length).toBe(1);
    const handled = await t.database.db.selectFrom('payment_events').select('event_id').where('event_id', 'like', `%:${paymentId}`).orderBy('event_id').execute();
    expect(handled.map((row) => row.event_id)).toEqual([`order.paid:${paymentId}`, `payment.authorized:${paymentId}`, `payment.captured:${paymentId}`]);
  });

  it('a signed event replayed under another x-razorpay-event-id is not handled again (the key is in the signed body)', async () => {
    const { order, checkout } = await placeAndOpen();
    gateway.dropWebhooks = true;
    const first = await gateway.pay(checkout.orderId, { fail: 'Payment was cancelled by the user.' });
    const firstFailure = eventsOf(first.razorpay_payment_id).get('payment.failed')!;
    expect(await gateway.deliver(firstFailure)).toBe(200);
    const second = await gateway.pay(checkout.orderId, { fail: 'Payment was declined by the bank.' });
    expect(await gateway.deliver(eventsOf(second.razorpay_payment_id).get('payment.failed')!)).toBe(200);
    expect((await stored(order.number)).payment_error).toBe('Payment was declined by the bank.');

    // The first failure's body and signature again, under a header never seen: the same event.
    const replay = await postWebhook(firstFailure.body, firstFailure.signature, 'evt_Forged00000001');
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ ok: true });
    expect((await stored(order.number)).payment_error).toBe('Payment was declined by the bank.');
    expect(await t.database.db.selectFrom('payment_events').select('event_id').where('event_id', '=', 'evt_Forged00000001').execute()).toEqual([]);
  });

  it('an event id header already seen does not drop another signed event carrying it', async () => {
    const { order, checkout } = await placeAndOpen();
    gateway.dropWebhooks = true;
    const failed = await gateway.pay(checkout.orderId, { fail: 'Payment was cancelled by the user.' });
    const failure = eventsOf(failed.razorpay_payment_id).get('payment.failed')!;
    expect(await gateway.deliver(failure)).toBe(200);
    const paid = await gateway.pay(checkout.orderId);
    const captured = eventsOf(paid.razorpay_payment_id).get('payment.captured')!;
    const sameHeader = await postWebhook(captured.body, captured.signature, failure.id);
    expect(sameHeader.status).toBe(200);
    expect(await stored(order.number)).toMatchObject({ status: 'paid', gateway_payment_id: paid.razorpay_payment_id, payment_error: null });
  });

  it('captured before authorized ends paid, and the later authorized event changes nothing', async () => {
    const { order, checkout } = await placeAndOpen();
    gateway.dropWebhooks = true;
    const { razorpay_payment_id: paymentId } = await gateway.pay(checkout.orderId);
    const events = eventsOf(paymentId);
    expect(await gateway.deliver(events.get('payment.captured')!)).toBe(200);
    const paid = await stored(order.number);
    expect(paid).toMatchObject({ status: 'paid', gateway_payment_id: paymentId });
    expect(await gateway.deliver(events.get('payment.authorized')!)).toBe(200);
    expect(await gateway.deliver(events.get('order.paid')!)).toBe(200);
    expect(await stored(order.number)).toMatchObject({ status: 'paid', updated_at: paid.updated_at, invoice_number: paid.invoice_number });
    expect(gateway.captures.filter((capture) => capture.paymentId === paymentId)).toEqual([]);
    expect(await mailsOf(order.number)).toHaveLength(3);
  });

  it('captures an authorized payment, then makes the order paid', async () => {
    const { order, checkout } = await placeAndOpen();
    const { razorpay_payment_id: paymentId } = await gateway.pay(checkout.orderId, { capture: false });
    expect(gateway.captures).toContainEqual({ paymentId, amount: Math.round(order.orderTotal * 100), currency: 'INR' });
    expect(await stored(order.number)).toMatchObject({ status: 'paid', gateway_payment_id: paymentId });
  });

  it('answers 503 to a webhook while the gateway cannot be asked, and the delivery retried then pays the order', async () => {
    const { order, checkout } = await placeAndOpen();
    gateway.failNext = 1; // the shop's look at the authorized payment finds the gateway down once
    const { razorpay_payment_id: paymentId } = await gateway.pay(checkout.orderId, { capture: false });
    const authorized = eventsOf(paymentId).get('payment.authorized')!;
    expect(gateway.deliveries.filter((delivery) => delivery.eventId === authorized.id).map((delivery) => delivery.status)).toEqual([503, 200]);
    expect(await stored(order.number)).toMatchObject({ status: 'paid', gateway_payment_id: paymentId });
  });

  it('refuses a payment of another amount or currency: nothing moves, the audit trail says so, the webhook gets 200', async () => {
    for (const wrong of [{ amount: 100 }, { currency: 'USD' }]) {
      const { order, checkout } = await placeAndOpen();
      const { razorpay_payment_id: paymentId } = await gateway.pay(checkout.orderId, wrong);
      const statuses = gateway.deliveries.filter((delivery) => [...eventsOf(paymentId).values()].some((event) => event.id === delivery.eventId)).map((delivery) => delivery.status);
      expect(statuses).toEqual([200, 200, 200]);
      expect(await stored(order.number)).toMatchObject({ status: 'awaiting_payment', gateway_payment_id: null, invoice_number: null });
      const audit = await auditOf(order.number);
      expect(audit).toHaveLength(3);
      expect(audit[0]).toMatchObject({ event: 'payment-mismatch', actor: 'razorpay' });
      expect(audit[0]!.details).toContain(paymentId);
    }
  });

  it('answers 200 to an event for an order it does not know, changing nothing', async () => {
    const made = await fetch(`${gateway.url}/v1/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${gateway.env.RAZORPAY_KEY_ID}:${gateway.env.RAZORPAY_KEY_SECRET}`).toString('base64')}` },
      body: JSON.stringify({ amount: 50_000, currency: 'INR', receipt: 'elsewhere-1' }),
    });
    const foreign = (await made.json()) as { id: string };
    const orders = await t.database.db.selectFrom('orders').select(['number', 'status', 'updated_at']).orderBy('number').execute();
    const { razorpay_payment_id: paymentId } = await gateway.pay(foreign.id);
    const ids = [...eventsOf(paymentId).values()].map((event) => event.id);
    expect(gateway.deliveries.filter((delivery) => ids.includes(delivery.eventId)).map((delivery) => delivery.status)).toEqual([200, 200, 200]);
    expect(await t.database.db.selectFrom('orders').select(['number', 'status', 'updated_at']).orderBy('number').execute()).toEqual(orders);
  });

  it('two app instances on one database receiving the same event at once: one paid, one invoice number, one e-mail of each', async () => {
    const second = await buildApp(t.config, { database: t.database, logger: false });
    try {
      const secondBase = await listen(second);
      const { order, checkout } = await placeAndOpen();
      gateway.dropWebhooks = true;
      const { razorpay_payment_id: paymentId } = await gateway.pay(checkout.orderId);
      const captured = eventsOf(paymentId).get('payment.captured')!;
      const answers = await Promise.all([postWebhook(captured.body, captured.signature, captured.id), postWebhook(captured.body, captured.signature, captured.id, secondBase)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const row = await stored(order.number);
      expect(row).toMatchObject({ status: 'paid', gateway_payment_id: paymentId });
      const invoices = await t.database.db.selectFrom('orders').select('invoice_number').where('invoice_number', '=', row.invoice_number).execute();
      expect(invoices).toHaveLength(1);
      expect(await mailsOf(order.number)).toEqual([{ kind: 'order_alert' }, { kind: 'order_confirmation' }, { kind: 'payment_request' }]);
      expect((await auditOf(order.number)).filter((entry) => entry.event === 'order-status')).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('the callback: a bad signature is refused; a good one is settled from the gateway status, not from the browser', async () => {
    const { order, checkout } = await placeAndOpen();
    gateway.dropWebhooks = true;
    const paid = await gateway.pay(checkout.orderId);
    const bad = await call('POST', razorpayCallbackPath(order.number), { ...paid, razorpay_signature: '0'.repeat(64) });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ error: 'bad_signature', code: 'payment_signature' });
    // Another order's genuine callback does not fit this one either.
    const other = await placeAndOpen();
    const otherPaid = await gateway.pay(other.checkout.orderId);
    expect((await call('POST', razorpayCallbackPath(order.number), otherPaid)).status).toBe(400);
    expect((await call('POST', razorpayCallbackPath(order.number), { ...paid, razorpay_payment_id: 'not-an-id' })).status).toBe(400);
    expect(await stored(order.number)).toMatchObject({ status: 'awaiting_payment', gateway_payment_id: null });

    const good = await call('POST', `${razorpayCallbackPath(order.number)}?key=${order.documentsKey}`, paid);
    expect(good.status, good.text).toBe(200);
    expect(good.json).toMatchObject({ number: order.number, status: 'paid', documentsKey: order.documentsKey, payment: { method: 'razorpay', paymentId: paid.razorpay_payment_id } });
    expect(gateway.requests).toContainEqual({ method: 'GET', path: `/v1/payments/${paid.razorpay_payment_id}` });
  });

  it('a failed attempt leaves the order awaiting its payment with the reason, and a later payment still pays it', async () => {
    const { order, checkout } = await placeAndOpen();
    await gateway.pay(checkout.orderId, { fail: 'Payment was declined by the bank.' });
    expect(await stored(order.number)).toMatchObject({ status: 'awaiting_payment', payment_error: 'Payment was declined by the bank.' });
    expect(gatewayPaymentOf(await publicOrder(order.number)).lastError).toBe('Payment was declined by the bank.');
    await gateway.pay(checkout.orderId);
    expect(await stored(order.number)).toMatchObject({ status: 'paid', payment_error: null });
  });

  it('the reconciler finds a payment whose webhooks never came, and backs off while there is none', async () => {
    const { order, checkout } = await placeAndOpen();
    const first = Date.parse((await stored(order.number)).payment_check_at!);
    // Nothing paid yet: checked, and the next check one minute on, then two.
    const nothing = await reconcilePayments(services(), new Date(first));
    expect(nothing.checked).toBeGreaterThanOrEqual(1);
    expect(await stored(order.number)).toMatchObject({ status: 'awaiting_payment', payment_checks: 1, payment_check_at: new Date(first + MINUTE).toISOString() });
    await reconcilePayments(services(), new Date(first + MINUTE));
    expect(await stored(order.number)).toMatchObject({ payment_checks: 2, payment_check_at: new Date(first + 3 * MINUTE).toISOString() });

    gateway.dropWebhooks = true;
    const { razorpay_payment_id: paymentId } = await gateway.pay(checkout.orderId);
    expect((await stored(order.number)).status).toBe('awaiting_payment');
    await reconcilePayments(services(), new Date(first + 3 * MINUTE));
    expect(await stored(order.number)).toMatchObject({ status: 'paid', gateway_payment_id: paymentId, payment_check_at: null });
    expect(await mailsOf(order.number)).toHaveLength(3);
  });

  it('forgets handled event ids after a week, as the reconciler passes; younger ones are still refused as replays', async () => {
    const now = Date.now();
    const at = (daysAgo: number) => new Date(now - daysAgo * 24 * 60 * MINUTE).toISOString();
    await t.database.db
      .insertInto('payment_events')
      .values([
        { event_id: 'evt_EightDaysOld01', event: 'payment.captured', received_at: at(8) },
        { event_id: 'evt_SixDaysOld001', event: 'payment.captured', received_at: at(6) },
      ])
      .execute();
    await reconcilePayments(services(), new Date(now));
    const kept = await t.database.db.selectFrom('payment_events').select('event_id').where('event_id', 'in', ['evt_EightDaysOld01', 'evt_SixDaysOld001']).execute();
    expect(kept.map((row) => row.event_id)).toEqual(['evt_SixDaysOld001']);
  });

  it('of two reconcilers running at once, one checks a due order', async () => {
    const { order, checkout } = await placeAndOpen();
    const due = new Date(Date.parse((await stored(order.number)).payment_check_at!));
    const asked = () => gateway.requests.filter((request) => request.path === `/v1/orders/${checkout.orderId}/payments`).length;
    const before = asked();
    await Promise.all([reconcilePayments(services(), due), reconcilePayments(services(), due)]);
    expect(asked()).toBe(before + 1);
    expect((await stored(order.number)).payment_checks).toBe(1);
  });

  it('expiry gives a held Razorpay order its pieces back; a late payment takes them again while they are there', async () => {
    const piece = await addPiece('Late Ring', 1299.99, 3);
    const { order, checkout } = await placeAndOpen([{ productId: piece.id, quantity: 2 }]);
    expect(await stockOf(piece.id)).toBe(1);
    const heldUntil = Date.parse((await stored(order.number)).stock_held_until!);
    expect(await t.app.orders.releaseExpiredHolds(new Date(heldUntil + 1000))).toBeGreaterThanOrEqual(1);
    expect(await stored(order.number)).toMatchObject({ status: 'expired', stock_held_until: null });
    expect(await stockOf(piece.id)).toBe(3);

    await gateway.pay(checkout.orderId);
    expect(await stored(order.number)).toMatchObject({ status: 'paid' });
    expect(await stockOf(piece.id)).toBe(1);
    expect(await refundsOf(order.number)).toEqual([]);
  });

  it('a late payment whose pieces sold is refunded automatically, and the order stays expired', async () => {
    const piece = await addPiece('Sold Ring', 1299.99, 1);
    const { order, checkout } = await placeAndOpen([{ productId: piece.id, quantity: 1 }]);
    const heldUntil = Date.parse((await stored(order.number)).stock_held_until!);
    await t.app.orders.releaseExpiredHolds(new Date(heldUntil + 1000));
    expect((await place([{ productId: piece.id, quantity: 1 }], 'cod')).status).toBe(201);

    const { razorpay_payment_id: paymentId } = await gateway.pay(checkout.orderId);
    expect(await stored(order.number)).toMatchObject({ status: 'expired', gateway_payment_id: null, invoice_number: null });
    expect(await stockOf(piece.id)).toBe(0);
    expect(gateway.refundRequests.filter((refund) => refund.paymentId === paymentId)).toEqual([
      { paymentId, amount: Math.round(order.orderTotal * 100), key: `refund-${paymentId}`, refundId: expect.stringMatching(/^rfnd_/) },
    ]);
    expect(await refundsOf(order.number)).toMatchObject([{ payment_id: paymentId, reason: 'late_payment', status: 'pending' }]);

    // The piece back in stock later does not let the refunded payment pay the order after all.
    await t.database.db.updateTable('products').set({ stock: 1 }).where('id', '=', piece.id).execute();
    gateway.payments.get(paymentId)!.status = 'captured';
    await t.database.db.updateTable('orders').set({ payment_check_at: new Date().toISOString() }).where('number', '=', order.number).execute();
    await reconcilePayments(services(), new Date(Date.now() + MINUTE));
    expect(await stored(order.number)).toMatchObject({ status: 'expired', gateway_payment_id: null });
    expect(gateway.refundRequests.filter((refund) => refund.paymentId === paymentId)).toHaveLength(1);
  });

  it("cancelling a paid order refunds it once, even when asked twice, and shows the refund", async () => {
    const { order, checkout } = await placeAndOpen();
    const { razorpay_payment_id: paymentId } = await gateway.pay(checkout.orderId);
    const cancel = () => call('PATCH', `/api/orders/${order.number}`, { status: 'cancelled' }, { cookie });
    const cancelled = await cancel();
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(await cancel()).toMatchObject({ status: 409 });
    const refund = (cancelled.json as unknown as OperatorOrder).payment;
    expect(refund).toMatchObject({ method: 'razorpay', paymentId, refund: { amount: order.orderTotal, status: 'pending', refundId: expect.stringMatching(/^rfnd_/) } });
    await reconcilePayments(services(), new Date());
    expect(gateway.refundRequests.filter((request) => request.paymentId === paymentId)).toHaveLength(1);
    expect(await refundsOf(order.number)).toMatchObject([{ reason: 'cancelled', idempotency_key: `refund-${paymentId}` }]);

    // The gateway's word that it is processed reaches the order.
    const refundId = (await refundsOf(order.number))[0]!.refund_id!;
    expect(await gateway.settleRefund(refundId, 'processed')).toBe(200);
    expect(gatewayPaymentOf(await publicOrder(order.number)).refund).toMatchObject({ status: 'processed', refundId });
  });

  it('marking a paid order returned refunds it too', async () => {
    const { order, checkout } = await placeAndOpen();
    const { razorpay_payment_id: paymentId } = await gateway.pay(checkout.orderId);
    const move = (body: Record<string, unknown>) => call('PATCH', `/api/orders/${order.number}`, body, { cookie });
    expect((await move({ status: 'confirmed' })).status).toBe(200);
    expect((await move({ status: 'shipped', courier: 'delhivery', trackingNumber: '1234567890123' })).status).toBe(200);
    expect(gateway.refundRequests.filter((request) => request.paymentId === paymentId)).toEqual([]);
    const returned = await move({ status: 'returned' });
    expect(returned.status, returned.text).toBe(200);
    expect((returned.json as unknown as OperatorOrder).payment).toMatchObject({ refund: { amount: order.orderTotal, status: 'pending' } });
    expect(gateway.refundRequests.filter((request) => request.paymentId === paymentId)).toHaveLength(1);
    expect(await refundsOf(order.number)).toMatchObject([{ reason: 'returned', payment_id: paymentId }]);
  });

  it('a refund the gateway first fails to take is asked again by the reconciler with the same key, and made once', async () => {
    const { order, checkout } = await placeAndOpen();
    const { razorpay_payment_id: paymentId } = await gateway.pay(checkout.orderId);
    gateway.failNext = 1;
    const cancelled = await call('PATCH', `/api/orders/${order.number}`, { status: 'cancelled' }, { cookie });
    expect(cancelled.status).toBe(200);
    expect((cancelled.json as unknown as OperatorOrder).payment).toMatchObject({ refund: { status: 'requested', refundId: null } });
    expect(gateway.refundRequests.filter((request) => request.paymentId === paymentId)).toEqual([]);

    await reconcilePayments(services(), new Date());
    await reconcilePayments(services(), new Date());
    const asked = gateway.refundRequests.filter((request) => request.paymentId === paymentId);
    expect(asked).toEqual([{ paymentId, amount: Math.round(order.orderTotal * 100), key: `refund-${paymentId}`, refundId: expect.stringMatching(/^rfnd_/) }]);
    expect(await refundsOf(order.number)).toMatchObject([{ status: 'pending', refund_id: asked[0]!.refundId }]);
  });

  it('a second payment of an order already paid is refunded', async () => {
    const { order, checkout } = await placeAndOpen();
    const first = await gateway.pay(checkout.orderId);
    const second = await gateway.pay(checkout.orderId);
    expect(await stored(order.number)).toMatchObject({ status: 'paid', gateway_payment_id: first.razorpay_payment_id });
    expect(gateway.refundRequests.map((request) => request.paymentId)).toContain(second.razorpay_payment_id);
    expect(gateway.refundRequests.map((request) => request.paymentId)).not.toContain(first.razorpay_payment_id);
    const { id } = await stored(order.number);
    expect(await t.database.db.selectFrom('payment_refunds').select(['payment_id', 'reason']).where('order_id', '=', id).execute()).toEqual([{ payment_id: second.razorpay_payment_id, reason: 'second_payment' }]);
    expect(gatewayPaymentOf(await publicOrder(order.number)).refund).toBeNull();
  });

  it('stops checking an order 48 hours after it expired unpaid, and leaves the webhook out of the API rate limit', async () => {
    const { order } = await placeAndOpen();
    const heldUntil = Date.parse((await stored(order.number)).stock_held_until!);
    await t.app.orders.releaseExpiredHolds(new Date(heldUntil + 1000));
    const expired = await stored(order.number);
    // Still looked for a while after it ended (a late payment)...
    const soon = new Date(Math.max(Date.parse(expired.payment_check_at!), Date.parse(expired.updated_at) + MINUTE));
    await reconcilePayments(services(), soon);
    expect((await stored(order.number)).payment_check_at).not.toBeNull();
    // ... and no more once 48 hours have passed.
    const later = new Date(Date.parse(expired.updated_at) + 49 * 60 * MINUTE);
    await reconcilePayments(services(), later);
    expect(await stored(order.number)).toMatchObject({ status: 'expired', payment_check_at: null });

    const limited = await createTestApp(kind, { ...gateway.env, API_RATE_LIMIT: '2' });
    try {
      const limitedBase = await listen(limited.app);
      const answers = [];
      for (let i = 0; i < 5; i += 1) answers.push((await postWebhook('{}', 'bad', `evt_burst${i}`, limitedBase)).status);
      expect(answers).toEqual([400, 400, 400, 400, 400]);
      // Its body is at most 1 MB.
      expect((await postWebhook(`{"pad":"${'x'.repeat(1024 * 1024)}"}`, 'bad', 'evt_large', limitedBase)).status).toBe(413);
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await fetch(`${limitedBase}/api/payment-terms`)).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it('payment-retry for a UPI order whose payment was not received: it awaits its payment again', async () => {
    const upiShop = await createTestApp(kind, { UPI_ID: 'rajatsilver@okaxis', UPI_NAME: 'Rajat Silver' });
    try {
      const operator = await signInAsOperator(upiShop);
      const piece = await upiShop.app.catalogue.createProduct(toProductColumns(productInput({ ProductName: 'UPI Ring', ProductPrice: 1299.99, Stock: 2 })), []);
      const placed = await upiShop.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { 'idempotency-key': randomUUID() },
        payload: { ...SHIPPING_TO_CUTTACK, paymentMethod: 'upi', lines: [{ productId: piece.id, size: '2.6', quantity: 1 }] },
      });
      const { number } = placed.json<PublicOrder>();
      expect((await upiShop.app.inject({ method: 'PATCH', url: `/api/orders/${number}`, headers: { cookie: operator }, payload: { status: 'payment_failed' } })).statusCode).toBe(200);
      const retried = await upiShop.app.inject({ method: 'POST', url: keyed(number, paymentRetryPath(number), upiShop) });
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json<PublicOrder>()).toMatchObject({ status: 'awaiting_payment', payment: { method: 'upi', upiUri: expect.stringContaining('upi://pay?') } });
      const cod = await upiShop.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { 'idempotency-key': randomUUID() },
        payload: { ...SHIPPING_TO_CUTTACK, lines: [{ productId: piece.id, size: '2.6', quantity: 1 }] },
      });
      const codNumber = cod.json<PublicOrder>().number;
      const codRetry = await upiShop.app.inject({ method: 'POST', url: keyed(codNumber, paymentRetryPath(codNumber), upiShop) });
      expect(codRetry.statusCode).toBe(409);
      expect(codRetry.json()).toEqual({
        error: 'not_retryable',
        message: 'This order is paid in cash on delivery: there is nothing to pay now.',
        code: 'retry_refused',
        params: { reason: 'cod' },
      });
    } finally {
      await upiShop.close();
    }
  });

  it('payment-retry: an expired order awaits its payment again with its pieces and the same gateway order; sold pieces refuse it', async () => {
    const piece = await addPiece('Retry Ring', 1299.99, 1);
    const { order, checkout } = await placeAndOpen([{ productId: piece.id, quantity: 1 }]);
    const early = await call('POST', keyed(order.number, paymentRetryPath(order.number)));
    expect(early.status).toBe(409);
    expect(early.json).toMatchObject({ error: 'not_retryable', code: 'retry_refused', params: { reason: 'awaiting' } });

    const heldUntil = Date.parse((await stored(order.number)).stock_held_until!);
    await t.app.orders.releaseExpiredHolds(new Date(heldUntil + 1000));
    expect(gatewayPaymentOf(await publicOrder(order.number)).retryable).toBe(true);
    expect(await stockOf(piece.id)).toBe(1);
    // Only the shopper's retry does it, with a new hold: the operator's status change does not.
    const byOperator = await call('PATCH', `/api/orders/${order.number}`, { status: 'awaiting_payment' }, { cookie });
    expect(byOperator.status).toBe(409);
    expect(byOperator.json).toMatchObject({ error: 'invalid_transition' });
    const before = Date.now();
    const retried = await call('POST', `${paymentRetryPath(order.number)}?key=${order.documentsKey}`);
    expect(retried.status, retried.text).toBe(200);
    expect(retried.json).toMatchObject({ status: 'awaiting_payment', documentsKey: order.documentsKey, payment: { retryable: false } });
    expect(Date.parse((retried.json as unknown as PublicOrder).payment!.payBy!)).toBeGreaterThanOrEqual(before + 30 * MINUTE);
    expect(await stockOf(piece.id)).toBe(0);
    expect((await openCheckout(order.number)).orderId).toBe(checkout.orderId);

    // Expired again, and the piece sold meanwhile: refused, nothing changes.
    await t.app.orders.releaseExpiredHolds(new Date(Date.parse((await stored(order.number)).stock_held_until!) + 1000));
    expect((await place([{ productId: piece.id, quantity: 1 }], 'cod')).status).toBe(201);
    const sold = await call('POST', keyed(order.number, paymentRetryPath(order.number)));
    expect(sold.status).toBe(409);
    expect(sold.json).toMatchObject({ error: 'out_of_stock', message: 'The pieces of this order have sold since. Please place a new order.' });
    expect(sold.json).toMatchObject({ code: 'pieces_sold', params: {} });
    expect(await stored(order.number)).toMatchObject({ status: 'expired' });
    expect(await stockOf(piece.id)).toBe(0);
  });
});
