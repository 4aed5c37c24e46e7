import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ORDER_NUMBER_PATTERN, RAZORPAY_WEBHOOK_PATH, type OrderStatus, type RazorpayCheckout } from '../../shared/order.ts';
import { errorDetail, type RazorpayRefusal } from '../../shared/errors.ts';
import { HttpError, notFound, parseOr400, shopperError } from '../http/errors.ts';
import { NotRetryableError, PiecesSoldError, type StoredOrder } from '../orders/repository.ts';
import { buyerKeyOf } from '../orders/buyer-key.ts';
import { PlacingLimitError } from '../orders/placing-limits.ts';
import { clientKey } from '../http/client-key.ts';
import { placingHoldMs, takesPayment } from '../orders/payment-plans.ts';
import { toPublicOrder } from '../orders/wire.ts';
import { GatewayBadEventError, GatewayRefusedError, GatewayUnavailableError, type PaymentGateway } from './gateway.ts';
import { updateRefund } from './refunds.ts';
import { byShopper, recordAudit } from '../audit/audit-log.ts';
import { eventSeen, recordEvent, settlePayment, type SettleServices } from './settle-payment.ts';

// Payments through a gateway (decision 033), and trying again for an unpaid order. The handlers
// read the request and answer; settle-payment.ts decides what a payment does to its order.

/** The reconciler first looks at a new gateway order this long after it is made. */
const FIRST_CHECK_MS = 60_000;
/** The webhook's body at most (Razorpay's events are a few kB). */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

const callbackSchema = z.strictObject({
  razorpay_order_id: z.string({ error: 'razorpay_order_id is missing.' }).regex(/^order_[A-Za-z0-9]{6,30}$/, 'razorpay_order_id is not a Razorpay order id.'),
  razorpay_payment_id: z.string({ error: 'razorpay_payment_id is missing.' }).regex(/^pay_[A-Za-z0-9]{6,30}$/, 'razorpay_payment_id is not a Razorpay payment id.'),
  razorpay_signature: z.string({ error: 'razorpay_signature is missing.' }).regex(/^[0-9a-f]{64}$/, 'razorpay_signature is not a Razorpay signature.'),
});

const NOT_RAZORPAY = () => shopperError(404, 'not_found', errorDetail('payment_method_off', { method: 'razorpay' }));
const orderNotFound = () => notFound('No order has this number.', errorDetail('order_not_found'));
const orderNumberOf = (param: string) => {
  const number = param.toUpperCase();
  if (!ORDER_NUMBER_PATTERN.test(number)) throw orderNotFound();
  return number;
};

/** Why an order takes no payment through Razorpay now (the shopper's words: shared/error-words.ts). */
const NOT_AWAITING: Partial<Record<OrderStatus, RazorpayRefusal>> = {
  paid: 'paid',
  confirmed: 'paid',
  shipped: 'paid',
  delivered: 'paid',
  returned: 'closed',
  cancelled: 'cancelled',
  expired: 'expired',
  payment_failed: 'payment_failed',
  placed: 'cod',
};
const razorpayRefused = (reason: RazorpayRefusal) => shopperError(409, 'not_awaiting_payment', errorDetail('razorpay_refused', { reason }));

const badSignature = () => shopperError(400, 'bad_signature', errorDetail('payment_signature'));
const gatewayUnavailable = () => shopperError(503, 'gateway_unavailable', errorDetail('gateway_unavailable'));

