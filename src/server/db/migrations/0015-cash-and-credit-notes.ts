import { sql, type Kysely } from 'kysely';

// Cash limits, PAN and credit notes (decision 026):
// - orders.pan: the buyer's PAN, kept for an order of ₹2,00,000 or more (Rule 114B);
// - order_lines.metal_weight_mg: the net metal weight of a piece when it was sold, which the
//   invoice shows per line; lines stored before this are filled from their products where the
//   products still exist (null otherwise);
// - credit notes: each cancelled invoice is reversed by a credit note numbered from a gap-free
//   series of its own per financial year (credit_note_series, as invoice_series), given in the
//   cancellation's transaction.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('pan', 'varchar(10)').execute();
  await db.schema.alterTable('orders').addColumn('credit_note_number', 'varchar(16)').execute();
  await db.schema.alterTable('orders').addColumn('credit_note_date', 'varchar(10)').execute();
  await db.schema.createIndex('orders_credit_note_number').on('orders').column('credit_note_number').unique().execute();
  await db.schema
    .createTable('credit_note_series')
    .addColumn('financial_year', 'varchar(7)', (col) => col.primaryKey())
    .addColumn('last_number', 'integer', (col) => col.notNull())
    .execute();

  await db.schema.alterTable('order_lines').addColumn('metal_weight_mg', 'integer').execute();
  // One statement on both databases: each line takes its product's weight, where it still exists.
  await sql`update order_lines set metal_weight_mg = (select products.metal_weight_mg from products where products.id = order_lines.product_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_lines').dropColumn('metal_weight_mg').execute();
  await db.schema.dropTable('credit_note_series').execute();
  await db.schema.dropIndex('orders_credit_note_number').execute();
  await db.schema.alterTable('orders').dropColumn('credit_note_date').execute();
  await db.schema.alterTable('orders').dropColumn('credit_note_number').execute();
  await db.schema.alterTable('orders').dropColumn('pan').execute();
}
