import { sql, type Kysely } from 'kysely';

// Cash-on-delivery orders that hold stock (decision 027):
// - orders.stock_held_until: a placed order holds its pieces until then; the shop confirms it
//   (the hold is kept for good: null) or the sweep cancels it and gives them back. Orders from
//   before this migration keep null: they hold their pieces until an operator moves them.
// - orders.cancel_reason: 'unconfirmed' for an order the sweep cancelled; null when the shop did.
// - orders.client_address: the client address the order came from, for the per-client limit.
// - orders.bulk: 1 when the order was flagged as a bulk order when placed (0 otherwise).
// Indexes serve the sweep and the counts of recent orders per phone, e-mail and client.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('stock_held_until', 'varchar(32)').execute();
  await db.schema.alterTable('orders').addColumn('cancel_reason', 'varchar(20)').execute();
  await db.schema.alterTable('orders').addColumn('client_address', 'varchar(64)').execute();
  await db.schema.alterTable('orders').addColumn('bulk', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('orders_stock_held_until').on('orders').column('stock_held_until').execute();
  await db.schema.createIndex('orders_phone_recent').on('orders').columns(['phone', 'created_at']).execute();
  await sql`create index orders_email_recent on orders (lower(email), created_at)`.execute(db);
  await db.schema.createIndex('orders_client_recent').on('orders').columns(['client_address', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['orders_client_recent', 'orders_email_recent', 'orders_phone_recent', 'orders_stock_held_until']) {
    await db.schema.dropIndex(index).execute();
  }
  for (const column of ['bulk', 'client_address', 'cancel_reason', 'stock_held_until']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}
