import type { FastifyInstance } from 'fastify';

/** How long the server must have been asked nothing before it gives memory back. */
export const IDLE_MS = 5_000;

type Collect = NonNullable<typeof globalThis.gc>;

/**
 * Gives the memory a burst of work left behind back to the system once the server has been
 * asked nothing for `idleMs` (decision 031). V8 grows its young generation to what start-up or a
 * wave of shoppers needed and keeps it, and its own memory reducer waits for a full collection
 * that a server gone quiet may never run: after a restart a shop at rest held 16 MB of empty
 * young generation and several MB of garbage in old space. One last-resort collection (V8 shrinks
 * its spaces and returns their pages) runs once the server is idle, and again only after the
 * next request. `collect` is V8's `gc`, which `npm start` exposes (`--expose-gc`,
 * scripts/memory-settings.mjs); without it this does nothing.
 */
export function giveBackMemoryWhenIdle(app: FastifyInstance, collect: Collect | undefined, idleMs = IDLE_MS): void {
  if (!collect) return;
  const timer = setTimeout(() => collect({ type: 'major', execution: 'sync', flavor: 'last-resort' }), idleMs);
  timer.unref();
  // A timer that has fired is set going again by refresh().
  app.addHook('onRequest', async () => void timer.refresh());
  app.addHook('onClose', async () => clearTimeout(timer));
}
