import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../helpers/test-app.ts';
import { DEMO_PRODUCTS } from '../../src/server/demo/demo-catalogue.ts';
import { seedDemoRates } from '../../src/server/demo/demo-seed.ts';
import { editDistance, tokenise } from '../../src/server/search/query-plan.ts';
import type { Product } from '../../src/shared/product.ts';
import { toProductColumns } from '../../src/server/catalogue/wire.ts';

type SearchBody = { query: string; correctedQuery: string | null; products: Product[] };

describe('query planning helpers', () => {
  it('measures edit distance with swaps of neighbours as one edit', () => {
    expect(editDistance('neklace', 'necklace')).toBe(1);
    expect(editDistance('braclet', 'bracelet')).toBe(1);
    expect(editDistance('earing', 'earring')).toBe(1);
    expect(editDistance('rnig', 'ring')).toBe(1);
    expect(editDistance('silver', 'silver')).toBe(0);
  });

  it('tokenises like the databases: lower case, no accents, letters and digits only', () => {
    expect(tokenise('Rose & Co. Ring / 2.6"')).toEqual(['rose', 'co', 'ring', '2', '6']);
    expect(tokenise('  Oxidisé  EARRINGS ')).toEqual(['oxidise', 'earrings']);
  });
});

describe.each(DATABASE_KINDS)('search API on %s', (kind) => {
  let t: TestApp;
  const search = async (q: string, limit?: number): Promise<SearchBody> => {
    const response = await t.app.inject({ url: '/api/search', query: { q, ...(limit ? { limit: String(limit) } : {}) } });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const names = (body: SearchBody) => body.products.map((product) => product.ProductName);
  const demo = (predicate: (product: (typeof DEMO_PRODUCTS)[number]) => boolean) =>
    DEMO_PRODUCTS.filter(predicate).map((product) => product.ProductName);

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemoRates(t.database.db); // the demo's pieces priced by weight need their rates
    for (const [index, { gem: _gem, ...product }] of DEMO_PRODUCTS.entries()) {
      await t.app.catalogue.createProduct(toProductColumns(product), [], new Date(Date.UTC(2026, 0, 1, 0, index)));
    }
    // For ranking: a product whose name is exactly a query that many others match better.
    await t.app.catalogue.createProduct(
      toProductColumns({ ...DEMO_PRODUCTS[0]!, ProductName: 'Silver Ring' }),
      [],
      new Date(Date.UTC(2025, 0, 1)),
    );
    await t.app.catalogue.createProduct(
      toProductColumns({ ...DEMO_PRODUCTS[0]!, ProductName: 'Silver Ring Silver Ring Set' }),
      [],
      new Date(Date.UTC(2025, 0, 2)),
    );
  });
  afterAll(() => t.close());

  it('finds products by a word of their name, whatever its case', async () => {
    expect(names(await search('LOTUS'))).toEqual(['Lotus Bloom Silver Ring']);
  });

  it('matches word prefixes, also for the suggestions while typing', async () => {
    const bracelets = demo((product) => product.Category === 'Bracelet' || product.ProductName.includes('Bracelet'));
    expect(names(await search('brac')).sort()).toEqual(bracelets.sort());
    expect(names(await search('jhum')).sort()).toEqual(['Meenakari Jhumka Earrings', 'Oxidised Peacock Jhumkas']);
    const suggestions = await search('neck', 3);
    expect(suggestions.products).toHaveLength(3);
    for (const product of suggestions.products) expect(product.Category).toBe('Necklace');
  });

  it('corrects misspellings: braclet, neklace, earing', async () => {
    const braclet = await search('braclet');
    expect(braclet.correctedQuery).toBe('bracelet');
    expect(names(braclet).sort()).toEqual(demo((product) => product.Category === 'Bracelet').sort());

    const neklace = await search('neklace');
    expect(neklace.correctedQuery).toBe('necklace');
    expect(names(neklace).sort()).toEqual(demo((product) => product.Category === 'Necklace').sort());

    const earing = await search('earing');
    expect(names(earing).sort()).toEqual(demo((product) => product.Category === 'Earring').sort());
  });

  it('matches categories in the plural and spelling variants', async () => {
    expect(names(await search('earrings')).sort()).toEqual(demo((product) => product.Category === 'Earring').sort());
    expect(names(await search('bangles')).sort()).toEqual(demo((product) => product.Category === 'Bangle').sort());
    expect(names(await search('necklaces')).sort()).toEqual(demo((product) => product.Category === 'Necklace').sort());
    const oxidised = demo((product) => product.Colour === 'Oxidised').sort();
    expect(names(await search('oxidized')).sort()).toEqual(oxidised);
    expect(names(await search('oxidised')).sort()).toEqual(oxidised);
  });

  it('matches metal, colour, style and purity', async () => {
    expect(names(await search('platinum'))).toEqual(['Platinum Eternity Band']);
    expect(names(await search('22k')).sort()).toEqual(demo((product) => product.Purity === '22K').sort());
    expect(names(await search('rose gold office')).sort()).toEqual(
      demo((product) => product.Colour === 'Rose Gold' && product.Style === 'Office').sort(),
    );
    expect(names(await search('rosegold party')).sort()).toEqual(
      demo((product) => product.Colour === 'Rose Gold' && product.Style === 'Party').sort(),
    );
  });

  it('answers multi-word queries with products matching every word', async () => {
    const body = await search('oxidised earrings');
    expect(body.correctedQuery).toBeNull();
    expect(names(body)).toEqual(demo((product) => product.Colour === 'Oxidised' && product.Category === 'Earring'));
    expect(names(body)).toEqual(['Oxidised Peacock Jhumkas']);
    expect(names(await search('oxidized earings'))).toEqual(['Oxidised Peacock Jhumkas']);
  });

  it('ranks an exact name match first, then name matches before attribute matches', async () => {
    const body = await search('silver ring');
    expect(names(body)[0]).toBe('Silver Ring');
    expect(names(body)).toContain('Silver Ring Silver Ring Set');
    expect(names(await search('om pendant'))[0]).toBe('Om Pendant');
    expect(names(await search('Rose Gold Heart Pendant'))[0]).toBe('Rose Gold Heart Pendant');
    // 'Kundan' is only in a name: that product comes before those that merely are party wear.
    const kundan = await search('kundan');
    expect(names(kundan)).toEqual(['Kundan Bridal Choker']);
  });

  it('answers nothing for nonsense and for an empty query, and refuses a too long one', async () => {
    expect((await search('zzzqqq')).products).toEqual([]);
    expect((await search('   ')).products).toEqual([]);
    const tooLong = await t.app.inject({ url: '/api/search', query: { q: 'x'.repeat(101) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toBe('invalid_request');
  });

  it('respects the limit for suggestions', async () => {
    expect((await search('silver', 4)).products).toHaveLength(4);
    expect((await t.app.inject({ url: '/api/search', query: { q: 'silver', limit: '0' } })).statusCode).toBe(400);
  });

  it('keeps the index in step with products: added, renamed and deleted', async () => {
    const added = await t.app.catalogue.createProduct(toProductColumns({ ...DEMO_PRODUCTS[0]!, ProductName: 'Zircon Starburst Toe Ring' }), []);
    expect(names(await search('starburst'))).toEqual(['Zircon Starburst Toe Ring']);
    // A new word is in the vocabulary at once, so its misspelling is corrected too.
    expect(names(await search('starbrust'))).toEqual(['Zircon Starburst Toe Ring']);

    await t.app.database.db.updateTable('products').set({ name: 'Zircon Comet Toe Ring' }).where('id', '=', added.id).execute();
    expect(names(await search('starburst'))).toEqual([]);
    expect(names(await search('comet'))).toEqual(['Zircon Comet Toe Ring']);

    await t.app.catalogue.deleteProduct(added.id);
    expect(names(await search('comet'))).toEqual([]);
    expect(names(await search('zircon'))).toEqual([]);
  });

  it('indexes every product exactly once', async () => {
    const count = await t.app.catalogue.countProducts();
    const indexed =
      kind === 'sqlite'
        ? await sql<{ n: number }>`select count(*) as n from products_fts`.execute(t.app.database.db)
        : await sql<{ n: string }>`select count(*) as n from product_search`.execute(t.app.database.db);
    expect(Number(indexed.rows[0]!.n)).toBe(count);
  });
});
