import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The `meta` row that triggers replace on every change to products and their images (migration 0006). */
export const CATALOGUE_VERSION_KEY = 'catalogue_version';

/**
 * Reads the catalogue version from the database, so that a change saved by any process is
 * seen by the next request of every process. Callers share reads: a read begins once the
 * requests being handled have asked (at the end of the event loop's turn; with SQLite's
 * synchronous queries nothing else would ever overlap), and whoever asks while a read has not
 * begun shares it. A read that has begun may have missed a change saved since, so later
 * callers wait for the next one. So at most one query is in flight however many requests
 * ask, and no caller gets a version older than its request.
 */
export function catalogueVersionReader(db: Kysely<Database>): () => Promise<string> {
  const query = db.selectFrom('meta').select('value').where('key', '=', CATALOGUE_VERSION_KEY).compile();
  let unversioned = 0;
  /** The read that has not begun: callers join it. */
  let next: Promise<string> | undefined;
  /** The read that began last. */
  let current: Promise<unknown> = Promise.resolve();

  const read = async (): Promise<string> => {
    const { rows } = await db.executeQuery(query);
    // Without the row (a database changed by hand) every read is a new version: nothing is reused.
    return rows[0]?.value ?? `unversioned-${(unversioned += 1)}`;
  };

  return () => {
    if (next) return next;
    const shared: Promise<string> = current
      .catch(() => undefined)
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => {
        next = undefined;
        current = shared;
        return read();
      });
    next = shared;
    return shared;
  };
}
