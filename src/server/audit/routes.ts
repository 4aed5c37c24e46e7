import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseOr400 } from '../http/errors.ts';
import { listAudit } from './audit-log.ts';

const listQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  before: z.coerce.number().int().min(1).optional(),
});

/** Operator: the audit trail, newest first, a page at a time. */
export default async function auditRoutes(app: FastifyInstance): Promise<void> {
  app.get('/audit-log', async (request, reply) => {
    const query = parseOr400(listQuery, request.query);
    reply.header('cache-control', 'no-store');
    return listAudit(app.database.db, query);
  });
}
