import type { Kysely } from 'kysely';

// Hallmark Unique IDs (decision 036): the HUID of each piece of an order line, recorded when the
// order is shipped. A HUID names one piece, so it is unique across every order; a piece left
// without one (voluntary for silver) has no row.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_huids')
    .addColumn('order_id', 'varchar(40)', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    /** The order line's position, and the piece of that line (0 to its quantity less 1). */
    .addColumn('line_position', 'integer', (col) => col.notNull())
    .addColumn('piece', 'integer', (col) => col.notNull())
    .addColumn('huid', 'varchar(6)', (col) => col.notNull())
    .addPrimaryKeyConstraint('order_huids_pk', ['order_id', 'line_position', 'piece'])
    .addUniqueConstraint('order_huids_huid', ['huid'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_huids').execute();
}
