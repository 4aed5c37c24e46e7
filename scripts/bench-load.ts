// `npm run bench` (its fifth part): the shop under a mixed load, stopped under it, and its
// database restarted under it. Starts the real shop (`npm start`, scripts/start.mjs) with the
// demo catalogue and drives it from this process over loopback with a mix of shoppers
// (product pages, listing pages and the listing API, search, the cart's price check, orders)
// and an operator who uploads a product with a 1600x1200 photograph every 5 s and then takes
// down the one uploaded before it (the catalogue keeps its size: a shop's data grows over
// months, not over the minute whose memory is measured). Then:
//
//  1. Ramp: the mix at rising rates, 5 s each, until p99 latency grows past 3x the first
//     step's (and 100 ms), a request fails, or the shop falls behind; the last good rate is
//     the one this machine sustains. Then, on the shop restarted (the ramp's last step
//     overloads it), 20 s to warm up and 60 s at 50 requests/s (or the rate sustained, if
//     lower): requests per second by kind,
//     latency percentiles, 5xx (should be 0), and the shop's memory (RSS, heap) every 5 s.
//     Before the ramp the shop is restarted on its seeded data and left at rest: its RSS then,
//     and its RSS through the 60 s run, are held to budgets (decision 031).
//  2. SIGTERM in the middle of the same load: what the requests in flight got, how long the
//     shop took to exit, and whether every order answered 201 is in the database.
//  3. On PostgreSQL (a private server of its own, tests/helpers/pg-cluster.ts, with the same
//     shop copied in by `npm run db:copy`): the load again, PostgreSQL stopped for 5 s in the
//     middle; 503s while it is down, no other 5xx, and the time the shop takes to serve again.
//
// It prints figures and asserts nothing about time; exit code 1 when it could not measure or a
// memory budget is broken. The load generator shares the machine's cores with the shop.
//
//   node scripts/bench-load.ts
//   BENCH_LOAD_SECONDS=20 node scripts/bench-load.ts   (a shorter main run)
//   BENCH_LOAD_RATE=50 node scripts/bench-load.ts      (no ramp: the main run at 50 requests/s)

import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { LISTING_GROUPS } from '../src/shared/catalogue.ts';
import type { Product, ProductInput } from '../src/shared/product.ts';
import { startPgCluster, type PgCluster } from '../tests/helpers/pg-cluster.ts';
import { runNodeScript, startShop, type ShopProcess } from '../tests/helpers/shop-process.ts';
import { withPgClient } from '../tests/helpers/test-app.ts';
import { jpeg, multipart } from '../tests/helpers/uploads.ts';
import { benchOrderBody } from './bench-order.ts';

const RUN_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
/** A fixed rate for the main run instead of the ramp's (runs that compare memory on a busy machine). */
const FIXED_RATE = process.env.BENCH_LOAD_RATE ? Number(process.env.BENCH_LOAD_RATE) : undefined;
const STEP_SECONDS = 5;
const RAMP_RATES = [10, 25, 50, 100, 150, 200, 300, 400, 500, 650, 800, 1000, 1300];
const UPLOAD_EVERY_MS = 5000;
/** The operator's last upload, taken down after the next one is in (across runs and restarts). */
let previousUpload: string | undefined;
/** Requests waiting for an answer beyond this are not sent: the shop has fallen behind. */
const MAX_OUTSTANDING = 256;
const OPERATOR = { email: 'bench-operator@rajatsilver.in', password: 'bench-load-operator-2026' };
const PROBE = path.resolve(import.meta.dirname, 'memory-probe.mjs');
/**
 * Memory budgets of one shop process (decision 031): RSS at rest after a restart, the highest RSS
 * through the main run, and growth through it: the median RSS of the run's last third may be at
 * most `growth` above the median of its first third.
 */
const MEMORY_BUDGETS = { restMb: 150, loadMb: 300, growth: 0.05 };
/** Requests a second through the run the memory budgets hold for (decision 031): 180,000 an hour. */
const MEMORY_RATE = 50;
/** Seconds of the main run's load before it is measured. */
const WARM_UP_SECONDS = 20;
/** At rest: seconds left alone after /api/health first answers, then seconds sampled (the highest sample counts). */
const REST_SETTLE_SECONDS = 10;
const REST_SAMPLE_SECONDS = 10;

