import type { Generated } from 'kysely';

/** One thing that happened to accounts, orders, payments or products (migration 0017); rows are only added, each chained to the one before. */
export interface AuditLogTable {
  id: Generated<number>;
  /** ISO-8601 UTC. */
  at: string;
  event: string;
  /** The operator's e-mail, the e-mail a sign-in tried, or 'cli' for the server's commands. */
  actor: string | null;
  client_ip: string | null;
  subject: string | null;
  details: string | null;
  /** The hash of the row before it (or the chain's start), and SHA-256 over that and this row's content (migration 0028, audit-chain.ts). */
  prev_hash: string | null;
  hash: string | null;
}

export interface AuditTables {
  audit_log: AuditLogTable;
}
