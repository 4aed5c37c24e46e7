import { sql, type Kysely } from 'kysely';

// Stock (decision 016): how many pieces of each product the shop has, never below zero (an
// order takes stock with a conditional update; the check is the last guard). Products saved
// before stock was counted get 10 (STOCK_WHEN_NOT_GIVEN in src/shared/stock.ts): the shop
// goes on selling them until an operator enters the real count.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('stock', 'integer', (col) => col.notNull().defaultTo(10).check(sql`stock >= 0`))
    .execute();
  // The operator's low-stock list.
  await db.schema.createIndex('products_stock_idx').on('products').columns(['stock', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('products_stock_idx').execute();
  await db.schema.alterTable('products').dropColumn('stock').execute();
}
