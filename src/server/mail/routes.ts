import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseOr400 } from '../http/errors.ts';
import { toOutboxPage } from './wire.ts';

const listQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export default async function mailRoutes(app: FastifyInstance): Promise<void> {
  const { mailOutbox } = app;

  // Operator only (no `public` flag): the backend's outbox panel, newest first.
  app.get('/mail/outbox', async (request, reply) => {
    const { limit } = parseOr400(listQuery, request.query);
    const rows = await mailOutbox.newest(limit);
    const counts = await mailOutbox.countsByState();
    reply.header('cache-control', 'no-store');
    return toOutboxPage(rows, counts, app.config.mail !== undefined);
  });
}
