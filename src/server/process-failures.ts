import type { FastifyBaseLogger } from 'fastify';

/**
 * Logs what would otherwise end the process with a bare stack trace on stderr:
 * - a promise rejected with no handler: logged, and the shop goes on serving (one forgotten
 *   promise should not drop every request in flight);
 * - an exception nothing caught: logged, then exit code 1, since the process's state is no
 *   longer known; the service manager (or the cluster's primary) starts a new one.
 */
export function logProcessFailures(log: Pick<FastifyBaseLogger, 'error' | 'fatal'>): void {
  process.on('unhandledRejection', (reason) => {
    log.error({ err: reason }, 'unhandled promise rejection');
  });
  process.on('uncaughtException', (error) => {
    log.fatal({ err: error }, 'uncaught exception; exiting');
    process.exit(1);
  });
}
