import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Money columns were `integer`: 32 bits on PostgreSQL, so an order above about ₹2.1 crore
// (2^31 paise) failed. bigint there; SQLite's integers are 64 bits already. PostgreSQL answers
// bigint as text by default: src/server/db/database.ts reads it as a number.

const MONEY_COLUMNS = {
  products: ['price_paise'],
  orders: ['item_total_paise', 'savings_paise', 'shipping_paise', 'order_total_paise'],
  order_lines: ['unit_price_paise', 'line_total_paise'],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const [table, columns] of Object.entries(MONEY_COLUMNS)) {
    const changes = columns.map((column) => sql`alter column ${sql.id(column)} type bigint`);
    await sql`alter table ${sql.table(table)} ${sql.join(changes)}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const [table, columns] of Object.entries(MONEY_COLUMNS)) {
    const changes = columns.map((column) => sql`alter column ${sql.id(column)} type integer`);
    await sql`alter table ${sql.table(table)} ${sql.join(changes)}`.execute(db);
  }
}
