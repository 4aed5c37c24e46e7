import { type Kysely } from 'kysely';

// Shipping and returns (decision 025): the courier and tracking (AWB) number a shipped order
// went out with, and when the order was shipped, delivered, cancelled or came back (returned).
// Orders moved before this migration keep null times: their updated_at is the only record.

const TIMES = ['shipped_at', 'delivered_at', 'cancelled_at', 'returned_at'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // The courier's id in src/shared/shipping.ts, and its name as shown (typed for 'Other').
  await db.schema.alterTable('orders').addColumn('courier', 'varchar(20)').execute();
  await db.schema.alterTable('orders').addColumn('courier_name', 'varchar(60)').execute();
  await db.schema.alterTable('orders').addColumn('tracking_number', 'varchar(20)').execute();
  for (const column of TIMES) await db.schema.alterTable('orders').addColumn(column, 'varchar(32)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [...TIMES].reverse()) await db.schema.alterTable('orders').dropColumn(column).execute();
  await db.schema.alterTable('orders').dropColumn('tracking_number').execute();
  await db.schema.alterTable('orders').dropColumn('courier_name').execute();
  await db.schema.alterTable('orders').dropColumn('courier').execute();
}
