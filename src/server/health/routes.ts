import type { FastifyInstance } from 'fastify';

/**
 * Health checks for load balancers and orchestrators:
 * - `/api/health` (readiness): 200 when the database and the media store both answer, else
 *   503; the body says which is down. A balancer sends shoppers elsewhere meanwhile.
 * - `/api/health/live` (liveness): 200 whenever the process answers at all; restarting the
 *   process would not bring a database back.
 */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', { config: { public: true } }, async (_request, reply) => {
    const [dbOk, storageOk] = await Promise.all([app.database.ping(), app.storage.check()]);
    const ok = dbOk && storageOk;
    reply.header('cache-control', 'no-store');
    return reply.status(ok ? 200 : 503).send({
      status: ok ? 'ok' : 'unavailable',
      db: dbOk ? 'ok' : 'down',
      storage: storageOk ? 'ok' : 'down',
    });
  });

  app.get('/health/live', { config: { public: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return reply.send({ status: 'ok' });
  });
}
