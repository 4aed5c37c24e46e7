import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

// Copies a shop's whole state from SQLite to PostgreSQL (npm run db:copy): every table the
// migrations create, in dependency order, in one transaction on the target, verified by row
// counts and checksums before it commits. Search indexes are not copied: the target's triggers
// build them as the products arrive (migration 0005), and they replace the catalogue version
// (0006), so no process keeps answers made for another database.

/** Copied tables, parents before children. A migration that adds a table must add it here. */
export const COPIED_TABLES = [
  'meta',
  'products',
  'product_images',
  'auth_users',
  'auth_sessions',
  'auth_accounts',
  'auth_verifications',
  'auth_two_factors',
  'sign_in_throttle',
  'orders',
  'order_lines',
  'order_huids',
  'upi_references',
  'payment_retries',
  'payment_refunds',
  'payment_events',
  'invoice_series',
  'credit_note_series',
  'mail_outbox',
  'newsletter_subscribers',
  'web_vitals',
  'audit_log',
  'delivery_settings',
  'cod_blocked_pins',
  'metal_rates',
] as const;
export type CopiedTable = (typeof COPIED_TABLES)[number];

/** Tables that are built from the copied ones, or belong to the migrator: never copied. */
const DERIVED_SQLITE_TABLES = /^(products_fts.*|kysely_migration|kysely_migration_lock|sqlite_sequence|sqlite_stat\d|pin_codes|pin_code_directory)$/;
// The PIN-code directory comes from a package (decision 019): each database loads its own.
export const DERIVED_POSTGRES_TABLES = ['kysely_migration', 'kysely_migration_lock', 'product_search', 'search_terms', 'pin_codes', 'pin_code_directory'];

/** meta rows a database makes for itself: the catalogue version (0006) is replaced by the copy. */
const OWN_META_KEYS = ['catalogue_version'];
/** meta rows a started but unused shop holds: their presence does not make a target "in use". */
const FRESH_META_KEYS = ['catalogue_version', 'auth_secret'];
/** Columns the target generates (identity): copied with OVERRIDING SYSTEM VALUE, then the sequence moves on. */
const IDENTITY_COLUMNS: Partial<Record<CopiedTable, string>> = { web_vitals: 'id', audit_log: 'id', metal_rates: 'id' };

type Column = { name: string; type: string };
type Row = Record<string, unknown>;
export type TableSummary = { table: CopiedTable; rows: number; checksum: string };

export class CopyRefusedError extends Error {}

export type CopyReport = {
  /** 'copied', or 'unchanged' when the target already held exactly this shop. */
  outcome: 'copied' | 'unchanged';
  /** The target's rows before the copy (when it held another shop and --force replaced it). */
  replacedRows: number;
  tables: TableSummary[];
};

/**
 * Copies `source` (SQLite, migrated to the latest version) into `target` (PostgreSQL, migrated
 * here). A target that holds a shop is refused unless `force`, which replaces it; a target that
 * already holds exactly this shop is left as it is. Throws CopyRefusedError with the reason.
 */
export async function copyDatabase(source: Kysely<Database>, target: Kysely<Database>, options: { force: boolean }): Promise<CopyReport> {
  await checkSourceTables(source);
  const columns = await targetColumns(target);

  return source.transaction().execute(async (sourceTx) => {
    // One read transaction on the source: a consistent snapshot even if the shop is still writing.
    const data = new Map<CopiedTable, Row[]>();
    for (const table of COPIED_TABLES) {
      const { rows } = await sql<Row>`select * from ${sql.table(table)}`.execute(sourceTx);
      const missing = columns.get(table)!.filter((column) => rows[0] !== undefined && !(column.name in rows[0]));
      if (missing.length > 0) throw new CopyRefusedError(`${table}: the source has no column ${missing[0]!.name}`);
      data.set(table, rows);
    }
    const expected = COPIED_TABLES.map((table) => summarise(table, columns.get(table)!, data.get(table)!));

    const before = await summariseDatabase(target, columns);
    if (sameSummaries(before, expected)) return { outcome: 'unchanged' as const, replacedRows: 0, tables: before };
    const inUse = await targetInUse(target);
    if (inUse && !options.force) {
      throw new CopyRefusedError(`the target already holds a shop (${inUse}); add --force to replace everything in it with the copy`);
    }
    const replacedRows = before.reduce((sum, table) => sum + table.rows, 0);

    const tables = await target.transaction().execute(async (targetTx) => {
      for (const table of [...COPIED_TABLES].reverse()) await sql`delete from ${sql.table(table)}`.execute(targetTx);
      for (const table of COPIED_TABLES) await insertRows(targetTx, table, columns.get(table)!, data.get(table)!);
      // A version of its own, so that no process keeps answers made for another database.
      await sql`insert into meta (key, value) values ('catalogue_version', gen_random_uuid()::text)
        on conflict (key) do update set value = excluded.value`.execute(targetTx);
      for (const [table, identity] of Object.entries(IDENTITY_COLUMNS)) {
        await sql`select setval(pg_get_serial_sequence(${table}, ${identity}), coalesce((select max(${sql.ref(identity)}) from ${sql.table(table)}), 0) + 1, false)`.execute(targetTx);
      }
      // Verified before it commits: a mismatch rolls everything back.
      const copied = await summariseDatabase(targetTx, columns);
      const wrong = copied.find((table, index) => table.rows !== expected[index]!.rows || table.checksum !== expected[index]!.checksum);
      if (wrong) throw new Error(`${wrong.table}: the copy does not match the source (rows or checksum); nothing was changed`);
      return copied;
    });
    return { outcome: 'copied' as const, replacedRows, tables };
  });
}

