import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `task` now and every `intervalMs` until stopped, one run at a time (a run still going
 * when the next is due is not doubled). A failed run is logged as `failure`, and the next comes
 * as planned. The timer never keeps the process alive.
 */
export function runPeriodically(options: {
  task: () => Promise<void>;
  intervalMs: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
  failure: string;
}): { stop(): void } {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    options
      .task()
      .catch((error: unknown) => options.log.warn({ err: error }, options.failure))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(run, options.intervalMs);
  timer.unref();
  run();
  return { stop: () => clearInterval(timer) };
}
