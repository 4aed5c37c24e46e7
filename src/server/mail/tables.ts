import type { OrderStatus } from '../../shared/order.ts';
import type { MailKind, MailState } from '../../shared/mail-outbox.ts';

export type { MailKind, MailState };

/** Kysely table types of this resource. Timestamps are ISO-8601 UTC strings. */
export interface MailOutboxTable {
  id: string;
  kind: MailKind;
  order_id: string;
  /** The status a status mail tells about; null for the other kinds. */
  order_status: OrderStatus | null;
  /** Addresses, comma-separated. */
  recipients: string;
  subject: string;
  state: MailState;
  attempts: number;
  /** A pending row's next try or a claim's lease end; null once sent or failed. */
  due_at: string | null;
  /** Set by the claim that holds the row: only that worker may mark it sent. */
  claim_token: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface MailTables {
  mail_outbox: MailOutboxTable;
}
