import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { diskStorage } from '../../src/server/media/disk-storage.ts';
import type { MediaStorage } from '../../src/server/media/storage.ts';
import { sweepOrphanMedia } from '../../src/server/media/sweep.ts';
import type { Product } from '../../src/shared/product.ts';
import { startTestBucket, type TestBucket } from '../helpers/s3.ts';
import { createTestApp, DATABASE_KINDS, signInAsOperator, type TestApp } from '../helpers/test-app.ts';
import { jpeg, multipart, type Upload } from '../helpers/uploads.ts';
import { productInput } from '../helpers/shop-fixtures.ts';

// Media stay in step with the products that name them: two operators' edits of one product,
// deletes the store refuses, and the sweep of files no product names (on disk and on S3).

const BANGLE = productInput({ ProductName: 'Twisted Rope Bangle', ProductPrice: 4100, Category: 'Bracelet', metalWeight: 12.5 });

const keyOf = (url: string) => url.replace(/^\/media\//, '');
const silentLog = { info: () => {}, warn: () => {} };

async function allKeys(storage: MediaStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of storage.list('')) keys.push(file.key);
  return keys.sort();
}

/** Disk storage whose writes wait at a gate while it is closed, to hold a request between its reads and its save. */
function gatedStorage(inner: MediaStorage) {
  let open = true;
  let release = () => {};
  let reached = () => {};
  const gate = { closed: Promise.resolve(), reached: Promise.resolve() };
  return {
    storage: {
      ...inner,
      async put(key: string, body: Buffer, contentType: string) {
        if (!open) {
          reached();
          await gate.closed;
        }
        await inner.put(key, body, contentType);
      },
    } satisfies MediaStorage,
    close() {
      open = false;
      gate.closed = new Promise<void>((resolve) => (release = resolve));
      gate.reached = new Promise<void>((resolve) => (reached = resolve));
    },
    reached: () => gate.reached,
    open() {
      open = true;
      release();
    },
  };
}

