import type { FastifyInstance } from 'fastify';

export default async function authRoutes(_app: FastifyInstance): Promise<void> {}
