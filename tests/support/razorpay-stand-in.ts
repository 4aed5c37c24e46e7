import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for Razorpay on loopback (decision 033): the documented API subset the shop uses
// (orders, their payments, a payment, capture, refund with X-Refund-Idempotency), Basic auth
// checked; the signed Checkout callback and the signed webhooks the real gateway sends, retried
// while the shop answers no 2xx; and a record of what was asked of it, for tests to assert on.
// Tests and the benchmark import it; the shop is pointed at it with RAZORPAY_API_URL.

export const STAND_IN_KEYS = {
  keyId: 'rzp_test_StandIn0000001',
  keySecret: 'stand-in-key-secret-0001',
  webhookSecret: 'stand-in-webhook-secret-0001',
};

type Order = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  notes: Record<string, string>;
  attempts: number;
  created_at: number;
};

type Payment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  method: string;
  captured: boolean;
  amount_refunded: number;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
};

type Refund = {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  status: 'pending' | 'processed' | 'failed';
  created_at: number;
};

export type StandInEvent = { id: string; body: string; signature: string };

export type Checkout = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

export type RazorpayStandIn = {
  /** The address to set as RAZORPAY_API_URL. */
  url: string;
  /** The settings that point a shop at this stand-in (RAZORPAY_* environment variables). */
  env: Record<string, string>;
  /** Where webhooks go; unset: none are sent. */
  webhookUrl: string | undefined;
  /** When true, pay() sends no webhooks (as when they are lost). */
  dropWebhooks: boolean;
  /** How many times a delivery is tried while it gets no 2xx, and the wait between tries. */
  retries: number;
  retryDelayMs: number;
  /** How many requests from now answer 503 (the gateway down for a while). */
  failNext: number;
  orders: Map<string, Order>;
  payments: Map<string, Payment>;
  /** What was asked of the stand-in, in order. */
  requests: { method: string; path: string }[];
  captures: { paymentId: string; amount: number; currency: string }[];
  /** Refund requests as asked (a repeat with the same key answers the same refund). */
  refundRequests: { paymentId: string; amount: number; key: string | undefined; refundId: string }[];
  refunds: Map<string, Refund>;
  /** Every webhook made (sent or not), in order. */
  events: StandInEvent[];
  /** Deliveries: each try and the status it got (0 when it got none). */
  deliveries: { eventId: string; status: number }[];
  /**
   * A payment of the gateway order as Checkout makes it: captured unless `capture` is false
   * (then authorized), of `amount` (the order's unless set), failed when `fail` is a reason.
   * Answers what Checkout hands the shop's page, signed as the real Checkout signs; sends the
   * webhooks the real gateway would (and waits for their deliveries).
   */
  pay(gatewayOrderId: string, options?: { capture?: boolean; amount?: number; currency?: string; fail?: string }): Promise<Checkout>;
  /** A signed webhook of `event` about the payment (and its order), not yet sent. */
  makeEvent(event: string, paymentId: string): StandInEvent;
  /** Sends one event (retrying as Razorpay does); answers the last status. */
  deliver(event: StandInEvent): Promise<number>;
  /** Sends an event made before once more, its id unchanged. */
  resend(eventId: string): Promise<number>;
  /** Marks a refund processed or failed and sends its webhook. */
  settleRefund(refundId: string, status: 'processed' | 'failed'): Promise<number>;
  close(): Promise<void>;
};

const unixNow = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;
const sign = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

