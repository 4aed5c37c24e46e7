import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

export type VitalSample = { name: VitalName; value: number };

/** One route's figure for one metric: the 75th percentile (nearest rank) of `count` reports. */
export type VitalFigure = { route: string; metric: VitalName; p75: number; count: number };

export function vitalsRepository(db: Kysely<Database>) {
  return {
    /** Stores one page view's metrics under its route pattern. */
    async record(route: string, samples: readonly VitalSample[], now = new Date()): Promise<void> {
      if (samples.length === 0) return;
      const createdAt = now.toISOString();
      await db
        .insertInto('web_vitals')
        .values(samples.map((sample) => ({ route, metric: sample.name, value: sample.value, created_at: createdAt })))
        .execute();
    },

    /**
     * Per route and metric since `since`: the nearest-rank 75th percentile, the value at rank
     * ceil(0.75 n) of the n values in ascending order, and n. Window functions (SQLite 3.25+,
     * PostgreSQL) rank inside the database, so only one row per route and metric comes back;
     * ceil(3n / 4) is written (3n + 3) / 4, integer division on both databases.
     */
    async summary(since: Date): Promise<VitalFigure[]> {
      const ranked = db
        .selectFrom('web_vitals')
        .where('created_at', '>=', since.toISOString())
        .select((eb) => [
          'route',
          'metric',
          'value',
          eb.fn
            .agg<number>('row_number', [])
            .over((over) => over.partitionBy(['route', 'metric']).orderBy('value'))
            .as('nth'),
          eb.fn
            .countAll<number>()
            .over((over) => over.partitionBy(['route', 'metric']))
            .as('total'),
        ]);
      const rows = await db
        .selectFrom(ranked.as('ranked'))
        .select(['route', 'metric', 'value', 'total'])
        .where(sql`nth`, '=', sql`(3 * total + 3) / 4`)
        .orderBy('route')
        .orderBy('metric')
        .execute();
      return rows.map((row) => ({
        route: row.route,
        metric: row.metric as VitalName,
        p75: Number(row.value),
        // PostgreSQL answers count(*) as a bigint string.
        count: Number(row.total),
      }));
    },

    /** Deletes the reports made before `cutoff`; answers how many went. */
    async deleteOlderThan(cutoff: Date): Promise<number> {
      const result = await db.deleteFrom('web_vitals').where('created_at', '<', cutoff.toISOString()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type VitalsRepository = ReturnType<typeof vitalsRepository>;
