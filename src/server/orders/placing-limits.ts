import { sql, type Kysely } from 'kysely';
import { englishErrors } from '../../shared/error-words.ts';
import type { ErrorParams } from '../../shared/errors.ts';
import type { Database } from '../db/schema.ts';

// How many orders one phone number, one e-mail address and one client address may place over
// a window (ORDERS_PER_CONTACT, ORDERS_PER_CLIENT, ORDER_LIMIT_HOURS; decision 027). Every
// order placed in the window counts, whatever became of it: an order released for want of a
// confirmation must not free its buyer to place another at once. Counted in the order's own
// transaction: SQLite runs those one at a time; on PostgreSQL two orders racing may both pass.
// A shopper's try at paying again for an order (payment_retries) holds its pieces again, so it
// counts as an order placed: by the order's phone and e-mail and the retrying client (decision 038).

export type PlacingLimits = { perContact: number; perClient: number; windowMs: number };

/** An order beyond one of the limits: nothing of it is stored. */
export class PlacingLimitError extends Error {
  readonly detail: { code: 'order_limit'; params: ErrorParams['order_limit'] };

  constructor(params: ErrorParams['order_limit']) {
    super(englishErrors.order_limit(params));
    this.detail = { code: 'order_limit', params };
  }
}

export async function checkPlacingLimits(
  trx: Kysely<Database>,
  order: { phone: string; email: string; client_address: string | null },
  limits: PlacingLimits,
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - limits.windowMs).toISOString();
  const recent = trx.selectFrom('orders').select((eb) => eb.fn.countAll<number | string>().as('n')).where('created_at', '>', since);
  const retries = trx
    .selectFrom('payment_retries')
    .innerJoin('orders', 'orders.id', 'payment_retries.order_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('payment_retries.at', '>', since);
  const count = async (query: { executeTakeFirstOrThrow(): Promise<{ n: number | string }> }) => Number((await query.executeTakeFirstOrThrow()).n);
  const hours = Math.round(limits.windowMs / 3_600_000);

  const byPhone = (await count(recent.where('phone', '=', order.phone))) + (await count(retries.where('orders.phone', '=', order.phone)));
  if (byPhone >= limits.perContact) throw new PlacingLimitError({ by: 'phone', count: limits.perContact, hours });
  const email = order.email.toLowerCase();
  const byEmail = (await count(recent.where(sql`lower(email)`, '=', email))) + (await count(retries.where(sql`lower(orders.email)`, '=', email)));
  if (byEmail >= limits.perContact) throw new PlacingLimitError({ by: 'email', count: limits.perContact, hours });
  if (order.client_address) {
    const byClient =
      (await count(recent.where('client_address', '=', order.client_address))) + (await count(retries.where('payment_retries.client_address', '=', order.client_address)));
    if (byClient >= limits.perClient) throw new PlacingLimitError({ by: 'network', count: limits.perClient, hours });
  }
}
