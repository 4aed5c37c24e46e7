import { describe, expect, it } from 'vitest';
import { ApiError, messageOf, NETWORK_ERROR_MESSAGE } from '../../src/web/lib/api.ts';

describe('messageOf', () => {
  it("shows the server's words for an API error", () => {
    expect(messageOf(new ApiError(409, { error: 'conflict', message: 'That name is taken.' }), 'unused')).toBe('That name is taken.');
    expect(messageOf(new ApiError(0, { error: 'network', message: NETWORK_ERROR_MESSAGE }))).toBe(NETWORK_ERROR_MESSAGE);
  });

  it("shows the screen's fallback, never a program's error text", () => {
    expect(messageOf(new TypeError('x is undefined'), 'We could not place your order. Please try again.')).toBe(
      'We could not place your order. Please try again.',
    );
    expect(messageOf('a string')).toBe('Something went wrong. Please try again.');
  });
});
