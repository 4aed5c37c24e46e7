import { PostgresAdapter, type Kysely } from 'kysely';

// Payments through a gateway, Razorpay first (decision 033).
// - orders.gateway_order_id: the gateway's order ('order_…') made for a prepaid order, once; one
//   per shop order (unique). orders.gateway_payment_id: the payment ('pay_…') that paid it.
// - orders.payment_error: why the last attempt failed, in the gateway's words, while the order
//   still awaits its payment.
// - orders.payment_check_at and payment_checks: when the reconciler next asks the gateway about
//   an order still awaiting its payment, and how many times it has asked (its backoff).
// - payment_refunds: each refund asked of the gateway, one per payment at most (a full refund),
//   with the idempotency key it was asked with, so that asking again never refunds twice.
// - payment_events: the webhook event ids already handled (x-razorpay-event-id): a replay or a
//   retry of one changes nothing.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('orders').addColumn('gateway_order_id', 'varchar(40)').execute();
  await db.schema.alterTable('orders').addColumn('gateway_payment_id', 'varchar(40)').execute();
  await db.schema.alterTable('orders').addColumn('payment_error', 'varchar(300)').execute();
  await db.schema.alterTable('orders').addColumn('payment_check_at', 'varchar(32)').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('payment_checks', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('orders_gateway_order_id').on('orders').column('gateway_order_id').unique().execute();
  await db.schema.createIndex('orders_payment_check_at').on('orders').column('payment_check_at').execute();

  await db.schema
    .createTable('payment_refunds')
    .addColumn('id', 'varchar(30)', (col) => col.primaryKey())
    .addColumn('order_id', 'varchar(30)', (col) => col.notNull())
    .addColumn('payment_id', 'varchar(40)', (col) => col.notNull().unique())
    .addColumn('amount_paise', postgres ? 'bigint' : 'integer', (col) => col.notNull())
    // 'cancelled', 'returned', 'late_payment' (its pieces had sold), 'second_payment' (paid twice).
    .addColumn('reason', 'varchar(20)', (col) => col.notNull())
    .addColumn('idempotency_key', 'varchar(64)', (col) => col.notNull().unique())
    // 'requested' until the gateway answers; then 'pending', 'processed' or 'failed', as it says.
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    .addColumn('refund_id', 'varchar(40)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('payment_refunds_order_id').on('payment_refunds').column('order_id').execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('event_id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('event', 'varchar(60)', (col) => col.notNull())
    .addColumn('received_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropTable('payment_refunds').execute();
  await db.schema.dropIndex('orders_payment_check_at').execute();
  await db.schema.dropIndex('orders_gateway_order_id').execute();
  for (const column of ['payment_checks', 'payment_check_at', 'payment_error', 'gateway_payment_id', 'gateway_order_id']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}
