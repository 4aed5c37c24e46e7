import { randomInt, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRs, rupeesToPaise } from '../../src/shared/money.ts';
import type { Product } from '../../src/shared/product.ts';
import { startTestBucket, type TestBucket } from '../helpers/s3.ts';
import { createPgDatabase, runNodeScript, startShop, type ShopProcess } from '../helpers/shop-process.ts';
import { jpeg, multipart } from '../helpers/uploads.ts';
import { productInput } from '../helpers/shop-fixtures.ts';

// Several processes behind a load balancer: two real server processes (as `npm start` runs
// them) on one PostgreSQL database of their own, one Redis and one bucket (s3rver). Runs when TEST_DATABASE_URL and
// TEST_REDIS_URL are set (.ci/run sets both).
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

const OPERATOR = { email: `two-processes-${randomInt(1e9)}@rajatsilver.in`, password: 'two-shops-one-database' };

const BANGLE = productInput({ ProductName: `Twin Kada ${randomInt(1e6)}`, ProductPrice: 2750, Category: 'Bracelet', metalWeight: 18.5, Style: 'Party' });

describe.runIf(databaseUrl && redisUrl)('two server processes on one PostgreSQL database and one Redis', () => {
  let database: Awaited<ReturnType<typeof createPgDatabase>>;
  let bucket: TestBucket;
  let first: ShopProcess;
  let second: ShopProcess;
  // Each test is a client of its own (the servers trust loopback's X-Forwarded-For), so that
  // rate-limit counters in the shared Redis never mix with other runs.
  const newClient = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

  beforeAll(async () => {
    database = await createPgDatabase(databaseUrl!);
    bucket = await startTestBucket();
    const created = await runNodeScript('src/server/cli/create-operator.ts', ['--email', OPERATOR.email], { DATABASE_URL: database.url }, `${OPERATOR.password}\n`);
    if (created.code !== 0) throw new Error(`create-operator failed: ${created.stderr}`);
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl!,
      TRUST_PROXY: '127.0.0.1',
      ...bucket.env,
      // Image URLs name the bucket's own address, as they would a CDN's.
      MEDIA_PUBLIC_URL: `${bucket.endpoint}/${bucket.bucket}`,
    };
    first = await startShop(env);
    second = await startShop(env);
  }, 300_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.drop();
    await bucket?.close();
  });

  const signIn = async (shop: ShopProcess, client: string, account = OPERATOR) => {
    const response = await fetch(`${shop.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify(account),
    });
    const cookie = response.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');
    return { status: response.status, cookie };
  };

  const sessionEmail = async (shop: ShopProcess, client: string, cookie: string) => {
    const response = await fetch(`${shop.url}/api/auth/session`, { headers: { cookie, 'x-forwarded-for': client } });
    expect(response.status).toBe(200);
    const { user } = (await response.json()) as { user: { email: string } | null };
    return user?.email ?? null;
  };

  it('accepts a session made on one process on the other, and ends it on both', async () => {
    const client = newClient();
    const { status, cookie } = await signIn(first, client);
    expect(status).toBe(200);
    expect(await sessionEmail(second, client, cookie)).toBe(OPERATOR.email);
    expect(await sessionEmail(first, client, cookie)).toBe(OPERATOR.email);

    const signedOut = await fetch(`${second.url}/api/auth/sign-out`, { method: 'POST', headers: { cookie, 'x-forwarded-for': client } });
    expect(signedOut.status).toBe(204);
    expect(await sessionEmail(first, client, cookie)).toBeNull();
  });

  it('serves a product added or edited on one process from the other at once, in the API and the rendered page', async () => {
    const client = newClient();
    const { cookie } = await signIn(first, client);
    const name = encodeURIComponent(BANGLE.ProductName);
    const get = (shop: ShopProcess, url: string) => fetch(`${shop.url}${url}`, { headers: { 'x-forwarded-for': client } });
    const listedNames = async (shop: ShopProcess) =>
      ((await (await get(shop, '/api/products?limit=48')).json()) as { products: Product[] }).products.map((product) => product.ProductName);

    // The second process has answered (and kept) the listing, the lookup and the page before the change.
    expect(await listedNames(second)).not.toContain(BANGLE.ProductName);
    expect((await get(second, `/api/products/by-name/${name}`)).status).toBe(404);
    expect(await (await get(second, `/product/${name}`)).text()).not.toContain(formatRs(rupeesToPaise(BANGLE.ProductPrice!)));

    const form = await multipart({ product: BANGLE }, [{ name: 'twin kada.jpg', data: await jpeg(600, 600) }]);
    const created = await fetch(`${first.url}/api/products`, {
      method: 'POST',
      headers: { ...form.headers, cookie, origin: first.url, 'x-forwarded-for': client },
      body: new Uint8Array(form.payload),
    });
    expect(created.status).toBe(201);
    const product = (await created.json()) as Product;

    expect(await listedNames(second)).toContain(BANGLE.ProductName);
    const found = await get(second, `/api/products/by-name/${name}`);
    expect(found.status).toBe(200);
    expect(((await found.json()) as Product).ProductPrice).toBe(2750);
    const page = await (await get(second, `/product/${name}`)).text();
    expect(page).toContain(BANGLE.ProductName);
    expect(page).toContain(formatRs(rupeesToPaise(2750)));
    // Its photograph, stored by the first process, is named at the bucket's address on the
    // rendered page, answered there, and served by the second process under /media too.
    const high = product.ProductImgs.high[0]!;
    expect(high.startsWith(`${bucket.endpoint}/${bucket.bucket}/images/`)).toBe(true);
    expect(page).toContain(product.ProductImgs.low[0]!);
    expect((await fetch(high)).status).toBe(200);
    const image = await get(second, `/media/${high.slice(`${bucket.endpoint}/${bucket.bucket}/`.length)}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');

    const edited = await fetch(`${first.url}/api/products/${product.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie, origin: first.url, 'x-forwarded-for': client },
      body: JSON.stringify({ product: { ProductPrice: 3125 } }),
    });
    expect(edited.status).toBe(200);

    expect(((await (await get(second, `/api/products/by-name/${name}`)).json()) as Product).ProductPrice).toBe(3125);
    const editedPage = await (await get(second, `/product/${name}`)).text();
    expect(editedPage).toContain(formatRs(rupeesToPaise(3125)));
    expect(editedPage).not.toContain(formatRs(rupeesToPaise(2750)));
  });

  it('counts sign-in attempts across both processes', async () => {
    const client = newClient();
    const account = { email: `nobody-${randomUUID()}@rajatsilver.in`, password: 'not-the-password' };
    const statuses = [];
    for (const shop of [first, second, first, second, first, second]) statuses.push((await signIn(shop, client, account)).status);
    // Five tries a minute per address and e-mail, whichever process answers.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('runs WORKERS=2 as a cluster of two worker processes that stops on SIGTERM', async () => {
    const cluster = await startShop({ DATABASE_URL: database.url, REDIS_URL: redisUrl!, WORKERS: '2', ...bucket.env });
    try {
      expect(workerPids(cluster.child.pid!)).toHaveLength(2);
      const listed = await fetch(`${cluster.url}/api/products`);
      expect(listed.status).toBe(200);
    } finally {
      await cluster.stop();
    }
    expect(cluster.child.exitCode).toBe(0);
  });
});

describe('WORKERS', () => {
  it('refuses several workers on SQLite with one line', async () => {
    const result = await runNodeScript('src/server/main.ts', [], { WORKERS: '2', DATABASE_URL: '', PORT: '0' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('shop: WORKERS: more than 1 process needs DATABASE_URL (PostgreSQL); SQLite serves one process');
  });
});

/** The processes whose parent is `pid` (Linux's /proc). */
function workerPids(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // The parent's pid is the field after the process's state, past the name in parentheses.
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}
