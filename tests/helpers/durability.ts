// The durability harness (issue 11): the shop as a child process on a database and a data
// directory of its own, taking orders and product uploads through its HTTP API while it is
// killed with SIGKILL at random moments and started again. After each kill, with the shop down,
// it checks what a crash must never break:
//
// - every order the client saw acknowledged (2xx with its number) is stored, with its lines and totals;
// - no product is half made: each has its images' records, each record its product, each named file is in the store;
// - the database passes its integrity check (SQLite's integrity_check and foreign_key_check;
//   on PostgreSQL, queries for rows whose parent is missing);
// - the orphan sweep leaves exactly the files the products name.
//
// Used by tests/api/durability.test.ts (a few cycles) and scripts/bench-durability.ts (hundreds).

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import sharp from 'sharp';
import { buildApp } from '../../src/server/app.ts';
import { createAccount } from '../../src/server/auth/operators.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase, type DatabaseKind } from '../../src/server/db/database.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { catalogueRepository } from '../../src/server/catalogue/repository.ts';
import { diskStorage } from '../../src/server/media/disk-storage.ts';
import type { MediaStorage } from '../../src/server/media/storage.ts';
import { sweepOrphanMedia } from '../../src/server/media/sweep.ts';
import { rupeesToPaise } from '../../src/shared/money.ts';
import type { PublicOrder } from '../../src/shared/order.ts';
import type { Product } from '../../src/shared/product.ts';
import { productInput } from './shop-fixtures.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OPERATOR = { email: 'durability@rajatsilver.in', password: 'kill-it-and-count-2026' };
/** How long a cycle with `killAfterFirstOrder` waits for its first acknowledged order. */
const FIRST_ORDER_WAIT_MS = 60_000;
const SHIPPING = {
  name: 'Meera Iyer',
  email: 'meera@example.in',
  phone: '98450 12345',
  address: '7, Temple Street, Mylapore',
  city: 'Chennai',
  state: 'Tamil Nadu',
  zip: '600004',
};

export type DurabilityOptions = {
  cycles: number;
  /** A PostgreSQL database of the run's own; unset: SQLite in the run's data directory. */
  databaseUrl?: string | undefined;
  /** The shop's port; unset: a free one. */
  port: number;
  /** The shop is killed this long after it starts taking work: uniformly between the two, in ms. */
  killAfterMs?: [number, number];
  /**
   * The kill's time counts from the cycle's first acknowledged order instead of the shop's start:
   * on a busy machine the shop may take longer than `killAfterMs` to answer anything, and a test
   * must kill it in the middle of work it has acknowledged.
   */
  killAfterFirstOrder?: boolean;
  /** Called after each cycle's checks. */
  onCycle?: (cycle: CycleReport) => void;
};

export type CycleReport = {
  cycle: number;
  restartMs: number;
  killedAfterMs: number;
  ordersAcknowledged: number;
  productsAcknowledged: number;
  orphansSwept: number;
  problems: string[];
};

export type DurabilityReport = {
  kind: DatabaseKind;
  cycles: number;
  ordersAcknowledged: number;
  ordersFound: number;
  /** Product creations acknowledged, and the products in the database at the end. */
  productsAcknowledged: number;
  products: number;
  orphansSwept: number;
  restartMs: number[];
  /** Everything a check found wrong, each prefixed with its cycle; empty when nothing was lost. */
  problems: string[];
};

/** What the client knows of a product: its image list as last acknowledged, and whether a change is unanswered. */
type KnownProduct = { id: string; name: string; images: string[]; unanswered: 'none' | 'patch' | 'delete' };

export type Ledger = {
  orders: Map<string, PublicOrder>;
  products: Map<string, KnownProduct>;
  /** Products whose deletion was acknowledged. */
  deleted: Set<string>;
  /** Names of products whose creation went unanswered: they may or may not exist. */
  unansweredCreates: Set<string>;
  /** The products every order buys from; never changed. */
  stock: string[];
};

