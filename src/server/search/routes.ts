import type { FastifyInstance } from 'fastify';

export default async function searchRoutes(_app: FastifyInstance): Promise<void> {}
