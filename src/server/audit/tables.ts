import type { Generated } from 'kysely';

/** One thing that happened to accounts, orders or products (migration 0017); rows are only added. */
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
}

export interface AuditTables {
  audit_log: AuditLogTable;
}
