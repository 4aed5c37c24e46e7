import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { COPIED_TABLES, DERIVED_POSTGRES_TABLES } from '../../src/server/db/copy.ts';
import { openDatabase, type ShopDatabase } from '../../src/server/db/database.ts';
import type { Product } from '../../src/shared/product.ts';
import { startTestBucket, type TestBucket } from '../helpers/s3.ts';
import { createPgDatabase, runNodeScript } from '../helpers/shop-process.ts';
import { createTestApp, signInAsOperator, type TestApp } from '../helpers/test-app.ts';
import { jpeg, multipart, png } from '../helpers/uploads.ts';
import { productInput, SHIPPING_TO_CUTTACK } from '../helpers/shop-fixtures.ts';

// Moving up: a shop that started on SQLite with media on disk moves to PostgreSQL and S3 with
// `npm run db:copy` and `npm run media:copy`, and the moved shop answers as the old one did.
// Runs when TEST_DATABASE_URL is set (.ci/run sets it).
const databaseUrl = process.env.TEST_DATABASE_URL;

const OPERATOR = { email: 'owner@rajatsilver.in', password: 'moving-to-postgres-2026' };
const product = (name: string, price: number) =>
  productInput({ ProductName: name, ProductPrice: price, Stock: 100_000, Category: 'Earring', metalWeight: 5.4, Colour: 'Rose Gold', Style: 'Party' });

