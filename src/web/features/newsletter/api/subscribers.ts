import { apiFetch } from '../../../lib/api.ts';
import type { SubscriberList } from '../../../../shared/newsletter.ts';

/** Operator: how many subscribe to the newsletter, and the newest of them. */
export function fetchSubscribers(signal?: AbortSignal): Promise<SubscriberList> {
  return apiFetch<SubscriberList>('/api/newsletter/subscribers', signal ? { signal } : {});
}
