import { apiFetch } from '../../../lib/api.ts';

/** The same answer for a new address and a listed one: the list's members are nobody's business. */
export type SubscribeResult = { message: string };

/** Adds an address to the newsletter list (the server checks it and keeps one per address). */
export function subscribeToNewsletter(email: string): Promise<SubscribeResult> {
  return apiFetch<SubscribeResult>('/api/newsletter', { method: 'POST', json: { email } });
}
