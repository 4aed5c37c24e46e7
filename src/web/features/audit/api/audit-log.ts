import { apiFetch } from '../../../lib/api.ts';
import type { AuditPage } from '../../../../shared/audit-log.ts';

/** Operator: a page of the audit trail, newest first; `before` names where the last page ended. */
export function fetchAuditPage(before: string | null, signal?: AbortSignal): Promise<AuditPage> {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  return apiFetch<AuditPage>(`/api/audit-log${query}`, { cache: 'no-store', ...(signal ? { signal } : {}) });
}
