import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueRepository } from '../../src/server/catalogue/repository.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { startPgCluster, type PgCluster } from '../helpers/pg-cluster.ts';
import { startShop, type ShopProcess } from '../helpers/shop-process.ts';
import { toProductColumns } from '../../src/server/catalogue/wire.ts';

// PostgreSQL restarted under a running shop: a server of the test's own (never the machine's
// shared one) is stopped and started again while the shop process runs. Meanwhile the shop
// answers 503 and says so on /api/health; it does not crash, and it serves again by itself.
describe('PostgreSQL stopped and started under a running shop', () => {
  let cluster: PgCluster;
  let shop: ShopProcess;
  let productId: string;

  beforeAll(async () => {
    cluster = await startPgCluster();
    shop = await startShop({ DATABASE_URL: cluster.url, LOG_LEVEL: 'info' }, { entry: 'src/server/main.ts', timeoutMs: 30_000 });
    const database = await openDatabase({ databaseUrl: cluster.url, dataDir: '/nonexistent' });
    try {
      const product = await catalogueRepository(database.db).createProduct(
        toProductColumns({ ProductName: 'Outage Jhumka', ProductPrice: 1450, Stock: 100_000, Category: 'Earring', MetalType: 'Silver', Purity: '925', metalWeight: 6.5, Colour: 'Silver', Style: 'Everyday' }),
        [],
      );
      productId = product.id;
    } finally {
      await database.close();
    }
  }, 120_000);

  afterAll(async () => {
    await shop?.stop();
    await cluster?.destroy();
  });

  const placeOrder = () =>
    fetch(`${shop.url}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        name: 'Outage Shopper',
        email: 'outage@example.in',
        phone: '98765 43210',
        address: '4, Restart Lane',
        city: 'Cuttack',
        state: 'Odisha',
        zip: '753001',
        lines: [{ productId, size: '', quantity: 1 }],
      }),
    });
  const health = async () => {
    const response = await fetch(`${shop.url}/api/health`);
    return { status: response.status, body: (await response.json()) as { db: string } };
  };

  it('answers 503 while the database is down, stays up, and recovers by itself', async () => {
    // Connections in the pool, idle when the server goes away.
    expect((await fetch(`${shop.url}/api/products`)).status).toBe(200);
    expect((await placeOrder()).status).toBe(201);

    await cluster.stop();

    const listing = await fetch(`${shop.url}/api/products?limit=5`);
    expect(listing.status).toBe(503);
    expect(listing.headers.get('retry-after')).toBe('5');
    expect(await listing.json()).toEqual({
      error: 'unavailable',
      code: 'unavailable',
      params: {},
      message: 'The shop cannot reach its database just now. Please try again in a moment.',
    });
    const order = await placeOrder();
    expect(order.status).toBe(503);
    expect(((await order.json()) as { error: string }).error).toBe('unavailable');
    expect((await fetch(`${shop.url}/api/products/by-ids?ids=${productId}`)).status).toBe(503);
    expect((await fetch(`${shop.url}/api/search?q=jhumka`)).status).toBe(503);
    const signIn = await fetch(`${shop.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'operator@rajatsilver.in', password: 'not-while-it-is-down' }),
    });
    expect(signIn.status).toBe(503);
    expect(await health()).toEqual({ status: 503, body: { status: 'unavailable', db: 'down', storage: 'ok' } });
    // The process is alive and said why.
    expect((await fetch(`${shop.url}/api/health/live`)).status).toBe(200);
    expect(shop.child.exitCode).toBeNull();
    expect(shop.stdout()).toContain('database connection lost');

    await cluster.start();

    let recovered = await health();
    for (let attempt = 0; attempt < 40 && recovered.status !== 200; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      recovered = await health();
    }
    expect(recovered).toEqual({ status: 200, body: { status: 'ok', db: 'ok', storage: 'ok' } });
    expect((await fetch(`${shop.url}/api/products`)).status).toBe(200);
    expect((await placeOrder()).status).toBe(201);
    expect(shop.child.exitCode).toBeNull();
    expect(shop.stderr()).toBe('');
  }, 60_000);
});
