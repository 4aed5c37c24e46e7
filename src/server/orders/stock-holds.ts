import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { returnStock, takeStock, type StockLine } from './stock.ts';

// Stock holds (decision 027), the one place where an order's pieces are held and given back.
// An order takes its pieces from stock in its own transaction (holdStock). While it waits for
// the shop (a cash-on-delivery order not yet confirmed by phone; later, a prepaid order whose
// payment is pending) the hold has an end, `orders.stock_held_until`. Confirming keeps the
// pieces for good (keepHeldStock); cancelling, a returned parcel, or the end of the hold gives
// them back (releaseStock). The sweep finds holds past their end (expiredHolds) and the orders
// repository cancels each such order, conditionally on its status, so that several processes
// sweeping at once give the pieces back once.

/** How often each process looks for holds past their end. */
export const HOLD_SWEEP_INTERVAL_MS = 60_000;
/** Orders released per look; the rest wait for the next one. */
const SWEEP_BATCH = 100;

/** When a hold of `holdMs` taken at `now` ends; null: held until the shop moves the order. */
export function holdEnd(now: Date, holdMs: number | undefined): string | null {
  return holdMs === undefined ? null : new Date(now.getTime() + holdMs).toISOString();
}

/** Takes the order's pieces from stock (OutOfStockError when any is short); `trx` is the order's transaction. */
export async function holdStock(trx: Kysely<Database>, lines: readonly StockLine[]): Promise<void> {
  await takeStock(trx, lines);
}

/** The shop confirmed (or, later, the buyer paid): the order keeps its pieces, its hold no longer ends. */
export async function keepHeldStock(trx: Kysely<Database>, orderNumber: string): Promise<void> {
  await trx.updateTable('orders').set({ stock_held_until: null }).where('number', '=', orderNumber).execute();
}

/** The order ended unpaid (cancelled, returned, or its hold ran out): its pieces go back to stock, once. */
export async function releaseStock(trx: Kysely<Database>, orderNumber: string): Promise<void> {
  await trx.updateTable('orders').set({ stock_held_until: null }).where('number', '=', orderNumber).execute();
  await returnStock(trx, orderNumber);
}

/** Placed orders whose hold ended by `now`, oldest first. */
export async function expiredHolds(db: Kysely<Database>, now: Date, limit = SWEEP_BATCH): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('number')
    .where('stock_held_until', '<=', now.toISOString())
    .where('status', '=', 'placed')
    .orderBy('stock_held_until')
    .limit(limit)
    .execute();
  return rows.map((row) => row.number);
}

/**
 * Runs `release` (the orders repository's releaseExpiredHolds) now and every
 * HOLD_SWEEP_INTERVAL_MS until stopped. Every process runs it: each release is a conditional
 * update of the order's status, so of two processes releasing one order one does it.
 */
export function scheduleHoldSweep(options: {
  release: (now: Date) => Promise<number>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  intervalMs?: number;
}): { stop(): void } {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    options
      .release(new Date())
      .then((released) => {
        if (released > 0) options.log.info({ released }, 'stock holds: cancelled unconfirmed orders and gave their pieces back');
      })
      .catch((error: unknown) => options.log.warn({ err: error }, 'stock hold sweep failed'))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(run, options.intervalMs ?? HOLD_SWEEP_INTERVAL_MS);
  timer.unref();
  run();
  return { stop: () => clearInterval(timer) };
}
