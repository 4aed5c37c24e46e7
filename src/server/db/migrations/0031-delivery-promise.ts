import type { Kysely } from 'kysely';

// The day an order is promised to arrive by (issue 42, point 7): worked out for its PIN when it is
// placed, as the product page and the checkout gave it (decision 037), and kept, so that its
// page and e-mails give that same day. 'YYYY-MM-DD', India's calendar; null for orders from before.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('delivery_by', 'varchar(10)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('delivery_by').execute();
}
