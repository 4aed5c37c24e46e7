// `npm run bench`: listing and search latency (p50, p95) with 1,000, 10,000 and 100,000
// generated products, on SQLite (a temporary database) and, when BENCH_DATABASE_URL is set,
// on PostgreSQL (a schema of its own, dropped afterwards). Requests go through the whole
// Fastify app with app.inject (routing, validation, the query, images, JSON), in one
// process, with the response cache off: each figure is the cost of making the answer. Two
// rows at the end go through the cache, as a repeated request does. It prints figures and a
// line per database on the search budget, and asserts nothing about time.
//
//   npm run bench
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench
//   BENCH_SIZES=1000,10000 BENCH_RUNS=50 npm run bench

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase, type DatabaseKind } from '../src/server/db/database.ts';
import type { ProductsTable } from '../src/server/db/schema.ts';
import { CATEGORIES, COLOURS, METAL_TYPES, STYLES } from '../src/shared/catalogue.ts';
import { withPgClient } from '../tests/helpers/test-app.ts';

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
/** The search budget of the performance work: every search scenario's p95 at this size. */
const SEARCH_BUDGET = { size: 100_000, p95Ms: 20 };
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const WARMUP = 5;
const BATCH = 500;

const SCENARIOS: { name: string; url: string }[] = [
  { name: 'list newest (all)', url: '/api/products?limit=24' },
  { name: 'list rings, newest', url: '/api/products?group=rings&limit=24' },
  { name: 'list necklaces 30h50h price-asc', url: '/api/products?group=necklaces%26Pendants&price=30h50h&sort=price-asc&limit=24' },
  { name: 'list earrings silver oxidised party', url: '/api/products?group=earrings&metal=silver&colour=oxidised&style=party&limit=24' },
  { name: 'list all 50h price-desc', url: '/api/products?price=50h&sort=price-desc&limit=24' },
  { name: 'search "lotus"', url: '/api/search?q=lotus&limit=24' },
  { name: 'search "oxidised earrings"', url: '/api/search?q=oxidised%20earrings&limit=24' },
  { name: 'search "braclet" (misspelt)', url: '/api/search?q=braclet&limit=24' },
  { name: 'suggest "neck" (prefix, 6)', url: '/api/search?q=neck&limit=6' },
  { name: 'search "silver" (most match)', url: '/api/search?q=silver&limit=24' },
  { name: 'search "अंगूठी" (Hindi: rings)', url: `/api/search?q=${encodeURIComponent('अंगूठी')}&limit=24` },
  { name: 'search "चांदी की पायल" (Hindi)', url: `/api/search?q=${encodeURIComponent('चांदी की पायल')}&limit=24` },
  { name: 'search "ଝୁମ୍କା" (Odia)', url: `/api/search?q=${encodeURIComponent('ଝୁମ୍କା')}&limit=24` },
  { name: 'search "jhumka" (romanised)', url: '/api/search?q=jhumka&limit=24' },
];

/** Hindi and Odia names by category: every other generated product has them (decision 034). */
const TRANSLATED_NOUNS: Record<string, [hi: string, or: string]> = {
  Ring: ['चांदी की अंगूठी', 'ରୁପା ମୁଦି'],
  Necklace: ['हार', 'ହାର'],
  Pendant: ['लॉकेट', 'ଲକେଟ'],
  Bracelet: ['ब्रेसलेट', 'ବ୍ରେସଲେଟ'],
  Bangle: ['कंगन', 'କଙ୍କଣ'],
  Earring: ['झुमके', 'ଝୁମ୍କା'],
};

