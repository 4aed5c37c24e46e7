import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Subscriber, SubscriberList } from '../../shared/newsletter.ts';
import { toCsv } from '../sales/csv.ts';

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
 * The subscriber list as CSV, written as the sales export is (sales/csv.ts: every cell quoted,
 * a cell a spreadsheet would run as a formula given a leading apostrophe).
 */
export function subscribersCsv(subscribers: readonly Subscriber[]): string {
  return toCsv([['email', 'subscribed_at'], ...subscribers.map((s) => [s.email, s.subscribedAt])]);
}

export type NewsletterRepository = ReturnType<typeof newsletterRepository>;
