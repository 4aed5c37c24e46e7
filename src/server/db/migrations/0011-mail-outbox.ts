import type { Kysely } from 'kysely';

// Order e-mails (decision 017): each message is a row written in the transaction of the order
// or status change it tells about; a worker sends it and marks it sent.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('kind', 'varchar(30)', (col) => col.notNull())
    .addColumn('order_id', 'varchar(40)', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    // The status a status mail tells about (the order may have moved on by the time it is sent).
    .addColumn('order_status', 'varchar(20)')
    .addColumn('recipients', 'text', (col) => col.notNull())
    .addColumn('subject', 'varchar(300)', (col) => col.notNull())
    .addColumn('state', 'varchar(20)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    // When a worker should next look at the row: a pending row's next try, or the end of a
    // claim's lease. Null once sent or given up, so that the worker's one query reads an index
    // of the rows still to do.
    .addColumn('due_at', 'varchar(32)')
    .addColumn('claim_token', 'varchar(40)')
    .addColumn('last_error', 'varchar(500)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('sent_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').column('due_at').execute();
  await db.schema.createIndex('mail_outbox_newest').on('mail_outbox').columns(['created_at desc', 'id desc']).execute();
  await db.schema.createIndex('mail_outbox_order').on('mail_outbox').column('order_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
}
