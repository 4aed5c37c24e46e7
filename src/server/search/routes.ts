import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseOr400 } from '../http/errors.ts';
import { toWireProduct } from '../catalogue/wire.ts';
import { searchRepository } from './repository.ts';

const searchQuery = z.object({
  q: z.string().trim().max(100, 'Keep the search under 100 characters.').default(''),
  /** The header's suggestions ask for a few; the results page for more. */
  limit: z.coerce.number().int().min(1).max(60).default(48),
});

export default async function searchRoutes(app: FastifyInstance): Promise<void> {
  const search = searchRepository(app.database);
  const urlOf = (key: string) => app.storage.url(key);

  /** Ranked products for `q`: { query, correctedQuery, products }. */
  app.get('/search', { config: { public: true } }, async (request, reply) => {
    const { q, limit } = parseOr400(searchQuery, request.query);
    const hits = q ? await search.search(q, { limit }) : { ids: [], correctedQuery: null };
    const records = await app.catalogue.findByIds(hits.ids);
    const byId = new Map(records.map((record) => [record.id, record]));
    const products = hits.ids.flatMap((id) => {
      const record = byId.get(id);
      return record ? [toWireProduct(record, urlOf)] : [];
    });
    reply.header('cache-control', 'public, max-age=0, must-revalidate');
    return { query: q, correctedQuery: hits.correctedQuery, products };
  });
}
