import type { Kysely } from 'kysely';

// The language an order was placed in (decision 034): 'en', 'hi' or 'or', from the request's
// Accept-Language; its e-mails are written in it. Orders from before are English.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('language', 'varchar(2)', (col) => col.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('language').execute();
}
