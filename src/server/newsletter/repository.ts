import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Subscriber, SubscriberList } from '../../shared/newsletter.ts';

export function newsletterRepository(db: Kysely<Database>) {
  return {
    /** Adds the address unless it is already on the list (whatever its case). */
    async subscribe(email: string, now = new Date()): Promise<'subscribed' | 'already-subscribed'> {
      const result = await db
        .insertInto('newsletter_subscribers')
        .values({
          id: randomBytes(10).toString('base64url'),
          email,
          email_key: email.toLowerCase(),
          created_at: now.toISOString(),
        })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0 ? 'subscribed' : 'already-subscribed';
    },

    /** Every subscriber, oldest first. */
    async list(): Promise<Subscriber[]> {
      const rows = await db
        .selectFrom('newsletter_subscribers')
        .select(['email', 'created_at'])
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ email: row.email, subscribedAt: row.created_at }));
    },

    /** The `limit` newest subscribers, newest first, and how many there are in all. */
    async newest(limit: number): Promise<SubscriberList> {
      const rows = await db
        .selectFrom('newsletter_subscribers')
        .select(['email', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      const { count } = await db
        .selectFrom('newsletter_subscribers')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      return { count: Number(count), newest: rows.map((row) => ({ email: row.email, subscribedAt: row.created_at })) };
    },
  };
}

/**
 * The subscriber list as CSV (RFC 4180, CRLF). A cell that a spreadsheet would run as a
 * formula (leading =, +, -, @, tab or CR) gets a leading apostrophe.
 */
export function subscribersCsv(subscribers: readonly Subscriber[]): string {
  const cell = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  const lines = [['email', 'subscribed_at'], ...subscribers.map((s) => [s.email, s.subscribedAt])];
  return lines.map((line) => line.map(cell).join(',')).join('\r\n') + '\r\n';
}

export type NewsletterRepository = ReturnType<typeof newsletterRepository>;
