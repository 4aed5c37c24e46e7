import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { PaymentGateway } from './gateway.ts';
import type { PaymentRefundsTable, RefundReason } from './tables.ts';
import type { OrdersTable } from '../orders/tables.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { formatInr } from '../../shared/money.ts';

// Refunds through the gateway (decision 033). A refund is first a `payment_refunds` row,
// 'requested', written in the transaction that decides it (the operator's cancellation, a late
// payment whose pieces sold, a second payment); after commit it is asked of the gateway with
// the row's idempotency key. A failure leaves it 'requested' and the reconciler asks again with
// the same key, so a payment is never refunded twice. One refund per payment (unique).

/** The key a payment's refund is always asked with: derived from the payment, so every try is the same request. */
export const refundKeyOf = (paymentId: string) => `refund-${paymentId}`;

/** Records the full refund of a payment, once; another for the same payment is not made. `db` may be a transaction. */
export async function recordRefund(
  db: Kysely<Database>,
  refund: { orderId: string; paymentId: string; amountPaise: number; reason: RefundReason },
  now: Date,
): Promise<void> {
  const exists = await db.selectFrom('payment_refunds').select('id').where('payment_id', '=', refund.paymentId).executeTakeFirst();
  if (exists) return;
  const at = now.toISOString();
  const row: PaymentRefundsTable = {
    id: randomBytes(10).toString('base64url'),
    order_id: refund.orderId,
    payment_id: refund.paymentId,
    amount_paise: refund.amountPaise,
    reason: refund.reason,
    idempotency_key: refundKeyOf(refund.paymentId),
    status: 'requested',
    refund_id: null,
    created_at: at,
    updated_at: at,
  };
  try {
    await db.insertInto('payment_refunds').values(row).execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error; // recorded meanwhile by another process
  }
}

/**
 * Asks the gateway for every refund still 'requested' (of one order, or all), with its own key;
 * answers how many the gateway took. A failure is logged and left for the next try.
 */
export async function sendRequestedRefunds(
  db: Kysely<Database>,
  gateway: PaymentGateway,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  options: { orderId?: string; now?: Date; limit?: number } = {},
): Promise<number> {
  let query = db.selectFrom('payment_refunds').selectAll().where('status', '=', 'requested').orderBy('created_at').limit(options.limit ?? 50);
  if (options.orderId) query = query.where('order_id', '=', options.orderId);
  let sent = 0;
  for (const row of await query.execute()) {
    try {
      const refund = await gateway.refundPayment(row.payment_id, Number(row.amount_paise), row.idempotency_key);
      await db
        .updateTable('payment_refunds')
        .set({ status: refund.status, refund_id: refund.id, updated_at: (options.now ?? new Date()).toISOString() })
        .where('id', '=', row.id)
        .where('status', '=', 'requested')
        .execute();
      sent += 1;
      await auditRefund(db, gateway.name, row.order_id, `${refund.status}: ${refund.id} of ${row.payment_id}, ${formatInr(Number(row.amount_paise))} (${row.reason})`, options.now);
      log.info({ paymentId: row.payment_id, refundId: refund.id, reason: row.reason }, 'payment refunded');
    } catch (error) {
      log.warn({ err: error, paymentId: row.payment_id }, 'refund not taken by the gateway yet; it is asked again later with the same key');
    }
  }
  return sent;
}

/** The gateway's word on a refund (refund.processed, refund.failed): the row follows it, and the audit trail says so under `actor`. */
export async function updateRefund(
  db: Kysely<Database>,
  refund: { id: string; paymentId: string; status: 'pending' | 'processed' | 'failed' },
  now: Date,
  actor: string,
): Promise<boolean> {
  const updated = await db
    .updateTable('payment_refunds')
    .set({ status: refund.status, refund_id: refund.id, updated_at: now.toISOString() })
    .where('payment_id', '=', refund.paymentId)
    .returning('order_id')
    .executeTakeFirst();
  if (!updated) return false;
  await auditRefund(db, actor, updated.order_id, `${refund.status}: ${refund.id} of ${refund.paymentId}`, now);
  return true;
}

/** A refund's step in the audit trail, under its order's number. */
async function auditRefund(db: Kysely<Database>, actor: string, orderId: string, details: string, now = new Date()): Promise<void> {
  const order = await db.selectFrom('orders').select('number').where('id', '=', orderId).executeTakeFirst();
  await recordAudit(db, { event: 'refund', actor, subject: order?.number ?? orderId, details }, now);
}

/**
 * After the operator cancelled a paid Razorpay order (or marked it returned): the refund
 * recorded with the change is asked of the gateway now; a failure leaves it for the reconciler.
 */
export async function refundAfterStatusChange(app: FastifyInstance, order: OrdersTable, log: Pick<FastifyBaseLogger, 'warn' | 'info'>): Promise<void> {
  if (!app.paymentGateway || order.payment_method !== 'razorpay' || !order.gateway_payment_id) return;
  await sendRequestedRefunds(app.database.db, app.paymentGateway, log, { orderId: order.id });
}
