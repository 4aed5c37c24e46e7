import { spawn } from 'node:child_process';
import { chmodSync, existsSync } from 'node:fs';
import { DatabaseSync, backup as copySqliteDatabase } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

// Backups of the shop's database while it runs (npm run backup) and their restore (npm run
// restore). SQLite: VACUUM INTO writes a consistent copy from one read transaction, which in WAL
// mode neither waits for the shop's writes nor holds them up; it is restored through SQLite's
// backup API, so that a shop still running on the file sees the restored data rather than
// writing on into a file that was replaced under it. PostgreSQL: pg_dump (custom format), whose
// snapshot is consistent, and pg_restore in one transaction.

/** Something about the backup or its target that stops a restore; the message is for the person at the terminal. */
export class RestoreRefusedError extends Error {}

/** Tables every shop has: a file without them is not a backup of this shop. */
const SHOP_TABLES = ['products', 'product_images', 'orders', 'order_lines'];

/** `shop-2026-11-23T19-30-05Z`: sorts by time and is a valid file name everywhere. */
export function backupName(now = new Date()): string {
  return `shop-${now.toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-')}`;
}

/** Copies the SQLite database `file` into `target` (which must not exist) while the shop may be using it. */
export function backupSqlite(file: string, target: string): void {
  if (existsSync(target)) throw new Error(`${target} already exists`);
  const database = new DatabaseSync(file, { timeout: 5000 });
  try {
    database.prepare('vacuum into ?').run(target);
  } finally {
    database.close();
  }
  // The copy holds password hashes, sessions and orders: its owner's alone.
  chmodSync(target, 0o600);
}

/** What SQLite's integrity check says of a database file: ['ok'] when it is sound. */
export function sqliteIntegrity(file: string): string[] {
  const database = new DatabaseSync(file, { readOnly: true });
  try {
    return database
      .prepare('pragma integrity_check')
      .all()
      .map((row) => String(row.integrity_check));
  } finally {
    database.close();
  }
}

/**
 * Whether another connection has the SQLite file open (a running shop keeps it open): an
 * exclusive lock is refused while any other connection holds the WAL.
 */
export function sqliteInUse(file: string): boolean {
  if (!existsSync(file)) return false;
  const database = new DatabaseSync(file, { timeout: 0 });
  try {
    database.exec('pragma locking_mode = exclusive');
    database.exec('begin exclusive');
    database.exec('commit');
    return false;
  } catch {
    return true;
  } finally {
    database.close();
  }
}

/**
 * Restores the SQLite backup `source` into `file`. Refused when the backup is not a sound copy
 * of a shop, or when the shop is running on `file` unless `force`. A running shop's writes
 * briefly hold the file: the copy is tried again for up to `waitMs`.
 */
export async function restoreSqlite(source: string, file: string, { force, waitMs = 10_000 }: { force: boolean; waitMs?: number }): Promise<void> {
  const integrity = sqliteIntegrity(source);
  if (integrity.join() !== 'ok') throw new RestoreRefusedError(`${source} fails SQLite's integrity check: ${integrity[0]}`);
  const backupFile = new DatabaseSync(source, { readOnly: true });
  try {
    const tables = new Set(backupFile.prepare("select name from sqlite_master where type = 'table'").all().map((row) => String(row.name)));
    if (!SHOP_TABLES.every((table) => tables.has(table))) throw new RestoreRefusedError(`${source} is not a backup of the shop (it has no products or orders)`);
    if (!force && sqliteInUse(file)) {
      throw new RestoreRefusedError(`the shop is running on ${file}: stop it first, or give --force to replace its data while it runs`);
    }
    const deadline = Date.now() + waitMs;
    for (;;) {
      try {
        await copySqliteDatabase(backupFile, file);
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await sleep(50);
      }
    }
  } finally {
    backupFile.close();
  }
}

/** pg_dump in custom format into `target`; the password goes through the environment, never the command line. */
export async function backupPostgres(url: string, target: string): Promise<void> {
  if (existsSync(target)) throw new Error(`${target} already exists`);
  await runTool('pg_dump', ['--format=custom', `--file=${target}`], url);
  chmodSync(target, 0o600);
}

/** Sessions other than this one on the database of `url` (a running shop keeps some open). */
export async function postgresSessions(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      'select count(*) as count from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * Restores a pg_dump archive into the database of `url`, in one transaction (all or nothing),
 * replacing the shop's tables. Refused while other sessions are connected unless `force`.
 */
export async function restorePostgres(source: string, url: string, { force }: { force: boolean }): Promise<void> {
  const listing = await runTool('pg_restore', ['--list', source], undefined).catch(() => {
    throw new RestoreRefusedError(`${source} is not a pg_dump archive (custom format)`);
  });
  if (!SHOP_TABLES.every((table) => new RegExp(`\\bTABLE \\S+ ${table}\\b`).test(listing))) {
    throw new RestoreRefusedError(`${source} is not a backup of the shop (it has no products or orders)`);
  }
  const sessions = await postgresSessions(url);
  if (!force && sessions > 0) {
    throw new RestoreRefusedError(`${sessions} other sessions are connected to the database (a running shop?): stop the shop first, or give --force`);
  }
  await runTool('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', source], url);
}

/** Runs a PostgreSQL client tool on the database of `url` (given as PG* variables); answers its standard output. */
function runTool(tool: string, args: string[], url: string | undefined): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (url) {
    const parsed = new URL(url);
    if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
    parsed.password = '';
    args = [...args, `--dbname=${parsed.toString()}`];
  }
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => reject(new Error(`${tool} could not be run (${error.message}); install the PostgreSQL client tools`)));
    child.on('exit', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`${tool} failed: ${stderr.trim().split('\n').at(-1) ?? code}`))));
  });
}