/** Starts the stand-in on 127.0.0.1 at a free port. */
export async function startRazorpayStandIn(keys = STAND_IN_KEYS): Promise<RazorpayStandIn> {
  const authorization = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;
  const idempotent = new Map<string, { bodyHash: string; refundId: string }>();

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const refuse = (response: ServerResponse, status: number, code: string, description: string) =>
    send(response, status, { error: { code, description, source: 'business', step: 'payment_initiation', reason: 'input_validation_failed', metadata: {} } });

  const readJson = async (request: IncomingMessage): Promise<{ text: string; json: Record<string, unknown> }> => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    try {
      const json: unknown = text ? JSON.parse(text) : {};
      return { text, json: typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {} };
    } catch {
      return { text, json: {} };
    }
  };

  const paymentsOf = (orderId: string) => [...standIn.payments.values()].filter((payment) => payment.order_id === orderId);

  const capture = (payment: Payment) => {
    payment.status = 'captured';
    payment.captured = true;
    const order = standIn.orders.get(payment.order_id);
    if (order) {
      order.amount_paid = payment.amount;
      order.amount_due = Math.max(0, order.amount - payment.amount);
      order.status = 'paid';
    }
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    standIn.requests.push({ method: request.method ?? 'GET', path });
    if (request.headers.authorization !== authorization) return refuse(response, 401, 'BAD_REQUEST_ERROR', 'Authentication failed');
    if (standIn.failNext > 0) {
      standIn.failNext -= 1;
      return send(response, 503, { error: { code: 'SERVER_ERROR', description: 'The server is unavailable' } });
    }
    const { text, json } = await readJson(request);
    let match: RegExpMatchArray | null;

    if (request.method === 'POST' && path === '/v1/orders') {
      const amount = json.amount;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) return refuse(response, 400, 'BAD_REQUEST_ERROR', 'The amount must be atleast INR 1.00');
      if (json.currency !== 'INR') return refuse(response, 400, 'BAD_REQUEST_ERROR', 'Currency is not supported');
      const order: Order = {
        id: newId('order'),
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency: 'INR',
        receipt: typeof json.receipt === 'string' ? json.receipt : null,
        status: 'created',
        notes: (json.notes as Record<string, string> | undefined) ?? {},
        attempts: 0,
        created_at: unixNow(),
      };
      standIn.orders.set(order.id, order);
      return send(response, 200, order);
    }
    if (request.method === 'GET' && (match = path.match(/^\/v1\/orders\/([^/]+)\/payments$/))) {
      if (!standIn.orders.has(match[1]!)) return refuse(response, 400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
      const items = paymentsOf(match[1]!);
      return send(response, 200, { entity: 'collection', count: items.length, items });
    }
    if (request.method === 'GET' && (match = path.match(/^\/v1\/orders\/([^/]+)$/))) {
      const order = standIn.orders.get(match[1]!);
      return order ? send(response, 200, order) : refuse(response, 400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
    }
    if (request.method === 'GET' && (match = path.match(/^\/v1\/payments\/([^/]+)$/))) {
      const payment = standIn.payments.get(match[1]!);
      return payment ? send(response, 200, payment) : refuse(response, 400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
    }
    if (request.method === 'POST' && (match = path.match(/^\/v1\/payments\/([^/]+)\/capture$/))) {
      const payment = standIn.payments.get(match[1]!);
      if (!payment) return refuse(response, 400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
      standIn.captures.push({ paymentId: payment.id, amount: Number(json.amount), currency: String(json.currency) });
      if (payment.status !== 'authorized') return refuse(response, 400, 'BAD_REQUEST_ERROR', 'This payment has already been captured');
      if (json.amount !== payment.amount || json.currency !== payment.currency) {
        return refuse(response, 400, 'BAD_REQUEST_ERROR', 'Capture amount must be equal to the amount authorized');
      }
      capture(payment);
      return send(response, 200, payment);
    }
    if (request.method === 'POST' && (match = path.match(/^\/v1\/payments\/([^/]+)\/refund$/))) {
      const payment = standIn.payments.get(match[1]!);
      if (!payment) return refuse(response, 400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
      const key = typeof request.headers['x-refund-idempotency'] === 'string' ? request.headers['x-refund-idempotency'] : undefined;
      const amount = typeof json.amount === 'number' ? json.amount : payment.amount - payment.amount_refunded;
      if (key) {
        const earlier = idempotent.get(key);
        if (earlier) {
          if (earlier.bodyHash !== text) return refuse(response, 400, 'BAD_REQUEST_ERROR', 'The idempotency key was used with another request');
          standIn.refundRequests.push({ paymentId: payment.id, amount, key, refundId: earlier.refundId });
          return send(response, 200, standIn.refunds.get(earlier.refundId));
        }
      }
      if (payment.status !== 'captured') return refuse(response, 400, 'BAD_REQUEST_ERROR', 'The payment has not been captured');
      if (amount > payment.amount - payment.amount_refunded) return refuse(response, 400, 'BAD_REQUEST_ERROR', 'The refund amount provided is greater than amount captured');
      const refund: Refund = { id: newId('rfnd'), entity: 'refund', amount, currency: payment.currency, payment_id: payment.id, status: 'pending', created_at: unixNow() };
      standIn.refunds.set(refund.id, refund);
      payment.amount_refunded += amount;
      if (payment.amount_refunded >= payment.amount) payment.status = 'refunded';
      if (key) idempotent.set(key, { bodyHash: text, refundId: refund.id });
      standIn.refundRequests.push({ paymentId: payment.id, amount, key, refundId: refund.id });
      return send(response, 200, refund);
    }
    return refuse(response, 404, 'NOT_FOUND', 'The requested URL was not found on the server.');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const webhookBody = (event: string, payment: Payment | undefined, refund?: Refund) => {
    const order = payment ? standIn.orders.get(payment.order_id) : undefined;
    const payload: Record<string, unknown> = {};
    if (payment) payload.payment = { entity: { ...payment } };
    if (event === 'order.paid' && order) payload.order = { entity: { ...order } };
    if (refund) payload.refund = { entity: { ...refund } };
    return JSON.stringify({ entity: 'event', account_id: 'acc_StandIn00000001', event, contains: Object.keys(payload), payload, created_at: unixNow() });
  };
  const made = (body: string): StandInEvent => {
    const event = { id: newId('evt'), body, signature: sign(keys.webhookSecret, body) };
    standIn.events.push(event);
    return event;
  };

  const standIn: RazorpayStandIn = {
    url,
    env: { RAZORPAY_KEY_ID: keys.keyId, RAZORPAY_KEY_SECRET: keys.keySecret, RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret, RAZORPAY_API_URL: url },
    webhookUrl: undefined,
    dropWebhooks: false,
    retries: 3,
    retryDelayMs: 20,
    failNext: 0,
    orders: new Map(),
    payments: new Map(),
    requests: [],
    captures: [],
    refundRequests: [],
    refunds: new Map(),
    events: [],
    deliveries: [],

    async pay(gatewayOrderId, options = {}) {
      const order = standIn.orders.get(gatewayOrderId);
      if (!order) throw new Error(`The stand-in has no order ${gatewayOrderId}`);
      order.attempts += 1;
      if (order.status === 'created') order.status = 'attempted';
      const payment: Payment = {
        id: newId('pay'),
        entity: 'payment',
        amount: options.amount ?? order.amount,
        currency: options.currency ?? order.currency,
        status: options.fail ? 'failed' : 'authorized',
        order_id: order.id,
        method: 'upi',
        captured: false,
        amount_refunded: 0,
        error_code: options.fail ? 'BAD_REQUEST_ERROR' : null,
        error_description: options.fail ?? null,
        created_at: unixNow(),
      };
      standIn.payments.set(payment.id, payment);
      const events: StandInEvent[] = [];
      if (options.fail) {
        events.push(made(webhookBody('payment.failed', payment)));
      } else {
        events.push(made(webhookBody('payment.authorized', payment)));
        if (options.capture !== false) {
          capture(payment);
          events.push(made(webhookBody('payment.captured', payment)), made(webhookBody('order.paid', payment)));
        }
      }
      if (!standIn.dropWebhooks) for (const event of events) await standIn.deliver(event);
      return { razorpay_order_id: order.id, razorpay_payment_id: payment.id, razorpay_signature: sign(keys.keySecret, `${order.id}|${payment.id}`) };
    },

    makeEvent(event, paymentId) {
      const payment = standIn.payments.get(paymentId);
      if (!payment) throw new Error(`The stand-in has no payment ${paymentId}`);
      return made(webhookBody(event, payment));
    },

    async deliver(event) {
      let status = 0;
      for (let attempt = 0; attempt <= standIn.retries; attempt += 1) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, standIn.retryDelayMs));
        if (!standIn.webhookUrl) return 0;
        try {
          const response = await fetch(standIn.webhookUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-razorpay-signature': event.signature, 'x-razorpay-event-id': event.id },
            body: event.body,
            signal: AbortSignal.timeout(5000),
          });
          await response.arrayBuffer();
          status = response.status;
        } catch {
          status = 0;
        }
        standIn.deliveries.push({ eventId: event.id, status });
        if (status >= 200 && status < 300) break;
      }
      return status;
    },

    async resend(eventId) {
      const event = standIn.events.find((candidate) => candidate.id === eventId);
      if (!event) throw new Error(`The stand-in made no event ${eventId}`);
      return standIn.deliver(event);
    },

    async settleRefund(refundId, status) {
      const refund = standIn.refunds.get(refundId);
      if (!refund) throw new Error(`The stand-in has no refund ${refundId}`);
      refund.status = status;
      const payment = standIn.payments.get(refund.payment_id);
      return standIn.deliver(made(webhookBody(`refund.${status}`, payment, refund)));
    },

    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return standIn;
}
