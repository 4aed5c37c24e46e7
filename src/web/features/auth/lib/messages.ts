import { ApiError } from '../../../lib/api.ts';

export const UNREACHABLE_MESSAGE = 'The shop’s server cannot be reached. Check your connection and try again in a moment.';

/** What to tell the operator when signing in or out failed. */
export function authErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    // Sign-in closed while its rate limits cannot be counted: the server says so in words.
    if (error.code === 'sign_in_unavailable') return error.message;
    if (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504) return UNREACHABLE_MESSAGE;
    // 401 'Wrong e-mail or password.', 429 'Too many attempts. Please try again in 40 seconds.'
    return error.message;
  }
  return 'Something went wrong. Please try again.';
}
