import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, signInAsOperator, type TestApp } from '../helpers/test-app.ts';
import { jpeg, multipart } from '../helpers/uploads.ts';
import { productDescription, productName, readProduct, type Product } from '../../src/shared/product-wire.ts';
import { productInputSchema } from '../../src/shared/product.ts';
import { productInput } from '../helpers/shop-fixtures.ts';

// Products in three languages (issue 27, point 3): the operator's Hindi and Odia words, the
// answers that carry them (names everywhere, descriptions on the product's own answer), the
// fallback to English, and the refusals.

const OPERATOR = { email: 'words@rajatsilver.in', password: 'polish-the-silver-2026' };

const RING = productInput({
  ProductName: 'Lotus Bloom Test Ring',
  Description: '  A lotus in 925 silver. Wipe it with a soft cloth.  ',
  Translations: {
    hi: { name: 'लोटस ब्लूम चांदी की अंगूठी', description: '925 चांदी में खिला कमल।' },
    or: { name: 'ଲୋଟସ ବ୍ଲୁମ ରୁପା ମୁଦି', description: '925 ରୁପାରେ ଫୁଟିଲା ପଦ୍ମ।' },
  },
});

describe('the operator\'s words, validated alike by the form and the server', () => {
  const parse = (words: Record<string, unknown>) => productInputSchema.safeParse({ ...productInput(), ...words });
  const message = (words: Record<string, unknown>) => {
    const result = parse(words);
    return result.success ? null : { path: result.error.issues[0]!.path.join('.'), message: result.error.issues[0]!.message };
  };

  it('trims the words and writes them in one Unicode form', () => {
    const result = parse({ Description: '  Polished.  ', Translations: { hi: { name: ' चूड़ी ' } } });
    expect(result.success).toBe(true);
    expect(result.data?.Description).toBe('Polished.');
    // ड़ typed as one code point (U+095C) is saved as ड + nukta, as NFC writes it.
    expect(parse({ Translations: { hi: { name: 'चू\u095Cी' } } }).data?.Translations?.hi?.name).toBe('चू\u0921\u093Cी');
  });

  it('refuses links, markup and words too long', () => {
    expect(message({ Description: 'See https://example.com for more' })).toEqual({
      path: 'Description',
      message: 'Write the English description without web addresses, links or < >.',
    });
    expect(message({ Translations: { hi: { name: '<b>अंगूठी</b>' } } })).toEqual({
      path: 'Translations.hi.name',
      message: 'Write the Hindi name without web addresses, links or < >.',
    });
    expect(message({ Translations: { or: { description: 'www.example.com' } } })?.path).toBe('Translations.or.description');
    expect(message({ Translations: { or: { name: 'ମ'.repeat(121) } } })).toEqual({
      path: 'Translations.or.name',
      message: 'Keep the Odia name under 120 characters.',
    });
    expect(message({ Description: 'x'.repeat(2001) })?.message).toBe('Keep the English description under 2,000 characters.');
    expect(message({ Translations: { ta: { name: 'x' } } })?.path).toBe('Translations');
  });
});

describe('product words on the wire', () => {
  it('readProduct keeps the description and the translations (the cart and wishlist store products)', () => {
    const stored = {
      id: 'p1',
      ProductName: 'Lotus Ring',
      ProductPrice: 1299,
      ProductImgs: { high: [], low: [] },
      Category: 'Ring',
      MetalType: 'Silver',
      Purity: '925',
      Description: 'A lotus.',
      Translations: { hi: { name: 'कमल अंगूठी' }, or: { name: 'ପଦ୍ମ ମୁଦି', description: 'ପଦ୍ମ।' } },
    };
    const product = readProduct(stored)!;
    expect(product.Description).toBe('A lotus.');
    expect(product.Translations).toEqual(stored.Translations);
    expect(productName(product, 'hi')).toBe('कमल अंगूठी');
    expect(productDescription(product, 'hi')).toBe('A lotus.');
    expect(productDescription(product, 'or')).toBe('ପଦ୍ମ।');
    expect(readProduct({ ...stored, Translations: { hi: { name: 7 } } })).toBeNull();
  });
});

