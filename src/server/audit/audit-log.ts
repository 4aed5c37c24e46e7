import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AuditPage } from '../../shared/audit-log.ts';
import { chainEnd, chainHash, moveChainStart, withChainLocked } from './audit-chain.ts';

// The audit trail (decisions 028 and 041): one append-only table that says who signed in (or
// failed to), changed their account or ended its sessions, moved an order, gave a UPI reference,
// tried a payment again, was refunded, uploaded a bank statement, edited a product or exported a
// list, and from which address. recordAudit is the one way in; each row is chained to the one
// before it (audit-chain.ts); rows leave only through the yearly sweep, oldest first.

export const AUDIT_EVENTS = [
  'sign-in',
  'sign-in-failed',
  'two-step-on',
  'two-step-off',
  'password-changed',
  'password-reset',
  'operator-created',
  'operator-disabled',
  'operator-enabled',
  'order-status',
  'product-created',
  'product-updated',
  'product-deleted',
  // A metal rate set, and how many products priced by weight it repriced (decision 035).
  'metal-rate-set',
  'csv-export',
  // The delivery dates' zones, cut-off, holidays, the shop's PIN or the PINs without cash on delivery (decision 037).
  'delivery-settings',
  // A gateway payment whose amount or currency is not the order's (decision 033): nothing moved.
  'payment-mismatch',
  // The shopper's UPI reference (UTR) for an order awaiting its payment (decision 032).
  'utr-submitted',
  // The shopper's new try at paying an expired or unpaid order (decision 033).
  'payment-retry',
  // A refund the gateway took, and its later word on it (decision 033).
  'refund',
  // A bank statement the operator uploaded to find UPI payments: what it held and what it paid.
  'bank-statement',
  // An operator ended their other sessions, or every one.
  'sessions-revoked',
] as const;
export type AuditEventName = (typeof AUDIT_EVENTS)[number];

export type AuditEntry = {
  event: AuditEventName;
  actor?: string | null | undefined;
  clientIp?: string | null | undefined;
  subject?: string | null | undefined;
  details?: string | null | undefined;
};

/** Who did it and from where, for an entry made while answering an operator's request. */
export function auditedBy(request: FastifyRequest): Pick<AuditEntry, 'actor' | 'clientIp'> {
  return { actor: request.operator?.email ?? null, clientIp: request.ip };
}

/** The actor of an event a shopper's request made (a UPI reference, a payment tried again), and the address it came from. */
export function byShopper(request: FastifyRequest): Pick<AuditEntry, 'actor' | 'clientIp'> {
  return { actor: 'shopper', clientIp: request.ip };
}

/** Adds one event to the audit trail, at the end of its chain. `db` is not a transaction: the row is written in its own. */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntry, now = new Date()): Promise<void> {
  const row = {
    at: now.toISOString(),
    event: entry.event,
    actor: clip(entry.actor, 254),
    client_ip: clip(entry.clientIp, 64),
    subject: clip(entry.subject, 300),
    details: clip(entry.details, 1000),
  };
  await withChainLocked(db, async (trx) => {
    const previous = await chainEnd(trx);
    await trx.insertInto('audit_log').values({ ...row, prev_hash: previous, hash: chainHash(previous, row) }).execute();
  });
}

/** At most `length` characters, as the column counts them (code points): what is hashed is what is stored. */
function clip(text: string | null | undefined, length: number): string | null {
  if (text === null || text === undefined) return null;
  const characters = Array.from(text);
  return characters.length > length ? characters.slice(0, length).join('') : text;
}

/** A page of the trail, newest first; `before` is the id of the last row of the previous page. */
export async function listAudit(db: Kysely<Database>, { limit, before }: { limit: number; before?: number | undefined }): Promise<AuditPage> {
  let query = db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit + 1);
  if (before !== undefined) query = query.where('id', '<', before);
  const rows = await query.execute();
  const entries = rows.slice(0, limit).map((row) => ({
    id: Number(row.id),
    at: row.at,
    event: row.event,
    actor: row.actor,
    clientIp: row.client_ip,
    subject: row.subject,
    details: row.details,
  }));
  return { entries, nextCursor: rows.length > limit ? (entries.at(-1)?.id ?? null) : null };
}

/** The trail keeps a year. */
export const AUDIT_RETENTION_MS = 365 * 24 * 60 * 60_000;
/** The sweep of older rows runs at start and then this often. */
export const AUDIT_SWEEP_INTERVAL_MS = 24 * 60 * 60_000;

/**
 * Deletes the rows older than a year from the chain's start: every row before the first one
 * written within the year, so the chain loses its oldest end and no row in between. The hash of
 * the last row removed becomes the chain's start, in the same transaction. Answers how many.
 */
export async function sweepAudit(db: Kysely<Database>, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - AUDIT_RETENTION_MS).toISOString();
  return withChainLocked(db, async (trx) => {
    const kept = await trx.selectFrom('audit_log').select((eb) => eb.fn.min('id').as('id')).where('at', '>=', cutoff).executeTakeFirst();
    const firstKept = kept?.id === null || kept?.id === undefined ? null : Number(kept.id);
    let lastSwept = trx.selectFrom('audit_log').select('hash').orderBy('id', 'desc').limit(1);
    if (firstKept !== null) lastSwept = lastSwept.where('id', '<', firstKept);
    const last = await lastSwept.executeTakeFirst();
    if (!last) return 0;
    let swept = trx.deleteFrom('audit_log');
    if (firstKept !== null) swept = swept.where('id', '<', firstKept);
    const result = await swept.executeTakeFirst();
    await moveChainStart(trx, last.hash ?? '');
    return Number(result.numDeletedRows);
  });
}

/** Runs the sweep now and every day until stopped; a failed run is logged and the next one tries again. */
export function scheduleAuditSweep(db: Kysely<Database>, log: Pick<FastifyBaseLogger, 'warn'>): { stop(): void } {
  const run = () => {
    sweepAudit(db).catch((error: unknown) => log.warn({ err: error }, 'audit sweep failed'));
  };
  const timer = setInterval(run, AUDIT_SWEEP_INTERVAL_MS);
  timer.unref();
  run();
  return { stop: () => clearInterval(timer) };
}
