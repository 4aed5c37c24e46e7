import type { FastifyInstance } from 'fastify';

export default async function ordersRoutes(_app: FastifyInstance): Promise<void> {}
