import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../helpers/test-app.ts';
import {
  CATEGORIES,
  COLOURS,
  COLOUR_FILTERS,
  LISTING_GROUPS,
  LISTING_SORTS,
  MENU_TREE,
  METAL_FILTERS,
  METAL_TYPES,
  PRICE_BANDS,
  STYLES,
  STYLE_FILTERS,
  priceBandOf,
  type ListingSort,
  type PriceBand,
} from '../../src/shared/catalogue.ts';
import type { Product, ProductInput } from '../../src/shared/product.ts';
import { toProductColumns } from '../../src/server/catalogue/wire.ts';
import { belongsInListing } from '../helpers/listing-filters.ts';

type Query = {
  group?: string;
  price?: PriceBand;
  metal?: keyof typeof METAL_FILTERS;
  colour?: keyof typeof COLOUR_FILTERS;
  style?: keyof typeof STYLE_FILTERS;
  sort?: ListingSort;
  limit: number;
};

// Prices on and next to every band edge, and some anywhere (paise).
const EDGE_PRICES = [100, 149_999, 150_000, 150_001, 299_999, 300_000, 300_001, 499_999, 500_000, 500_001, 9_999_900];
// Few distinct creation times, so that many products tie on created_at (and on price).
const TIMES = [0, 1, 2, 3, 4].map((day) => new Date(Date.UTC(2026, 1, 1 + day)));

const productArbitrary = fc.record({
  Category: fc.constantFrom(...CATEGORIES),
  pricePaise: fc.oneof(fc.constantFrom(...EDGE_PRICES), fc.integer({ min: 1, max: 1_200_000 })),
  MetalType: fc.constantFrom(...METAL_TYPES),
  Colour: fc.constantFrom(...COLOURS),
  Style: fc.constantFrom(...STYLES),
  time: fc.integer({ min: 0, max: TIMES.length - 1 }),
});

const CATALOGUE = fc.sample(productArbitrary, { numRuns: 90, seed: 20260206 });

const queryArbitrary: fc.Arbitrary<Query> = fc.record(
  {
    group: fc.constantFrom(...Object.keys(LISTING_GROUPS), 'necklaces&Pendantss'),
    price: fc.constantFrom(...(Object.keys(PRICE_BANDS) as PriceBand[])),
    metal: fc.constantFrom(...(Object.keys(METAL_FILTERS) as (keyof typeof METAL_FILTERS)[])),
    colour: fc.constantFrom(...(Object.keys(COLOUR_FILTERS) as (keyof typeof COLOUR_FILTERS)[])),
    style: fc.constantFrom(...(Object.keys(STYLE_FILTERS) as (keyof typeof STYLE_FILTERS)[])),
    sort: fc.constantFrom(...(Object.keys(LISTING_SORTS) as ListingSort[])),
    limit: fc.integer({ min: 1, max: 15 }),
  },
  { requiredKeys: ['limit'] },
);

/** Does a product (as the API answers it) satisfy every filter of the query? */
function satisfies(product: Product, query: Query): boolean {
  return belongsInListing(product, query.group, query);
}

describe('price bands', () => {
  it('partition prices: min inclusive, max exclusive', () => {
    expect(priceBandOf(149_999)).toBe('u1500');
    expect(priceBandOf(150_000)).toBe('15h30h');
    expect(priceBandOf(299_999)).toBe('15h30h');
    expect(priceBandOf(300_000)).toBe('30h50h');
    expect(priceBandOf(500_000)).toBe('50h');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (paise) => {
        const inside = (Object.keys(PRICE_BANDS) as PriceBand[]).filter((band) => {
          const { minPaise, maxPaise } = PRICE_BANDS[band];
          return paise >= minPaise && (maxPaise === null || paise < maxPaise);
        });
        expect(inside).toEqual([priceBandOf(paise)]);
      }),
    );
  });
});

