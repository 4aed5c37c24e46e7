import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../helpers/test-app.ts';
import { DEMO_PRODUCTS } from '../../src/server/demo/demo-catalogue.ts';
import { seedDemoRates } from '../../src/server/demo/demo-seed.ts';
import { toProductColumns } from '../../src/server/catalogue/wire.ts';
import type { Product } from '../../src/shared/product.ts';

// Search that understands Hindi and Odia (issue 27, point 4): the Hindi and Odia names are in
// the index, and the jewellery word table (src/shared/search-words.ts) maps what shoppers
// type, in either script or in Latin letters, onto categories and metals.

type SearchBody = { query: string; correctedQuery: string | null; products: Product[] };

describe.each(DATABASE_KINDS)('search in three languages on %s', (kind) => {
  let t: TestApp;
  const search = async (q: string): Promise<SearchBody> => {
    const response = await t.app.inject({ url: '/api/search', query: { q } });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const names = (body: SearchBody) => body.products.map((product) => product.ProductName).sort();
  const demo = (predicate: (product: (typeof DEMO_PRODUCTS)[number]) => boolean) =>
    DEMO_PRODUCTS.filter(predicate)
      .map((product) => product.ProductName)
      .sort();
  const rings = demo((product) => product.Category === 'Ring');
  const earrings = demo((product) => product.Category === 'Earring');

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemoRates(t.database.db); // the demo's pieces priced by weight need their rates
    for (const [index, { gem: _gem, ...product }] of DEMO_PRODUCTS.entries()) {
      await t.app.catalogue.createProduct(toProductColumns(product), [], new Date(Date.UTC(2026, 0, 1, 0, index)));
    }
  });
  afterAll(() => t.close());

  it('finds rings for अंगूठी, angoothi and its spellings, and ମୁଦି', async () => {
    for (const query of ['अंगूठी', 'angoothi', 'anguthi', 'angothi', 'ମୁଦି', 'ଅଙ୍ଗୁଠି']) {
      const body = await search(query);
      expect(names(body), query).toEqual(rings);
      expect(body.correctedQuery, query).toBeNull();
    }
  });

  it('finds earrings for ଝୁମ୍କା, झुमका, jhumka, jhumki and bali', async () => {
    for (const query of ['ଝୁମ୍କା', 'झुमका', 'jhumka', 'jhumki', 'bali', 'କାନଫୁଲ']) {
      expect(names(await search(query)), query).toEqual(earrings);
    }
  });

  it('finds the silver anklet for चांदी की पायल, payal and ପାଉଁଜି (की is left out)', async () => {
    for (const query of ['चांदी की पायल', 'चाँदी की पायल', 'payal', 'chandi ki payal', 'ରୁପା ପାଉଁଜି']) {
      const body = await search(query);
      expect(names(body), query).toEqual(['Oxidised Ghungroo Anklet Bracelet']);
      expect(body.correctedQuery, query).toBeNull();
    }
  });

  it('reads चांदी and चाँदी, rupa and chandi alike: the silver pieces', async () => {
    const silver = names(await search('चांदी'));
    expect(silver).toContain('Lotus Bloom Silver Ring');
    expect(silver).not.toContain('Heritage Temple Ring');
    for (const query of ['चाँदी', 'chandi', 'rupa', 'ରୁପା']) expect(names(await search(query)), query).toEqual(silver);
  });

  it('finds a piece by a word of its Hindi or Odia name only', async () => {
    expect(names(await search('मोरपंख'))).toEqual(['Peacock Feather Pendant']);
    expect(names(await search('मंगलसूत्र'))).toEqual(['Gold Mangalsutra Chain']);
    expect(names(await search('ତାରକସି'))).toEqual(['Filigree Gold Bangle']);
    // A beginning finds the words it starts: ମୟୂର (peacock) and ମୟୂରପୁଚ୍ଛ (peacock feather).
    expect(names(await search('ମୟୂର'))).toEqual(['Oxidised Peacock Jhumkas', 'Peacock Feather Pendant']);
  });

  it('combines words: सोने का कंगन, ରୁପାର ମୁଦି', async () => {
    const goldBangles = names(await search('सोने का कंगन'));
    expect(goldBangles).toContain('Filigree Gold Bangle');
    expect(goldBangles.every((name) => demo((product) => product.Category === 'Bangle').includes(name))).toBe(true);
    const silverRings = names(await search('ରୁପାର ମୁଦି'));
    expect(silverRings).toContain('Lotus Bloom Silver Ring');
    expect(silverRings).not.toContain('Heritage Temple Ring');
    expect(silverRings.every((name) => rings.includes(name))).toBe(true);
  });

  it('corrects a misspelt romanised word to the table word it is nearest, and a Hindi word one sign off', async () => {
    const body = await search('angoothy');
    expect(names(body)).toEqual(rings);
    expect(body.correctedQuery).toBe('angoothi');
    const hindi = await search('मोरपंक');
    expect(names(hindi)).toEqual(['Peacock Feather Pendant']);
    expect(hindi.correctedQuery).toBe('मोरपंख');
  });

  it('answers sensibly for pieces the shop has no category for, and for stop-words alone', async () => {
    // A toe ring (बिछिया): none here, so the word is left out and silver pieces are offered,
    // saying what was searched for.
    const toeRings = await search('चांदी की बिछिया');
    expect(toeRings.correctedQuery).toBe('चांदी');
    expect(names(toeRings)).toEqual(names(await search('चांदी')));
    expect((await search('nath')).products).toEqual([]);
    expect((await search('की')).products).toEqual([]);
  });
});
