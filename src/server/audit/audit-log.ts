import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AuditPage } from '../../shared/audit-log.ts';

// The audit trail (decision 028): one append-only table that says who signed in (or failed
// to), changed their account, moved an order, edited a product or exported a list, and from
// which address. recordAudit is the one way in; rows leave only through the yearly sweep.

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

/** Adds one event to the audit trail. */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntry, now = new Date()): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: now.toISOString(),
      event: entry.event,
      actor: entry.actor?.slice(0, 254) ?? null,
      client_ip: entry.clientIp?.slice(0, 64) ?? null,
      subject: entry.subject?.slice(0, 300) ?? null,
      details: entry.details?.slice(0, 1000) ?? null,
    })
    .execute();
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

/** Deletes the rows older than a year; answers how many. */
export async function sweepAudit(db: Kysely<Database>, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - AUDIT_RETENTION_MS).toISOString();
  const result = await db.deleteFrom('audit_log').where('at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
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