describe.each(DATABASE_KINDS)('product media under concurrent edits on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let gate: ReturnType<typeof gatedStorage>;
  let disk: MediaStorage;
  let mediaDir: string;

  const send = async (method: 'POST' | 'PATCH', url: string, fields: Record<string, unknown>, files: Upload[]) => {
    const body = await multipart(fields, files);
    return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, cookie } });
  };

  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(tmpdir(), 'shop-media-race-'));
    disk = diskStorage(mediaDir, '/media');
    gate = gatedStorage(disk);
    t = await createTestApp(kind, {}, { storage: gate.storage });
    cookie = await signInAsOperator(t);
  });
  afterAll(async () => {
    await t.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('refuses an edit that keeps an image another operator removed while it was being uploaded', async () => {
    const created = await send('POST', '/api/products', { product: BANGLE }, [
      { name: 'front.jpg', data: await jpeg(200, 200) },
      { name: 'side.jpg', data: await jpeg(200, 200, '#aab0b8') },
    ]);
    expect(created.statusCode).toBe(201);
    const product = created.json<Product>();
    const [front, side] = product.ProductImgs.high as [string, string];

    // Operator B keeps both images and adds a third; it stops while its upload is being stored.
    gate.close();
    const keepingBoth = send('PATCH', `/api/products/${product.id}`, { images: [{ keep: front }, { keep: side }, { upload: 0 }] }, [
      { name: 'top.jpg', data: await jpeg(200, 200, '#d0c0a0') },
    ]);
    await gate.reached();
    // Meanwhile operator A removes the side view; its files are deleted once that is saved.
    const removingSide = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${product.id}`,
      payload: { images: [{ keep: front }] },
      headers: { cookie },
    });
    expect(removingSide.statusCode).toBe(200);
    gate.open();
    const answer = await keepingBoth;

    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: 'An image to keep does not belong to this product.' });
    const [record] = await t.app.catalogue.findByIds([product.id]);
    expect(record!.images.map((image) => image.highKey)).toEqual([keyOf(front)]);
    // Every file the database names is in the store, and B's upload left nothing behind.
    expect(await allKeys(disk)).toEqual([...(await t.app.catalogue.mediaKeysInUse())].sort());
  });

  it('logs each file the store refuses to delete, with its key', async () => {
    const created = await send('POST', '/api/products', { product: { ...BANGLE, ProductName: 'Plain Cuff' } }, [
      { name: 'cuff.jpg', data: await jpeg(200, 200) },
    ]);
    expect(created.statusCode).toBe(201);
    const product = created.json<Product>();
    const [record] = await t.app.catalogue.findByIds([product.id]);
    const keys = [...(await t.app.catalogue.mediaKeysInUse())].filter((key) => key.includes('cuff-'));

    const warn = vi.spyOn(t.app.log, 'warn');
    const remove = vi.spyOn(gate.storage, 'delete').mockRejectedValue(new Error('store unavailable'));
    let logged: unknown[];
    try {
      const deleted = await t.app.inject({ method: 'DELETE', url: `/api/products/${product.id}`, headers: { cookie } });
      expect(deleted.statusCode).toBe(204);
      logged = warn.mock.calls.map(([details]) => (details as unknown as { key?: string }).key).sort();
    } finally {
      remove.mockRestore();
      warn.mockRestore();
    }
    expect(keys).toHaveLength(2 + record!.images[0]!.variants.length);
    expect(logged).toEqual(keys.sort());
  });
});

describe.each(['disk', 's3'] as const)('the orphan media sweep on %s', (driver) => {
  let t: TestApp;
  let bucket: TestBucket | undefined;
  let cookie: string;

  beforeAll(async () => {
    bucket = driver === 's3' ? await startTestBucket() : undefined;
    t = await createTestApp('sqlite', bucket?.env ?? {});
    cookie = await signInAsOperator(t);
  });
  afterAll(async () => {
    await t.close();
    await bucket?.close();
  });

  it('removes files no product names once older than the grace period, and keeps named and recent ones', async () => {
    const body = await multipart({ product: BANGLE }, [{ name: 'kept.jpg', data: await jpeg(200, 200) }]);
    const created = await t.app.inject({ method: 'POST', url: '/api/products', payload: body.payload, headers: { ...body.headers, cookie } });
    expect(created.statusCode).toBe(201);
    const inUse = [...(await t.app.catalogue.mediaKeysInUse())].sort();
    expect(inUse.length).toBeGreaterThan(2);

    const storage = t.app.storage;
    const data = await jpeg(20, 20);
    // A crash between storing an upload's files and saving its product leaves these.
    const orphans = ['images/high-quality/lost-0a0a0a0a0a0a.jpg', 'images/low-quality/lost-0a0a0a0a0a0a.jpg'];
    for (const key of orphans) await storage.put(key, data, 'image/jpeg');
    // Not the shop's: outside images/, never touched.
    await storage.put('exports/catalogue.jpg', data, 'image/jpeg');
    const halfWritten = 'images/responsive/lost-0a0a0a0a0a0a-300w.jpg.0b6c2d5e-3f1a-4c7d-9e8f-112233445566.tmp';
    if (t.config.storage.driver === 'disk') {
      const file = path.join(t.config.storage.dir, halfWritten);
      await writeFile(file, data);
      const old = new Date(Date.now() - 60_000);
      await utimes(file, old, old);
    }
    // The store's clocks count whole seconds: the cut falls between the old files and the recent one.
    await sleep(1100);
    const cut = new Date();
    await sleep(1100);
    const recent = 'images/high-quality/uploading-0c0c0c0c0c0c.jpg';
    await storage.put(recent, data, 'image/jpeg');

    const report = await sweepOrphanMedia({ storage, keysInUse: t.app.catalogue.mediaKeysInUse, log: silentLog, graceMs: 0, now: () => cut });

    const expectedSwept = driver === 'disk' ? [...orphans, halfWritten] : orphans;
    expect(report.swept.sort()).toEqual(expectedSwept.sort());
    expect(await allKeys(storage)).toEqual([...inUse, recent, 'exports/catalogue.jpg'].sort());

    // With the default grace period (an hour) nothing written a moment ago is swept.
    const again = await sweepOrphanMedia({ storage, keysInUse: t.app.catalogue.mediaKeysInUse, log: silentLog });
    expect(again.swept).toEqual([]);
    expect(await allKeys(storage)).toContain(recent);
  });
});