type Kind = 'product page' | 'listing page' | 'listing API' | 'search' | 'cart check' | 'order' | 'upload';
/** The shoppers' mix, in parts of 100; the operator's uploads come on their own clock. */
const MIX: [Kind, number][] = [
  ['product page', 30],
  ['listing page', 10],
  ['listing API', 15],
  ['search', 15],
  ['cart check', 20],
  ['order', 10],
];
const KINDS: Kind[] = [...MIX.map(([kind]) => kind), 'upload'];
const SEARCH_TERMS = ['ring', 'silver', 'jhumka', 'oxidised', 'pendant', 'bangle', 'gold', 'kada'];
const GROUPS = Object.keys(LISTING_GROUPS);

type Spec = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: Buffer | string };
type Result = { id: number; kind: Kind; sentAt: number; doneAt: number; status?: number; error?: string; orderNumber?: string; productId?: string };
type Memory = { at: number; rss: number; heapUsed: number; heapTotal: number; external: number };

// ---- the load -------------------------------------------------------------------------

class Load {
  readonly results: Result[] = [];
  readonly pending = new Map<number, { kind: Kind; sentAt: number }>();
  dropped = 0;
  private nextId = 0;
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 128 });
  private uploads = 0;
  private readonly shopUrl: string;
  private readonly products: Product[];
  private readonly cookie: string;

  constructor(shop: { url: string }, products: Product[], cookie: string) {
    this.shopUrl = shop.url;
    this.products = products;
    this.cookie = cookie;
  }

  /** Shoppers at `rate` requests a second for `seconds`, the operator uploading meanwhile; `at` runs actions at given seconds. */
  async run(rate: number, seconds: number, at: [number, () => void | Promise<void>][] = []): Promise<void> {
    const start = Date.now();
    const end = start + seconds * 1000;
    const scheduled = [...at].sort((a, b) => a[0] - b[0]);
    const actions: Promise<void>[] = [];
    let issued = 0;
    let nextUpload = start + 500;
    let uploading: Promise<unknown> | undefined;
    while (Date.now() < end) {
      const now = Date.now();
      while (scheduled.length > 0 && now - start >= scheduled[0]![0] * 1000) actions.push(Promise.resolve(scheduled.shift()![1]()));
      const due = Math.floor((rate * (now - start)) / 1000);
      for (; issued < due; issued += 1) {
        if (this.pending.size >= MAX_OUTSTANDING) this.dropped += 1;
        else void this.send(this.shopperKind(issued), issued);
      }
      if (now >= nextUpload && !uploading) {
        uploading = this.send('upload', this.uploads++).finally(() => (uploading = undefined));
        nextUpload = now + UPLOAD_EVERY_MS;
      }
      await sleep(5);
    }
    await Promise.all(actions);
    for (let waited = 0; this.pending.size > 0 && waited < 30_000; waited += 50) await sleep(50);
  }

  close(): void {
    this.agent.destroy();
  }

  private shopperKind(index: number): Kind {
    let point = (index * 37) % 100;
    for (const [kind, parts] of MIX) {
      if (point < parts) return kind;
      point -= parts;
    }
    return 'product page';
  }

  private async spec(kind: Kind, index: number): Promise<Spec> {
    const product = this.products[index % this.products.length]!;
    const other = this.products[(index * 7 + 3) % this.products.length]!;
    const html = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
    const json = { accept: 'application/json', 'accept-encoding': 'br, gzip' };
    switch (kind) {
      case 'product page':
        return { method: 'GET', path: `/product/${encodeURIComponent(product.ProductName)}`, headers: html };
      case 'listing page':
        return { method: 'GET', path: `/home/${encodeURIComponent(GROUPS[index % GROUPS.length]!)}`, headers: html };
      case 'listing API':
        return { method: 'GET', path: `/api/products?group=${encodeURIComponent(GROUPS[index % GROUPS.length]!)}&limit=24`, headers: json };
      case 'search':
        return { method: 'GET', path: `/api/search?q=${SEARCH_TERMS[index % SEARCH_TERMS.length]}`, headers: json };
      case 'cart check':
        return { method: 'GET', path: `/api/products/by-ids?ids=${product.id},${other.id}`, headers: json };
      case 'order':
        return {
          method: 'POST',
          path: '/api/orders',
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: benchOrderBody(product.id, 1 + (index % 2)),
        };
      case 'upload': {
        const input: ProductInput = {
          ProductName: `Bench Kada ${randomUUID().slice(0, 8)}`,
          ProductPrice: 1800 + (index % 50) * 10,
          Stock: 100_000,
          Category: 'Bracelet',
          MetalType: 'Silver',
          Purity: '925',
          metalWeight: 14.5,
          Colour: 'Silver',
          Style: 'Party',
        };
        const form = await multipart({ product: input }, [{ name: 'kada.jpg', data: await photo }]);
        return { method: 'POST', path: '/api/products', headers: { ...form.headers, cookie: this.cookie, origin: this.shopUrl }, body: form.payload };
      }
    }
  }

  private async send(kind: Kind, index: number): Promise<void> {
    const id = this.nextId++;
    const sentAt = Date.now();
    this.pending.set(id, { kind, sentAt });
    const spec = await this.spec(kind, index);
    const result = await new Promise<Result>((resolve) => {
      const done = (fields: Partial<Result>) => resolve({ id, kind, sentAt, doneAt: Date.now(), ...fields });
      const request = httpRequest(`${this.shopUrl}${spec.path}`, { method: spec.method, headers: spec.headers, agent: this.agent });
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error) => done({ error: error.message }));
        response.on('end', () => {
          const status = response.statusCode!;
          let orderNumber: string | undefined;
          if (kind === 'order' && status === 201) orderNumber = (JSON.parse(Buffer.concat(chunks).toString()) as { number: string }).number;
          const productId = kind === 'upload' && status === 201 ? (JSON.parse(Buffer.concat(chunks).toString()) as Product).id : undefined;
          done({ status, orderNumber, productId });
        });
      });
      request.on('error', (error: NodeJS.ErrnoException) => done({ error: error.code ?? error.message }));
      request.end(spec.body);
    });
    this.pending.delete(id);
    this.results.push(result);
    if (result.productId) await this.takeDownPrevious(result.productId);
  }

  /** The operator's upload is in: the one before it comes down (its answer is not counted). */
  private async takeDownPrevious(uploaded: string): Promise<void> {
    const previous = previousUpload;
    previousUpload = uploaded;
    if (!previous) return;
    await new Promise<void>((resolve) => {
      const request = httpRequest(`${this.shopUrl}/api/products/${previous}`, {
        method: 'DELETE',
        headers: { cookie: this.cookie, origin: this.shopUrl },
        agent: this.agent,
      });
      request.on('response', (response) => response.resume().on('end', resolve).on('error', () => resolve()));
      request.on('error', () => resolve());
      request.end();
    });
  }
}