const ADJECTIVES = ['Lotus', 'Royal', 'Twisted', 'Rose', 'Heritage', 'Minimal', 'Eternity', 'Peacock', 'Evil Eye', 'Kundan', 'Pearl', 'Moonstone', 'Infinity', 'Tribal', 'Classic', 'Filigree', 'Meenakari', 'Chandbali', 'Sapphire', 'Ruby', 'Trinity', 'Temple', 'Lunar', 'Starlit', 'Vintage', 'Floral', 'Celestial', 'Paisley', 'Jaali', 'Mughal'];
const MOTIFS = ['Bloom', 'Halo', 'Leaf', 'Drop', 'Knot', 'Coin', 'Feather', 'Charm', 'Crescent', 'Petal', 'Wave', 'Vine', 'Spiral', 'Bead', 'Heart', 'Star', 'Arch', 'Braid', 'Dome', 'Lattice'];
const NOUNS: Record<string, string[]> = {
  Ring: ['Ring', 'Band', 'Solitaire'],
  Necklace: ['Necklace', 'Choker', 'Chain'],
  Pendant: ['Pendant', 'Locket'],
  Bracelet: ['Bracelet', 'Cuff', 'Link Bracelet'],
  Bangle: ['Bangle', 'Kada'],
  Earring: ['Earrings', 'Jhumkas', 'Studs', 'Hoops'],
};

