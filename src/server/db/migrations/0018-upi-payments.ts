import { type Kysely } from 'kysely';

// UPI to the shop's own UPI ID (decision 032). An order's status and payment method are plain
// text columns without a CHECK of their values (migration 0003): the new statuses
// (awaiting_payment, paid, payment_failed, expired) and the method 'upi' need no change there.
// - orders.upi_reference: the UPI reference (UTR) the shopper gave for a UPI order's payment;
//   null until given, and for cash on delivery.
// - orders.paid_at: when the shop marked a UPI order paid (ISO-8601 UTC); null until then.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('upi_reference', 'varchar(40)').execute();
  await db.schema.alterTable('orders').addColumn('paid_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('paid_at').execute();
  await db.schema.alterTable('orders').dropColumn('upi_reference').execute();
}