const photo = jpeg(1600, 1200, '#b8bec8');

// ---- figures ----------------------------------------------------------------------------

const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);
const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(8);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

type Counts = { count: number; ok: number; client: number; unavailable: number; failed: number; errors: number; latencies: number[] };

function count(results: Result[]): Counts {
  const counts: Counts = { count: results.length, ok: 0, client: 0, unavailable: 0, failed: 0, errors: 0, latencies: [] };
  for (const result of results) {
    if (result.status === undefined) counts.errors += 1;
    else if (result.status < 400) counts.ok += 1;
    else if (result.status < 500) counts.client += 1;
    else if (result.status === 503) counts.unavailable += 1;
    else counts.failed += 1;
    if (result.status !== undefined) counts.latencies.push(result.doneAt - result.sentAt);
  }
  counts.latencies.sort((a, b) => a - b);
  return counts;
}

function printTable(results: Result[], seconds: number): void {
  const row = (cells: string[]) => console.log(cells.map((cell, index) => (index === 0 ? cell.padEnd(14) : cell.padStart(10))).join(''));
  row(['kind', 'req/s', 'p50', 'p90', 'p99', 'max', '2xx', '4xx', '503', 'other 5xx', 'errors']);
  for (const kind of [...KINDS, 'all'] as const) {
    const c = count(kind === 'all' ? results : results.filter((result) => result.kind === kind));
    if (c.count === 0) continue;
    const l = c.latencies;
    row([kind, (c.count / seconds).toFixed(1), ms(percentile(l, 50)), ms(percentile(l, 90)), ms(percentile(l, 99)), ms(l.at(-1) ?? 0), String(c.ok), String(c.client), String(c.unavailable), String(c.failed), String(c.errors)]);
  }
}

function memorySamples(file: string, pid: number, from: number, to: number): Memory[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Memory & { pid: number })
    .filter((sample) => sample.pid === pid && sample.at >= from && sample.at <= to);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)]!;
};

