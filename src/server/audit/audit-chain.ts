import { createHash } from 'node:crypto';
import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AuditLogTable } from './tables.ts';

// The audit trail as a hash chain (decision 041): each row's hash is SHA-256 over the hash of
// the row before it and the row's own content, so a row changed, removed or moved breaks the
// chain at that place. The first row of the table chains from the start kept in `meta` (the
// hash of the last row the yearly sweep removed), or from GENESIS_HASH.

/** What the first row ever written chains from. */
export const GENESIS_HASH = '0'.repeat(64);
/** The meta row holding the hash the table's first row chains from, once the sweep has removed older rows. */
const CHAIN_START_KEY = 'audit_chain_start';
/** Rows read at once by the check. */
const CHECK_PAGE = 1000;

/** A row's content as hashed: every column but its id and its hashes. */
export type ChainedContent = Pick<AuditLogTable, 'at' | 'event' | 'actor' | 'client_ip' | 'subject' | 'details'>;

/** SHA-256 (hex) over the previous row's hash and this row's canonical content (a JSON array of its columns, in order). */
export function chainHash(previous: string, row: ChainedContent): string {
  const content = JSON.stringify([row.at, row.event, row.actor, row.client_ip, row.subject, row.details]);
  return createHash('sha256').update(`${previous}\n${content}`).digest('hex');
}

/**
 * Runs `write` with the chain's end to itself: on PostgreSQL the table is locked (EXCLUSIVE: reads
 * go on, other writers of the trail wait) until the transaction ends, so rows written by several
 * processes at once still form one chain, in id order. SQLite's write transactions already run
 * one at a time (BEGIN IMMEDIATE, db/database.ts).
 */
export async function withChainLocked<T>(db: Kysely<Database>, write: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (trx.getExecutor().adapter instanceof PostgresAdapter) await sql`lock table audit_log in exclusive mode`.execute(trx);
    return write(trx);
  });
}

/** The hash the next row chains from: the newest row's, or the chain's start when the table is empty. */
export async function chainEnd(trx: Kysely<Database>): Promise<string> {
  const last = await trx.selectFrom('audit_log').select('hash').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return last ? (last.hash ?? '') : chainStart(trx);
}

async function chainStart(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', CHAIN_START_KEY).executeTakeFirst();
  return row?.value ?? GENESIS_HASH;
}

/** Records the hash the table's first row now chains from (the sweep, having removed the rows before it). */
export async function moveChainStart(trx: Kysely<Database>, hash: string): Promise<void> {
  await trx
    .insertInto('meta')
    .values({ key: CHAIN_START_KEY, value: hash })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: hash }))
    .execute();
}

export type ChainReport =
  | { whole: true; rows: number; lastId: number | null; head: string }
  | { whole: false; rows: number; brokenId: number; reason: 'moved' | 'changed' };

/**
 * Walks the trail in id order from its start and answers whether every row follows the one
 * before it (`moved`: a row before it was removed, or rows were put in another order) and holds
 * what was hashed (`changed`). Reads one snapshot, a page at a time.
 */
export async function checkAuditChain(db: Kysely<Database>): Promise<ChainReport> {
  return inOneSnapshot(db, async (trx) => {
    let expected = await chainStart(trx);
    let rows = 0;
    let lastId: number | null = null;
    for (;;) {
      let query = trx.selectFrom('audit_log').selectAll().orderBy('id').limit(CHECK_PAGE);
      if (lastId !== null) query = query.where('id', '>', lastId);
      const page = await query.execute();
      for (const row of page) {
        const id = Number(row.id);
        if (row.prev_hash !== expected) return { whole: false, rows, brokenId: id, reason: 'moved' };
        if (row.hash !== chainHash(expected, row)) return { whole: false, rows, brokenId: id, reason: 'changed' };
        expected = row.hash;
        lastId = id;
        rows += 1;
      }
      if (page.length < CHECK_PAGE) return { whole: true, rows, lastId, head: expected };
    }
  });
}

/**
 * Runs `read` on one snapshot of the database: a repeatable-read transaction on PostgreSQL; on
 * SQLite a deferred one, which reads a snapshot (WAL) without keeping the shop's writers waiting
 * as the shop's own write transactions (BEGIN IMMEDIATE) would.
 */
async function inOneSnapshot<T>(db: Kysely<Database>, read: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return db.transaction().setIsolationLevel('repeatable read').execute(read);
  return db.connection().execute(async (connection) => {
    await sql`begin deferred`.execute(connection);
    try {
      return await read(connection);
    } finally {
      await sql`commit`.execute(connection);
    }
  });
}
