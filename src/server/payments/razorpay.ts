import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { RazorpaySettings } from '../config.ts';
import {
  GatewayBadEventError,
  GatewayRefusedError,
  GatewayUnavailableError,
  type GatewayEvent,
  type GatewayOrder,
  type GatewayPaymentRecord,
  type GatewayRefund,
  type PaymentGateway,
} from './gateway.ts';

// Razorpay through its REST API with plain fetch (decision 033): the official `razorpay` package
// cannot be pointed at another address, and the tests' stand-in lives on loopback.

/** How long one request to the gateway may take. */
const REQUEST_TIMEOUT_MS = 10_000;

const orderShape = z.object({
  id: z.string(),
  amount: z.number(),
  amount_paid: z.number().default(0),
  currency: z.string(),
  receipt: z.string().nullish(),
  status: z.enum(['created', 'attempted', 'paid']),
});

const paymentShape = z.object({
  id: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  order_id: z.string().nullish(),
  method: z.string().nullish(),
  error_description: z.string().nullish(),
});

const refundShape = z.object({
  id: z.string(),
  amount: z.number(),
  payment_id: z.string(),
  status: z.enum(['pending', 'processed', 'failed']),
});

const collectionShape = z.object({ items: z.array(paymentShape) });
const errorShape = z.object({ error: z.object({ code: z.string().optional(), description: z.string().optional() }) });

const eventShape = z.object({
  entity: z.literal('event'),
  event: z.string(),
  payload: z
    .object({
      payment: z.object({ entity: paymentShape }).optional(),
      order: z.object({ entity: orderShape }).optional(),
      refund: z.object({ entity: refundShape }).optional(),
    })
    .default({}),
});

const toOrder = (order: z.infer<typeof orderShape>): GatewayOrder => ({
  id: order.id,
  amount: order.amount,
  amountPaid: order.amount_paid,
  currency: order.currency,
  receipt: order.receipt ?? null,
  status: order.status,
});

const toPayment = (payment: z.infer<typeof paymentShape>): GatewayPaymentRecord => ({
  id: payment.id,
  orderId: payment.order_id ?? null,
  amount: payment.amount,
  currency: payment.currency,
  status: payment.status,
  method: payment.method ?? null,
  errorDescription: payment.error_description ?? null,
});

const toRefund = (refund: z.infer<typeof refundShape>): GatewayRefund => ({
  id: refund.id,
  paymentId: refund.payment_id,
  amount: refund.amount,
  status: refund.status,
});

/** HMAC-SHA256, hex, of `data` with `secret`. */
export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Compares a hex signature given with the one expected, in constant time. */
function sameSignature(expected: string, given: string | undefined): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function razorpayGateway(settings: RazorpaySettings, fetchImpl: typeof fetch = fetch): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, shape: z.ZodType<T>, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(`${settings.apiUrl}${path}`, {
        method,
        headers: { authorization, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatewayUnavailableError(`Razorpay could not be reached (${method} ${path}): ${error instanceof Error ? error.message : String(error)}`);
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      json = undefined;
    }
    if (response.status >= 500 || response.status === 429) {
      throw new GatewayUnavailableError(`Razorpay answered ${response.status} to ${method} ${path}`);
    }
    if (!response.ok) {
      const error = errorShape.safeParse(json);
      const code = error.success ? (error.data.error.code ?? 'BAD_REQUEST_ERROR') : 'BAD_REQUEST_ERROR';
      const description = error.success ? (error.data.error.description ?? `Razorpay answered ${response.status}`) : `Razorpay answered ${response.status}`;
      throw new GatewayRefusedError(response.status, code, description);
    }
    const parsed = shape.safeParse(json);
    if (!parsed.success) throw new GatewayUnavailableError(`Razorpay's answer to ${method} ${path} was not as documented`);
    return parsed.data;
  }

  return {
    name: 'razorpay',

    async createOrder({ amount, currency, receipt, notes }) {
      return toOrder(await call('POST', '/v1/orders', orderShape, { amount, currency, receipt, notes }));
    },

    verifyCallback({ orderId, paymentId, signature }) {
      return sameSignature(hmacHex(settings.keySecret, `${orderId}|${paymentId}`), signature);
    },

    verifyWebhook(rawBody, signature) {
      return sameSignature(hmacHex(settings.webhookSecret, rawBody), signature);
    },

    readEvent(rawBody): GatewayEvent {
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new GatewayBadEventError('The webhook body is not JSON.');
      }
      const parsed = eventShape.safeParse(json);
      if (!parsed.success) throw new GatewayBadEventError('The webhook body is not a Razorpay event.');
      const { event, payload } = parsed.data;
      const payment = payload.payment?.entity;
      if (event === 'order.paid' && payment && payload.order) {
        const { id, receipt } = payload.order.entity;
        return { kind: 'order_paid', key: `${event}:${payment.id}`, event, payment: toPayment(payment), orderId: id, receipt: receipt ?? null };
      }
      if (event.startsWith('payment.') && payment) return { kind: 'payment', key: `${event}:${payment.id}`, event, payment: toPayment(payment) };
      if (event.startsWith('refund.') && payload.refund) {
        return { kind: 'refund', key: `${event}:${payload.refund.entity.id}`, event, refund: toRefund(payload.refund.entity) };
      }
      // Nothing is done with it: the signed body itself tells one from another.
      return { kind: 'unhandled', key: `${event.slice(0, 30)}:${createHash('sha256').update(rawBody).digest('hex').slice(0, 32)}`, event };
    },

    async fetchOrderPayments(orderId) {
      const collection = await call('GET', `/v1/orders/${encodeURIComponent(orderId)}/payments`, collectionShape);
      return collection.items.map(toPayment);
    },

    async fetchPayment(paymentId) {
      return toPayment(await call('GET', `/v1/payments/${encodeURIComponent(paymentId)}`, paymentShape));
    },

    async capturePayment(paymentId, amount, currency) {
      return toPayment(await call('POST', `/v1/payments/${encodeURIComponent(paymentId)}/capture`, paymentShape, { amount, currency }));
    },

    async refundPayment(paymentId, amount, idempotencyKey) {
      return toRefund(await call('POST', `/v1/payments/${encodeURIComponent(paymentId)}/refund`, refundShape, { amount }, { 'x-refund-idempotency': idempotencyKey }));
    },
  };
}
