import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The `meta` row that triggers replace on every change to products and their images (migration 0006). */
export const CATALOGUE_VERSION_KEY = 'catalogue_version';

/**
 * Reads the catalogue version from the database, so that a change saved by any process is
 * seen by the next request of every process. Callers share queries: while one is running,
 * new callers wait for the next one, which starts after it ends (never for the running one,
 * which may have read the database before their request came in). So at most one query is
 * in flight however many requests ask, and no caller gets a version older than its request.
 */
export function catalogueVersionReader(db: Kysely<Database>): () => Promise<string> {
  const query = db.selectFrom('meta').select('value').where('key', '=', CATALOGUE_VERSION_KEY).compile();
  let running: Promise<string> | undefined;
  let next: Promise<string> | undefined;

  let unversioned = 0;

  const start = (): Promise<string> => {
    const current: Promise<string> = db
      .executeQuery(query)
      // Without the row (a database changed by hand) every read is a new version: nothing is reused.
      .then((result) => result.rows[0]?.value ?? `unversioned-${(unversioned += 1)}`)
      .finally(() => {
        if (running === current) running = undefined;
      });
    running = current;
    return current;
  };

  return () => {
    if (next) return next;
    if (!running) return start();
    next = running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}
