// `npm run bench` (its fourth part): what more processes buy. Starts the real shop (`npm start`,
// scripts/start.mjs) on a PostgreSQL database made for the run, with the demo catalogue and
// Redis for the rate-limit counters, as 1, 2 and 4 processes (WORKERS), and measures requests
// per second under autocannon over loopback: the catalogue (a listing from /api/products, and
// a product page's HTML) and orders (POST /api/orders, each a new Cash on Delivery order). The
// machine's core count is printed beside them; autocannon runs on the same machine and takes
// its share of the cores. It prints figures and asserts nothing.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test BENCH_REDIS_URL=redis://127.0.0.1:6379 \
//     node scripts/bench-processes.ts
//   BENCH_PROCESSES=1,2 BENCH_SECONDS=5 ...   (fewer configurations, shorter runs)
//
// Without BENCH_DATABASE_URL and BENCH_REDIS_URL it says so and measures nothing (exit code 0).

import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import path from 'node:path';
import type { Product } from '../src/shared/product.ts';
import { createPgDatabase, startShop, type ShopProcess } from '../tests/helpers/shop-process.ts';
import { benchOrderBody } from './bench-order.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 32;
const PROCESSES = (process.env.BENCH_PROCESSES ?? '1,2,4').split(',').map(Number);

// autocannon ships no types: the little of it used here.
type CannonRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
type CannonResult = { requests: { average: number }; latency: { p99: number }; non2xx: number; errors: number; timeouts: number };
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  requests?: (CannonRequest & { setupRequest?: (request: CannonRequest) => CannonRequest })[];
}) => Promise<CannonResult>;

const databaseServer = process.env.BENCH_DATABASE_URL;
const redisUrl = process.env.BENCH_REDIS_URL;
if (!databaseServer || !redisUrl) {
  console.log('bench-processes: set BENCH_DATABASE_URL (PostgreSQL) and BENCH_REDIS_URL to compare 1, 2 and 4 processes; skipped');
  process.exit(0);
}

type Figures = { processes: number; listing: number; page: number; orders: number; notes: string[] };

async function measure(label: string, options: Parameters<typeof autocannon>[0], notes: string[]): Promise<number> {
  const result = await autocannon(options);
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) notes.push(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  return result.requests.average;
}

async function benchmark(shop: ShopProcess, processes: number, product: Product): Promise<Figures> {
  const notes: string[] = [];
  const listing = `${shop.url}/api/products?limit=24`;
  const page = `${shop.url}/product/${encodeURIComponent(product.ProductName)}`;
  const encoding = { 'accept-encoding': 'br, gzip' };
  // Warm-up: every worker has loaded its code and kept the answers.
  await autocannon({ url: listing, connections: 8, duration: 2, headers: encoding });
  await autocannon({ url: page, connections: 8, duration: 2, headers: { ...encoding, accept: 'text/html' } });

  const order = benchOrderBody(product.id, 1);
  return {
    processes,
    listing: await measure('listing', { url: listing, connections: CONNECTIONS, duration: SECONDS, headers: encoding }, notes),
    page: await measure('page', { url: page, connections: CONNECTIONS, duration: SECONDS, headers: { ...encoding, accept: 'text/html' } }, notes),
    orders: await measure(
      'orders',
      {
        url: shop.url,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [
          {
            method: 'POST',
            path: '/api/orders',
            body: order,
            setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() } }),
          },
        ],
      },
      notes,
    ),
    notes,
  };
}

const database = await createPgDatabase(databaseServer, 'shop_bench');
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-processes-'));
const env = {
  DATABASE_URL: database.url,
  REDIS_URL: redisUrl,
  DATA_DIR: dataDir,
  // Every request of the benchmark comes from one address: no limit should stop it.
  API_RATE_LIMIT: '1000000000',
  ORDER_RATE_LIMIT: '1000000000',
  PAGE_RATE_LIMIT: '1000000000',
  ORDER_PAGE_RATE_LIMIT: '1000000000',
  SEARCH_PAGE_RATE_LIMIT: '1000000000',
  ORDERS_PER_CONTACT: '1000000000',
  ORDERS_PER_CLIENT: '1000000000',
};
const results: Figures[] = [];
try {
  console.log('bench-processes: loading the demo catalogue into a new PostgreSQL database...');
  const seeding = await startShop({ ...env, SEED_DEMO: 'true' });
  let product: Product | undefined;
  for (let attempt = 0; attempt < 240 && !product; attempt += 1) {
    const { products } = (await (await fetch(`${seeding.url}/api/products?limit=48`)).json()) as { products: Product[] };
    if (products.length >= 30) product = products[0];
    else await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await seeding.stop();
  if (!product) throw new Error('the demo catalogue did not load');
  // Each order takes a piece from stock: the product ordered gets enough for every run.
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query('update products set stock = 100000000 where id = $1', [product.id]);
  await client.end();

  for (const processes of PROCESSES) {
    const shop = await startShop({ ...env, WORKERS: String(processes) });
    try {
      results.push(await benchmark(shop, processes, product));
    } finally {
      await shop.stop();
    }
  }
} catch (error) {
  console.error(`bench-processes: could not measure: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.drop().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
}

if (results.length > 0) {
  const cores = availableParallelism();
  console.log();
  console.log(`Processes on PostgreSQL + Redis: requests per second (autocannon, ${CONNECTIONS} connections, ${SECONDS} s, loopback)`);
  console.log(`machine: ${cores} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}); autocannon shares them`);
  console.log();
  const row = (cells: string[]) => console.log(cells.map((cell, index) => (index === 0 ? cell.padEnd(10) : cell.padStart(27))).join(''));
  row(['processes', 'catalogue: listing API', 'catalogue: product page', 'orders: POST /api/orders']);
  for (const figures of results) {
    row([String(figures.processes), figures.listing.toFixed(0), figures.page.toFixed(0), figures.orders.toFixed(0)]);
  }
  const base = results[0]!;
  for (const figures of results.slice(1)) {
    const ratio = (value: number, of: number) => `${(value / of).toFixed(2)}x`;
    console.log(
      `  ${figures.processes} vs ${base.processes}: listing ${ratio(figures.listing, base.listing)}, page ${ratio(figures.page, base.page)}, orders ${ratio(figures.orders, base.orders)}`,
    );
  }
  for (const figures of results) for (const note of figures.notes) console.log(`  (${figures.processes} processes: ${note})`);
}
