// The backend's outbox of order e-mails as the API answers it (GET /api/mail/outbox).

/** payment_request: a prepaid order placed and not yet paid asks its shopper to pay (issue 42, point 4). */
export type MailKind = 'order_confirmation' | 'order_alert' | 'order_status' | 'payment_request';
/** pending: waiting for (another) try; sending: claimed by a worker; sent; failed: given up. */
export type MailState = 'pending' | 'sending' | 'sent' | 'failed';

export type OutboxMessage = {
  id: string;
  kind: MailKind;
  orderNumber: string;
  recipients: string[];
  subject: string;
  state: MailState;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  /** A pending message's next try (or a claimed one's lease end); null once sent or failed. */
  dueAt: string | null;
};

export type OutboxPage = {
  /** Whether SMTP_URL is set: without it messages wait in the outbox until it is. */
  sending: boolean;
  counts: Record<MailState, number>;
  messages: OutboxMessage[];
};
