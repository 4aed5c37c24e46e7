import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError, parseOr400 } from '../http/errors.ts';
import { LISTING_FILTERS, LISTING_GROUPS, LISTING_SORTS, listingGroupOf } from '../../shared/catalogue.ts';
import { toPublicWireProduct } from './wire.ts';
import { decodeCartCookie } from '../../shared/cart-cookie.ts';
import { InvalidCursorError, type ListOptions, type ProductFilter } from './repository.ts';

const keysOf = <T extends object>(object: T) => Object.keys(object) as [keyof T & string, ...(keyof T & string)[]];

/** Listing filters as the menus' URLs spell them (src/shared/catalogue.ts); unknown values are a 400. */
const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(48),
  cursor: z.string().max(200).optional(),
  group: z
    .string()
    .optional()
    .refine((slug) => slug === undefined || listingGroupOf(slug) !== undefined, 'Unknown listing group.'),
  price: z.enum(keysOf(LISTING_FILTERS.price)).optional(),
  metal: z.enum(keysOf(LISTING_FILTERS.metal)).optional(),
  colour: z.enum(keysOf(LISTING_FILTERS.colour)).optional(),
  style: z.enum(keysOf(LISTING_FILTERS.style)).optional(),
  sort: z.enum(keysOf(LISTING_SORTS)).default('newest'),
});

function listOptions(query: z.infer<typeof listQuery>): ListOptions {
  const group = query.group === undefined ? undefined : listingGroupOf(query.group);
  const band = query.price === undefined ? undefined : LISTING_FILTERS.price[query.price];
  const filter: ProductFilter = {
    ...(group ? { categories: LISTING_GROUPS[group].categories } : {}),
    ...(band ? { minPaise: band.minPaise, maxPaise: band.maxPaise } : {}),
    ...(query.metal ? { metalType: LISTING_FILTERS.metal[query.metal] } : {}),
    ...(query.colour ? { colour: LISTING_FILTERS.colour[query.colour] } : {}),
    ...(query.style ? { style: LISTING_FILTERS.style[query.style] } : {}),
  };
  return { limit: query.limit, cursor: query.cursor, sort: query.sort, filter };
}

const byIdsQuery = z.object({
  ids: z
    .string()
    .max(4000)
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(z.array(z.string().max(40)).max(100, 'Ask for at most 100 products at once.')),
});

/** Product data may change at any time: browsers revalidate, and a repeat visit costs a 304. */
const REVALIDATE = 'public, max-age=0, must-revalidate';
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The cache key of a listing: the validated query, group aliases resolved, defaults filled
 * in, in a fixed order; parameters the route does not know never reach it.
 */
function listKey(query: z.infer<typeof listQuery>): string {
  const group = query.group === undefined ? undefined : listingGroupOf(query.group);
  const parameters: [string, string | undefined][] = [
    ['group', group],
    ['price', query.price],
    ['metal', query.metal],
    ['colour', query.colour],
    ['style', query.style],
    ['cursor', query.cursor],
  ];
  let key = `limit=${query.limit}&sort=${query.sort}`;
  for (const [name, value] of parameters) if (value !== undefined) key += `&${name}=${encodeURIComponent(value)}`;
  return key;
}

/** A 404 as the error handler (src/server/http/errors.ts) words it, made here so that it can be kept. */
export function notFoundAnswer(message: string): { status: number; body: string } {
  return { status: 404, body: JSON.stringify({ error: 'not_found', message }) };
}

/**
 * Public reads of the catalogue. Their answers depend on the catalogue alone: they are kept per
 * catalogue version (app.responseCache), compressed once and revalidated by ETag.
 */
export default async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const urlOf = (key: string) => app.storage.url(key);

  app.get('/products', { config: { public: true } }, async (request, reply) => {
    const query = parseOr400(listQuery, request.query);
    return app.responseCache.send(request, reply, {
      key: `api:products?${listKey(query)}`,
      contentType: JSON_TYPE,
      cacheControl: REVALIDATE,
      produce: async () => {
        const page = await app.catalogue.listProducts(listOptions(query)).catch((error: unknown) => {
          if (error instanceof InvalidCursorError) throw new HttpError(400, 'invalid_request', error.message, { cursor: error.message });
          throw error;
        });
        const products = page.products.map((product) => toPublicWireProduct(product, urlOf));
        return { status: 200, body: JSON.stringify({ products, nextCursor: page.nextCursor, ...(page.total === undefined ? {} : { total: page.total }) }) };
      },
    });
  });

  // The cart and checkout pages ask for the current records of their lines in one request.
  // A product the cart (its cookie, shared/cart-cookie.ts) holds n pieces of is answered with
  // its exact count when it has at most n, so that the cart can flag a short line and stop
  // adding; n counts only up to what one order may hold of it (COD_MAX_PER_PRODUCT, decision 027).
  // Made for each request, never kept: it shows counts that the catalogue version does not
  // follow (migration 0025), and its key would hold the cart anyway.
  app.get('/products/by-ids', { config: { public: true } }, async (request, reply) => {
    const { ids } = parseOr400(byIdsQuery, request.query);
    const asked = new Set(ids);
    const wanted = new Map<string, number>();
    for (const line of decodeCartCookie(request.headers.cookie) ?? []) {
      if (asked.has(line.id)) wanted.set(line.id, Math.min((wanted.get(line.id) ?? 0) + line.quantity, app.config.cod.caps.perProduct));
    }
    const products = await app.catalogue.findByIds(ids);
    reply.header('cache-control', 'no-cache');
    return { products: products.map((product) => toPublicWireProduct(product, urlOf, wanted.get(product.id))) };
  });

  // Operators: every product's exact pieces in stock (the backend's product list).
  app.get('/products/stock', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { stock: await app.catalogue.stockCounts() };
  });

  app.get<{ Params: { name: string } }>('/products/by-name/:name', { config: { public: true } }, async (request, reply) => {
    const { name } = request.params;
    return app.responseCache.send(request, reply, {
      key: `api:products/by-name/${encodeURIComponent(name)}`,
      contentType: JSON_TYPE,
      cacheControl: REVALIDATE,
      produce: async () => {
        const product = await app.catalogue.findByName(name);
        if (!product) return notFoundAnswer(`No product is named '${name}'.`);
        return { status: 200, body: JSON.stringify(toPublicWireProduct(product, urlOf, 0, 'all')) };
      },
    });
  });
}
