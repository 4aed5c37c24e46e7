import type { FastifyInstance } from 'fastify';

/** Operator routes for products: create, edit, delete. */
export default async function catalogueAdminRoutes(_app: FastifyInstance): Promise<void> {}
