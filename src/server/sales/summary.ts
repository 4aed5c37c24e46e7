import { paiseToRupees } from '../../shared/money.ts';
import type { OrderStatus } from '../../shared/order.ts';
import { SALES_CHART_DAYS, type SalesDay, type SalesFigures, type SalesSummary } from '../../shared/sales.ts';
import { addDays, indiaDayOf, indiaMidnight, type IndiaDay } from './india-days.ts';

/**
 * UPI orders never paid (decision 032): awaiting their payment, or ended without it. Not sales:
 * left out of the summary's orders and takings (and of the orders export, repository.ts).
 */
export const NOT_SALES: readonly OrderStatus[] = ['awaiting_payment', 'payment_failed', 'expired'];

/** What the summary needs of an order. */
export type SaleRow = { created_at: string; order_total_paise: number; status: OrderStatus };

type Tally = { orders: number; revenuePaise: number; cancelled: number; returned: number };

const emptyTally = (): Tally => ({ orders: 0, revenuePaise: 0, cancelled: 0, returned: 0 });

/** The first instant the summary looks at: India's midnight starting the chart's first day. */
export function summaryWindowStart(now: Date): Date {
  return indiaMidnight(addDays(indiaDayOf(now), -(SALES_CHART_DAYS - 1)));
}

/**
 * Counts orders by the day in India on which they were placed: today, the last 7 days (today
 * and the 6 before) and the last 30. An order counts by its status now: once cancelled (or
 * returned, its parcel refused) it leaves the orders and the revenue of the day it was placed
 * and counts under `cancelled` (or `returned`). UPI orders never paid are not among the rows
 * (sales/repository.ts's NOT_SALES); one the shop marks paid later counts from then on, on the
 * day it was placed.
 */
export function tallyDays(rows: readonly SaleRow[], now: Date): { today: IndiaDay; days: (Tally & { date: IndiaDay })[] } {
  const today = indiaDayOf(now);
  const first = addDays(today, -(SALES_CHART_DAYS - 1));
  const days = Array.from({ length: SALES_CHART_DAYS }, (_, index) => ({ date: addDays(first, index), ...emptyTally() }));
  const byDate = new Map(days.map((day) => [day.date, day]));
  for (const row of rows) {
    const day = byDate.get(indiaDayOf(row.created_at));
    if (!day) continue; // before the window, or after today
    if (NOT_SALES.includes(row.status)) continue; // the query leaves these out already
    if (row.status === 'cancelled') {
      day.cancelled += 1;
    } else if (row.status === 'returned') {
      day.returned += 1;
    } else {
      day.orders += 1;
      day.revenuePaise += row.order_total_paise;
    }
  }
  return { today, days };
}

function sum(days: readonly Tally[]): Tally {
  return days.reduce(
    (total, day) => ({
      orders: total.orders + day.orders,
      revenuePaise: total.revenuePaise + day.revenuePaise,
      cancelled: total.cancelled + day.cancelled,
      returned: total.returned + day.returned,
    }),
    emptyTally(),
  );
}

const figures = (tally: Tally): SalesFigures => ({
  orders: tally.orders,
  revenue: paiseToRupees(tally.revenuePaise),
  cancelled: tally.cancelled,
  returned: tally.returned,
});

/** The summary's answer from the window's orders and the orders waiting to be shipped. */
export function summariseSales(
  rows: readonly SaleRow[],
  awaitingShipment: SalesSummary['awaitingShipment'],
  lowStock: SalesSummary['lowStock'],
  now: Date,
): SalesSummary {
  const { today, days } = tallyDays(rows, now);
  const chart: SalesDay[] = days.map((day) => ({ date: day.date, ...figures(day) }));
  return {
    today,
    periods: {
      today: figures(sum(days.slice(-1))),
      last7Days: figures(sum(days.slice(-7))),
      last30Days: figures(sum(days)),
    },
    days: chart,
    awaitingShipment,
    lowStock,
  };
}
