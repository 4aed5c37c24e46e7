import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, DATABASE_KINDS, signInAsOperator, type TestApp } from '../helpers/test-app.ts';
import { jpeg, multipart, png, type Upload } from '../helpers/uploads.ts';
import type { Product } from '../../src/shared/product.ts';
import { productInput } from '../helpers/shop-fixtures.ts';

const OPERATOR = { email: 'catalogue@rajatsilver.in', password: 'polish-the-silver-2026' };

const RING = productInput({ ProductName: 'Moonlit Filigree Ring', ProductPrice: 2499.5, metalWeight: 3.4, Style: 'Party' });

/** A PNG whose header declares 20000 x 20000 pixels (400 megapixels) but holds one row of data. */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name)).sort();
}

describe.each(DATABASE_KINDS)('product management API on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let mediaDir: string;

  const countRows = async () => {
    const products = await t.database.db.selectFrom('products').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    const images = await t.database.db.selectFrom('product_images').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    return { products: Number(products.n), images: Number(images.n) };
  };

  /** Asserts that a request changed nothing: no row and no media file more or less. */
  async function expectNothingStored(action: () => Promise<void>) {
    const filesBefore = await filesUnder(mediaDir);
    const rowsBefore = await countRows();
    await action();
    expect(await filesUnder(mediaDir)).toEqual(filesBefore);
    expect(await countRows()).toEqual(rowsBefore);
  }

  const create = async (fields: Record<string, unknown>, files: Upload[], headers: Record<string, string> = { cookie }) => {
    const body = await multipart(fields, files);
    return t.app.inject({ method: 'POST', url: '/api/products', payload: body.payload, headers: { ...body.headers, ...headers } });
  };

  const patch = async (id: string, fields: Record<string, unknown>, files: Upload[] = []) => {
    const body = await multipart(fields, files);
    return t.app.inject({ method: 'PATCH', url: `/api/products/${id}`, payload: body.payload, headers: { ...body.headers, cookie } });
  };

  const mediaFile = (url: string) => path.join(mediaDir, url.replace(/^\/media\//, ''));

  beforeAll(async () => {
    t = await createTestApp(kind);
    if (t.config.storage.driver !== 'disk') throw new Error('the tests expect disk storage');
    mediaDir = t.config.storage.dir;
    cookie = await signInAsOperator(t, OPERATOR);
  });
  afterAll(() => t.close());

  describe('create', () => {
    let created: Product;

    beforeAll(async () => {
      const response = await create({ product: RING }, [
        { name: 'ring front.jpg', data: await jpeg() },
        { name: 'ring-side.png', data: await png(), type: 'image/png' },
      ]);
      expect(response.statusCode).toBe(201);
      created = response.json();
    });

    it('saves the product with both images, high and low quality, in order', async () => {
      expect(created).toMatchObject({ ...RING, id: expect.any(String) });
      expect(created.ProductImgs.high).toHaveLength(2);
      expect(created.ProductImgs.low).toHaveLength(2);
      expect(created.ProductImgs.high[0]).toMatch(/^\/media\/images\/high-quality\/ring-front-[0-9a-f]+\.jpg$/);
      expect(created.ProductImgs.high[1]).toMatch(/^\/media\/images\/high-quality\/ring-side-[0-9a-f]+\.png$/);
      expect(created.ProductImgs.low[0]).toMatch(/^\/media\/images\/low-quality\/ring-front-[0-9a-f]+\.jpg$/);
      const low = await sharp(mediaFile(created.ProductImgs.low[0]!)).metadata();
      expect([low.width, low.height]).toEqual([512, 384]);
      expect(created.ProductImgSrcsets?.[0]?.webp).toContain('300w');
    });

    it('shows it to shoppers at once', async () => {
      const byName = await t.app.inject(`/api/products/by-name/${encodeURIComponent(RING.ProductName)}`);
      expect(byName.statusCode).toBe(200);
      expect(byName.json()).toMatchObject({ id: created.id, ProductPrice: 2499.5 });
      const image = await t.app.inject(created.ProductImgs.high[1]!);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
    });

    it('refuses the same name in any case with a 409, before storing anything', async () => {
      await expectNothingStored(async () => {
        const response = await create({ product: { ...RING, ProductName: 'MOONLIT filigree RING' } }, [{ name: 'a.jpg', data: await jpeg() }]);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ error: 'duplicate_name', message: expect.stringContaining('already exists') });
      });
    });
  });

  it('auto-rotates and strips metadata: no EXIF or GPS leaves the shop', async () => {
    // 600 x 400 pixels stored sideways (orientation 6), with a camera's GPS position.
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#888888' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'PhoneCam', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '20/1 27/1 0/1' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await create({ product: { ...RING, ProductName: 'Rotated Ring' } }, [{ name: 'camera.jpg', data: photo }]);
    expect(response.statusCode).toBe(201);
    const product: Product = response.json();
    for (const url of [product.ProductImgs.high[0]!, product.ProductImgs.low[0]!]) {
      const stored = await sharp(mediaFile(url)).metadata();
      expect(stored.exif).toBeUndefined();
      expect(stored.orientation ?? 1).toBe(1);
      expect(stored.width).toBeLessThan(stored.height!);
    }
  });

  it('validates the fields with the shared schema: 400 with a message per field', async () => {
    await expectNothingStored(async () => {
      const response = await create({ product: { ...RING, ProductName: 'Cheap Ring', ProductPrice: -5, Purity: '' } }, [
        { name: 'a.jpg', data: await jpeg() },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toMatchObject({
        ProductPrice: 'The price must be more than zero.',
        Purity: 'Choose the purity grade, such as 925 or 22K.',
      });
    });
    await expectNothingStored(async () => {
      const response = await create({ product: { ...RING, ProductName: 'Odd Ring', ProductPrice: 10.005 } }, [{ name: 'a.jpg', data: await jpeg() }]);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.ProductPrice).toBe('Use at most two decimals.');
    });
    await expectNothingStored(async () => {
      const response = await create({ product: { ...RING, ProductName: 'Sneaky Ring', id: 'chosen-id' } }, [{ name: 'a.jpg', data: await jpeg() }]);
      expect(response.statusCode).toBe(400);
    });
  });

  it('refuses a product without images', async () => {
    await expectNothingStored(async () => {
      const response = await create({ product: { ...RING, ProductName: 'Imageless Ring' } }, []);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.images).toBe('Add at least one image (jpg or png).');
    });
  });

  describe('hostile uploads: a clear 4xx, never a 5xx, nothing stored', () => {
    const cases: [string, () => Promise<Upload[]>, number, RegExp][] = [
      [
        'a GIF',
        async () => [{ name: 'sparkle.gif', data: await sharp({ create: { width: 40, height: 40, channels: 3, background: '#f00' } }).gif().toBuffer(), type: 'image/gif' }],
        415,
        /sparkle\.gif is not a JPEG or PNG image/,
      ],
      ['a text file named .jpg', async () => [{ name: 'notes.jpg', data: Buffer.from('these are not the pixels you are looking for\n'.repeat(50)) }], 415, /notes\.jpg/],
      ['a truncated JPEG', async () => [{ name: 'half.jpg', data: (await jpeg(1200, 900, '#3a6')).subarray(0, 2000) }], 415, /half\.jpg was refused/],
      ['a PNG declaring 20000x20000 pixels', async () => [{ name: 'huge.png', data: pngDeclaring(20_000, 20_000), type: 'image/png' }], 415, /huge\.png was refused: it has too many pixels/],
      ['an oversized file', async () => [{ name: 'big.jpg', data: Buffer.alloc(10 * 1024 * 1024 + 1, 0xff) }], 413, /at most 10 MB/],
      [
        'a good image followed by a bad one',
        async () => [
          { name: 'good.jpg', data: await jpeg() },
          { name: 'bad.jpg', data: Buffer.from('GIF89a not really') },
        ],
        415,
        /bad\.jpg/,
      ],
      ['nine images', async () => Array.from({ length: 9 }, (_, index) => ({ name: `p${index}.png`, data: Buffer.from('x') })), 413, /at most 8 images/],
    ];

    for (const [label, files, status, message] of cases) {
      it(`refuses ${label}`, async () => {
        const uploads = await files();
        await expectNothingStored(async () => {
          const response = await create({ product: { ...RING, ProductName: `Hostile ${label}` } }, uploads);
          expect(response.statusCode).toBe(status);
          expect(response.json().message).toMatch(message);
        });
      });
    }

    it('refuses non-multipart bodies and unknown fields', async () => {
      await expectNothingStored(async () => {
        const json = await t.app.inject({ method: 'POST', url: '/api/products', payload: RING, headers: { cookie } });
        expect(json.statusCode).toBe(415);
        const extra = await create({ product: { ...RING, ProductName: 'Extra' }, owner: 'me' }, [{ name: 'a.jpg', data: await jpeg() }]);
        expect(extra.statusCode).toBe(400);
        const broken = await create({ product: '{"ProductName": ' }, [{ name: 'a.jpg', data: await jpeg() }]);
        expect(broken.statusCode).toBe(400);
      });
    });

    // Found by tests/api/fuzz.test.ts: busboy's parse errors carry no code and were answered 500.
    it('refuses a multipart body without a boundary, or whose boundary never comes (400)', async () => {
      const payload = JSON.stringify({ product: RING });
      await expectNothingStored(async () => {
        for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary=x']) {
          const response = await t.app.inject({ method: 'POST', url: '/api/products', payload, headers: { cookie, 'content-type': contentType } });
          expect(response.statusCode, contentType).toBe(400);
          expect(response.json().message).toBe('The upload was incomplete or malformed. Please try again.');
        }
      });
    });
  });

  describe('guards', () => {
    it('answers 401 to anonymous callers and reads no upload', async () => {
      await expectNothingStored(async () => {
        const response = await create({ product: { ...RING, ProductName: 'Anonymous Ring' } }, [{ name: 'a.jpg', data: await jpeg() }], {});
        expect(response.statusCode).toBe(401);
      });
      expect((await t.app.inject({ method: 'DELETE', url: '/api/products/x' })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'PATCH', url: '/api/products/x', payload: {} })).statusCode).toBe(401);
    });

    it('refuses an operator request sent from a foreign site', async () => {
      await expectNothingStored(async () => {
        const response = await create({ product: { ...RING, ProductName: 'Forged Ring' } }, [{ name: 'a.jpg', data: await jpeg() }], {
          cookie,
          origin: 'https://evil.example',
        });
        expect(response.statusCode).toBe(403);
        expect(response.json().error).toBe('foreign_origin');
      });
    });
  });

  describe('edit', () => {
    let product: Product;
    let other: Product;

    beforeEach(async () => {
      const suffix = Math.random().toString(36).slice(2, 8);
      const first = await create({ product: { ...RING, ProductName: `Edit Ring ${suffix}` } }, [
        { name: 'one.jpg', data: await jpeg(640, 480, '#111111') },
        { name: 'two.jpg', data: await jpeg(640, 480, '#222222') },
      ]);
      product = first.json();
      const second = await create({ product: { ...RING, ProductName: `Other Ring ${suffix}` } }, [{ name: 'x.jpg', data: await jpeg() }]);
      other = second.json();
    });

    it('changes the price with a JSON patch and keeps the images', async () => {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/products/${product.id}`,
        payload: { product: { ProductPrice: 2999 } },
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ ProductPrice: 2999, ProductName: product.ProductName, ProductImgs: product.ProductImgs });
      const shopper = await t.app.inject(`/api/products/by-name/${encodeURIComponent(product.ProductName)}`);
      expect(shopper.json().ProductPrice).toBe(2999);
    });

    it('reorders, removes and adds images; the removed media is deleted', async () => {
      const [first, second] = product.ProductImgs.high as [string, string];
      const removedLow = product.ProductImgs.low[0]!;
      const response = await patch(
        product.id,
        { product: { ...RING, ProductName: product.ProductName, Style: 'Office' }, images: [{ upload: 0 }, { keep: second }] },
        [{ name: 'three.png', data: await png(), type: 'image/png' }],
      );
      expect(response.statusCode).toBe(200);
      const updated: Product = response.json();
      expect(updated.Style).toBe('Office');
      expect(updated.ProductImgs.high).toHaveLength(2);
      expect(updated.ProductImgs.high[0]).toMatch(/\/three-[0-9a-f]+\.png$/);
      expect(updated.ProductImgs.high[1]).toBe(second);
      expect((await t.app.inject(first)).statusCode).toBe(404);
      expect((await t.app.inject(removedLow)).statusCode).toBe(404);
      expect((await t.app.inject(second)).statusCode).toBe(200);
    });

    it('refuses a name another product has, keeping everything as it was', async () => {
      await expectNothingStored(async () => {
        const response = await patch(product.id, { product: { ProductName: other.ProductName.toUpperCase() } }, []);
        expect(response.statusCode).toBe(409);
      });
      await expectNothingStored(async () => {
        const response = await patch(product.id, { product: { ProductName: other.ProductName }, images: [{ upload: 0 }] }, [
          { name: 'new.jpg', data: await jpeg() },
        ]);
        expect(response.statusCode).toBe(409);
      });
      const unchanged = await t.app.inject(`/api/products/by-name/${encodeURIComponent(product.ProductName)}`);
      expect(unchanged.json().ProductImgs).toEqual(product.ProductImgs);
    });

    it('refuses a bad image in an edit without touching the product', async () => {
      await expectNothingStored(async () => {
        const response = await patch(product.id, { images: [{ keep: product.ProductImgs.high[0] }, { upload: 0 }] }, [
          { name: 'evil.jpg', data: Buffer.from('<?php echo 1; ?>') },
        ]);
        expect(response.statusCode).toBe(415);
      });
      const unchanged = await t.app.inject(`/api/products/by-name/${encodeURIComponent(product.ProductName)}`);
      expect(unchanged.json().ProductImgs).toEqual(product.ProductImgs);
    });

    it('refuses keeping an image of another product, an empty image list, and an unknown product', async () => {
      const foreign = await patch(product.id, { images: [{ keep: other.ProductImgs.high[0] }] });
      expect(foreign.statusCode).toBe(400);
      const none = await patch(product.id, { images: [] });
      expect(none.statusCode).toBe(400);
      const missing = await patch('no-such-id', { product: { ProductPrice: 5 } });
      expect(missing.statusCode).toBe(404);
    });
  });

  it('deletes a product and its media', async () => {
    const response = await create({ product: { ...RING, ProductName: 'Short-lived Ring' } }, [{ name: 'gone.jpg', data: await jpeg() }]);
    const product: Product = response.json();
    const filesBefore = await filesUnder(mediaDir);
    const ownFiles = filesBefore.filter((file) => path.basename(file).startsWith('gone-'));
    expect(ownFiles.length).toBeGreaterThanOrEqual(3);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/products/${product.id}`, headers: { cookie } });
    expect(deleted.statusCode).toBe(204);
    expect(await filesUnder(mediaDir)).toEqual(filesBefore.filter((file) => !ownFiles.includes(file)));
    expect((await t.app.inject(`/api/products/by-name/${encodeURIComponent(product.ProductName)}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/products/${product.id}`, headers: { cookie } })).statusCode).toBe(404);
  });
});
