import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { formatInr } from '../../shared/money.ts';
import type { OrderStatus } from '../../shared/order.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { OrderTransitionError, PiecesSoldError, type OrdersRepository, type StoredOrder } from '../orders/repository.ts';
import { GatewayRefusedError, type GatewayPaymentRecord, type PaymentGateway } from './gateway.ts';
import { recordRefund, sendRequestedRefunds } from './refunds.ts';
import type { RefundReason } from './tables.ts';

// Settling a gateway payment (decision 033): the one workflow the Checkout callback, the webhook
// and the reconciler all use, so that what makes an order paid is said once. It never trusts the
// browser: the payment it is given comes from a verified webhook or from the gateway itself.
//   - The amount and currency must be the order's total in paise and INR, else nothing moves
//     (an audit row 'payment-mismatch').
//   - captured → the order becomes paid (conditional on the status read: of two processes
//     settling at once, one moves it and the other finds it done). authorized → captured first.
//   - Never backwards: a paid (or later) order is not moved; another captured payment of it is
//     refunded ('second_payment'). failed → the order keeps awaiting, with the gateway's reason.
//   - Late (expired, payment_failed): the pieces are taken again and the order paid, or, sold
//     since, the payment is refunded ('late_payment'). A cancelled order's payment is refunded.

export type SettleServices = {
  db: Kysely<Database>;
  orders: OrdersRepository;
  gateway: PaymentGateway;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
};

/** What settling did, for the caller's log and answer. */
export type SettleOutcome =
  | 'paid'
  | 'already_paid'
  | 'not_captured'
  | 'failure_noted'
  | 'refunded'
  | 'mismatch'
  | 'unknown_order'
  | 'ignored';

/** Statuses an order is in once paid: no payment event moves it. */
const SETTLED: readonly OrderStatus[] = ['paid', 'confirmed', 'shipped', 'delivered', 'returned'];

export type SettleOptions = {
  now?: Date;
  /** A webhook event's key (GatewayEvent.key): recorded with the change (or right after a no-op), so a replay changes nothing. */
  eventId?: string;
  eventName?: string;
};

