import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Metal rates and pricing by weight (issue 28, decision 035):
// - metal_rates: the operator's rate per gram for a metal and purity grade, with the date it
//   applies from; one row per setting, never changed (the history);
// - products: how the piece is priced ('fixed', as before, or 'weight'), its making charge
//   (paise per gram, or hundredths of a percent of the metal value), its stones and extras, and
//   the rate (and its date) its stored price was computed from;
// - order_lines.price_breakup: a weight-priced line's break-up as it was sold (JSON), for its invoice;
// - products.purity: from free text to a grade of the product's metal (925, 22K, 950…).

/** A free-text purity as the nearest grade of its metal (unknown text: the metal's usual grade). */
export function gradeOf(metal: string, purity: string): string {
  const text = purity.toLowerCase().replace(/\s+/g, '');
  if (metal === 'Gold') {
    const karat = /(24|22|18|14)(k|kt|ct|carat)/.exec(text)?.[1];
    if (karat) return `${karat}K`;
    const fineness: Record<string, string> = { '999': '24K', '995': '24K', '916': '22K', '750': '18K', '585': '14K' };
    for (const [digits, grade] of Object.entries(fineness)) if (text.includes(digits)) return grade;
    return '22K';
  }
  if (metal === 'Platinum') return '950';
  const digits = text.replace(/[^\d]/g, '');
  const silver = ['800', '835', '925', '958', '970', '990', '999'];
  if (silver.includes(digits)) return digits;
  if (digits === '9250' || text.includes('92.5') || text.includes('sterling')) return '925';
  if (text.includes('fine') || digits === '9990' || text.includes('99.9')) return '999';
  return '925';
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('metal_rates')
    .addColumn('id', postgres ? 'bigint' : 'integer', (col) => (postgres ? col.primaryKey().generatedAlwaysAsIdentity() : col.primaryKey().autoIncrement()))
    .addColumn('metal', 'varchar(20)', (col) => col.notNull())
    .addColumn('purity', 'varchar(10)', (col) => col.notNull())
    .addColumn('rate_paise', 'bigint', (col) => col.notNull())
    // 'YYYY-MM-DD', a day of India's calendar.
    .addColumn('applies_from', 'varchar(10)', (col) => col.notNull())
    .addColumn('set_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('set_by', 'varchar(254)')
    .execute();
  await db.schema.createIndex('metal_rates_current').on('metal_rates').columns(['metal', 'purity', 'applies_from', 'id']).execute();

  await db.schema.alterTable('products').addColumn('priced_by', 'varchar(10)', (col) => col.notNull().defaultTo('fixed')).execute();
  await db.schema.alterTable('products').addColumn('making_by', 'varchar(10)').execute();
  await db.schema.alterTable('products').addColumn('making_value', 'bigint').execute();
  await db.schema.alterTable('products').addColumn('extras_paise', 'bigint', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('products').addColumn('rate_paise', 'bigint').execute();
  await db.schema.alterTable('products').addColumn('rate_date', 'varchar(10)').execute();
  await db.schema.alterTable('order_lines').addColumn('price_breakup', 'text').execute();

  const rows = await sql<{ id: string; metal_type: string; purity: string }>`select id, metal_type, purity from products`.execute(db);
  for (const row of rows.rows) {
    const grade = gradeOf(row.metal_type, row.purity);
    if (grade !== row.purity) await sql`update products set purity = ${grade} where id = ${row.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_lines').dropColumn('price_breakup').execute();
  for (const column of ['rate_date', 'rate_paise', 'extras_paise', 'making_value', 'making_by', 'priced_by']) {
    await db.schema.alterTable('products').dropColumn(column).execute();
  }
  await db.schema.dropTable('metal_rates').execute();
}
