import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound, parseOr400 } from '../http/errors.ts';
import { toWireProduct } from './wire.ts';

const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(48),
  cursor: z.string().max(200).optional(),
});

const byIdsQuery = z.object({
  ids: z
    .string()
    .max(4000)
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(z.array(z.string().max(40)).max(100, 'Ask for at most 100 products at once.')),
});

/** Product data may change at any time: browsers revalidate, and a repeat visit costs a 304. */
const REVALIDATE = 'public, max-age=0, must-revalidate';

export default async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const urlOf = (key: string) => app.storage.url(key);

  app.get('/products', { config: { public: true } }, async (request, reply) => {
    const query = parseOr400(listQuery, request.query);
    const page = await app.catalogue.listProducts(query);
    reply.header('cache-control', REVALIDATE);
    return { products: page.products.map((product) => toWireProduct(product, urlOf)), nextCursor: page.nextCursor };
  });

  // The cart and checkout pages ask for the current records of their lines in one request.
  app.get('/products/by-ids', { config: { public: true } }, async (request, reply) => {
    const { ids } = parseOr400(byIdsQuery, request.query);
    const products = await app.catalogue.findByIds(ids);
    reply.header('cache-control', 'no-cache');
    return { products: products.map((product) => toWireProduct(product, urlOf)) };
  });

  app.get<{ Params: { name: string } }>('/products/by-name/:name', { config: { public: true } }, async (request, reply) => {
    const product = await app.catalogue.findByName(request.params.name);
    if (!product) throw notFound(`No product is named '${request.params.name}'.`);
    reply.header('cache-control', REVALIDATE);
    return toWireProduct(product, urlOf);
  });
}