describe.runIf(databaseUrl)('moving a shop from SQLite and disk to PostgreSQL and S3', () => {
  let old: TestApp;
  let cookie: string;
  let target: Awaited<ReturnType<typeof createPgDatabase>>;
  let bucket: TestBucket;
  let moved: { app: FastifyInstance; database: ShopDatabase; dataDir: string };
  let orderNumbers: string[];
  let sqliteFile: string;

  const copy = (...extra: string[]) => runNodeScript('src/server/cli/db-copy.ts', ['--from', sqliteFile, '--to', target.url, ...extra]);
  const copyMedia = () => runNodeScript('src/server/cli/media-copy.ts', ['--to', 's3'], { DATA_DIR: old.config.dataDir, ...bucket.env, STORAGE: 'disk' });

  beforeAll(async () => {
    // The old shop: uploaded products, orders, a subscriber, a signed-in operator.
    old = await createTestApp('sqlite');
    sqliteFile = path.join(old.config.dataDir, 'shop.db');
    cookie = await signInAsOperator(old, OPERATOR);
    const ids: string[] = [];
    for (const [index, [name, price]] of ([['Moonlit Jhumka', 1899.5], ['Rose Chandbali', 2450]] as const).entries()) {
      const form = await multipart({ product: product(name, price) }, [
        { name: `${name}.jpg`, data: await jpeg(700, 700) },
        { name: `${name}.png`, data: await png(320 + index, 320) },
      ]);
      const created = await old.app.inject({ method: 'POST', url: '/api/products', payload: form.payload, headers: { ...form.headers, cookie } });
      expect(created.statusCode).toBe(201);
      ids.push(created.json<Product>().id);
    }
    orderNumbers = [];
    // Earrings take no size (decision 040).
    for (const lines of [[{ productId: ids[0]!, size: '', quantity: 2 }], [{ productId: ids[1]!, size: '', quantity: 1 }]]) {
      const placed = await old.app.inject({ method: 'POST', url: '/api/orders', headers: { 'idempotency-key': randomUUID() }, payload: { ...SHIPPING_TO_CUTTACK, lines } });
      expect(placed.statusCode).toBe(201);
      orderNumbers.push(placed.json<{ number: string }>().number);
    }
    expect((await old.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'reader@example.in' } })).statusCode).toBeLessThan(300);

    target = await createPgDatabase(databaseUrl!);
    bucket = await startTestBucket();
  }, 120_000);

  afterAll(async () => {
    await moved?.app.close();
    await moved?.database.close();
    if (moved) await rm(moved.dataDir, { recursive: true, force: true });
    await old?.close();
    await target?.drop();
    await bucket?.close();
  });

  it('copies every table and every media file, printing what it moved and the checks', async () => {
    const copied = await copy();
    expect(copied.stderr).toBe('');
    expect(copied.code).toBe(0);
    expect(copied.stdout).toMatch(/products\s+2 rows\s+sha256 [0-9a-f]{16}\s+ok/);
    expect(copied.stdout).toMatch(/orders\s+2 rows/);
    expect(copied.stdout).toMatch(/auth_sessions\s+1 rows/);
    expect(copied.stdout).toMatch(/newsletter_subscribers\s+1 rows/);
    // The orders' e-mails waiting in the outbox move with them.
    expect(copied.stdout).toMatch(/mail_outbox\s+4 rows/);
    expect(copied.stdout).toContain(`rows in ${COPIED_TABLES.length} tables; counts and checksums match the source`);

    const media = await copyMedia();
    expect(media.code).toBe(0);
    // Two products of two images, each a high, a low and responsive variants.
    expect(media.stdout).toMatch(/media:copy: copied (\d+) files .*, 0 already in the bucket/);
    expect(media.stdout).toMatch(/media:copy: verified \d+ files in the bucket: sizes and MD5 checksums match/);

    // The shop on PostgreSQL and S3.
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-moved-'));
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: target.url, SEED_DEMO: 'false', LOG_LEVEL: 'silent', ...bucket.env });
    const database = await openDatabase({ databaseUrl: target.url, dataDir });
    moved = { app: await buildApp(config, { database, logger: false }), database, dataDir };
    await moved.app.ready();
  });

  it('can be run again: nothing is copied twice while the target is as copied', async () => {
    const again = await copy();
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/the target already holds this shop .*: nothing copied/);
    const media = await copyMedia();
    expect(media.code).toBe(0);
    expect(media.stdout).toMatch(/media:copy: copied 0 files \(0\.0 MB\), \d+ already in the bucket/);
  });

  it('covers every table the migrations create on PostgreSQL', async () => {
    const { rows } = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = current_schema()`.execute(moved.database.db);
    expect(rows.map((row) => row.table_name).sort()).toEqual([...COPIED_TABLES, ...DERIVED_POSTGRES_TABLES].sort());
  });

  it('answers the same storefront: listings, product pages, search and images', async () => {
    for (const url of ['/api/products', '/api/products?sort=price-asc', `/api/products/by-name/${encodeURIComponent('Rose Chandbali')}`, '/api/search?q=jhumka']) {
      const before = await old.app.inject(url);
      const after = await moved.app.inject(url);
      expect(after.statusCode, url).toBe(200);
      expect(after.json(), url).toEqual(before.json());
    }
    const { products } = (await moved.app.inject('/api/products')).json<{ products: Product[] }>();
    expect(products.map((item) => item.ProductName).sort()).toEqual(['Moonlit Jhumka', 'Rose Chandbali']);
    for (const url of products.flatMap((item) => [...item.ProductImgs.high, ...item.ProductImgs.low])) {
      const image = await moved.app.inject(url);
      expect(image.statusCode, url).toBe(200);
      expect(image.rawPayload.equals((await old.app.inject(url)).rawPayload), url).toBe(true);
    }
  });

  it('answers the same order pages, to shoppers and to the operator', async () => {
    for (const number of orderNumbers) {
      const after = await moved.app.inject(`/api/orders/${number}`);
      expect(after.statusCode).toBe(200);
      expect(after.json()).toEqual((await old.app.inject(`/api/orders/${number}`)).json());
    }
    // The operator's session (and the key that signs it) moved too.
    const list = await moved.app.inject({ url: '/api/orders', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual((await old.app.inject({ url: '/api/orders', headers: { cookie } })).json());
  });

  it('lets the operator sign in with the same password', async () => {
    const signIn = await moved.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: OPERATOR });
    expect(signIn.statusCode).toBe(200);
    const wrong = await moved.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { ...OPERATOR, password: 'not-the-password-at-all' } });
    expect(wrong.statusCode).toBe(401);
  });

  it('refuses a target that holds another shop unless told to replace it', async () => {
    const subscribed = await moved.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'only-on-postgres@example.in' } });
    expect(subscribed.statusCode).toBeLessThan(300);
    const subscribers = async () =>
      (await moved.database.db.selectFrom('newsletter_subscribers').select('email').orderBy('email').execute()).map((row) => row.email);
    expect(await subscribers()).toEqual(['only-on-postgres@example.in', 'reader@example.in']);

    const refused = await copy();
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^db:copy: the target already holds a shop \(.*2 in newsletter_subscribers.*\); add --force/);
    expect(await subscribers()).toEqual(['only-on-postgres@example.in', 'reader@example.in']);

    const forced = await copy('--force');
    expect(forced.code).toBe(0);
    expect(forced.stdout).toMatch(new RegExp(`copied \\d+ rows in ${COPIED_TABLES.length} tables, replacing \\d+ rows the target held`));
    expect(await subscribers()).toEqual(['reader@example.in']);
    // The moved shop sees the catalogue as copied (its cache does not outlive the copy).
    expect((await moved.app.inject('/api/products')).json()).toEqual((await old.app.inject('/api/products')).json());
  });

  it('refuses what is not a shop database, with one line', async () => {
    const missing = await runNodeScript('src/server/cli/db-copy.ts', ['--from', '/nonexistent/shop.db', '--to', target.url]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe('db:copy: --from: there is no file /nonexistent/shop.db\n');
    const notPostgres = await runNodeScript('src/server/cli/db-copy.ts', ['--from', sqliteFile, '--to', 'mysql://db/shop']);
    expect(notPostgres.code).toBe(1);
    expect(notPostgres.stderr).toBe('db:copy: --to must be a postgres:// URL\n');
  });
});
