import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase, type ShopDatabase } from '../../src/server/db/database.ts';
import { toProductColumns } from '../../src/server/catalogue/wire.ts';
import { productInput, SHIPPING_TO_CUTTACK } from '../helpers/shop-fixtures.ts';

// What the request log shows. The log does not depend on the database: SQLite only.

describe('the request log', () => {
  let dataDir: string;
  let database: ShopDatabase;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'shop-log-test-'));
    database = await openDatabase({ dataDir });
    const config = loadConfig({ DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'no-web-build'), SEED_DEMO: 'false', LOG_LEVEL: 'info' });
    app = await buildApp(config, { database, logStream: { write: (line: string) => void lines.push(line) } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('never holds an order’s number, the shopper’s secret link', async () => {
    const product = await app.catalogue.createProduct(
      toProductColumns(productInput({ ProductName: 'Lotus Ring', ProductPrice: 1299, Stock: 100_000, metalWeight: 3 })),
      [],
    );
    const placed = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: { ...SHIPPING_TO_CUTTACK, lines: [{ productId: product.id, size: '2.6', quantity: 1 }] },
    });
    expect(placed.statusCode).toBe(201);
    const { number, documentsKey } = placed.json<{ number: string; documentsKey: string }>();
    expect((await app.inject(`/api/orders/${number}`)).statusCode).toBe(200);
    await app.inject(`/api/orders/${number.toLowerCase()}?x=1`);
    await app.inject(`/order/${number}`);
    // Nor the key to its invoice (decision 030): an order's address goes without its query.
    expect((await app.inject(`/api/orders/${number}/invoice.pdf?key=${documentsKey}`)).statusCode).toBe(200);
    await app.inject(`/order/${number}?key=${documentsKey}`);

    const urls = lines.map((line) => JSON.parse(line) as { req?: { url: string } }).flatMap((entry) => (entry.req ? [entry.req.url] : []));
    expect(urls).toEqual(['/api/orders', '/api/orders/{number}', '/api/orders/{number}', '/order/{number}', '/api/orders/{number}/invoice.pdf', '/order/{number}']);
    expect(lines.join('\n')).not.toContain(number.slice(3));
    expect(lines.join('\n')).not.toContain(documentsKey.split('.')[1]);
  });
});