/** Records a handled webhook event in `db` (a transaction or not); false when it was recorded already. */
export async function recordEvent(db: Kysely<Database>, eventId: string, event: string, now: Date): Promise<boolean> {
  try {
    await db.insertInto('payment_events').values({ event_id: eventId.slice(0, 64), event: event.slice(0, 60), received_at: now.toISOString() }).execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** Whether a webhook event was handled already. */
export async function eventSeen(db: Kysely<Database>, eventId: string): Promise<boolean> {
  return (await db.selectFrom('payment_events').select('event_id').where('event_id', '=', eventId.slice(0, 64)).executeTakeFirst()) !== undefined;
}

export async function settlePayment(services: SettleServices, payment: GatewayPaymentRecord, options: SettleOptions = {}): Promise<SettleOutcome> {
  const outcome = await settle(services, payment, options);
  // A no-op (or a change made without the event, such as a refund) is recorded right after.
  if (options.eventId && outcome !== 'paid') await recordEvent(services.db, options.eventId, options.eventName ?? 'payment', options.now ?? new Date());
  return outcome;
}

async function settle(services: SettleServices, given: GatewayPaymentRecord, options: SettleOptions): Promise<SettleOutcome> {
  const { orders, log } = services;
  const now = options.now ?? new Date();
  const order = given.orderId ? await orders.findByGatewayOrderId(given.orderId) : undefined;
  if (!order || order.payment_method !== 'razorpay') {
    log.warn({ paymentId: given.id, gatewayOrderId: given.orderId }, 'gateway payment for no order of this shop: ignored');
    return 'unknown_order';
  }
  if (given.status === 'created' || given.status === 'refunded') return 'ignored';
  if (given.status === 'failed') {
    if (order.status === 'awaiting_payment' && order.gateway_payment_id === null) {
      await orders.notePaymentError(order.number, given.errorDescription ?? 'The payment did not go through.', now);
      return 'failure_noted';
    }
    return 'ignored';
  }
  if (given.amount !== Number(order.order_total_paise) || given.currency !== 'INR') {
    const details = `${given.id}: ${given.currency} ${given.amount} paise, the order is INR ${order.order_total_paise} paise (${formatInr(Number(order.order_total_paise))})`;
    log.error({ order: order.number, paymentId: given.id }, `gateway payment does not match its order: ${details}`);
    await recordAudit(services.db, { event: 'payment-mismatch', actor: services.gateway.name, subject: order.number, details }, now);
    return 'mismatch';
  }
  // The same payment already settled this order: nothing to do (an authorized event after captured, a replay).
  if (order.gateway_payment_id === given.id) return 'already_paid';
  // A payment the shop already gave back never pays the order later (its pieces back in stock meanwhile).
  if (await services.db.selectFrom('payment_refunds').select('id').where('payment_id', '=', given.id).executeTakeFirst()) return 'refunded';

  const payment = given.status === 'authorized' ? await captured(services, given) : given;
  if (payment.status !== 'captured') return 'not_captured';

  if (SETTLED.includes(order.status)) return refund(services, order, payment.id, 'second_payment', now);
  if (order.status === 'cancelled') return refund(services, order, payment.id, 'late_payment', now);
  return markPaid(services, order, payment.id, options, now);
}

/** An authorized payment, captured (the gateway may have captured it already, automatically). */
async function captured(services: SettleServices, payment: GatewayPaymentRecord): Promise<GatewayPaymentRecord> {
  const current = await services.gateway.fetchPayment(payment.id);
  if (current.status !== 'authorized') return current;
  try {
    return await services.gateway.capturePayment(payment.id, current.amount, 'INR');
  } catch (error) {
    // Captured meanwhile (by the gateway, or another process): as it now stands.
    if (error instanceof GatewayRefusedError) return services.gateway.fetchPayment(payment.id);
    throw error;
  }
}

async function markPaid(services: SettleServices, order: StoredOrder, paymentId: string, options: SettleOptions, now: Date): Promise<SettleOutcome> {
  const { orders, db } = services;
  try {
    const also = options.eventId ? async (trx: Transaction<Database>) => void (await recordEvent(trx, options.eventId!, options.eventName ?? 'payment', now)) : undefined;
    await orders.markPaid(order.number, { gatewayPaymentId: paymentId, ...(also ? { also } : {}) }, now);
    await recordAudit(db, { event: 'order-status', actor: services.gateway.name, subject: order.number, details: `paid (${paymentId})` }, now);
    services.log.info({ order: order.number, paymentId }, 'order paid through the gateway');
    return 'paid';
  } catch (error) {
    if (error instanceof PiecesSoldError) return refund(services, order, paymentId, 'late_payment', now);
    if (!(error instanceof OrderTransitionError) && !isUniqueViolation(error)) throw error;
  }
  // Another process moved the order meanwhile (or handled this very event): settle against what it did.
  const moved = await orders.findByNumber(order.number);
  if (!moved || moved.gateway_payment_id === paymentId) return 'already_paid';
  if (SETTLED.includes(moved.status)) return refund(services, moved, paymentId, 'second_payment', now);
  if (moved.status === 'cancelled') return refund(services, moved, paymentId, 'late_payment', now);
  return 'ignored';
}

/** Refunds a payment the order will not keep, in full, through the gateway (its row first, then the request). */
async function refund(services: SettleServices, order: StoredOrder, paymentId: string, reason: RefundReason, now: Date): Promise<SettleOutcome> {
  await recordRefund(services.db, { orderId: order.id, paymentId, amountPaise: Number(order.order_total_paise), reason }, now);
  services.log.warn({ order: order.number, paymentId, reason }, 'gateway payment the order does not keep: refunding it');
  await sendRequestedRefunds(services.db, services.gateway, services.log, { orderId: order.id, now });
  return 'refunded';
}