/** Refuses a source whose migrations or tables this version of the shop does not know. */
async function checkSourceTables(source: Kysely<Database>): Promise<void> {
  const { rows: tables } = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(source);
  const names = tables.map((row) => row.name);
  if (!names.includes('kysely_migration')) throw new CopyRefusedError('the source is not a shop database (no migrations ran on it)');
  const { rows: applied } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(source);
  const known = Object.keys(migrations);
  const appliedNames = applied.map((row) => row.name);
  const unknown = appliedNames.filter((name) => !known.includes(name));
  if (unknown.length > 0) throw new CopyRefusedError(`the source comes from a newer version of the shop (migration ${unknown[0]}): copy with that version`);
  const pending = known.filter((name) => !appliedNames.includes(name));
  if (pending.length > 0) {
    throw new CopyRefusedError(`the source misses migration ${pending[0]}: start the shop once on it (npm start), then copy`);
  }
  const other = names.filter((name) => !(COPIED_TABLES as readonly string[]).includes(name) && !DERIVED_SQLITE_TABLES.test(name));
  if (other.length > 0) throw new CopyRefusedError(`the source has a table db:copy does not know: ${other[0]}`);
}

/** Each copied table's columns on the target, in order, with their PostgreSQL types. */
async function targetColumns(target: Kysely<Database>): Promise<Map<CopiedTable, Column[]>> {
  const { rows } = await sql<{ table_name: string; column_name: string; data_type: string }>`
    select table_name, column_name, data_type from information_schema.columns
    where table_schema = current_schema()
    order by table_name, ordinal_position`.execute(target);
  const columns = new Map<CopiedTable, Column[]>();
  for (const table of COPIED_TABLES) {
    const found = rows.filter((row) => row.table_name === table).map((row) => ({ name: row.column_name, type: row.data_type }));
    if (found.length === 0) throw new Error(`the target has no table ${table} after its migrations`);
    columns.set(table, found);
  }
  return columns;
}

/** What makes the target a shop in use, in words, or undefined when it holds nothing worth keeping. */
async function targetInUse(target: Kysely<Database>): Promise<string | undefined> {
  const held: string[] = [];
  for (const table of COPIED_TABLES) {
    const query =
      table === 'meta'
        ? sql<{ count: string }>`select count(*) as count from meta where key not in (${sql.join(FRESH_META_KEYS)})`
        : sql<{ count: string }>`select count(*) as count from ${sql.table(table)}`;
    const count = Number((await query.execute(target)).rows[0]?.count ?? 0);
    if (count > 0) held.push(`${count} in ${table}`);
  }
  return held.length > 0 ? held.join(', ') : undefined;
}

async function insertRows(target: Transaction<Database>, table: CopiedTable, columns: Column[], rows: Row[]): Promise<void> {
  // PostgreSQL takes at most 65,535 parameters a statement.
  const batch = Math.max(1, Math.min(1000, Math.floor(60_000 / columns.length)));
  const overriding = IDENTITY_COLUMNS[table] ? sql`overriding system value` : sql``;
  const names = sql.join(columns.map((column) => sql.ref(column.name)));
  for (let start = 0; start < rows.length; start += batch) {
    const values = rows
      .slice(start, start + batch)
      .map((row) => sql`(${sql.join(columns.map((column) => sql`${toTarget(row[column.name], column.type)}`))})`);
    await sql`insert into ${sql.table(table)} (${names}) ${overriding} values ${sql.join(values)}`.execute(target);
  }
}

/** A SQLite value as the target column takes it (booleans are 0/1 and dates ISO text on SQLite). */
function toTarget(value: unknown, type: string): unknown {
  if (value === null || value === undefined) return null;
  if (type === 'boolean') return value === true || value === 1 || value === '1' || value === 'true';
  if (type.startsWith('timestamp')) return new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value as string | number));
  if (typeof value === 'bigint') return value.toString();
  return value;
}

/** The same value read from either database, as text: the checksums compare these. */
function canonical(value: unknown, type: string): string | null {
  if (value === null || value === undefined) return null;
  if (type === 'boolean') return String(value === true || value === 1 || value === '1' || value === 'true');
  if (type.startsWith('timestamp')) return new Date(value instanceof Date ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value as string | number)).toISOString();
  if (['integer', 'bigint', 'smallint', 'double precision', 'real', 'numeric'].includes(type)) return String(Number(value));
  return String(value);
}

/** Row count and a SHA-256 over every row (columns in the target's order, rows sorted). */
function summarise(table: CopiedTable, columns: Column[], rows: Row[]): TableSummary {
  const kept = table === 'meta' ? rows.filter((row) => !OWN_META_KEYS.includes(String(row.key))) : rows;
  const lines = kept.map((row) => JSON.stringify(columns.map((column) => canonical(row[column.name], column.type)))).sort();
  const hash = createHash('sha256');
  for (const line of lines) hash.update(line).update('\n');
  return { table, rows: kept.length, checksum: hash.digest('hex') };
}

async function summariseDatabase(db: Kysely<Database>, columns: Map<CopiedTable, Column[]>): Promise<TableSummary[]> {
  const summaries: TableSummary[] = [];
  for (const table of COPIED_TABLES) {
    const { rows } = await sql<Row>`select * from ${sql.table(table)}`.execute(db);
    summaries.push(summarise(table, columns.get(table)!, rows));
  }
  return summaries;
}

function sameSummaries(a: TableSummary[], b: TableSummary[]): boolean {
  return a.length === b.length && a.every((table, index) => table.rows === b[index]!.rows && table.checksum === b[index]!.checksum);
}
