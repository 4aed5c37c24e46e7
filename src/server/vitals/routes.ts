import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseOr400 } from '../http/errors.ts';
import { tooManyRequests } from '../auth/plugin.ts';
import { routePatternOf } from '../../shared/route-patterns.ts';
import { VITAL_NAMES, type VitalFigure, type VitalName } from './repository.ts';

/** Reports from one client address, per minute: a page view sends one. */
export const VITALS_REPORTS_PER_CLIENT = 20;
/**
 * Reports from one client address a day: more page views than a shopper makes in a day. At the
 * minute's pace alone one client could store 28,800 reports a day and set the percentiles.
 */
export const VITALS_REPORTS_PER_CLIENT_PER_DAY = 200;
/** The summary's window. */
export const SUMMARY_DAYS = 7;
/** Reports are kept this long. */
export const KEEP_DAYS = 30;
/** The clean-up runs at most this often per process, on a report's request. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The largest value believed per metric (ms; CLS a score): anything above is a broken client. */
const MAX_VALUE: Record<VitalName, number> = { LCP: 300_000, INP: 60_000, CLS: 50, TTFB: 300_000 };

const sample = z.strictObject({
  name: z.enum(VITAL_NAMES, { error: 'Unknown metric.' }),
  value: z.number({ error: 'A metric value must be a number.' }).nonnegative('A metric value cannot be negative.'),
});

const reportBody = z
  .strictObject({
    path: z.string().min(1).max(512, 'The path is too long.').startsWith('/', 'The path must start with /.'),
    metrics: z.array(sample).min(1, 'Send at least one metric.').max(VITAL_NAMES.length, 'Too many metrics.'),
  })
  .superRefine((body, context) => {
    const seen = new Set<string>();
    body.metrics.forEach((metric, index) => {
      if (seen.has(metric.name)) {
        context.addIssue({ code: 'custom', path: ['metrics', index, 'name'], message: `${metric.name} is sent twice.` });
      }
      seen.add(metric.name);
      if (metric.value > MAX_VALUE[metric.name]) {
        context.addIssue({ code: 'custom', path: ['metrics', index, 'value'], message: `The ${metric.name} value is out of range.` });
      }
    });
  });

/** The summary on the wire: a row per route, the metrics it has reports of. */
export type VitalsSummary = {
  days: number;
  routes: { route: string; metrics: Partial<Record<VitalName, { p75: number; count: number }>> }[];
};

export default async function vitalsRoutes(app: FastifyInstance): Promise<void> {
  const { vitals } = app;
  let lastPrune = 0;
  // Counted in the store of every rate limit (Redis when set, so shared by the processes), by
  // the same client key. The route's groupId, which the plugin adds to each of the route's
  // keys, keeps these counters apart from any other limit's.
  const reportsToday = app.createRateLimit({ max: VITALS_REPORTS_PER_CLIENT_PER_DAY, timeWindow: DAY_MS });

  // The storefront's beacon (src/web/features/vitals/report.ts) when a page is hidden. Public,
  // with its own limit instead of the API's; a same-origin beacon carries the shop's Origin.
  app.post(
    '/vitals',
    {
      bodyLimit: 4096,
      // The day's cap, once the minute's limit has passed the report: see reportsToday.
      preHandler: async (request, reply) => {
        const today = await reportsToday(request);
        if (today.isAllowed || !today.isExceeded) return;
        reply.header('retry-after', today.ttlInSeconds);
        throw tooManyRequests(today.ttl);
      },
      config: { public: true, rateLimit: { max: VITALS_REPORTS_PER_CLIENT, timeWindow: 60_000, groupId: 'vitals' } },
    },
    async (request, reply) => {
      const { path, metrics } = parseOr400(reportBody, request.body ?? {});
      const now = new Date();
      await vitals.record(routePatternOf(path), metrics, now);
      // Old reports go now and then: the first report after start, then at most hourly.
      if (now.getTime() - lastPrune >= PRUNE_EVERY_MS) {
        lastPrune = now.getTime();
        try {
          await vitals.deleteOlderThan(new Date(now.getTime() - KEEP_DAYS * DAY_MS));
        } catch (error) {
          request.log.warn({ err: error }, 'deleting old web-vitals reports failed');
        }
      }
      return reply.status(204).send();
    },
  );

  // Operator only (no `public` flag): the backend's 'What shoppers' phones see' panel.
  app.get('/vitals/summary', async (_request, reply) => {
    const figures = await vitals.summary(new Date(Date.now() - SUMMARY_DAYS * DAY_MS));
    reply.header('cache-control', 'no-store');
    return { days: SUMMARY_DAYS, routes: byRoute(figures) } satisfies VitalsSummary;
  });
}

/** Groups the figures by route, the most reported route first. */
function byRoute(figures: readonly VitalFigure[]): VitalsSummary['routes'] {
  const routes = new Map<string, VitalsSummary['routes'][number]>();
  for (const figure of figures) {
    const entry = routes.get(figure.route) ?? { route: figure.route, metrics: {} };
    entry.metrics[figure.metric] = { p75: figure.p75, count: figure.count };
    routes.set(figure.route, entry);
  }
  const reports = (entry: VitalsSummary['routes'][number]) => Math.max(0, ...Object.values(entry.metrics).map((m) => m.count));
  return [...routes.values()].sort((a, b) => reports(b) - reports(a) || a.route.localeCompare(b.route));
}
