import type { FastifyInstance } from 'fastify';

export default async function newsletterRoutes(_app: FastifyInstance): Promise<void> {}
