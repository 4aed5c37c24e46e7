import type { FastifyInstance } from 'fastify';

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', { config: { public: true } }, async (_request, reply) => {
    const dbOk = await app.database.ping();
    reply.header('cache-control', 'no-store');
    return reply.status(dbOk ? 200 : 503).send({ status: dbOk ? 'ok' : 'unavailable', db: dbOk ? 'ok' : 'down' });
  });
}
