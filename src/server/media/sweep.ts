import type { FastifyBaseLogger } from 'fastify';
import type { MediaStorage } from './storage.ts';

// The orphan sweep. A product's images are written before the transaction that saves it, and
// removed after the transaction that drops them, so that a saved product never names a missing
// file; a crash between the two, or a delete the store refused, leaves files no product names.
// The sweep removes them. A file younger than the grace period is kept whatever: it may belong
// to an upload whose product is not saved yet.

/** Files younger than this are never swept: no upload takes so long between its files and its save. */
export const SWEEP_GRACE_MS = 60 * 60 * 1000;
/** The sweep runs at start and then this often. */
export const SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;
/** Every key the shop writes starts with this (decision 003); nothing else in the store is touched. */
const MEDIA_PREFIX = 'images/';

export type SweepOptions = {
  storage: MediaStorage;
  /** Every key a product's image names. */
  keysInUse: () => Promise<Set<string>>;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  graceMs?: number;
  now?: () => Date;
};

export type SweepReport = { files: number; swept: string[] };

export async function sweepOrphanMedia({ storage, keysInUse, log, graceMs = SWEEP_GRACE_MS, now = () => new Date() }: SweepOptions): Promise<SweepReport> {
  // The store is listed before the database is read: a file saved with its product in between
  // is then named by the product, and a file listed but not named is not in use.
  const files = [];
  for await (const file of storage.list(MEDIA_PREFIX)) files.push(file);
  const inUse = await keysInUse();
  const before = now().getTime() - graceMs;
  const report: SweepReport = { files: files.length, swept: [] };
  for (const file of files) {
    if (inUse.has(file.key) || file.modified.getTime() > before) continue;
    try {
      await storage.delete(file.key);
      report.swept.push(file.key);
    } catch (error) {
      log.warn({ key: file.key, err: error }, 'media sweep: could not delete an orphan file');
    }
  }
  if (report.swept.length > 0) log.info({ swept: report.swept.length, files: report.files }, 'media sweep: removed files no product names');
  return report;
}

/** Runs the sweep now and every SWEEP_INTERVAL_MS until stopped; a failed run is logged and the next one tries again. */
export function scheduleMediaSweep(options: SweepOptions): { stop(): void } {
  const run = () => {
    sweepOrphanMedia(options).catch((error: unknown) => options.log.warn({ err: error }, 'media sweep failed'));
  };
  const timer = setInterval(run, SWEEP_INTERVAL_MS);
  timer.unref();
  run();
  return { stop: () => clearInterval(timer) };
}
