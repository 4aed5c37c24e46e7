import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Failed sign-ins for one e-mail address that pass without delay. */
export const FREE_FAILURES = 5;
/** The wait after the last free failure; it doubles with each failure after it... */
export const FIRST_DELAY_MS = 1000;
/** ...up to this. */
export const MAX_DELAY_MS = 15 * 60_000;
/** A count left alone this long starts again from nothing (and its row is removed). */
const FORGET_AFTER_MS = 24 * 60 * 60_000;

/** The wait that follows `failures` failed sign-ins in a row. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES), MAX_DELAY_MS);
}

/**
 * Failed sign-ins per e-mail address, whatever the client address, kept in the database so that
 * every process counts them together. Unknown addresses are counted like real ones, so the answer
 * never tells whether an account exists. Rows hold a hash of the address, not the address.
 */
export function signInThrottle(db: Kysely<Database>) {
  const keyOf = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

  return {
    /** Milliseconds to wait before this e-mail may try again; 0 when it may now. */
    async waitFor(email: string, now = new Date()): Promise<number> {
      const row = await db
        .selectFrom('sign_in_throttle')
        .select('blocked_until')
        .where('account_key', '=', keyOf(email))
        .executeTakeFirst();
      return row ? Math.max(0, Date.parse(row.blocked_until) - now.getTime()) : 0;
    },

    /** Counts a failed sign-in; the next one must wait delayAfter(failures). */
    async recordFailure(email: string, now = new Date()): Promise<void> {
      const key = keyOf(email);
      const stamp = now.toISOString();
      const forgotten = new Date(now.getTime() - FORGET_AFTER_MS).toISOString();
      await db.deleteFrom('sign_in_throttle').where('updated_at', '<', forgotten).execute();
      const { failures } = await db
        .insertInto('sign_in_throttle')
        .values({ account_key: key, failures: 1, blocked_until: stamp, updated_at: stamp })
        .onConflict((oc) =>
          oc.column('account_key').doUpdateSet({ failures: sql<number>`sign_in_throttle.failures + 1`, updated_at: stamp }),
        )
        .returning('failures')
        .executeTakeFirstOrThrow();
      const blockedUntil = new Date(now.getTime() + delayAfter(failures)).toISOString();
      await db.updateTable('sign_in_throttle').set({ blocked_until: blockedUntil }).where('account_key', '=', key).execute();
    },

    /** A successful sign-in starts the count again. */
    async recordSuccess(email: string): Promise<void> {
      await db.deleteFrom('sign_in_throttle').where('account_key', '=', keyOf(email)).execute();
    },
  };
}

export type SignInThrottle = ReturnType<typeof signInThrottle>;