export async function runDurability(options: DurabilityOptions): Promise<DurabilityReport> {
  const [killFrom, killTo] = options.killAfterMs ?? [50, 1500];
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-durability-'));
  const kind: DatabaseKind = options.databaseUrl ? 'postgres' : 'sqlite';
  const env = {
    DATA_DIR: dataDir,
    // No web build: the API is what is measured, and the shop starts faster without its renderer.
    DIST_DIR: path.join(dataDir, 'no-dist'),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  };
  const storage = diskStorage(path.join(dataDir, 'media'), '/media');
  const ledger: Ledger = { orders: new Map(), products: new Map(), deleted: new Set(), unansweredCreates: new Set(), stock: [] };
  const report: DurabilityReport = {
    kind,
    cycles: 0,
    ordersAcknowledged: 0,
    ordersFound: 0,
    productsAcknowledged: 0,
    products: 0,
    orphansSwept: 0,
    restartMs: [],
    problems: [],
  };
  const images = await Promise.all(['#c9ced6', '#b8a07a', '#8e9aa6'].map((colour) => sharp({ create: { width: 96, height: 96, channels: 3, background: colour } }).jpeg().toBuffer()));

  try {
    await createOperator(env);
    let cookie = '';
    for (let cycle = 1; cycle <= options.cycles; cycle += 1) {
      const shop = await startShop(env, options.port);
      const url = shop.url;
      if (!cookie) cookie = await signIn(url);
      if (ledger.stock.length === 0) {
        for (const name of ['Stock Ring', 'Stock Pendant']) {
          const created = await createProduct(url, cookie, name, [images[0]!]);
          if (!created) throw new Error(`could not create ${name}`);
          ledger.stock.push(created.id);
        }
      }

      const killedAfterMs = Math.round(killFrom + Math.random() * (killTo - killFrom));
      const before = { orders: ledger.orders.size, products: report.productsAcknowledged };
      const work = new AbortController();
      const loops = [
        ...Array.from({ length: 3 }, () => orderLoop(url, ledger, work.signal)),
        productLoop(url, cookie, ledger, images, work.signal, () => (report.productsAcknowledged += 1)),
      ];
      if (options.killAfterFirstOrder) {
        for (let waited = 0; ledger.orders.size === before.orders && waited < FIRST_ORDER_WAIT_MS; waited += 20) await sleep(20);
        if (ledger.orders.size === before.orders) report.problems.push(`cycle ${cycle}: no order acknowledged within ${FIRST_ORDER_WAIT_MS / 1000} s`);
      }
      await sleep(killedAfterMs);
      shop.child.kill('SIGKILL');
      await shop.exited;
      work.abort();
      await Promise.all(loops);

      const { problems, orphansSwept, ordersFound, products } = await checkShop(env, storage, ledger);
      report.cycles = cycle;
      report.ordersAcknowledged = ledger.orders.size;
      report.ordersFound = ordersFound;
      report.products = products;
      report.orphansSwept += orphansSwept;
      report.restartMs.push(shop.startMs);
      report.problems.push(...problems.map((problem) => `cycle ${cycle}: ${problem}`));
      options.onCycle?.({
        cycle,
        restartMs: shop.startMs,
        killedAfterMs,
        ordersAcknowledged: ledger.orders.size - before.orders,
        productsAcknowledged: report.productsAcknowledged - before.products,
        orphansSwept,
        problems,
      });
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  return report;
}

/**
 * Checks the shop's database and store against what the client was told (the shop is down).
 * Then sweeps orphan media with no grace period (nothing is being uploaded) and checks that
 * the store holds exactly the files the products name. Settles the ledger's unanswered changes
 * to what the database holds.
 */
export async function checkShop(
  env: { DATA_DIR: string; DATABASE_URL?: string },
  storage: MediaStorage,
  ledger: Ledger,
): Promise<{ problems: string[]; orphansSwept: number; ordersFound: number; products: number }> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const problems: string[] = [];
  try {
    const db = database.db;
    problems.push(...(await integrityProblems(db, database.kind)));

    // Acknowledged orders: each stored as answered.
    const orders = await db.selectFrom('orders').selectAll().execute();
    const lines = await db.selectFrom('order_lines').selectAll().orderBy('order_id').orderBy('position').execute();
    const byNumber = new Map(orders.map((order) => [order.number, order]));
    const linesOf = Map.groupBy(lines, (line) => line.order_id);
    let ordersFound = 0;
    for (const [number, answered] of ledger.orders) {
      const stored = byNumber.get(number);
      if (!stored) {
        problems.push(`acknowledged order ${number} is missing`);
        continue;
      }
      const storedLines = linesOf.get(stored.id) ?? [];
      const sameLines =
        storedLines.length === answered.lines.length &&
        answered.lines.every((line, index) => {
          const row = storedLines[index]!;
          return (
            row.product_id === line.productId &&
            row.size === line.size &&
            row.quantity === line.quantity &&
            row.unit_price_paise === rupeesToPaise(line.unitPrice) &&
            row.line_total_paise === rupeesToPaise(line.lineTotal)
          );
        });
      const sameTotals =
        stored.item_total_paise === rupeesToPaise(answered.itemTotal) &&
        stored.savings_paise === rupeesToPaise(answered.savings) &&
        stored.shipping_paise === rupeesToPaise(answered.shipping) &&
        stored.order_total_paise === rupeesToPaise(answered.orderTotal);
      if (!sameLines) problems.push(`order ${number}: its lines differ from the acknowledged ones`);
      if (!sameTotals) problems.push(`order ${number}: its totals differ from the acknowledged ones`);
      if (sameLines && sameTotals) ordersFound += 1;
    }

    // Products: whole, and as the client last heard of them.
    const catalogue = catalogueRepository(db);
    const productRows = await db.selectFrom('products').select(['id', 'name']).execute();
    const records = new Map((await catalogue.findByIds(productRows.map((row) => row.id))).map((record) => [record.id, record]));
    for (const record of records.values()) {
      if (record.images.length === 0) problems.push(`product ${record.name} has no image records`);
    }
    for (const known of ledger.products.values()) {
      const record = records.get(known.id);
      const highKeys = record?.images.map((image) => `/media/${image.highKey}`);
      if (known.unanswered === 'delete' && !record) {
        ledger.products.delete(known.id);
        continue;
      }
      if (!record || !highKeys) {
        problems.push(`acknowledged product ${known.name} is missing`);
        ledger.products.delete(known.id);
        continue;
      }
      if (known.unanswered === 'none' && highKeys.join() !== known.images.join()) {
        problems.push(`product ${known.name}: its images differ from the acknowledged ones`);
      }
      known.images = highKeys;
      known.unanswered = 'none';
    }
    for (const id of ledger.deleted) {
      if (records.has(id)) problems.push(`product ${id} is back after its deletion was acknowledged`);
    }
    for (const name of ledger.unansweredCreates) {
      const record = [...records.values()].find((candidate) => candidate.name === name);
      if (record) ledger.products.set(record.id, { id: record.id, name, images: record.images.map((image) => `/media/${image.highKey}`), unanswered: 'none' });
    }
    ledger.unansweredCreates.clear();

    // Files: every named file is there; after the sweep, nothing else is.
    const inUse = await catalogue.mediaKeysInUse();
    const stored = await listKeys(storage);
    for (const key of inUse) if (!stored.has(key)) problems.push(`media file ${key} is named by a product but missing`);
    const sweep = await sweepOrphanMedia({ storage, keysInUse: catalogue.mediaKeysInUse, log: { info: () => {}, warn: () => {} }, graceMs: 0 });
    const left = [...(await listKeys(storage))].filter((key) => !inUse.has(key));
    if (left.length > 0) problems.push(`the sweep left ${left.length} unreferenced files, such as ${left[0]}`);
    return { problems, orphansSwept: sweep.swept.length, ordersFound, products: records.size };
  } finally {
    await database.close();
  }
}

/** What is wrong with the database as a whole (empty when it is sound): SQLite's own checks, or on PostgreSQL rows whose parent is missing. */
export async function integrityProblems(db: Kysely<Database>, kind: DatabaseKind): Promise<string[]> {
  if (kind === 'sqlite') {
    const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
    const foreignKeys = await sql<Record<string, unknown>>`pragma foreign_key_check`.execute(db);
    return [
      ...integrity.rows.filter((row) => row.integrity_check !== 'ok').map((row) => `integrity_check: ${row.integrity_check}`),
      ...foreignKeys.rows.map((row) => `foreign_key_check: ${JSON.stringify(row)}`),
    ];
  }
  // PostgreSQL keeps its own pages consistent through its WAL; what a crash could break is the
  // shop's own invariants across tables.
  const { rows } = await sql<{ problem: string; count: string | number }>`
    select 'image records without their product' as problem, count(*) as count from product_images i where not exists (select 1 from products p where p.id = i.product_id)
    union all select 'order lines without their order', count(*) from order_lines l where not exists (select 1 from orders o where o.id = l.order_id)
    union all select 'orders without lines', count(*) from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)
  `.execute(db);
  return rows.filter((row) => Number(row.count) > 0).map((row) => `${row.problem}: ${row.count}`);
}

async function listKeys(storage: MediaStorage): Promise<Set<string>> {
  const keys = new Set<string>();
  for await (const file of storage.list('')) keys.add(file.key);
  return keys;
}

/** Shoppers placing orders one after another until the shop dies; each acknowledged order goes in the ledger. */
async function orderLoop(url: string, ledger: Ledger, signal: AbortSignal): Promise<void> {
  while (!signal.aborted) {
    const lines = ledger.stock
      .filter(() => Math.random() < 0.7)
      .map((productId) => ({ productId, size: Math.random() < 0.5 ? '2.4' : '2.10', quantity: 1 + Math.floor(Math.random() * 3) }));
    if (lines.length === 0) lines.push({ productId: ledger.stock[0]!, size: '2.6', quantity: 1 });
    try {
      const response = await fetch(`${url}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({ ...SHIPPING, lines }),
        signal,
      });
      if (response.status === 201) {
        const order = (await response.json()) as PublicOrder;
        ledger.orders.set(order.number, order);
      } else {
        throw new Error(`an order answered ${response.status}: ${await response.text()}`);
      }
    } catch (error) {
      if (isShopGone(error, signal)) return;
      throw error;
    }
  }
}

/** An operator creating, changing and deleting products until the shop dies. */
async function productLoop(
  url: string,
  cookie: string,
  ledger: Ledger,
  images: Buffer[],
  signal: AbortSignal,
  onCreated: () => void,
): Promise<void> {
  let made = 0;
  while (!signal.aborted) {
    const own = [...ledger.products.values()].filter((product) => !ledger.stock.includes(product.id) && product.unanswered === 'none');
    const choice = Math.random();
    try {
      if (own.length < 3 || (choice < 0.5 && own.length < 8)) {
        const name = `Piece ${Date.now().toString(36)}${(made += 1)}`;
        ledger.unansweredCreates.add(name);
        const files = images.slice(0, 1 + Math.floor(Math.random() * 2));
        const product = await createProduct(url, cookie, name, files, signal);
        ledger.unansweredCreates.delete(name);
        if (!product) throw new Error(`creating ${name} was refused`);
        ledger.products.set(product.id, { id: product.id, name, images: product.ProductImgs.high, unanswered: 'none' });
        onCreated();
      } else if (choice < 0.8) {
        const product = own[Math.floor(Math.random() * own.length)]!;
        // Add an image, or drop the first when it has more than one.
        const drop = product.images.length > 1 && Math.random() < 0.5;
        const plan = drop ? product.images.slice(1).map((keep) => ({ keep })) : [...product.images.map((keep) => ({ keep })), { upload: 0 }];
        product.unanswered = 'patch';
        const form = new FormData();
        form.append('images', JSON.stringify(plan));
        if (!drop) form.append('files', new Blob([new Uint8Array(images[2]!)], { type: 'image/jpeg' }), 'added.jpg');
        const response = await fetch(`${url}/api/products/${product.id}`, { method: 'PATCH', body: form, headers: { cookie }, signal });
        if (response.status !== 200) throw new Error(`changing ${product.name} answered ${response.status}: ${await response.text()}`);
        product.images = ((await response.json()) as Product).ProductImgs.high;
        product.unanswered = 'none';
      } else {
        const product = own[Math.floor(Math.random() * own.length)]!;
        product.unanswered = 'delete';
        const response = await fetch(`${url}/api/products/${product.id}`, { method: 'DELETE', headers: { cookie }, signal });
        if (response.status !== 204) throw new Error(`deleting ${product.name} answered ${response.status}`);
        ledger.products.delete(product.id);
        ledger.deleted.add(product.id);
      }
    } catch (error) {
      if (isShopGone(error, signal)) return;
      throw error;
    }
  }
}

async function createProduct(url: string, cookie: string, name: string, files: Buffer[], signal?: AbortSignal): Promise<Product | undefined> {
  const input = productInput({ ProductName: name, ProductPrice: 1850, Stock: 100_000, metalWeight: 3.1 });
  const form = new FormData();
  form.append('product', JSON.stringify(input));
  files.forEach((file, index) => form.append('files', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), `view-${index}.jpg`));
  const response = await fetch(`${url}/api/products`, { method: 'POST', body: form, headers: { cookie }, ...(signal ? { signal } : {}) });
  return response.status === 201 ? ((await response.json()) as Product) : undefined;
}

/** A request cut short by the kill (the connection reset) or by the end of the cycle. */
function isShopGone(error: unknown, signal: AbortSignal): boolean {
  // undici: 'fetch failed' when the connection is refused or reset, 'terminated' when a body is cut off.
  return signal.aborted || (error instanceof TypeError && /fetch failed|terminated/.test(error.message));
}

/** The operator account, made once on the run's database before the first start. */
async function createOperator(env: Record<string, string>): Promise<void> {
  const app = await buildApp(loadConfig({ ...env, SEED_DEMO: 'false', LOG_LEVEL: 'silent' }), { logger: false });
  try {
    await createAccount(await app.auth(), OPERATOR);
  } finally {
    await app.close();
  }
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OPERATOR),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

type RunningShop = { url: string; child: ChildProcess; exited: Promise<void>; startMs: number };

/** Starts src/server/main.ts and waits until /api/health answers 200. */
async function startShop(env: Record<string, string>, port: number): Promise<RunningShop> {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(ROOT, 'src/server/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port), SEED_DEMO: 'false', LOG_LEVEL: 'warn', API_RATE_LIMIT: '1000000', ORDER_RATE_LIMIT: '1000000', ORDERS_PER_CONTACT: '1000000', ORDERS_PER_CLIENT: '1000000', COD_MAX_PIECES: '1000' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop stopped with exit code ${child.exitCode}: ${stderr}`);
    const healthy = await fetch(`${url}/api/health`).then((response) => response.ok, () => false);
    if (healthy) return { url, child, exited, startMs: performance.now() - started };
    await sleep(25);
  }
  child.kill('SIGKILL');
  await exited;
  throw new Error(`the shop did not answer on ${url} within 60 s: ${stderr}`);
}
