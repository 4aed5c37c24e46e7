import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { MailOutboxTable, MailState } from './tables.ts';

/** An outbox row with the number of the order it tells about. */
export type OutboxRow = MailOutboxTable & { order_number: string };

/** The outbox as the backend's panel reads it (the worker, worker.ts, claims and marks rows itself). */
export function mailOutboxRepository(db: Kysely<Database>) {
  return {
    /** The newest `limit` messages, newest first. */
    async newest(limit: number): Promise<OutboxRow[]> {
      return db
        .selectFrom('mail_outbox')
        .innerJoin('orders', 'orders.id', 'mail_outbox.order_id')
        .selectAll('mail_outbox')
        .select('orders.number as order_number')
        .orderBy('mail_outbox.created_at', 'desc')
        .orderBy('mail_outbox.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** How many messages are in each state. */
    async countsByState(): Promise<Record<MailState, number>> {
      const counted = await db
        .selectFrom('mail_outbox')
        .select(['state', (eb) => eb.fn.countAll<number>().as('count')])
        .groupBy('state')
        .execute();
      const counts: Record<MailState, number> = { pending: 0, sending: 0, sent: 0, failed: 0 };
      for (const row of counted) counts[row.state] = Number(row.count);
      return counts;
    },
  };
}

export type MailOutboxRepository = ReturnType<typeof mailOutboxRepository>;
