import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../helpers/test-app.ts';
import { storeProductImage } from '../../src/server/media/images.ts';
import { toProductColumns } from '../../src/server/catalogue/wire.ts';
import { productInput } from '../helpers/shop-fixtures.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const input = (name: string, price: number) => productInput({ ProductName: name, ProductPrice: price, Category: 'Ring' });

describe.each(DATABASE_KINDS)('catalogue API on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c9ced6' } }).jpeg().toBuffer();
    const image = await storeProductImage(t.app.storage, photo, 'Silver Ring.jpg');
    for (let index = 0; index < 5; index += 1) {
      await t.app.catalogue.createProduct(toProductColumns(input(`Ring ${index}`, 1000 + index)), index === 0 ? [image] : [], new Date(Date.UTC(2026, 0, 1 + index)));
    }
    await t.app.catalogue.createProduct(toProductColumns(input('Rose & Co. Ring / 2.6"', 1999.5)), []);
  });
  afterAll(() => t.close());

  it('answers health with the database state', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok', storage: 'ok' });
  });

  it('lists products newest first with the spec field names', async () => {
    const response = await t.app.inject('/api/products');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.nextCursor).toBeNull();
    expect(body.products.map((p: { ProductName: string }) => p.ProductName)).toEqual([
      'Rose & Co. Ring / 2.6"',
      'Ring 4',
      'Ring 3',
      'Ring 2',
      'Ring 1',
      'Ring 0',
    ]);
    const ring0 = body.products[5];
    expect(ring0).toMatchObject({ ProductPrice: 1000, Category: 'Ring', MetalType: 'Silver', Purity: '925', metalWeight: 3.25 });
    expect(ring0.ProductImgs.high[0]).toMatch(/^\/media\/images\/high-quality\/silver-ring-[0-9a-f]+\.jpg$/);
    expect(ring0.ProductImgs.low[0]).toMatch(/^\/media\/images\/low-quality\/silver-ring-[0-9a-f]+\.jpg$/);
    expect(ring0.ProductImgSrcsets[0].avif).toContain('300w');
  });

  it('pages with a cursor without gaps or repeats', async () => {
    const first = (await t.app.inject('/api/products?limit=4')).json();
    expect(first.products).toHaveLength(4);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await t.app.inject(`/api/products?limit=4&cursor=${first.nextCursor}`)).json();
    expect(second.products).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    const names = [...first.products, ...second.products].map((p: { ProductName: string }) => p.ProductName);
    expect(new Set(names).size).toBe(6);
  });

  it('says on a listing’s first page how many products it holds in all', async () => {
    const first = (await t.app.inject('/api/products?limit=4')).json();
    expect(first.total).toBe(6);
    expect((await t.app.inject('/api/products')).json().total).toBe(6);
    // Filtered: only what the filters keep (one ring is priced ₹1,999.50, the others ₹1,000 to ₹1,004).
    expect((await t.app.inject('/api/products?limit=1&price=15h30h')).json()).toMatchObject({ total: 1 });
    // Later pages carry no count: the first page's holds.
    expect((await t.app.inject(`/api/products?limit=4&cursor=${first.nextCursor}`)).json().total).toBeUndefined();
  });

  it('refuses a bad limit with a 400', async () => {
    const response = await t.app.inject('/api/products?limit=0');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_request');
  });

  it('finds a product by name, whatever the case and symbols', async () => {
    const name = 'Rose & Co. Ring / 2.6"';
    const response = await t.app.inject(`/api/products/by-name/${encodeURIComponent(name.toUpperCase())}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ProductName: name, ProductPrice: 1999.5 });
  });

  it('answers a JSON 404 for an unknown name and an unknown API path', async () => {
    const missing = await t.app.inject('/api/products/by-name/Nothing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('not_found');
    const unknown = await t.app.inject('/api/nothing/here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'not_found' });
  });

  it('answers 304 to a repeat request with the ETag', async () => {
    const first = await t.app.inject('/api/products');
    expect(first.headers['cache-control']).toContain('must-revalidate');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const repeat = await t.app.inject({ url: '/api/products', headers: { 'if-none-match': etag } });
    expect(repeat.statusCode).toBe(304);
  });

  it('serves media with its type and immutable caching', async () => {
    const product = (await t.app.inject('/api/products/by-name/Ring%200')).json();
    const response = await t.app.inject(product.ProductImgs.low[0]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([512, 384]); // 0.8 of 640x480
    expect((await t.app.inject('/media/images/none.jpg')).statusCode).toBe(404);
    expect((await t.app.inject('/media/images/..%2F..%2Fshop.db')).statusCode).toBe(404);
  });

  it('keeps names unique whatever their case', async () => {
    await expect(t.app.catalogue.createProduct(toProductColumns(input('ring 0', 10)), [])).rejects.toThrow(/already exists/);
  });
});

describe.each(DATABASE_KINDS)('products by ids on %s', (kind) => {
  const t = useTestApp(kind);

  it('answers the current records of the ids it knows, in one request', async () => {
    const a = await t.app.catalogue.createProduct(toProductColumns(input('Alpha', 100)), []);
    const b = await t.app.catalogue.createProduct(toProductColumns(input('Beta', 200)), []);
    const response = await t.app.inject(`/api/products/by-ids?ids=${a.id},${b.id},missing`);
    expect(response.statusCode).toBe(200);
    const names = response.json().products.map((p: { ProductName: string }) => p.ProductName).sort();
    expect(names).toEqual(['Alpha', 'Beta']);
  });

  it('refuses a request without ids', async () => {
    expect((await t.app.inject('/api/products/by-ids')).statusCode).toBe(400);
  });
});
