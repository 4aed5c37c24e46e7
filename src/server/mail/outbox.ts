import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { OrderStatus } from '../../shared/order.ts';
import type { Database } from '../db/schema.ts';
import type { OrdersTable } from '../orders/tables.ts';
import { OPERATOR_ROLE } from '../auth/settings.ts';
import { orderMailSubject } from './templates.ts';
import type { MailKind, MailOutboxTable } from './tables.ts';

// Order e-mails are written to the outbox in the transaction of the order or status change they
// tell about (decision 017): stored with it, or not at all. The worker (worker.ts) sends them.

/** The status changes a shopper hears about. */
export const STATUSES_MAILED: readonly OrderStatus[] = ['shipped', 'delivered', 'cancelled', 'returned'];

type MailedOrder = Pick<OrdersTable, 'id' | 'number' | 'order_total_paise' | 'payment_method' | 'language'> & { bulk?: number };

function outboxRow(kind: MailKind, order: MailedOrder, recipients: string[], at: string, status: OrderStatus | null = null): MailOutboxTable {
  return {
    id: randomBytes(12).toString('base64url'),
    kind,
    order_id: order.id,
    order_status: status,
    recipients: recipients.join(', '),
    subject: orderMailSubject(kind, order, status),
    state: 'pending',
    attempts: 0,
    // Due at once: a worker sends it on its next look (or, without SMTP_URL, it waits here).
    due_at: at,
    claim_token: null,
    last_error: null,
    created_at: at,
    sent_at: null,
  };
}

/**
 * A new order: the shopper's confirmation, and an alert to every operator account (none when the
 * shop has no operator yet). Queued when a COD order is placed, and when a UPI order is paid
 * (decision 032); `trx` is that transaction, `at` its time.
 */
export async function queueOrderPlacedMails(trx: Kysely<Database>, order: OrdersTable, at: Date): Promise<void> {
  const operators = await trx.selectFrom('auth_users').select('email').where('role', '=', OPERATOR_ROLE).orderBy('email').execute();
  const due = at.toISOString();
  const rows = [outboxRow('order_confirmation', order, [order.email], due)];
  if (operators.length > 0) rows.push(outboxRow('order_alert', order, operators.map((operator) => operator.email), due));
  await trx.insertInto('mail_outbox').values(rows).execute();
}

/**
 * A prepaid order (UPI, Razorpay) placed and not yet paid: the shopper is asked to pay, with the
 * amount and the signed link to the order's page (issue 42, point 4). Queued in the transaction
 * that places the order; the confirmation and the operators' alert follow when it is paid.
 */
export async function queuePaymentRequestMail(trx: Kysely<Database>, order: OrdersTable, at: Date): Promise<void> {
  await trx.insertInto('mail_outbox').values(outboxRow('payment_request', order, [order.email], at.toISOString())).execute();
}

/**
 * A status change the shopper hears about (shipped, delivered, cancelled, returned); `trx` is the
 * change's transaction. A prepaid order (UPI, Razorpay) never paid has sent the shopper nothing (its e-mails start
 * when it is paid), and its end is not mailed either: the order page says it.
 */
export async function queueOrderStatusMail(trx: Kysely<Database>, number: string, status: OrderStatus, now: Date): Promise<void> {
  if (!STATUSES_MAILED.includes(status)) return;
  const order = await trx
    .selectFrom('orders')
    .select(['id', 'number', 'email', 'order_total_paise', 'payment_method', 'paid_at', 'language'])
    .where('number', '=', number)
    .executeTakeFirstOrThrow();
  if (order.payment_method !== 'cod' && !order.paid_at) return;
  await trx.insertInto('mail_outbox').values(outboxRow('order_status', order, [order.email], now.toISOString(), status)).execute();
}
