import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkShop, runDurability, type Ledger } from '../helpers/durability.ts';
import { createPgDatabase, freePort } from '../helpers/shop-process.ts';
import { createTestApp, DATABASE_KINDS } from '../helpers/test-app.ts';
import type { PublicOrder } from '../../src/shared/order.ts';
import { toProductColumns } from '../../src/server/catalogue/wire.ts';

// A short run of the durability harness (tests/helpers/durability.ts): the shop as a child
// process, killed with SIGKILL while it takes orders and uploads, started again, and checked.
// `npm run bench` runs hundreds of cycles (scripts/bench-durability.ts).

describe.each(DATABASE_KINDS)('the shop killed mid-work on %s', (kind) => {
  let database: { url: string; drop(): Promise<void> } | undefined;

  beforeAll(async () => {
    if (kind === 'postgres') database = await createPgDatabase(process.env.TEST_DATABASE_URL!, 'shop_durability');
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('loses no acknowledged order, half-makes no product, keeps its database sound and leaves no orphan media', { timeout: 240_000 }, async () => {
    const report = await runDurability({ cycles: 5, databaseUrl: database?.url, port: await freePort(), killAfterMs: [400, 1500], killAfterFirstOrder: true });

    expect(report.problems).toEqual([]);
    expect(report.cycles).toBe(5);
    expect(report.ordersAcknowledged).toBeGreaterThan(0);
    expect(report.ordersFound).toBe(report.ordersAcknowledged);
    // The two products every order buys from, at least.
    expect(report.products).toBeGreaterThanOrEqual(2);
  });
});

describe('the durability checks', () => {
  it('find an acknowledged order that is missing, a product without images, a named file that is missing, and sweep an orphan', async () => {
    const t = await createTestApp('sqlite');
    try {
      const ring = { ProductName: 'Check Ring', ProductPrice: 900, Category: 'Ring', MetalType: 'Silver', Purity: '925', metalWeight: 2, Colour: 'Silver', Style: 'Everyday' } as const;
      await t.app.catalogue.createProduct(toProductColumns(ring), [{ highKey: 'images/high-quality/gone-aaaaaaaaaaaa.jpg', lowKey: 'images/low-quality/gone-aaaaaaaaaaaa.jpg', width: 10, height: 10, variants: [] }]);
      await t.app.catalogue.createProduct(toProductColumns({ ...ring, ProductName: 'Bare Ring' }), []);
      await t.app.storage.put('images/high-quality/orphan-bbbbbbbbbbbb.jpg', Buffer.from('x'), 'image/jpeg');
      const lost = { number: 'RS-ABCDEFGHJK', lines: [], itemTotal: 900, savings: 0, shipping: 0, orderTotal: 900 } as unknown as PublicOrder;
      const ledger: Ledger = { orders: new Map([[lost.number, lost]]), products: new Map(), deleted: new Set(), unansweredCreates: new Set(), stock: [] };

      const result = await checkShop({ DATA_DIR: t.config.dataDir }, t.app.storage, ledger);

      expect(result.problems.sort()).toEqual([
        'acknowledged order RS-ABCDEFGHJK is missing',
        'media file images/high-quality/gone-aaaaaaaaaaaa.jpg is named by a product but missing',
        'media file images/low-quality/gone-aaaaaaaaaaaa.jpg is named by a product but missing',
        'product Bare Ring has no image records',
      ]);
      expect(result.orphansSwept).toBe(1);
      expect(result.ordersFound).toBe(0);
    } finally {
      await t.close();
    }
  });
});
