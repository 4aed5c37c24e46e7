import { apiFetch } from '../../../lib/api.ts';
import type { OutboxPage } from '../../../../shared/mail-outbox.ts';

/** Operator: the newest order e-mails and where each stands. */
export function fetchOutbox(signal?: AbortSignal): Promise<OutboxPage> {
  return apiFetch<OutboxPage>('/api/mail/outbox', signal ? { signal } : {});
}
