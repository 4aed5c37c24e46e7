import type { MailState, OutboxPage } from '../../shared/mail-outbox.ts';
import type { OutboxRow } from './repository.ts';

/** The backend's outbox panel: whether mail goes out (SMTP_URL set), the counts, the messages. */
export function toOutboxPage(rows: readonly OutboxRow[], counts: Record<MailState, number>, sending: boolean): OutboxPage {
  return {
    sending,
    counts,
    messages: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      orderNumber: row.order_number,
      recipients: row.recipients.split(', '),
      subject: row.subject,
      state: row.state,
      attempts: row.attempts,
      lastError: row.last_error,
      createdAt: row.created_at,
      sentAt: row.sent_at,
      dueAt: row.due_at,
    })),
  };
}
