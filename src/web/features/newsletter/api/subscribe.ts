import { apiFetch } from '../../../lib/api.ts';

export type SubscribeResult = { status: 'subscribed' | 'already-subscribed'; message: string };

/** Adds an address to the newsletter list (the server checks it and keeps one per address). */
export function subscribeToNewsletter(email: string): Promise<SubscribeResult> {
  return apiFetch<SubscribeResult>('/api/newsletter', { method: 'POST', json: { email } });
}
