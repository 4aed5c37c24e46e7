import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a link's key says about the order it names (decision 030). */
export type DocumentKeyCheck = 'valid' | 'expired' | 'invalid';

/** A key in a link: `{expiry, seconds since 1970}.{HMAC-SHA256, base64url}`. */
const KEY_PATTERN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * The keys that admit the buyer to an order's invoice and credit note: an HMAC of the order
 * number and an expiry, made with a key derived from the installation's secret (the one that
 * signs sessions, auth/secret.ts), so that every process checks what any other made. Given
 * only to the buyer: in the answer to the order they placed and in the order's e-mails.
 */
export function documentLinks(installationSecret: string, lifetimeDays: number) {
  // A key of its own, derived from the secret: a key for invoice links can sign nothing else.
  const hmacKey = createHmac('sha256', installationSecret).update('order documents (decision 030)').digest();
  const signature = (orderNumber: string, expires: number) =>
    createHmac('sha256', hmacKey).update(`${orderNumber.toUpperCase()}\n${expires}`).digest();

  return {
    lifetimeDays,

    /** A key to this order's documents, good for lifetimeDays from `now`. */
    keyFor(orderNumber: string, now = new Date()): string {
      const expires = Math.floor(now.getTime() / 1000) + lifetimeDays * 24 * 60 * 60;
      return `${expires}.${signature(orderNumber, expires).toString('base64url')}`;
    },

    /** Whether `key` opens this order's documents at `now`. */
    check(orderNumber: string, key: string | undefined, now = new Date()): DocumentKeyCheck {
      const match = key === undefined ? null : KEY_PATTERN.exec(key);
      if (!match) return 'invalid';
      const expires = Number(match[1]);
      const given = Buffer.from(match[2]!, 'base64url');
      const expected = signature(orderNumber, expires);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return expires * 1000 > now.getTime() ? 'valid' : 'expired';
    },
  };
}

export type DocumentLinks = ReturnType<typeof documentLinks>;