/** A small deterministic generator, so runs are comparable. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function generate(count: number): ProductsTable[] {
  const next = random(count);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const start = Date.UTC(2023, 0, 1);
  return Array.from({ length: count }, (_, index) => {
    const category = pick(CATEGORIES);
    const metal = next() < 0.85 ? 'Silver' : pick(METAL_TYPES);
    // Prices spread log-uniformly from ₹300 to ₹60,000, in whole rupees.
    const price = Math.round(300 * 200 ** next()) * 100;
    const created = new Date(start + Math.floor(next() * 3 * 365 * 86_400_000)).toISOString();
    return {
      id: randomBytes(10).toString('base64url'),
      // Unique names, as the shop requires; the number is like a design code.
      name: `${pick(ADJECTIVES)} ${pick(MOTIFS)} ${pick(NOUNS[category]!)} ${index + 1}`,
      price_paise: price,
      category,
      metal_type: metal,
      purity: metal === 'Silver' ? '925' : metal === 'Gold' ? pick(['18K', '22K']) : '950',
      metal_weight_mg: Math.round(1000 + next() * 40_000),
      colour: pick(COLOURS),
      style: pick(STYLES),
      stock: index % 12,
      description: null,
      name_hi: index % 2 === 0 ? `${TRANSLATED_NOUNS[category]![0]} ${index + 1}` : null,
      description_hi: null,
      name_or: index % 2 === 0 ? `${TRANSLATED_NOUNS[category]![1]} ${index + 1}` : null,
      description_or: null,
      priced_by: 'fixed',
      making_by: null,
      making_value: null,
      extras_paise: 0,
      rate_paise: null,
      rate_date: null,
      created_at: created,
      updated_at: created,
    };
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(app: FastifyInstance, url: string): Promise<{ p50: number; p95: number; hits: number }> {
  let hits = 0;
  const times: number[] = [];
  for (let run = 0; run < WARMUP + RUNS; run += 1) {
    const started = performance.now();
    const response = await app.inject(url);
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    if (run >= WARMUP) times.push(elapsed);
    hits = (response.json() as { products: unknown[] }).products.length;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), hits };
}

type Row = { kind: DatabaseKind; size: number; scenario: string; p50: number; p95: number; hits: number };

async function benchOne(kind: DatabaseKind, size: number): Promise<{ rows: Row[]; insertSeconds: number }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-bench-'));
  const url = process.env.BENCH_DATABASE_URL;
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  if (kind === 'postgres') await withPgClient(url!, (client) => client.query(`create schema "${schema}"`));
  const database = await openDatabase(kind === 'postgres' ? { databaseUrl: url, dataDir, pgSchema: schema } : { dataDir });
  // DIST_DIR without a build: the web app (and its server renderer) is not loaded; only the API is measured.
  const config = loadConfig({ DATA_DIR: dataDir, DIST_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent', API_RATE_LIMIT: '1000000000' });
  const app = await buildApp(config, { database, logger: false, responseCache: { maxEntries: 0 } });
  const cachedApp = await buildApp(config, { database, logger: false });
  await Promise.all([app.ready(), cachedApp.ready()]);
  try {
    const products = generate(size);
    const started = performance.now();
    for (let offset = 0; offset < products.length; offset += BATCH * 10) {
      await database.db.transaction().execute(async (trx) => {
        for (let batch = offset; batch < Math.min(products.length, offset + BATCH * 10); batch += BATCH) {
          await trx.insertInto('products').values(products.slice(batch, batch + BATCH)).execute();
        }
      });
    }
    const insertSeconds = (performance.now() - started) / 1000;
    // Fresh statistics, as a live database would have.
    await (kind === 'postgres' ? sql`analyze products, product_search, search_terms` : sql`analyze`).execute(database.db);
    const rows: Row[] = [];
    for (const scenario of SCENARIOS) rows.push({ kind, size, scenario: scenario.name, ...(await measure(app, scenario.url)) });
    // The second page of the newest listing, through its cursor.
    const first = (await app.inject('/api/products?limit=24')).json() as { nextCursor: string };
    rows.push({ kind, size, scenario: 'list newest, page 2 (cursor)', ...(await measure(app, `/api/products?limit=24&cursor=${first.nextCursor}`)) });
    // A repeated request, answered from the response cache (made once, in the warm-up).
    rows.push({ kind, size, scenario: 'list newest (all), cached', ...(await measure(cachedApp, SCENARIOS[0]!.url)) });
    rows.push({ kind, size, scenario: 'search "silver", cached', ...(await measure(cachedApp, '/api/search?q=silver&limit=24')) });
    return { rows, insertSeconds };
  } finally {
    await cachedApp.close();
    await app.close();
    await database.close();
    if (kind === 'postgres') await withPgClient(url!, (client) => client.query(`drop schema "${schema}" cascade`));
    await rm(dataDir, { recursive: true, force: true });
  }
}

const kinds: DatabaseKind[] = process.env.BENCH_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
const all: Row[] = [];
console.log(`Discovery benchmark: ${RUNS} requests per scenario after ${WARMUP} warm-up, app.inject, Node ${process.versions.node}`);
for (const kind of kinds) {
  for (const size of SIZES) {
    process.stdout.write(`${kind}: ${size.toLocaleString('en-IN')} products... `);
    const { rows, insertSeconds } = await benchOne(kind, size);
    console.log(`inserted in ${insertSeconds.toFixed(1)} s`);
    all.push(...rows);
  }
}

const scenarios = [...new Set(all.map((row) => row.scenario))];
const columns = kinds.flatMap((kind) => SIZES.map((size) => ({ kind, size })));
const header = ['scenario (p50 / p95 ms)', ...columns.map(({ kind, size }) => `${kind} ${size.toLocaleString('en-IN')}`)];
const body = scenarios.map((scenario) => [
  scenario,
  ...columns.map(({ kind, size }) => {
    const row = all.find((r) => r.kind === kind && r.size === size && r.scenario === scenario)!;
    return `${row.p50.toFixed(1)} / ${row.p95.toFixed(1)}`;
  }),
]);
const widths = header.map((_, column) => Math.max(...[header, ...body].map((line) => line[column]!.length)));
const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ');
console.log();
console.log(line(header));
console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
for (const cells of body) console.log(line(cells));

// The search budget, per database: the worst p95 of the search scenarios (made afresh).
console.log();
for (const kind of kinds) {
  const searches = all.filter(
    (row) => row.kind === kind && row.size === SEARCH_BUDGET.size && /^(search|suggest) /.test(row.scenario) && !row.scenario.endsWith(', cached'),
  );
  const label = `budget: search p95 <= ${SEARCH_BUDGET.p95Ms} ms at ${SEARCH_BUDGET.size.toLocaleString('en-US')} products (${kind})`;
  const worst = searches.reduce<Row | undefined>((max, row) => (max === undefined || row.p95 > max.p95 ? row : max), undefined);
  if (!worst) console.log(`${label}: not measured (BENCH_SIZES has no ${SEARCH_BUDGET.size})`);
  else console.log(`${label}: worst ${worst.p95.toFixed(1)} ms (${worst.scenario}) ${worst.p95 <= SEARCH_BUDGET.p95Ms ? 'PASS' : 'FAIL'}`);
}
