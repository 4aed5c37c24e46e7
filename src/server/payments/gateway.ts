// A payment gateway as the shop uses it (decision 033): small enough that another gateway
// (Cashfree, PhonePe) is one more implementation of it, and nothing in orders changes.
// Money is integer paise, as the gateways count it.

export type GatewayOrder = {
  id: string;
  amount: number;
  amountPaid: number;
  currency: string;
  /** Our order number. */
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
};

export type GatewayPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export type GatewayPaymentRecord = {
  id: string;
  /** The gateway order it was made for. */
  orderId: string | null;
  amount: number;
  currency: string;
  status: GatewayPaymentStatus;
  /** 'upi', 'card', 'netbanking', 'wallet', … as the gateway names it. */
  method: string | null;
  /** Why it failed, in the gateway's words. */
  errorDescription: string | null;
};

export type GatewayRefund = {
  id: string;
  paymentId: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
};

/**
 * A webhook event, read into what the shop acts on; `unhandled` for every other kind. `key` says
 * which event it is, from inside the signed body only (its name and the id of the payment or
 * refund it is about): a delivery with the same key is the same event, whatever its headers.
 */
export type GatewayEvent = { key: string } & (
  | { kind: 'payment'; event: string; payment: GatewayPaymentRecord }
  | { kind: 'order_paid'; event: string; payment: GatewayPaymentRecord; orderId: string; receipt: string | null }
  | { kind: 'refund'; event: string; refund: GatewayRefund }
  | { kind: 'unhandled'; event: string }
);

export interface PaymentGateway {
  /** The gateway's name, as the audit trail names the actor. */
  readonly name: string;
  createOrder(input: { amount: number; currency: 'INR'; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>;
  /** Whether the Checkout callback's signature is the gateway's own for this order and payment. */
  verifyCallback(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** Whether a webhook's signature header is the gateway's own over these raw body bytes. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean;
  /** A verified webhook's body, read; throws GatewayBadEventError when it is not an event. */
  readEvent(rawBody: Buffer): GatewayEvent;
  fetchOrderPayments(orderId: string): Promise<GatewayPaymentRecord[]>;
  fetchPayment(paymentId: string): Promise<GatewayPaymentRecord>;
  capturePayment(paymentId: string, amount: number, currency: 'INR'): Promise<GatewayPaymentRecord>;
  /** A full or partial refund; the same `idempotencyKey` never refunds twice. */
  refundPayment(paymentId: string, amount: number, idempotencyKey: string): Promise<GatewayRefund>;
}

/** The gateway did not answer in time, could not be reached, or answered 5xx: worth trying again later. */
export class GatewayUnavailableError extends Error {}

/** The gateway refused the request (4xx): trying again unchanged will not help. */
export class GatewayRefusedError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, description: string) {
    super(description);
    this.status = status;
    this.code = code;
  }
}

/** A webhook body that is not an event the gateway sends (verified, but unreadable). */
export class GatewayBadEventError extends Error {}
