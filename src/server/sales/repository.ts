import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { withTheirLines, type StoredOrder } from '../orders/repository.ts';
import type { SalesSummary } from '../../shared/sales.ts';
import type { CsvRefund } from './orders-csv.ts';
import { NOT_SALES, type RefundRow, type SaleRow } from './summary.ts';

/** Orders not shipped yet that are still to be shipped: to confirm (placed, or paid by UPI) and confirmed. */
const AWAITING_SHIPMENT = ['placed', 'paid', 'confirmed'] as const;

/**
 * The queries behind the backend's sales summary and the orders export. created_at is an
 * ISO-8601 UTC string of fixed width on both databases, so comparing the strings compares the
 * instants, and the orders_newest index serves the ranges.
 */
export function salesRepository(db: Kysely<Database>) {
  return {
    /**
     * Every order placed since `since`: the summary buckets them by India's days in TypeScript,
     * the same on SQLite and PostgreSQL. 30 days of a small shop's orders are a few thousand
     * short rows at most; a shop with far more would sum per day in SQL instead.
     */
    async ordersSince(since: Date): Promise<SaleRow[]> {
      return db
        .selectFrom('orders')
        .select(['created_at', 'order_total_paise', 'status', 'payment_method'])
        .where('created_at', '>=', since.toISOString())
        .where('status', 'not in', NOT_SALES)
        .execute();
    },

    /**
     * The refunds asked since `since` that the gateway has taken on or made (pending,
     * processed): one asked but not yet answered, or refused, has moved no money.
     */
    async refundsSince(since: Date): Promise<RefundRow[]> {
      const rows = await db
        .selectFrom('payment_refunds')
        .select(['created_at', 'amount_paise'])
        .where('created_at', '>=', since.toISOString())
        .where('status', 'in', ['pending', 'processed'])
        .execute();
      return rows.map((row) => ({ created_at: row.created_at, amount_paise: Number(row.amount_paise) }));
    },

    /** How many orders wait to be shipped, by status, and since when the oldest has waited. */
    async awaitingShipment(): Promise<SalesSummary['awaitingShipment']> {
      const rows = await db
        .selectFrom('orders')
        .select((eb) => ['status', eb.fn.countAll<number | string>().as('count'), eb.fn.min('created_at').as('oldest')])
        .where('status', 'in', AWAITING_SHIPMENT)
        .groupBy('status')
        .execute();
      const countOf = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
      const oldest = rows.map((row) => row.oldest).sort()[0] ?? null;
      // A paid UPI order waits for the shop's Confirm as a placed COD order does.
      const placed = countOf('placed') + countOf('paid');
      const confirmed = countOf('confirmed');
      return { orders: placed + confirmed, placed, confirmed, oldestCreatedAt: oldest };
    },

    /** The orders placed from `from` (inclusive) to `until` (exclusive), oldest first, with their lines. */
    async ordersBetween(from: Date, until: Date): Promise<StoredOrder[]> {
      const range = { from: from.toISOString(), until: until.toISOString() };
      const orders = await db
        .selectFrom('orders')
        .selectAll()
        .where('created_at', '>=', range.from)
        .where('created_at', '<', range.until)
        .where('status', 'not in', NOT_SALES)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      if (orders.length === 0) return [];
      // The lines through a join on the same range: no list of ids, however many orders.
      const lines = await db
        .selectFrom('order_lines')
        .innerJoin('orders', 'orders.id', 'order_lines.order_id')
        .selectAll('order_lines')
        .where('orders.created_at', '>=', range.from)
        .where('orders.created_at', '<', range.until)
        .where('orders.status', 'not in', NOT_SALES)
        .orderBy('order_lines.order_id')
        .orderBy('order_lines.position')
        .execute();
      return withTheirLines(orders, lines);
    },

    /** The refunds of the orders placed from `from` to `until`, by order id (the latest, should there be two). */
    async refundsOfOrdersBetween(from: Date, until: Date): Promise<Map<string, CsvRefund>> {
      const rows = await db
        .selectFrom('payment_refunds')
        .innerJoin('orders', 'orders.id', 'payment_refunds.order_id')
        .select(['payment_refunds.order_id', 'payment_refunds.amount_paise', 'payment_refunds.status'])
        .where('orders.created_at', '>=', from.toISOString())
        .where('orders.created_at', '<', until.toISOString())
        .orderBy('payment_refunds.created_at')
        .execute();
      return new Map(rows.map((row) => [row.order_id, { amount_paise: Number(row.amount_paise), status: row.status }]));
    },
  };
}

export type SalesRepository = ReturnType<typeof salesRepository>;