describe.each(DATABASE_KINDS)('products in three languages on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let created: Product;

  const send = async (method: 'POST' | 'PATCH', url: string, fields: Record<string, unknown>, withImage = false) => {
    const body = await multipart(fields, withImage ? [{ name: 'ring.jpg', data: await jpeg() }] : []);
    return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, cookie } });
  };
  const byName = async (name: string): Promise<Product> => (await t.app.inject(`/api/products/by-name/${encodeURIComponent(name)}`)).json();

  beforeAll(async () => {
    t = await createTestApp(kind);
    cookie = await signInAsOperator(t, OPERATOR);
    const response = await send('POST', '/api/products', { product: RING }, true);
    expect(response.statusCode).toBe(201);
    created = response.json();
  });
  afterAll(() => t.close());

  it('saves the description and the Hindi and Odia words, trimmed, and answers them to the operator', () => {
    expect(created.Description).toBe('A lotus in 925 silver. Wipe it with a soft cloth.');
    expect(created.Translations).toEqual(RING.Translations);
  });

  it("answers every word on the product's own page, its URL still the English name", async () => {
    const product = await byName('Lotus Bloom Test Ring');
    expect(product.ProductName).toBe('Lotus Bloom Test Ring');
    expect(product.Description).toBe('A lotus in 925 silver. Wipe it with a soft cloth.');
    expect(product.Translations).toEqual(RING.Translations);
    expect((await t.app.inject(`/api/products/by-name/${encodeURIComponent('लोटस ब्लूम चांदी की अंगूठी')}`)).statusCode).toBe(404);
  });

  it('gives listings, search and the cart the names in every language but no description', async () => {
    const listed: Product = (await t.app.inject('/api/products?limit=10')).json().products[0];
    const found: Product = (await t.app.inject({ url: '/api/search', query: { q: 'अंगूठी' } })).json().products[0];
    const carted: Product = (await t.app.inject(`/api/products/by-ids?ids=${created.id}`)).json().products[0];
    for (const product of [listed, found, carted]) {
      expect(product.id).toBe(created.id);
      expect(product.Description).toBeUndefined();
      expect(product.Translations).toEqual({ hi: { name: RING.Translations!.hi!.name }, or: { name: RING.Translations!.or!.name } });
    }
  });

  it('changes only the words an edit gives, clears a word sent empty, and leaves out empty languages', async () => {
    const edited = await send('PATCH', `/api/products/${created.id}`, { product: { Translations: { hi: { description: 'नया विवरण।' } } } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().Translations.hi).toEqual({ name: RING.Translations!.hi!.name, description: 'नया विवरण।' });

    const cleared = await send('PATCH', `/api/products/${created.id}`, {
      product: { Description: '', Translations: { or: { name: '', description: ' ' } } },
    });
    expect(cleared.statusCode).toBe(200);
    const product = await byName('Lotus Bloom Test Ring');
    expect(product.Description).toBeUndefined();
    expect(product.Translations).toEqual({ hi: { name: RING.Translations!.hi!.name, description: 'नया विवरण।' } });
    // Pages fall back to English where a language has no words.
    expect(productName(product, 'or')).toBe('Lotus Bloom Test Ring');
    expect(productDescription(product, 'or')).toBeUndefined();
  });

  it('answers a product without words as before: no Description, no Translations', async () => {
    const response = await send('POST', '/api/products', { product: productInput({ ProductName: 'Plain Test Band' }) }, true);
    expect(response.statusCode).toBe(201);
    const product = await byName('Plain Test Band');
    expect('Description' in product).toBe(false);
    expect('Translations' in product).toBe(false);
  });

  it('refuses links and markup in the words, saying which field', async () => {
    const response = await send('PATCH', `/api/products/${created.id}`, { product: { Translations: { hi: { name: 'अंगूठी <script>' } } } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ 'Translations.hi.name': 'Write the Hindi name without web addresses, links or < >.' });
    const unknown = await send('PATCH', `/api/products/${created.id}`, { product: { Translations: { hi: { title: 'x' } } } });
    expect(unknown.statusCode).toBe(400);
  });
});
