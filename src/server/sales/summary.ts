import { paiseToRupees } from '../../shared/money.ts';
import type { OrderStatus } from '../../shared/order.ts';
import { PAYMENT_METHODS, type PaymentMethod } from '../../shared/payment-methods.ts';
import { SALES_CHART_DAYS, SALES_PERIODS, type MethodTakings, type SalesDay, type SalesFigures, type SalesPeriod, type SalesSummary } from '../../shared/sales.ts';
import { addDays, indiaDayOf, indiaMidnight, type IndiaDay } from '../../shared/india-days.ts';

/**
 * UPI orders never paid (decision 032): awaiting their payment, or ended without it. Not sales:
 * left out of the summary's orders and takings (and of the orders export, repository.ts).
 */
export const NOT_SALES: readonly OrderStatus[] = ['awaiting_payment', 'payment_failed', 'expired'];

/** What the summary needs of an order. */
export type SaleRow = { created_at: string; order_total_paise: number; status: OrderStatus; payment_method: PaymentMethod };

/** What the summary needs of a refund. */
export type RefundRow = { created_at: string; amount_paise: number };

type MethodTally = { orders: number; revenuePaise: number };
type Tally = { orders: number; revenuePaise: number; cancelled: number; returned: number; byMethod: Record<PaymentMethod, MethodTally>; refunds: number; refundedPaise: number };

const emptyByMethod = () => Object.fromEntries(PAYMENT_METHODS.map((method) => [method, { orders: 0, revenuePaise: 0 }])) as Record<PaymentMethod, MethodTally>;
const emptyTally = (): Tally => ({ orders: 0, revenuePaise: 0, cancelled: 0, returned: 0, byMethod: emptyByMethod(), refunds: 0, refundedPaise: 0 });

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
export function tallyDays(rows: readonly SaleRow[], now: Date, refunds: readonly RefundRow[] = []): { today: IndiaDay; days: (Tally & { date: IndiaDay })[] } {
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
      const method = day.byMethod[row.payment_method];
      method.orders += 1;
      method.revenuePaise += row.order_total_paise;
    }
  }
  for (const refund of refunds) {
    const day = byDate.get(indiaDayOf(refund.created_at));
    if (!day) continue;
    day.refunds += 1;
    day.refundedPaise += refund.amount_paise;
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
      byMethod: Object.fromEntries(
        PAYMENT_METHODS.map((method) => [
          method,
          { orders: total.byMethod[method].orders + day.byMethod[method].orders, revenuePaise: total.byMethod[method].revenuePaise + day.byMethod[method].revenuePaise },
        ]),
      ) as Record<PaymentMethod, MethodTally>,
      refunds: total.refunds + day.refunds,
      refundedPaise: total.refundedPaise + day.refundedPaise,
    }),
    emptyTally(),
  );
}

const methodFigures = (tally: Tally) =>
  Object.fromEntries(PAYMENT_METHODS.map((method) => [method, { orders: tally.byMethod[method].orders, revenue: paiseToRupees(tally.byMethod[method].revenuePaise) }])) as Record<
    PaymentMethod,
    MethodTakings
  >;

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
  refunds: readonly RefundRow[] = [],
): SalesSummary {
  const { today, days } = tallyDays(rows, now, refunds);
  const chart: SalesDay[] = days.map((day) => ({ date: day.date, ...figures(day) }));
  const span: Record<SalesPeriod, number> = { today: 1, last7Days: 7, last30Days: SALES_CHART_DAYS };
  const totals = Object.fromEntries(SALES_PERIODS.map((period) => [period, sum(days.slice(-span[period]))])) as Record<SalesPeriod, Tally>;
  const each = <T>(make: (tally: Tally) => T) => Object.fromEntries(SALES_PERIODS.map((period) => [period, make(totals[period])])) as Record<SalesPeriod, T>;
  return {
    today,
    periods: each(figures),
    byMethod: each(methodFigures),
    refunds: each((tally) => ({ count: tally.refunds, amount: paiseToRupees(tally.refundedPaise) })),
    days: chart,
    awaitingShipment,
    lowStock,
  };
}