let budgetsBroken = 0;
/** One figure beside its budget; a broken one makes the exit code 1. */
function printBudget(label: string, figure: string, budget: string, holds: boolean): void {
  if (!holds) budgetsBroken += 1;
  console.log(`   ${label}: ${figure} (budget ${budget}) ${holds ? 'PASS' : 'FAIL'}`);
}

/** The samples every 5 s, and the medians of the first and last third (RSS and heap). */
function printMemory(samples: Memory[], start: number): { first: number; last: number; highest: number } | undefined {
  if (samples.length === 0) {
    console.log('memory: no samples');
    return undefined;
  }
  console.log('memory of the shop process, every 5 s:');
  let nextAt = start;
  const shown: string[] = [];
  for (const sample of samples) {
    if (sample.at < nextAt) continue;
    shown.push(
      `${String(Math.round((sample.at - start) / 1000)).padStart(3)} s  RSS ${mb(sample.rss).padStart(7)}  heap ${mb(sample.heapUsed).padStart(6)} of ${mb(sample.heapTotal).padStart(6)}  buffers ${mb(sample.external).padStart(6)}`,
    );
    nextAt = sample.at + 5000;
  }
  for (const line of shown) console.log(`  ${line}`);
  const third = Math.max(1, Math.floor(samples.length / 3));
  const first = samples.slice(0, third);
  const last = samples.slice(-third);
  const rss = (list: Memory[]) => median(list.map((sample) => sample.rss));
  const heap = (list: Memory[]) => median(list.map((sample) => sample.heapUsed));
  console.log(`  medians, first third vs last third: RSS ${mb(rss(first))} -> ${mb(rss(last))}, heap ${mb(heap(first))} -> ${mb(heap(last))}`);
  return { first: rss(first), last: rss(last), highest: Math.max(...samples.map((sample) => sample.rss)) };
}

// ---- the shop ---------------------------------------------------------------------------

const work = mkdtempSync(path.join(tmpdir(), 'bench-load-'));
const dataDir = path.join(work, 'data');
const memoryFile = path.join(work, 'memory.jsonl');
const shopEnv = {
  DATA_DIR: dataDir,
  // Every request of the benchmark comes from one address: no limit should stop it.
  API_RATE_LIMIT: '1000000000',
  ORDER_RATE_LIMIT: '1000000000',
  PAGE_RATE_LIMIT: '1000000000',
  ORDER_PAGE_RATE_LIMIT: '1000000000',
  SEARCH_PAGE_RATE_LIMIT: '1000000000',
  ORDERS_PER_CONTACT: '1000000000',
  ORDERS_PER_CLIENT: '1000000000',
  LOG_LEVEL: 'warn',
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${PROBE}`.trim(),
  BENCH_MEMORY_FILE: memoryFile,
};

async function catalogueOf(shop: ShopProcess): Promise<Product[]> {
  for (let attempt = 0; attempt < 480; attempt += 1) {
    const { products } = (await (await fetch(`${shop.url}/api/products?limit=48`)).json()) as { products: Product[] };
    if (products.length >= 30) return products;
    await sleep(500);
  }
  throw new Error('the demo catalogue did not load');
}

async function signIn(shop: ShopProcess): Promise<string> {
  const response = await fetch(`${shop.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OPERATOR),
  });
  if (response.status !== 200) throw new Error(`operator sign-in answered ${response.status}`);
  return response.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');
}

function rampStepGood(results: Result[], rate: number, dropped: number, baseP99: number | undefined): { good: boolean; p99: number; achieved: number; why: string } {
  const shoppers = count(results.filter((result) => result.kind !== 'upload'));
  const p99 = percentile(shoppers.latencies, 99);
  const achieved = shoppers.count / STEP_SECONDS;
  const all = count(results);
  const why = [
    all.failed + all.unavailable + all.errors > 0 ? `${all.failed + all.unavailable} 5xx, ${all.errors} errors` : '',
    dropped > 0 || achieved < rate * 0.95 ? 'fell behind' : '',
    baseP99 !== undefined && p99 > Math.max(3 * baseP99, 100) ? 'p99 grew' : '',
  ].filter(Boolean);
  return { good: why.length === 0, p99, achieved, why: why.join(', ') };
}

