import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../helpers/test-app.ts';
import { productInput, SHIPPING_TO_CUTTACK } from '../helpers/shop-fixtures.ts';
import { toProductColumns } from '../../src/server/catalogue/wire.ts';
import { FEW_LEFT_BELOW } from '../../src/shared/stock.ts';
import { CART_COOKIE, encodeCartCookie } from '../../src/shared/cart-cookie.ts';
import type { Product } from '../../src/shared/product.ts';

// The catalogue version (migrations 0006 and 0025) changes with everything a public answer
// shows, and not with stock that no public answer shows: an order for a well-stocked piece
// leaves every kept page and answer in place (issue 25, point 1).

const BY_NAME = `/api/products/by-name/${encodeURIComponent('Versioned Anklet')}`;

describe.each(DATABASE_KINDS)('the catalogue version on %s', (kind) => {
  let t: TestApp;
  let id: string;

  const setStock = (stock: number) => t.database.db.updateTable('products').set({ stock }).where('id', '=', id).execute();
  const place = (quantity: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: { ...SHIPPING_TO_CUTTACK, lines: [{ productId: id, size: '2.6', quantity }] },
    });

  beforeAll(async () => {
    t = await createTestApp(kind, { ORDER_RATE_LIMIT: '1000', ORDERS_PER_CONTACT: '1000', ORDERS_PER_CLIENT: '1000' });
    const record = await t.app.catalogue.createProduct(
      toProductColumns(productInput({ ProductName: 'Versioned Anklet', ProductPrice: 1800, metalWeight: 4, Stock: 20 })),
      [],
      new Date(),
    );
    id = record.id;
  });
  afterAll(() => t.close());

  it('stays when stock moves above the few-left line, and changes when the level or a shown count moves', async () => {
    await setStock(20);
    const before = await t.app.catalogueVersion();
    await setStock(12);
    await setStock(FEW_LEFT_BELOW);
    expect(await t.app.catalogueVersion()).toBe(before);

    for (const stock of [FEW_LEFT_BELOW - 1, FEW_LEFT_BELOW - 2, 0, 5]) {
      const version = await t.app.catalogueVersion();
      await setStock(stock);
      expect(await t.app.catalogueVersion(), `stock ${stock}`).not.toBe(version);
    }
  });

  it('changes with any other column, and not with a write that changes nothing', async () => {
    let version = await t.app.catalogueVersion();
    await t.database.db.updateTable('products').set((eb) => ({ updated_at: eb.ref('updated_at') })).where('id', '=', id).execute();
    expect(await t.app.catalogueVersion()).toBe(version);
    await t.database.db.updateTable('products').set({ colour: 'Oxidised' }).where('id', '=', id).execute();
    expect(await t.app.catalogueVersion()).not.toBe(version);
    version = await t.app.catalogueVersion();
    await t.database.db.updateTable('products').set({ colour: 'Oxidised', stock: 15 }).where('id', '=', id).execute();
    expect(await t.app.catalogueVersion()).toBe(version);
    await t.database.db.updateTable('products').set({ description: 'Heavier than it looks.', stock: 16 }).where('id', '=', id).execute();
    expect(await t.app.catalogueVersion()).not.toBe(version);
  });

  if (kind === 'sqlite') {
    it("names every products column but stock in SQLite's update trigger", async () => {
      const { rows: columns } = await sql<{ name: string }>`select name from pragma_table_info('products')`.execute(t.database.db);
      const { rows } = await sql<{ sql: string }>`select sql from sqlite_master where name = 'products_catalogue_version_update'`.execute(
        t.database.db,
      );
      const trigger = rows[0]!.sql;
      const missing = columns.map((column) => column.name).filter((name) => name !== 'stock' && !trigger.includes(`old."${name}" is not new."${name}"`));
      expect(missing).toEqual([]);
    });
  }

  it('keeps every kept answer through an order that leaves the piece in stock', async () => {
    await setStock(20);
    const urls = ['/api/products?limit=4', BY_NAME, '/api/search?q=anklet'];
    for (const url of urls) expect((await t.app.inject(url)).statusCode, url).toBe(200);
    const produced = t.app.responseCache.stats().produced;

    expect((await place(2)).statusCode).toBe(201);
    for (const url of urls) expect((await t.app.inject(url)).statusCode, url).toBe(200);
    expect(t.app.responseCache.stats().produced).toBe(produced);

    // The last pieces: the level changes, and so do the answers.
    await setStock(FEW_LEFT_BELOW);
    expect((await place(1)).statusCode).toBe(201);
    const shown = (await t.app.inject(BY_NAME)).json<Product>();
    expect(shown).toMatchObject({ StockLevel: 'few_left', Stock: FEW_LEFT_BELOW - 1 });
    expect(t.app.responseCache.stats().produced).toBeGreaterThan(produced);
  });

  it("gives the cart check the exact count of a cart's line as it is now, at every count", async () => {
    await setStock(6);
    const cookie = `${CART_COOKIE}=${encodeCartCookie([{ id, size: '2.6', quantity: 3 }])}`;
    const check = async () => (await t.app.inject({ url: `/api/products/by-ids?ids=${id}`, headers: { cookie } })).json<{ products: Product[] }>().products[0];
    expect(await check()).not.toHaveProperty('Stock');
    await setStock(4);
    expect(await check()).not.toHaveProperty('Stock');
    await setStock(3);
    expect(await check()).toMatchObject({ StockLevel: 'in_stock', Stock: 3 });
  });
});
