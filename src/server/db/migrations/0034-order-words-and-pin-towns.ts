import type { Kysely } from 'kysely';

// Issue 42, point 5 (decision 044). An order line keeps the product's name in the language the
// order was placed in (`local_name`: the Hindi or Odia name the product had then; null for an
// English order, or a product without one), so that a Hindi or Odia order reads in its language.
// The PIN directory keeps each PIN's district beside the city it now fills (the town its post is
// for): delivery zones compare districts as before. The directory's rows are made again on the
// next lookup (a new edition of its rows), so the column's default is never read.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_lines').addColumn('local_name', 'text').execute();
  await db.schema
    .alterTable('pin_codes')
    .addColumn('district', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pin_codes').dropColumn('district').execute();
  await db.schema.alterTable('order_lines').dropColumn('local_name').execute();
}