let cluster: PgCluster | undefined;
let current: ShopProcess | undefined;
// Ctrl-C stops the shop and the PostgreSQL server too, instead of leaving them running.
process.once('SIGINT', () => {
  void Promise.allSettled([current?.stop(), cluster?.destroy()]).then(() => {
    rmSync(work, { recursive: true, force: true });
    process.exit(130);
  });
});
try {
  console.log(`bench-load: machine of ${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}); the load generator shares them`);
  console.log('bench-load: starting the shop (SQLite, the demo catalogue)...');
  const seeding = await startShop({ ...shopEnv, SEED_DEMO: 'true' }, { timeoutMs: 600_000 });
  current = seeding;
  // The demo catalogue holds a shop's counts (a few pieces each): orders at 10 a second would
  // sell it out within a minute, and the run would measure refusals instead of orders.
  const stock = new DatabaseSync(path.join(dataDir, 'shop.db'));
  stock.exec('UPDATE products SET stock = 100000');
  stock.close();
  const products = await catalogueOf(seeding);
  const created = await runNodeScript('src/server/cli/create-operator.ts', ['--email', OPERATOR.email], { DATA_DIR: dataDir }, `${OPERATOR.password}\n`);
  if (created.code !== 0) throw new Error(`create-operator failed: ${created.stderr}`);

  // 0. A restart (the demo catalogue and its photos in place), then the process at rest.
  await seeding.stop();
  current = await startShop({ ...shopEnv, SEED_DEMO: 'true' }, { timeoutMs: 600_000 });
  let shop = current;
  const restStart = Date.now() + REST_SETTLE_SECONDS * 1000;
  await sleep((REST_SETTLE_SECONDS + REST_SAMPLE_SECONDS) * 1000);
  const rest = memorySamples(memoryFile, shop.child.pid!, restStart, Date.now());
  console.log();
  console.log(`0. At rest after a restart (npm start's server on the seeded SQLite shop, left alone ${REST_SETTLE_SECONDS} s, then sampled ${REST_SAMPLE_SECONDS} s)`);
  if (rest.length === 0) throw new Error('no memory samples from the shop at rest');
  const restRss = Math.max(...rest.map((sample) => sample.rss));
  printBudget('RSS at rest, highest sample', mb(restRss), `<= ${MEMORY_BUDGETS.restMb} MB`, restRss <= MEMORY_BUDGETS.restMb * 1024 * 1024);
  console.log(`   heap used ${mb(median(rest.map((sample) => sample.heapUsed)))} of ${mb(median(rest.map((sample) => sample.heapTotal)))}`);
  let cookie = await signIn(shop);

  // 1. Ramp, then the run at the rate the shop sustains.
  console.log();
  let sustained = RAMP_RATES[0]!;
  if (FIXED_RATE) {
    console.log(`1. No ramp: BENCH_LOAD_RATE=${FIXED_RATE} (mix: ${MIX.map(([kind, parts]) => `${kind} ${parts}%`).join(', ')}; an upload every ${UPLOAD_EVERY_MS / 1000} s)`);
    sustained = FIXED_RATE;
  } else {
    console.log(`1. Ramp (${STEP_SECONDS} s a step; mix: ${MIX.map(([kind, parts]) => `${kind} ${parts}%`).join(', ')}; an upload every ${UPLOAD_EVERY_MS / 1000} s)`);
    const rampStart = Date.now();
    await new Load(shop, products, cookie).run(RAMP_RATES[0]!, 3); // warm-up
    let baseP99: number | undefined;
    for (const rate of RAMP_RATES) {
      const load = new Load(shop, products, cookie);
      await load.run(rate, STEP_SECONDS);
      load.close();
      const step = rampStepGood(load.results, rate, load.dropped, baseP99);
      baseP99 ??= step.p99;
      console.log(`   ${String(rate).padStart(5)}/s: achieved ${step.achieved.toFixed(0).padStart(5)}/s, p99 ${ms(step.p99)}${step.good ? '' : `  <- ${step.why}`}`);
      if (!step.good) break;
      sustained = rate;
    }
    console.log(`   sustained: ${sustained} requests/s`);
    // The ramp's last step is more than the shop keeps up with: the main run starts from a
    // restarted shop, so that its budgets measure its own load and not what the overload left.
    const afterRamp = memorySamples(memoryFile, shop.child.pid!, rampStart, Date.now());
    if (afterRamp.length > 0) console.log(`   highest RSS through the ramp: ${mb(Math.max(...afterRamp.map((sample) => sample.rss)))} (no budget: its last step overloads the shop)`);
    await shop.stop();
    current = await startShop({ ...shopEnv, SEED_DEMO: 'true' }, { timeoutMs: 600_000 });
    shop = current;
    cookie = await signIn(shop);
  }

  // The budgets' load: MEMORY_RATE, or less on a machine that does not sustain it. (At the
  // rate sustained, a faster machine would be held to its budgets under more load.)
  const mainRate = FIXED_RATE ?? Math.min(sustained, MEMORY_RATE);
  console.log();
  console.log(`   ${RUN_SECONDS} s at ${mainRate}/s${mainRate < sustained ? ` (the memory budgets' load; the shop sustained ${sustained}/s)` : ''}:`);
  // Warmed up first at the same rate: the budgets' growth is that of a shop at work, not of
  // one reaching its working level (code compiled, caches filled).
  await new Load(shop, products, cookie).run(mainRate, WARM_UP_SECONDS);
  const runStart = Date.now();
  const main = new Load(shop, products, cookie);
  await main.run(mainRate, RUN_SECONDS);
  main.close();
  printTable(main.results, RUN_SECONDS);
  const all = count(main.results);
  console.log(`   5xx: ${all.failed + all.unavailable}; connection errors: ${all.errors}; not sent (shop behind): ${main.dropped}`);
  // The budgets are for the run's RUN_SECONDS of sending, not the wait for late answers after it.
  const memory = printMemory(memorySamples(memoryFile, shop.child.pid!, runStart, runStart + RUN_SECONDS * 1000), runStart);
  if (!memory) throw new Error('no memory samples from the shop under load');
  printBudget('RSS through the run, highest sample', mb(memory.highest), `<= ${MEMORY_BUDGETS.loadMb} MB`, memory.highest <= MEMORY_BUDGETS.loadMb * 1024 * 1024);
  const growth = memory.last / memory.first - 1;
  printBudget(
    'RSS growth, median of the last third over the first',
    `${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%`,
    `<= +${MEMORY_BUDGETS.growth * 100}%`,
    growth <= MEMORY_BUDGETS.growth,
  );

  // 2. SIGTERM in the middle.
  console.log();
  console.log(`2. SIGTERM after 10 s of load at ${sustained}/s (SHUTDOWN_TIMEOUT 8 s); the shoppers go on sending`);
  const stopping = new Load(shop, products, cookie);
  let signalledAt = 0;
  let exitedAt = 0;
  let inFlight = new Set<number>();
  await stopping.run(sustained, 20, [
    [
      10,
      () => {
        inFlight = new Set(stopping.pending.keys());
        signalledAt = Date.now();
        void shop.exited.then(() => (exitedAt = Date.now()));
        shop.child.kill('SIGTERM');
      },
    ],
  ]);
  stopping.close();
  await shop.exited;
  const flight = count(stopping.results.filter((result) => inFlight.has(result.id)));
  const after = count(stopping.results.filter((result) => result.sentAt > signalledAt && !inFlight.has(result.id)));
  console.log(`   in flight at SIGTERM: ${inFlight.size}: ${flight.ok} answered 2xx, ${flight.unavailable} 503, ${flight.failed} other 5xx, ${flight.errors} closed unanswered (still unread in the socket when the shop closed its idle connections: nothing done; a client retries them)`);
  console.log(`   sent after SIGTERM: ${after.count}: ${after.unavailable} 503, ${after.errors} refused or closed, ${after.ok} 2xx, ${after.failed} other 5xx`);
  console.log(`   exit code ${shop.child.exitCode} (signal ${shop.child.signalCode ?? 'none'}), ${((exitedAt - signalledAt) / 1000).toFixed(1)} s after the signal`);
  const acknowledged = stopping.results.flatMap((result) => (result.orderNumber ? [result.orderNumber] : []));
  const sqlite = new DatabaseSync(path.join(dataDir, 'shop.db'), { readOnly: true });
  const stored = new Set(sqlite.prepare('select number from orders').all().map((row) => String(row.number)));
  sqlite.close();
  const lost = acknowledged.filter((number) => !stored.has(number));
  console.log(`   orders answered 201 in this phase: ${acknowledged.length}; in the database: ${acknowledged.length - lost.length}; lost: ${lost.length}`);
  await shop.stop();
  current = undefined;

  // 3. PostgreSQL restarted in the middle.
  console.log();
  console.log('3. PostgreSQL (a private server, the same shop copied in with db:copy), stopped for 5 s after 10 s of load');
  cluster = await startPgCluster();
  const copied = await runNodeScript('src/server/cli/db-copy.ts', ['--from', path.join(dataDir, 'shop.db'), '--to', cluster.url]);
  if (copied.code !== 0) throw new Error(`db:copy failed: ${copied.stderr}`);
  current = await startShop({ ...shopEnv, SEED_DEMO: 'false', DATABASE_URL: cluster.url }, { timeoutMs: 120_000 });
  const pgShop = current;
  const pgCookie = await signIn(pgShop);
  const pgStart = Date.now();
  const outage = new Load(pgShop, products, pgCookie);
  const times = { stopAsked: 0, stopped: 0, startAsked: 0, started: 0, healthOk: 0 };
  const db = cluster;
  const restart = async () => {
    times.stopAsked = Date.now();
    await db.stop();
    times.stopped = Date.now();
    await sleep(5000);
    times.startAsked = Date.now();
    await db.start();
    times.started = Date.now();
    for (let waited = 0; waited < 30_000 && !times.healthOk; waited += 100) {
      const ok = await fetch(`${pgShop.url}/api/health`).then((response) => response.ok, () => false);
      if (ok) times.healthOk = Date.now();
      else await sleep(100);
    }
  };
  await outage.run(sustained, 40, [[10, restart]]);
  outage.close();
  const pgSeconds = (Date.now() - pgStart) / 1000;
  printTable(outage.results, pgSeconds);
  const during = count(outage.results.filter((result) => result.sentAt >= times.stopped && result.sentAt < times.started));
  const firstOk = outage.results
    .filter((result) => result.sentAt >= times.started && result.status !== undefined && result.status < 400 && result.kind !== 'upload')
    .reduce((first, result) => Math.min(first, result.doneAt), Infinity);
  const all503 = count(outage.results);
  console.log(`   PostgreSQL down ${((times.started - times.stopAsked) / 1000).toFixed(1)} s (fast shutdown ${((times.stopped - times.stopAsked) / 1000).toFixed(1)} s, start ${((times.started - times.startAsked) / 1000).toFixed(1)} s)`);
  console.log(`   sent while it was down: ${during.count}: ${during.unavailable} 503, ${during.ok} 2xx, ${during.failed} other 5xx, ${during.errors} connection errors`);
  console.log(`   whole phase: 503 ${all503.unavailable}, other 5xx ${all503.failed}, connection errors ${all503.errors}`);
  // What the shop logged for each 500: the errors it did not take for the database being away.
  const failures = new Map<string, number>();
  for (const line of pgShop.stdout().split('\n')) {
    if (!line.includes('"request failed"')) continue;
    const { err } = JSON.parse(line) as { err?: { type?: string; message?: string; code?: string } };
    const failure = `${err?.type ?? 'Error'}${err?.code ? ` ${err.code}` : ''}: ${err?.message ?? '(no message)'}`;
    failures.set(failure, (failures.get(failure) ?? 0) + 1);
  }
  for (const [failure, seen] of failures) console.log(`   500 x${seen}: ${failure}`);
  console.log(
    `   recovered by itself: first 2xx ${Number.isFinite(firstOk) ? `${firstOk - times.started} ms` : 'never'} after PostgreSQL accepted connections again; /api/health ok after ${times.healthOk ? `${times.healthOk - times.started} ms` : 'never'}`,
  );
  console.log(`   the shop process: ${pgShop.child.exitCode === null ? 'still running' : `exited with ${pgShop.child.exitCode}`}`);
  const pgAcknowledged = outage.results.flatMap((result) => (result.orderNumber ? [result.orderNumber] : []));
  const { rows } = await withPgClient(cluster.url, (client) => client.query<{ number: string }>('select number from orders'));
  const pgStored = new Set(rows.map((row) => row.number));
  console.log(`   orders answered 201 in this phase: ${pgAcknowledged.length}; lost: ${pgAcknowledged.filter((number) => !pgStored.has(number)).length}`);
  printMemory(memorySamples(memoryFile, pgShop.child.pid!, pgStart, Date.now()), pgStart);
  if (budgetsBroken > 0) {
    console.log(`bench-load: ${budgetsBroken} memory budget(s) broken`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`bench-load: could not measure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
} finally {
  await current?.stop().catch(() => {});
  await cluster?.destroy().catch(() => {});
  rmSync(work, { recursive: true, force: true });
}
