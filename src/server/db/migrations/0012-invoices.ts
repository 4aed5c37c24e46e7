import { type Kysely } from 'kysely';
import { financialYear, formatInvoiceNumber } from '../../invoices/series.ts';
import { indiaDayOf } from '../../../shared/india-days.ts';

// GST tax invoices (decision 018): each order's invoice number and date, and one counter per
// financial year from which new orders take the next number in their transaction.
// Orders placed before this migration are numbered here, oldest first, in the series of the
// financial year they were placed in and dated the day they were placed, so that every order
// has its invoice and each year's series has no gap.

/** The tables as this migration knows them (the shop's table types change with later migrations). */
type Tables = {
  orders: { id: string; created_at: string; invoice_number: string | null; invoice_date: string | null };
  invoice_series: { financial_year: string; last_number: number };
};

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Tables>;
  await db.schema
    .createTable('invoice_series')
    .addColumn('financial_year', 'varchar(7)', (col) => col.primaryKey())
    .addColumn('last_number', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.alterTable('orders').addColumn('invoice_number', 'varchar(16)').execute();
  await db.schema.alterTable('orders').addColumn('invoice_date', 'varchar(10)').execute();

  const orders = await db
    .selectFrom('orders')
    .select(['id', 'created_at'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const counts = new Map<string, number>();
  for (const order of orders) {
    const date = indiaDayOf(order.created_at);
    const year = financialYear(date);
    const count = (counts.get(year) ?? 0) + 1;
    counts.set(year, count);
    await db
      .updateTable('orders')
      .set({ invoice_number: formatInvoiceNumber(year, count), invoice_date: date })
      .where('id', '=', order.id)
      .execute();
  }
  for (const [year, count] of counts) {
    await db.insertInto('invoice_series').values({ financial_year: year, last_number: count }).execute();
  }
  // After the numbering: a unique index checks it, and finds an order by its invoice.
  await db.schema.createIndex('orders_invoice_number').on('orders').column('invoice_number').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_invoice_number').execute();
  await db.schema.alterTable('orders').dropColumn('invoice_date').execute();
  await db.schema.alterTable('orders').dropColumn('invoice_number').execute();
  await db.schema.dropTable('invoice_series').execute();
}
