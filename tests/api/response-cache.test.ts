import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { createResponseCache } from '../../src/server/http/response-cache.ts';
import { createTestApp, DATABASE_KINDS, signInAsOperator, type TestApp } from '../helpers/test-app.ts';
import { jpeg, multipart } from '../helpers/uploads.ts';
import { buildApp } from '../../src/server/app.ts';
import { openDatabase, type ShopDatabase } from '../../src/server/db/database.ts';
import { catalogueVersionReader } from '../../src/server/catalogue/version.ts';
import type { Product } from '../../src/shared/product.ts';
import { toProductColumns } from '../../src/server/catalogue/wire.ts';
import { productInput } from '../helpers/shop-fixtures.ts';

const OPERATOR = { email: 'cache@rajatsilver.in', password: 'keep-it-fresh-2026' };

const product = (name: string, price: number) => productInput({ ProductName: name, ProductPrice: price, metalWeight: 2.5 });

type ListBody = { products: Product[]; nextCursor: string | null };
type SearchBody = { query: string; correctedQuery: string | null; products: Product[] };

describe.each(DATABASE_KINDS)('response cache on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  /** The same routes with nothing kept: every answer made afresh. */
  let uncached: FastifyInstance;

  const names = (body: { products: Product[] }) => body.products.map((item) => item.ProductName);
  const produced = () => t.app.responseCache.stats().produced;

  beforeAll(async () => {
    t = await createTestApp(kind);
    cookie = await signInAsOperator(t, OPERATOR);
    for (let index = 0; index < 12; index += 1) {
      await t.app.catalogue.createProduct(toProductColumns(product(`Moonstone Halo Ring ${index}`, 1500 + index)), [], new Date(Date.UTC(2026, 0, 1 + index)));
    }
    uncached = await buildApp(t.config, { database: t.database, logger: false, responseCache: { maxEntries: 0 } });
    await uncached.ready();
  });
  afterAll(async () => {
    await uncached.close();
    await t.close();
  });

  it('answers from the cache exactly what the route makes afresh', async () => {
    const urls = [
      '/api/products',
      '/api/products?limit=5&sort=price-asc',
      '/api/products?group=rings&price=15h30h&metal=silver',
      '/api/search?q=moonstone%20halo&limit=4',
      '/api/search?q=moonstne',
      `/api/products/by-name/${encodeURIComponent('MOONSTONE HALO RING 3')}`,
      '/api/products/by-name/No%20Such%20Ring',
    ];
    const [first] = (await t.app.inject('/api/products?limit=2')).json<ListBody>().products;
    urls.push(`/api/products/by-ids?ids=${first!.id},nope`);
    for (const url of urls) {
      const fresh = await uncached.inject(url);
      const made = await t.app.inject(url);
      const before = produced();
      const kept = await t.app.inject(url);
      expect(produced(), url).toBe(before);
      expect(kept.statusCode, url).toBe(fresh.statusCode);
      expect(made.body, url).toBe(fresh.body);
      expect(kept.body, url).toBe(fresh.body);
      expect(kept.headers['content-type'], url).toBe('application/json; charset=utf-8');
      expect(kept.headers['cache-control'], url).toBe(fresh.headers['cache-control']);
    }
    // A missing product answers as the error handler words every 404.
    const missing = await t.app.inject('/api/products/by-name/No%20Such%20Ring');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(JSON.stringify({ error: 'not_found', message: "No product is named 'No Such Ring'." }));
  });

  it('makes an answer once however many ask for it at the same moment', async () => {
    const before = produced();
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.app.inject('/api/products?limit=3&sort=price-desc')));
    expect(produced()).toBe(before + 1);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it('tags answers and answers 304 to a matching If-None-Match', async () => {
    const first = await t.app.inject('/api/products');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.vary).toMatch(/accept-encoding/i);

    const again = await t.app.inject({ url: '/api/products', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await t.app.inject({ url: '/api/products', headers: { 'if-none-match': `"other", W/${etag}` } })).statusCode).toBe(304);
    expect((await t.app.inject({ url: '/api/products', headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200);

    // Each encoding is its own representation with its own tag.
    const br = await t.app.inject({ url: '/api/products', headers: { 'accept-encoding': 'br' } });
    expect(br.headers.etag).not.toBe(etag);
    const brAgain = await t.app.inject({ url: '/api/products', headers: { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string } });
    expect(brAgain.statusCode).toBe(304);
  });

  it('compresses for clients that accept it: br first, then gzip, else plain', async () => {
    for (const url of ['/api/products', '/api/search?q=ring']) {
      const plain = await t.app.inject(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const expected = plain.json<unknown>();

      const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(expected);
      expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);

      const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);

      const notBr = await t.app.inject({ url, headers: { 'accept-encoding': 'br;q=0, gzip;q=0.5' } });
      expect(notBr.headers['content-encoding']).toBe('gzip');
      // A client that takes only deflate gets the plain body, not one compressed by the app's plugin.
      const deflate = await t.app.inject({ url, headers: { 'accept-encoding': 'deflate' } });
      expect(deflate.headers['content-encoding']).toBeUndefined();
      expect(deflate.body).toBe(plain.body);
    }
  });

  it('shows an operator’s create, edit and delete in the next answers at once', async () => {
    const list = async () => (await t.app.inject('/api/products?limit=100')).json<ListBody>();
    const search = async (q: string) => (await t.app.inject({ url: '/api/search', query: { q } })).json<SearchBody>();
    expect(names(await list())).not.toContain('Peacock Feather Ring');
    expect(names(await search('peacock'))).toEqual([]);

    const form = await multipart({ product: product('Peacock Feather Ring', 2100) }, [{ name: 'peacock.jpg', data: await jpeg() }]);
    const created = await t.app.inject({ method: 'POST', url: '/api/products', payload: form.payload, headers: { ...form.headers, cookie } });
    expect(created.statusCode).toBe(201);
    const id = created.json<Product>().id;
    expect(names(await list())[0]).toBe('Peacock Feather Ring');
    expect(names(await search('peacock'))).toEqual(['Peacock Feather Ring']);

    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${id}`,
      payload: { product: { ProductName: 'Parrot Feather Ring', ProductPrice: 2200 } },
      headers: { cookie },
    });
    expect(edited.statusCode).toBe(200);
    const afterEdit = await list();
    expect(afterEdit.products.find((item) => item.id === id)).toMatchObject({ ProductName: 'Parrot Feather Ring', ProductPrice: 2200 });
    expect(names(await search('peacock'))).toEqual([]);
    expect(names(await search('parrot'))).toEqual(['Parrot Feather Ring']);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: { cookie } });
    expect(deleted.statusCode).toBe(204);
    expect((await list()).products.map((item) => item.id)).not.toContain(id);
    expect(names(await search('parrot'))).toEqual([]);
  });

  it('sees changes made outside the routes too: the version is kept by the database', async () => {
    const version = await t.app.catalogueVersion();
    expect(await t.app.catalogueVersion()).toBe(version);
    const [first] = (await t.app.inject('/api/products?limit=1')).json<ListBody>().products;
    await t.database.db.updateTable('products').set({ price_paise: 123_400 }).where('id', '=', first!.id).execute();
    expect(await t.app.catalogueVersion()).not.toBe(version);
    expect((await t.app.inject('/api/products?limit=1')).json<ListBody>().products[0]).toMatchObject({ id: first!.id, ProductPrice: 1234 });
  });

  it('reads the version with one query for all who ask at the same time, never with one begun before them', async () => {
    const db = t.database.db;
    const [someone] = await db.selectFrom('products').select('id').limit(1).execute();
    let queries = 0;
    let askedMeanwhile: Promise<string> | undefined;
    const counting = new Proxy(db, {
      get(target, property) {
        if (property === 'executeQuery') {
          return async (query: Parameters<typeof db.executeQuery>[0]) => {
            queries += 1;
            const result = await target.executeQuery(query);
            if (queries === 1) {
              // While this first read is under way, a request asks, and a change is saved.
              askedMeanwhile = read();
              await db.updateTable('products').set({ updated_at: new Date().toISOString() }).where('id', '=', someone!.id).execute();
            }
            return result;
          };
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const read = catalogueVersionReader(counting);
    const versions = await Promise.all(Array.from({ length: 10 }, () => read()));
    expect(new Set(versions).size).toBe(1);
    expect(queries).toBe(1);
    // The caller that came during the read got the next one, which sees the change.
    const later = await askedMeanwhile!;
    expect(queries).toBe(2);
    expect(later).not.toBe(versions[0]);
    expect(later).toBe(await t.app.catalogueVersion());
  });

  it('serves a change made through one app from the next request of another on the same database', async () => {
    let database: ShopDatabase | undefined;
    let other: FastifyInstance | undefined;
    try {
      database = await openDatabase(
        kind === 'postgres'
          ? { databaseUrl: process.env.TEST_DATABASE_URL, dataDir: t.config.dataDir, pgSchema: t.database.schema! }
          : { dataDir: t.config.dataDir },
      );
      other = await buildApp(t.config, { database, logger: false });
      await other.ready();
      const otherSearch = async (q: string) => names((await other!.inject({ url: '/api/search', query: { q } })).json<SearchBody>());
      const otherList = async () => names((await other!.inject('/api/products?limit=100')).json<ListBody>());

      // Both keep their answers first.
      expect(await otherSearch('comet')).toEqual([]);
      expect(await otherList()).not.toContain('Comet Tail Ring');
      const created = await t.app.catalogue.createProduct(toProductColumns(product('Comet Tail Ring', 999)), []);
      expect(await otherSearch('comet')).toEqual(['Comet Tail Ring']);
      expect(await otherList()).toContain('Comet Tail Ring');

      // And the other way round, through the operator API of the second app.
      const otherCookie = await signIn(other);
      const removed = await other.inject({ method: 'DELETE', url: `/api/products/${created.id}`, headers: { cookie: otherCookie } });
      expect(removed.statusCode).toBe(204);
      expect(names((await t.app.inject({ url: '/api/search', query: { q: 'comet' } })).json<SearchBody>())).toEqual([]);
    } finally {
      await other?.close();
      await database?.close();
    }
  });

  it('keeps one entry per query the routes know, whatever junk parameters come with it', async () => {
    await t.app.inject('/api/products');
    await t.app.inject('/api/search?q=halo');
    const before = t.app.responseCache.stats();
    const junk = [
      '/api/products?x=1,2,3',
      '/api/products?limit=48&sort=newest&utm_source=a',
      '/api/products?zzz=' + 'y'.repeat(500),
      '/api/search?q=halo&x=1',
      '/api/search?q=halo&limit=48&fbclid=abc',
    ];
    for (const [index, url] of junk.entries()) {
      const response = await t.app.inject(`${url}&n=${index}`);
      expect(response.statusCode, url).toBe(200);
    }
    expect(t.app.responseCache.stats()).toEqual(before);
  });

  it('never keeps a refusal', async () => {
    const before = t.app.responseCache.stats();
    expect((await t.app.inject('/api/products?cursor=not-a-cursor')).statusCode).toBe(400);
    expect((await t.app.inject('/api/products?cursor=not-a-cursor')).statusCode).toBe(400);
    expect((await t.app.inject('/api/products?limit=0')).statusCode).toBe(400);
    expect(t.app.responseCache.stats().entries).toBe(before.entries);
    expect(t.app.responseCache.stats().produced).toBe(before.produced);
  });
});

/** Signs the test operator in on another app of the same database. */
async function signIn(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: OPERATOR });
  if (response.statusCode !== 200) throw new Error(`sign-in answered ${response.statusCode}`);
  return [response.headers['set-cookie']].flat().map((value) => value!.split(';')[0]).join('; ');
}

describe('what the response cache keeps', () => {
  /** A route whose answers are named by the path: `missing-…` a 404, `private-…` marked private. */
  async function appWithCache(maxEntries: number) {
    const cache = createResponseCache({ version: async () => 'one', maxEntries });
    const app = Fastify();
    app.get('/:name', (request, reply) => {
      const { name } = request.params as { name: string };
      return cache.send(request, reply, {
        key: name,
        contentType: 'text/plain; charset=utf-8',
        cacheControl: 'no-cache',
        produce: async () => ({
          status: name.startsWith('missing') ? 404 : 200,
          // `long-…`: a page-sized answer, kept compressed.
          body: name.startsWith('long') ? `answer ${name} `.repeat(2000) : `answer ${name}`,
          ...(name.startsWith('private') ? { private: true } : {}),
        }),
      });
    });
    await app.ready();
    return { app, cache };
  }

  it('keeps a large answer as its two compressed copies only, and unzips one for a client that takes neither', async () => {
    const { app, cache } = await appWithCache(16);
    try {
      const br = await app.inject({ url: '/long-page', headers: { 'accept-encoding': 'br' } });
      const gzip = await app.inject({ url: '/long-page', headers: { 'accept-encoding': 'gzip' } });
      const plain = await app.inject('/long-page');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe('answer long-page '.repeat(2000));
      expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
      expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
      expect(cache.stats()).toEqual({ entries: 1, produced: 1, bytes: br.rawPayload.length + gzip.rawPayload.length });
      // A short answer is kept plain: compressing it would save little.
      await app.inject({ url: '/short', headers: { 'accept-encoding': 'br' } });
      expect(cache.stats().bytes).toBe(br.rawPayload.length + gzip.rawPayload.length + Buffer.byteLength('answer short'));
    } finally {
      await app.close();
    }
  });

  it('sends an answer marked private and never keeps it', async () => {
    const { app, cache } = await appWithCache(16);
    try {
      for (let index = 0; index < 3; index += 1) {
        const answer = await app.inject('/private-order');
        expect(answer.statusCode).toBe(200);
        expect(answer.body).toBe('answer private-order');
      }
      expect(cache.stats()).toMatchObject({ entries: 0, produced: 3 });
    } finally {
      await app.close();
    }
  });

  it('keeps 404s in an eighth of its entries at most, the oldest going first, and the other answers all', async () => {
    const { app, cache } = await appWithCache(16);
    try {
      for (let index = 0; index < 10; index += 1) expect((await app.inject(`/real-${index}`)).statusCode).toBe(200);
      for (let index = 0; index < 50; index += 1) expect((await app.inject(`/missing-${index}`)).statusCode).toBe(404);
      expect(cache.stats().entries).toBe(12);
      const produced = cache.stats().produced;
      for (let index = 0; index < 10; index += 1) await app.inject(`/real-${index}`);
      await app.inject('/missing-49');
      expect(cache.stats().produced).toBe(produced);
      await app.inject('/missing-0');
      expect(cache.stats().produced).toBe(produced + 1);
    } finally {
      await app.close();
    }
  });
});
