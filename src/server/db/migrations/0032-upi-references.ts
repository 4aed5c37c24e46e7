import type { Kysely } from 'kysely';

// A UTR pays once; a retried payment counts (issue 42, points 12 and 13; decision 038).
// - upi_references: each UPI reference (UTR) an order carries, once: the one its shopper gave,
//   and the one a bank statement's row paid it with. `reference` is unique, so one payment's UTR
//   never belongs to two orders; `paid_at` is set in the transaction that marks the order paid
//   with it, so a later statement that lists the same payment again finds it used.
// - payment_retries: each time a shopper tried paying again for an order, from which client: a
//   retry holds the pieces again, so it counts toward the orders per phone, e-mail and client.
// The references orders already carry are recorded, a paid order's first; a reference two
// orders gave is kept for the first of them.

type OrderRow = { id: string; upi_reference: string | null; paid_at: string | null; created_at: string };

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upi_references')
    .addColumn('reference', 'varchar(12)', (col) => col.primaryKey())
    .addColumn('order_id', 'varchar(30)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('paid_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('upi_references_order_id').on('upi_references').column('order_id').execute();

  await db.schema
    .createTable('payment_retries')
    .addColumn('order_id', 'varchar(30)', (col) => col.notNull())
    .addColumn('at', 'varchar(32)', (col) => col.notNull())
    .addColumn('client_address', 'varchar(64)')
    .execute();
  await db.schema.createIndex('payment_retries_at').on('payment_retries').columns(['at', 'order_id']).execute();

  const typed = db as Kysely<{ orders: OrderRow; upi_references: { reference: string; order_id: string; created_at: string; paid_at: string | null } }>;
  const rows = await typed.selectFrom('orders').select(['id', 'upi_reference', 'paid_at', 'created_at']).where('upi_reference', 'is not', null).execute();
  rows.sort((a, b) => Number(a.paid_at === null) - Number(b.paid_at === null) || a.created_at.localeCompare(b.created_at));
  const seen = new Set<string>();
  for (const row of rows) {
    const reference = row.upi_reference!;
    if (seen.has(reference)) continue;
    seen.add(reference);
    await typed.insertInto('upi_references').values({ reference, order_id: row.id, created_at: row.created_at, paid_at: row.paid_at }).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_retries').execute();
  await db.schema.dropTable('upi_references').execute();
}
