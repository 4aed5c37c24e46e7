import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '../../src/server/media/s3-storage.ts';
import type { Product } from '../../src/shared/product.ts';
import { createTestApp, signInAsOperator, type TestApp } from '../helpers/test-app.ts';
import { jpeg, multipart, png } from '../helpers/uploads.ts';
import { productInput } from '../helpers/shop-fixtures.ts';

// Media on S3-compatible storage: the S3 driver and the whole product flow against a real S3
// API server (s3rver) on loopback, with the same client settings as for MinIO or R2.

const BUCKET = 'shop-media';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const PENDANT = productInput({ ProductName: 'Cloud Filigree Pendant', ProductPrice: 3150, Category: 'Pendant', metalWeight: 4.2, Colour: 'Oxidised' });

describe('media on S3-compatible storage', () => {
  let server: S3rver;
  let serverDir: string;
  let endpoint: string;
  let client: S3Client;

  /** Every key in the bucket, sorted. */
  async function bucketKeys(): Promise<string[]> {
    const listing = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    return (listing.Contents ?? []).map((object) => object.Key!).sort();
  }

  /** The shop's settings for media in the test bucket. */
  const s3Env = () => ({
    STORAGE: 's3',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'ap-south-1',
    S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
  });

  beforeAll(async () => {
    serverDir = await mkdtemp(path.join(tmpdir(), 'shop-s3-'));
    server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: serverDir, configureBuckets: [{ name: BUCKET }] });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    client = new S3Client({ region: 'ap-south-1', endpoint, forcePathStyle: true, credentials: CREDENTIALS });
  });
  afterAll(async () => {
    client.destroy();
    await server.close();
    await rm(serverDir, { recursive: true, force: true });
  });

  describe('the driver', () => {
    const storage = () =>
      s3Storage({ bucket: BUCKET, endpoint, region: 'ap-south-1', ...CREDENTIALS }, '/media');

    it('puts, gets and deletes a file under its key, with its content type', async () => {
      const media = storage();
      const key = 'images/high-quality/test-ring-0a1b2c.png';
      const body = await png(40, 40);
      await media.put(key, body, 'image/png');
      expect(media.url(key)).toBe(`/media/${key}`);

      const file = await media.get(key);
      expect(file?.contentType).toBe('image/png');
      expect(file?.size).toBe(body.length);
      const chunks: Buffer[] = [];
      for await (const chunk of file!.body) chunks.push(Buffer.from(chunk as Uint8Array));
      expect(Buffer.concat(chunks).equals(body)).toBe(true);

      await media.delete(key);
      expect(await media.get(key)).toBeUndefined();
      expect(await bucketKeys()).not.toContain(key);
    });

    it('answers nothing for a missing key or one that could leave the media root', async () => {
      const media = storage();
      expect(await media.get('images/high-quality/never-stored-ffff.jpg')).toBeUndefined();
      expect(await media.get('../outside.jpg')).toBeUndefined();
      expect(await media.get('images//double.jpg')).toBeUndefined();
    });
  });

  describe('the shop with STORAGE=s3', () => {
    let t: TestApp;
    let cookie: string;

    beforeAll(async () => {
      t = await createTestApp('sqlite', s3Env());
      cookie = await signInAsOperator(t);
    });
    afterAll(() => t.close());

    it('stores an uploaded product image and its variants in the bucket, serves them, and deletes them with the product', async () => {
      const before = await bucketKeys();
      const body = await multipart({ product: PENDANT }, [{ name: 'cloud pendant.jpg', data: await jpeg(900, 900) }]);
      const created = await t.app.inject({ method: 'POST', url: '/api/products', payload: body.payload, headers: { ...body.headers, cookie } });
      expect(created.statusCode).toBe(201);
      const product = created.json<Product>();

      const added = (await bucketKeys()).filter((key) => !before.includes(key));
      const high = product.ProductImgs.high[0]!;
      const low = product.ProductImgs.low[0]!;
      expect(high).toMatch(/^\/media\/images\/high-quality\/cloud-pendant-[0-9a-f]+\.jpg$/);
      expect(added).toContain(high.replace(/^\/media\//, ''));
      expect(added).toContain(low.replace(/^\/media\//, ''));
      // The responsive widths in AVIF, WebP and JPEG are there too.
      expect(added.some((key) => key.endsWith('-300w.avif'))).toBe(true);
      expect(added.some((key) => key.endsWith('-800w.webp'))).toBe(true);

      // The shop serves them from the bucket under /media with immutable caching.
      const image = await t.app.inject(high);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(image.rawPayload).metadata()).width).toBe(900);
      const small = await sharp((await t.app.inject(low)).rawPayload).metadata();
      expect([small.width, small.height]).toEqual([720, 720]);

      const deleted = await t.app.inject({ method: 'DELETE', url: `/api/products/${product.id}`, headers: { cookie } });
      expect(deleted.statusCode).toBe(204);
      expect(await bucketKeys()).toEqual(before);
      expect((await t.app.inject(high)).statusCode).toBe(404);
    });

    it('refuses an image that does not decode without putting anything in the bucket', async () => {
      const before = await bucketKeys();
      const body = await multipart({ product: { ...PENDANT, ProductName: 'Broken Upload Pendant' } }, [
        { name: 'fake.jpg', data: Buffer.from('not really a jpeg') },
      ]);
      const response = await t.app.inject({ method: 'POST', url: '/api/products', payload: body.payload, headers: { ...body.headers, cookie } });
      expect(response.statusCode).toBe(415);
      expect(await bucketKeys()).toEqual(before);
      expect((await t.app.inject(`/api/products/by-name/${encodeURIComponent('Broken Upload Pendant')}`)).statusCode).toBe(404);
    });
  });

  describe('the shop with MEDIA_PUBLIC_URL set to the bucket\'s public address', () => {
    let t: TestApp;
    let cookie: string;
    let publicUrl: string;

    beforeAll(async () => {
      publicUrl = `${endpoint}/${BUCKET}`;
      t = await createTestApp('sqlite', { ...s3Env(), MEDIA_PUBLIC_URL: `${publicUrl}/` });
      cookie = await signInAsOperator(t);
    });
    afterAll(() => t.close());

    it('names the public address in every image URL, fresh and cached, and the bucket answers it', async () => {
      const product = { ...PENDANT, ProductName: 'Bucket Address Pendant' };
      const body = await multipart({ product }, [{ name: 'bucket pendant.jpg', data: await jpeg(400, 400) }]);
      const created = await t.app.inject({ method: 'POST', url: '/api/products', payload: body.payload, headers: { ...body.headers, cookie } });
      expect(created.statusCode).toBe(201);
      const high = created.json<Product>().ProductImgs.high[0]!;
      expect(high).toMatch(new RegExp(`^${publicUrl}/images/high-quality/bucket-pendant-[0-9a-f]+\\.jpg$`));

      // The listing, the lookup and search, asked twice: the second answer comes from the response cache.
      for (let round = 0; round < 2; round += 1) {
        const listed = (await t.app.inject('/api/products')).json<{ products: Product[] }>().products;
        const byName = (await t.app.inject(`/api/products/by-name/${encodeURIComponent(product.ProductName)}`)).json<Product>();
        const urls = [...listed.flatMap((item) => [...item.ProductImgs.high, ...item.ProductImgs.low]), ...byName.ProductImgs.low];
        expect(urls).toContain(high);
        for (const url of urls) expect(url.startsWith(`${publicUrl}/images/`)).toBe(true);
        const found = await t.app.inject('/api/search?q=bucket');
        expect(found.statusCode).toBe(200);
        expect(found.body).toContain(publicUrl);
        expect(found.body).not.toMatch(/"\/media\//);
      }

      // The browser fetches the image from the bucket's address, not from the shop.
      const direct = await fetch(high);
      expect(direct.status).toBe(200);
      const key = high.slice(publicUrl.length + 1);
      const served = await t.app.inject(`/media/${key}`);
      expect(Buffer.from(await direct.arrayBuffer()).equals(served.rawPayload)).toBe(true);
    });
  });
});
