// The audit trail as the operators' API gives it (GET /api/audit-log, decision 028).

/** One event: who did what, from where, when (ISO-8601 UTC). */
export type AuditEntry = {
  id: number;
  at: string;
  event: string;
  /** The operator's e-mail, the e-mail a sign-in tried, or 'cli' for the server's commands. */
  actor: string | null;
  clientIp: string | null;
  subject: string | null;
  details: string | null;
};

/** A page of the trail, newest first; `nextCursor` asks for the page after it (older entries). */
export type AuditPage = { entries: AuditEntry[]; nextCursor: number | null };
