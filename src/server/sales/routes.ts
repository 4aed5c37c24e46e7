import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseOr400 } from '../http/errors.ts';
import type { SalesSummary } from '../../shared/sales.ts';
import { addDays, daysBetween, indiaMidnight, isCalendarDay } from '../../shared/india-days.ts';
import { ordersCsv } from './orders-csv.ts';
import { lowStockProducts } from '../orders/stock.ts';
import { summariseSales, summaryWindowStart } from './summary.ts';
import { auditedBy, recordAudit } from '../audit/audit-log.ts';

/** The longest export, in days: a year, leap or not. */
export const MAX_EXPORT_DAYS = 366;

const day = (message: string) => z.string({ error: message }).refine(isCalendarDay, message);

const exportQuery = z
  .strictObject({
    from: day('Choose the first day of the export as a date (YYYY-MM-DD).'),
    to: day('Choose the last day of the export as a date (YYYY-MM-DD).'),
  })
  .superRefine((query, context) => {
    const span = daysBetween(query.from, query.to) + 1;
    if (span < 1) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'The last day cannot come before the first day.' });
    } else if (span > MAX_EXPORT_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `Export at most ${MAX_EXPORT_DAYS} days at a time; this range has ${span}.`,
      });
    }
  });

export type SalesRoutesOptions = {
  /** The clock the summary reads (tests set one). */
  now?: () => Date;
};

/** Operator only (no route is marked public): the backend's sales summary and the orders export. */
export default async function salesRoutes(app: FastifyInstance, options: SalesRoutesOptions = {}): Promise<void> {
  const { sales } = app;
  const now = options.now ?? (() => new Date());

  app.get('/sales/summary', async (_request, reply): Promise<SalesSummary> => {
    const at = now();
    const since = summaryWindowStart(at);
    const [rows, awaitingShipment, lowStock, refunds] = await Promise.all([
      sales.ordersSince(since),
      sales.awaitingShipment(),
      lowStockProducts(app.database.db),
      sales.refundsSince(since),
    ]);
    reply.header('cache-control', 'no-store');
    return summariseSales(rows, awaitingShipment, lowStock, at, refunds);
  });

  // The orders placed from the first day to the last, both whole days in India's time zone.
  app.get('/sales/orders.csv', async (request, reply) => {
    const { from, to } = parseOr400(exportQuery, request.query);
    const range = [indiaMidnight(from), indiaMidnight(addDays(to, 1))] as const;
    const [orders, refunds] = await Promise.all([sales.ordersBetween(...range), sales.refundsOfOrdersBetween(...range)]);
    await recordAudit(app.database.db, { ...auditedBy(request), event: 'csv-export', subject: 'orders', details: `${from} to ${to}, ${orders.length} orders` });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="rajat-silver-orders-${from}-to-${to}.csv"`)
      .header('cache-control', 'no-store')
      .send(ordersCsv(orders, app.config.shop, refunds));
  });
}
