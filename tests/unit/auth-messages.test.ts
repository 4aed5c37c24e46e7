import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/web/lib/api.ts';
import { authErrorMessage, UNREACHABLE_MESSAGE } from '../../src/web/features/auth/lib/messages.ts';

describe('what the sign-in form says when signing in failed', () => {
  it('passes on the server’s words when sign-in is closed while its limits cannot be counted', () => {
    const message = 'Signing in is not possible for a moment. Please try again in a minute.';
    expect(authErrorMessage(new ApiError(503, { error: 'sign_in_unavailable', message }))).toBe(message);
  });

  it('still says the server cannot be reached for any other 503 and for no answer at all', () => {
    expect(authErrorMessage(new ApiError(503, { error: 'unavailable', message: 'Service Unavailable' }))).toBe(UNREACHABLE_MESSAGE);
    expect(authErrorMessage(new ApiError(0, { error: 'network' }))).toBe(UNREACHABLE_MESSAGE);
  });
});
