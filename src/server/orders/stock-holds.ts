import { runPeriodically } from '../periodic.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { CancelReason, OrderStatus } from '../../shared/order.ts';
import { returnStock, stockLinesOf, takeStock, type StockLine } from './stock.ts';

// Stock holds (decisions 027 and 032), the one place where an order's pieces are held and given
// back. An order takes its pieces from stock in its own transaction (holdStock). While it waits
// for the shop (a cash-on-delivery order not yet confirmed by phone, a UPI order whose payment
// is pending) the hold has an end, `orders.stock_held_until`. Confirming or marking paid keeps
// the pieces for good (keepHeldStock); cancelling, a returned parcel, a payment not received,
// or the end of the hold gives them back (releaseStock). A payment that comes after that takes
// them again when they are still there (holdStockAgain). The sweep finds holds past their end
// (expiredHolds) and the orders repository ends each such order as HOLD_ENDS says,
// conditionally on its status, so that several processes sweeping at once give the pieces back once.

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

/**
 * What the end of its hold does to an order still waiting: an unconfirmed COD order is
 * cancelled ('unconfirmed'), a UPI order still unpaid expires. Orders in other statuses keep
 * their pieces until the shop moves them.
 */
export const HOLD_ENDS: Partial<Record<OrderStatus, { to: OrderStatus; reason?: CancelReason }>> = {
  placed: { to: 'cancelled', reason: 'unconfirmed' },
  awaiting_payment: { to: 'expired' },
};
const HELD_STATUSES = Object.keys(HOLD_ENDS) as OrderStatus[];

/**
 * Takes an order's pieces from stock again, from its own lines (a late payment of an order that
 * gave them back); OutOfStockError when any is short. `trx` is the status change's transaction.
 */
export async function holdStockAgain(trx: Kysely<Database>, orderNumber: string): Promise<void> {
  await takeStock(trx, await stockLinesOf(trx, orderNumber));
}

/** The shop confirmed, or the buyer paid: the order keeps its pieces, its hold no longer ends. */
export async function keepHeldStock(trx: Kysely<Database>, orderNumber: string): Promise<void> {
  await trx.updateTable('orders').set({ stock_held_until: null }).where('number', '=', orderNumber).execute();
}

/** The order ended unpaid (cancelled, returned, or its hold ran out): its pieces go back to stock, once. */
export async function releaseStock(trx: Kysely<Database>, orderNumber: string): Promise<void> {
  await trx.updateTable('orders').set({ stock_held_until: null }).where('number', '=', orderNumber).execute();
  await returnStock(trx, orderNumber);
}

/** Orders waiting for the shop (HOLD_ENDS) whose hold ended by `now`, oldest first, with the status they were found in. */
export async function expiredHolds(db: Kysely<Database>, now: Date, limit = SWEEP_BATCH): Promise<{ number: string; status: OrderStatus }[]> {
  return db
    .selectFrom('orders')
    .select(['number', 'status'])
    .where('stock_held_until', '<=', now.toISOString())
    .where('status', 'in', HELD_STATUSES)
    .orderBy('stock_held_until')
    .limit(limit)
    .execute();
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
  return runPeriodically({
    task: async () => {
      const released = await options.release(new Date());
      if (released > 0) options.log.info({ released }, 'stock holds: cancelled unconfirmed orders and expired unpaid ones, and gave their pieces back');
    },
    intervalMs: options.intervalMs ?? HOLD_SWEEP_INTERVAL_MS,
    log: options.log,
    failure: 'stock hold sweep failed',
  });
}