export default async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const { orders, config } = app;
  const gateway: PaymentGateway | undefined = app.paymentGateway;
  const services = (request: FastifyRequest): SettleServices => ({ db: app.database.db, orders, gateway: gateway!, log: request.log });
  const validKey = (number: string, key: unknown): key is string => typeof key === 'string' && app.documentLinks.check(number, key) === 'valid';
  const publicOrderFor = (order: StoredOrder, key: unknown) => {
    const answer = toPublicOrder(order, config.upi?.payee);
    return validKey(order.number, key) ? { ...answer, documentsKey: key } : answer;
  };
  /** Gateway orders being made in this process, by order number: two requests at once share one. */
  const making = new Map<string, Promise<StoredOrder | undefined>>();

  async function gatewayOrderFor(order: StoredOrder, now: Date): Promise<StoredOrder | undefined> {
    if (order.gateway_order_id) return order;
    let pending = making.get(order.number);
    if (!pending) {
      pending = (async () => {
        // Read again: a request just before this one may have stored it since this one read the order.
        const fresh = await orders.findByNumber(order.number);
        if (!fresh || fresh.gateway_order_id) return fresh;
        const made = await gateway!.createOrder({
          amount: Number(order.order_total_paise),
          currency: 'INR',
          receipt: order.number,
          notes: { order: order.number },
        });
        // Another process may have stored its own first: that one is kept, and answered.
        return orders.attachGatewayOrder(order.number, made.id, new Date(now.getTime() + FIRST_CHECK_MS), now);
      })().finally(() => making.delete(order.number));
      making.set(order.number, pending);
    }
    return pending;
  }

  // Shopper: the gateway order for a Razorpay order awaiting its payment, made once and reused,
  // with what the checkout page opens Razorpay's Checkout with: only with the buyer's key
  // (decision 038), so the buyer's details go in `prefill`.
  app.post<{ Params: { number: string }; Querystring: { key?: unknown } }>('/orders/:number/razorpay-checkout', { config: { public: true } }, async (request, reply) => {
    if (!gateway || !config.razorpay) throw NOT_RAZORPAY();
    const number = orderNumberOf(request.params.number);
    buyerKeyOf(app, number, request.query.key);
    const order = await orders.findByNumber(number);
    if (!order) throw orderNotFound();
    if (order.payment_method !== 'razorpay') throw razorpayRefused('not_razorpay');
    if (order.status !== 'awaiting_payment') throw razorpayRefused(NOT_AWAITING[order.status] ?? 'other');
    let withGatewayOrder: StoredOrder | undefined;
    try {
      withGatewayOrder = await gatewayOrderFor(order, new Date());
    } catch (error) {
      if (error instanceof GatewayUnavailableError || error instanceof GatewayRefusedError) {
        request.log.error({ err: error, order: number }, 'could not make the gateway order');
        throw gatewayUnavailable();
      }
      throw error;
    }
    if (!withGatewayOrder?.gateway_order_id) throw orderNotFound();
    const checkout: RazorpayCheckout = {
      keyId: config.razorpay.keyId,
      orderId: withGatewayOrder.gateway_order_id,
      amount: Number(order.order_total_paise),
      currency: 'INR',
      name: config.shop.legalName,
      description: `Order ${order.number}`,
      prefill: { name: order.name, email: order.email, contact: `+91${order.phone}` },
    };
    reply.header('cache-control', 'no-store');
    return checkout;
  });

  // Shopper: what Razorpay's Checkout handed the page after a payment. Its signature is checked
  // against the order's own gateway order; then the gateway itself is asked for the payment,
  // and only its answer settles it. Answers the order, perhaps still awaiting its payment (the
  // page then watches it).
  app.post<{ Params: { number: string }; Querystring: { key?: unknown } }>('/orders/:number/razorpay-callback', { config: { public: true } }, async (request, reply) => {
    if (!gateway) throw NOT_RAZORPAY();
    const number = orderNumberOf(request.params.number);
    const body = parseOr400(callbackSchema, request.body);
    const order = await orders.findByNumber(number);
    if (!order) throw orderNotFound();
    const signed =
      order.gateway_order_id !== null &&
      body.razorpay_order_id === order.gateway_order_id &&
      gateway.verifyCallback({ orderId: order.gateway_order_id, paymentId: body.razorpay_payment_id, signature: body.razorpay_signature });
    if (!signed) throw badSignature();
    try {
      const payment = await gateway.fetchPayment(body.razorpay_payment_id);
      if (payment.orderId === order.gateway_order_id) await settlePayment(services(request), payment);
    } catch (error) {
      // The webhook or the reconciler settles it later; the page watches the order meanwhile.
      if (!(error instanceof GatewayUnavailableError || error instanceof GatewayRefusedError)) throw error;
      request.log.warn({ err: error, order: number }, 'payment not settled from the callback: left to the webhook and the reconciler');
    }
    reply.header('cache-control', 'no-store');
    return publicOrderFor((await orders.findByNumber(number)) ?? order, request.query.key);
  });

  // Shopper: try paying again for an expired order, or one whose payment was not received (UPI
  // or Razorpay): it awaits its payment once more, its pieces taken again; a Razorpay order
  // keeps its gateway order. With the buyer's key, within PAYMENT_RETRY_HOURS of placing, at the
  // price it was placed at when that is still today's, and counted as an order placed (decision 038).
  app.post<{ Params: { number: string }; Querystring: { key?: unknown } }>('/orders/:number/payment-retry', { config: { public: true } }, async (request, reply) => {
    const number = orderNumberOf(request.params.number);
    const key = buyerKeyOf(app, number, request.query.key);
    const found = await orders.findByNumber(number);
    if (!found) throw orderNotFound();
    if (found.payment_method !== 'cod' && !takesPayment(found.payment_method, config)) {
      throw shopperError(409, 'not_retryable', errorDetail('payment_method_off', { method: found.payment_method }));
    }
    try {
      const order = await orders.retryPayment(number, found.payment_method === 'cod' ? 0 : placingHoldMs(found.payment_method, config), {
        maxAgeMs: config.paymentRetryMs,
        limits: config.cod.limits,
        clientAddress: clientKey(request),
      });
      if (!order) throw orderNotFound();
      await recordAudit(app.database.db, { ...byShopper(request), event: 'payment-retry', subject: number, details: `${found.payment_method}, was ${found.status}` });
      reply.header('cache-control', 'no-store');
      return publicOrderFor(order, key);
    } catch (error) {
      if (error instanceof NotRetryableError) throw shopperError(409, 'not_retryable', errorDetail('retry_refused', { reason: error.reason }));
      if (error instanceof PlacingLimitError) throw shopperError(429, 'order_limit', error.detail);
      if (error instanceof PiecesSoldError) throw shopperError(409, 'out_of_stock', errorDetail('pieces_sold'));
      throw error;
    }
  });

  // Razorpay's webhooks, in a plugin of their own: its body parser keeps the raw bytes, which
  // the signature is over, and no other route sees it.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    webhook.post(RAZORPAY_WEBHOOK_PATH.slice('/api'.length), { config: { public: true, rateLimit: false }, bodyLimit: WEBHOOK_BODY_LIMIT }, async (request, reply) => {
      if (!gateway) throw NOT_RAZORPAY();
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-razorpay-signature'];
      if (!gateway.verifyWebhook(raw, typeof signature === 'string' ? signature : undefined)) throw badSignature();
      let event;
      try {
        event = gateway.readEvent(raw);
      } catch (error) {
        if (error instanceof GatewayBadEventError) throw new HttpError(400, 'bad_event', error.message);
        throw error;
      }
      // Known by what the signature covers, never by the unsigned x-razorpay-event-id header.
      const eventId = event.key;
      const db = app.database.db;
      if (await eventSeen(db, eventId)) return reply.send({ ok: true });
      const now = new Date();
      try {
        if (event.kind === 'payment' || event.kind === 'order_paid') {
          const outcome = await settlePayment(services(request), event.payment, { eventId, eventName: event.event, now });
          request.log.info({ eventId, event: event.event, outcome }, 'payment webhook');
        } else if (event.kind === 'refund') {
          if (!(await updateRefund(db, { id: event.refund.id, paymentId: event.refund.paymentId, status: event.refund.status }, now, gateway.name))) {
            request.log.warn({ eventId, refundId: event.refund.id }, 'refund webhook for no refund of this shop: ignored');
          }
          await recordEvent(db, eventId, event.event, now);
        } else {
          await recordEvent(db, eventId, event.event, now);
        }
      } catch (error) {
        // The gateway retries a delivery that gets no 2xx: worth it only while it is unreachable.
        if (error instanceof GatewayUnavailableError) throw gatewayUnavailable();
        throw error;
      }
      return reply.send({ ok: true });
    });
  });
}
