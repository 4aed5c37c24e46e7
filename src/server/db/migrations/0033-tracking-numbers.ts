import type { Kysely } from 'kysely';

// A tracking (AWB) number already on another order is a slip to be warned of when an order is
// marked shipped (issue 42, point 10; decision 042): an index finds the orders with a number.
// Not unique: a parcel re-sent under the same number may be shipped again, deliberately.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('orders_tracking_number').on('orders').column('tracking_number').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_tracking_number').execute();
}
