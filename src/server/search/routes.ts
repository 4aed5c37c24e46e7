import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseOr400 } from '../http/errors.ts';
import { toPublicWireProduct } from '../catalogue/wire.ts';

const searchQuery = z.object({
  q: z.string().trim().max(100, 'Keep the search under 100 characters.').default(''),
  /** The header's suggestions ask for a few; the results page for more. */
  limit: z.coerce.number().int().min(1).max(60).default(48),
});

export default async function searchRoutes(app: FastifyInstance): Promise<void> {
  const search = app.productSearch;
  const urlOf = (key: string) => app.storage.url(key);

  /** Ranked products for `q`: { query, correctedQuery, products }; kept per catalogue version (app.responseCache). */
  app.get('/search', { config: { public: true } }, async (request, reply) => {
    const { q, limit } = parseOr400(searchQuery, request.query);
    return app.responseCache.send(request, reply, {
      key: `api:search?q=${encodeURIComponent(q)}&limit=${limit}`,
      contentType: 'application/json; charset=utf-8',
      cacheControl: 'public, max-age=0, must-revalidate',
      produce: async () => {
        const hits = q ? await search.search(q, { limit }) : { ids: [], correctedQuery: null };
        const records = await app.catalogue.findByIds(hits.ids);
        const byId = new Map(records.map((record) => [record.id, record]));
        const products = hits.ids.flatMap((id) => {
          const record = byId.get(id);
          return record ? [toPublicWireProduct(record, urlOf)] : [];
        });
        return { status: 200, body: JSON.stringify({ query: q, correctedQuery: hits.correctedQuery, products }) };
      },
    });
  });
}
