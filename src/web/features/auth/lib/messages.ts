import { ApiError, messageOf } from '../../../lib/api.ts';

export const UNREACHABLE_MESSAGE = 'The shop’s server cannot be reached. Check your connection and try again in a moment.';

/** No answer, or a proxy answering for a server that is down. */
const UNREACHABLE_STATUSES = new Set([0, 502, 503, 504]);

/** What to tell the operator when signing in or out failed. */
export function authErrorMessage(error: unknown): string {
  // Sign-in closed while its rate limits cannot be counted (a 503): the server says so in words.
  const unreachable = error instanceof ApiError && error.code !== 'sign_in_unavailable' && UNREACHABLE_STATUSES.has(error.status);
  // Otherwise the server's words: 401 'Wrong e-mail or password.', 429 'Too many attempts. Please try again in 40 seconds.'
  return unreachable ? UNREACHABLE_MESSAGE : messageOf(error);
}
