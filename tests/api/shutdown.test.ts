import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueRepository } from '../../src/server/catalogue/repository.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { startPgCluster, type PgCluster } from '../helpers/pg-cluster.ts';
import { withPgClient } from '../helpers/test-app.ts';
import { spawnShop, startShop, type ShopProcess } from '../helpers/shop-process.ts';
import { toProductColumns } from '../../src/server/catalogue/wire.ts';

// The server process as a service manager sees it: SIGTERM during start-up, SIGTERM under a
// burst of orders, and the deadline for requests that would not finish.

const running: ShopProcess[] = [];
const dataDirs: string[] = [];
const clusters: PgCluster[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((shop) => shop.stop()));
  await Promise.all(clusters.splice(0).map((cluster) => cluster.destroy()));
  await Promise.all(dataDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A database (SQLite in a data directory, or PostgreSQL) with the schema and one product in it; the shop is started on it afterwards. */
async function databaseWithProduct(databaseUrl?: string): Promise<{ dataDir: string; productId: string }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shutdown-'));
  dataDirs.push(dataDir);
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    await migrateToLatest(database.db);
    const product = await catalogueRepository(database.db).createProduct(
      toProductColumns({ ProductName: 'Shutdown Payal', ProductPrice: 3200, Stock: 100_000, Category: 'Bracelet', MetalType: 'Silver', Purity: '925', metalWeight: 22, Colour: 'Silver', Style: 'Everyday' }),
      [],
    );
    return { dataDir, productId: product.id };
  } finally {
    await database.close();
  }
}

/** Waits for the process to exit; answers how long it took, or Infinity past `ms`. */
async function exitWithin(shop: ShopProcess, ms: number): Promise<number> {
  const start = Date.now();
  const exited = await Promise.race([shop.exited.then(() => true), sleep(ms, false)]);
  return exited ? Date.now() - start : Infinity;
}

const orderBody = (productId: string) =>
  JSON.stringify({
    name: 'Burst Shopper',
    email: 'burst@example.in',
    phone: '98765 43210',
    address: '7, Signal Street',
    city: 'Cuttack',
    state: 'Odisha',
    zip: '753001',
    lines: [{ productId, size: '2.4', quantity: 1 }],
  });

describe('stopping the server process', () => {
  it('stops cleanly with exit code 0 on SIGTERM during start-up, leaving the demo catalogue to the next start', { timeout: 60_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shutdown-'));
    dataDirs.push(dataDir);
    const shop = await spawnShop({ DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'info' }, 'src/server/main.ts');
    running.push(shop);
    for (let waited = 0; !shop.stdout().includes('loading the demo catalogue') && waited < 30_000; waited += 50) await sleep(50);
    expect(shop.stdout()).toContain('loading the demo catalogue');

    shop.child.kill('SIGTERM');
    expect(await exitWithin(shop, 10_000)).toBeLessThan(10_000);
    expect({ code: shop.child.exitCode, signal: shop.child.signalCode }).toEqual({ code: 0, signal: null });
    expect(shop.stdout()).toContain('stopped before serving');
    expect(shop.stdout()).not.toContain('demo catalogue loaded');
    // Not claimed as loaded: the next start loads the whole catalogue again.
    const database = new DatabaseSync(path.join(dataDir, 'shop.db'));
    try {
      expect(database.prepare(`select value from meta where key = 'demo_catalogue_loaded'`).all()).toEqual([]);
    } finally {
      database.close();
    }
  });

  it('finishes the orders in flight on SIGTERM under a burst, and every acknowledged order is stored', { timeout: 60_000 }, async () => {
    // On PostgreSQL, so that many orders are truly in flight (awaiting the database) at the signal.
    const cluster = await startPgCluster();
    clusters.push(cluster);
    const { dataDir, productId } = await databaseWithProduct(cluster.url);
    const shop = await startShop(
      { DATA_DIR: dataDir, DATABASE_URL: cluster.url, API_RATE_LIMIT: '100000', ORDER_RATE_LIMIT: '100000', ORDERS_PER_CONTACT: '100000', ORDERS_PER_CLIENT: '100000' },
      { entry: 'src/server/main.ts', timeoutMs: 30_000 },
    );
    running.push(shop);

    // Shoppers on keep-alive connections (kept open by the client until the server closes them),
    // who stop sending once the shop is told to stop; each order in flight then must finish.
    const agent = new Agent({ keepAlive: true, maxSockets: 16 });
    type Outcome = { status: number; number?: string } | { error: string };
    const outcomes: Outcome[] = [];
    let signalled = false;
    const placeOrder = () =>
      new Promise<Outcome>((resolve) => {
        const request = httpRequest(`${shop.url}/api/orders`, {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        });
        request.on('response', (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode!, number: (JSON.parse(text) as { number?: string }).number }));
        });
        request.on('error', (error) => resolve({ error: error.message }));
        request.end(orderBody(productId));
      });
    const shopper = async () => {
      while (!signalled) outcomes.push(await placeOrder());
    };
    const burst = Promise.all(Array.from({ length: 16 }, shopper));
    while (outcomes.length < 150) await sleep(5);
    signalled = true;
    shop.child.kill('SIGTERM');
    await burst;
    // Promptly, well within SHUTDOWN_TIMEOUT, and not by its deadline (which exits with code 1).
    expect(await exitWithin(shop, 10_000)).toBeLessThan(10_000);
    expect(shop.child.exitCode).toBe(0);
    agent.destroy();

    const acknowledged = outcomes.flatMap((outcome) => ('status' in outcome && outcome.status === 201 ? [outcome.number!] : []));
    expect(acknowledged.length).toBeGreaterThanOrEqual(150);
    // Refused, never failed: 201, or 503 from a server that is closing.
    const statuses = new Set(outcomes.flatMap((outcome) => ('status' in outcome ? [outcome.status] : [])));
    expect([...statuses].filter((status) => status !== 201 && status !== 503)).toEqual([]);
    const { rows } = await withPgClient(cluster.url, (client) => client.query<{ number: string }>('select number from orders'));
    const stored = new Set(rows.map((row) => row.number));
    expect(acknowledged.filter((number) => !stored.has(number))).toEqual([]);
    expect(stored.size).toBe(acknowledged.length);
    // Closed: new connections are refused.
    await expect(fetch(`${shop.url}/api/health/live`)).rejects.toThrow();
  });

  it('exits anyway with a log line once SHUTDOWN_TIMEOUT has passed with a request unfinished', { timeout: 60_000 }, async () => {
    const { dataDir } = await databaseWithProduct();
    const shop = await startShop(
      { DATA_DIR: dataDir, SHUTDOWN_TIMEOUT: '1', LOG_LEVEL: 'info' },
      { entry: 'src/server/main.ts', timeoutMs: 30_000 },
    );
    running.push(shop);
    // An order whose body never finishes arriving.
    const { port } = new URL(shop.url);
    const socket = connect(Number(port), '127.0.0.1');
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(`POST /api/orders HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":`);
    await sleep(200);

    shop.child.kill('SIGTERM');
    expect(await exitWithin(shop, 8_000)).toBeLessThan(8_000);
    socket.destroy();
    expect(shop.child.exitCode).toBe(1);
    expect(shop.stdout()).toContain('requests still in flight after 1 s (SHUTDOWN_TIMEOUT); exiting anyway');
  });
});