describe.each(DATABASE_KINDS)('listing filters and sorts on %s', (kind) => {
  let t: TestApp;
  let all: Product[] = [];
  const createdAt = new Map<string, number>();

  const list = async (query: Record<string, string | number | undefined>) => {
    const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined).map(([k, v]) => [k, String(v)]));
    return t.app.inject({ url: '/api/products', query: params });
  };

  /** Every page of a query, checked page by page. */
  const everyPage = async (query: Query): Promise<Product[]> => {
    const products: Product[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 200; page += 1) {
      const response = await list({ ...query, cursor });
      expect(response.statusCode).toBe(200);
      const body = response.json() as { products: Product[]; nextCursor: string | null };
      expect(body.products.length).toBeLessThanOrEqual(query.limit);
      products.push(...body.products);
      if (body.nextCursor === null) return products;
      expect(body.products).toHaveLength(query.limit);
      cursor = body.nextCursor;
    }
    throw new Error('pagination did not end');
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const [index, sample] of CATALOGUE.entries()) {
      const input: ProductInput = {
        ProductName: `Sample ${index}`,
        ProductPrice: sample.pricePaise / 100,
        Category: sample.Category,
        MetalType: sample.MetalType,
        Purity: '925',
        metalWeight: 2,
        Colour: sample.Colour,
        Style: sample.Style,
      };
      const record = await t.app.catalogue.createProduct(toProductColumns(input), [], TIMES[sample.time]);
      createdAt.set(record.id, TIMES[sample.time]!.getTime());
    }
    all = await everyPage({ limit: 100 });
    expect(all).toHaveLength(CATALOGUE.length);
  });
  afterAll(() => t.close());

  it('returns exactly the products that satisfy the filters, in order, across pages without gaps or repeats', async () => {
    await fc.assert(
      fc.asyncProperty(queryArbitrary, async (query) => {
        const returned = await everyPage(query);
        // Everything returned satisfies the filters...
        for (const product of returned) expect(satisfies(product, query)).toBe(true);
        // ...nothing that satisfies them is missed, and nothing comes twice.
        const ids = returned.map((product) => product.id);
        expect(new Set(ids).size).toBe(ids.length);
        const expected = all.filter((product) => satisfies(product, query)).map((product) => product.id);
        expect([...ids].sort()).toEqual([...expected].sort());
        // The order is the sort's.
        const sort = query.sort ?? 'newest';
        const key = (product: Product) => (sort === 'newest' ? createdAt.get(product.id)! : product.ProductPrice);
        for (let index = 1; index < returned.length; index += 1) {
          const [before, after] = [key(returned[index - 1]!), key(returned[index]!)];
          if (sort === 'price-asc') expect(before).toBeLessThanOrEqual(after);
          else expect(before).toBeGreaterThanOrEqual(after);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('pages through each sort of the whole catalogue without gaps or repeats', async () => {
    for (const sort of Object.keys(LISTING_SORTS)) {
      for (const limit of [1, 7, 90]) {
        const ids = (await everyPage({ sort: sort as ListingSort, limit })).map((product) => product.id);
        expect(new Set(ids).size).toBe(CATALOGUE.length);
        expect(ids).toHaveLength(CATALOGUE.length);
      }
    }
  });

  it("shows the same products for the spec's 'Pendantss' link as for its correct twin", async () => {
    const typo = await everyPage({ group: 'necklaces&Pendantss', price: '30h50h', limit: 50 });
    const correct = await everyPage({ group: 'necklaces&Pendants', price: '30h50h', limit: 50 });
    expect(typo.map((product) => product.id)).toEqual(correct.map((product) => product.id));
  });

  it('answers every listing link of the menu tree', async () => {
    for (const link of MENU_TREE.flatMap((entry) => [...(entry.to ? [entry.to] : []), ...entry.sections.flatMap((s) => s.links.map((l) => l.to))])) {
      if (!link.startsWith('/home/')) continue;
      const url = new URL(link, 'http://shop');
      const query = { group: decodeURIComponent(url.pathname.slice('/home/'.length)), ...Object.fromEntries(url.searchParams) };
      const response = await list(query);
      expect(response.statusCode, link).toBe(200);
      for (const product of response.json().products as Product[]) expect(satisfies(product, { ...query, limit: 48 } as Query)).toBe(true);
    }
  });

  it('refuses unknown filter values, sorts and cursors with a 400', async () => {
    for (const query of [{ group: 'watches' }, { price: 'cheap' }, { metal: 'copper' }, { colour: 'red' }, { style: 'gym' }, { sort: 'random' }]) {
      const response = await list(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().error).toBe('invalid_request');
    }
    const first = (await list({ sort: 'price-asc', limit: 2 })).json();
    const otherSort = await list({ sort: 'newest', limit: 2, cursor: first.nextCursor });
    expect(otherSort.statusCode).toBe(400);
    expect((await list({ cursor: 'not-a-cursor' })).statusCode).toBe(400);
  });
});
