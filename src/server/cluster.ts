import cluster, { type Worker } from 'node:cluster';

/** A worker that stops this soon after it started listening is not restarted again (a crash loop). */
const CRASH_LOOP_MS = 10_000;

type Log = (message: string) => void;

/**
 * The primary of `WORKERS=n npm start`: forks n workers, which share the listening port (Node
 * hands connections out in turn). A worker that fails before it listens (a bad database, a
 * port in use) stops the whole shop with its exit code, so that a wrong setting is not retried
 * for ever; a worker that dies later is replaced. SIGTERM or SIGINT reaches every worker, each
 * finishes its requests in flight, and the primary exits when the last one has.
 */
export function runClusterPrimary(workers: number, log: Log): void {
  const listeningSince = new Map<number, number>();
  let stopping = false;

  const fork = () => {
    const worker = cluster.fork();
    worker.on('listening', () => listeningSince.set(worker.id, Date.now()));
  };

  const stopAll = (code: number) => {
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    if (alive.length === 0) process.exit(code);
    for (const worker of alive) worker.process.kill('SIGTERM');
    cluster.on('exit', () => {
      if (Object.values(cluster.workers ?? {}).every((worker) => worker === undefined)) process.exit(code);
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const since = listeningSince.get(worker.id);
    listeningSince.delete(worker.id);
    if (stopping) return;
    if (since === undefined) {
      log(`worker ${worker.process.pid} stopped before it could serve (exit code ${code}); stopping`);
      stopAll(code || 1);
      return;
    }
    const reason = signal ? `signal ${signal}` : `exit code ${code}`;
    if (Date.now() - since < CRASH_LOOP_MS) {
      log(`worker ${worker.process.pid} stopped (${reason}) within ${CRASH_LOOP_MS / 1000} s of starting; stopping`);
      stopAll(code || 1);
      return;
    }
    log(`worker ${worker.process.pid} stopped (${reason}); starting another`);
    fork();
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      log(`${signal}: stopping ${workers} workers`);
      stopAll(0);
    });
  }

  log(`starting ${workers} workers`);
  for (let index = 0; index < workers; index += 1) fork();
}
