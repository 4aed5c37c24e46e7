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

function outboxRow(kind: MailKind, order: Pick<OrdersTable, 'id' | 'number' | 'order_total_paise'> & { bulk?: number }, recipients: string[], at: string, status: OrderStatus | null = null): MailOutboxTable {
  return {
    id: randomBytes(12).toString('base64url'),
    kind,
    order_id: order.id,
    order_status: status,
    recipients: recipients.join(', '),
    subject: orderMailSubject(kind, order.number, order.order_total_paise, status, order.bulk === 1),
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
 * shop has no operator yet). `trx` is the order's transaction.
 */
export async function queueOrderPlacedMails(trx: Kysely<Database>, order: OrdersTable): Promise<void> {
  const operators = await trx.selectFrom('auth_users').select('email').where('role', '=', OPERATOR_ROLE).orderBy('email').execute();
  const rows = [outboxRow('order_confirmation', order, [order.email], order.created_at)];
  if (operators.length > 0) rows.push(outboxRow('order_alert', order, operators.map((operator) => operator.email), order.created_at));
  await trx.insertInto('mail_outbox').values(rows).execute();
}

/** A status change the shopper hears about (shipped, delivered, cancelled, returned); `trx` is the change's transaction. */
export async function queueOrderStatusMail(trx: Kysely<Database>, number: string, status: OrderStatus, now: Date): Promise<void> {
  if (!STATUSES_MAILED.includes(status)) return;
  const order = await trx
    .selectFrom('orders')
    .select(['id', 'number', 'email', 'order_total_paise'])
    .where('number', '=', number)
    .executeTakeFirstOrThrow();
  await trx.insertInto('mail_outbox').values(outboxRow('order_status', order, [order.email], now.toISOString(), status)).execute();
}
