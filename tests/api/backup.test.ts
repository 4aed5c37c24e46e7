import { randomUUID } from 'node:crypto';
import { chmod, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import type { PublicOrder } from '../../src/shared/order.ts';
import { integrityProblems } from '../helpers/durability.ts';
import { createPgDatabase, runNodeScript } from '../helpers/shop-process.ts';
import { DATABASE_KINDS } from '../helpers/test-app.ts';
import { toProductColumns } from '../../src/server/catalogue/wire.ts';

// npm run backup while the shop takes orders, and npm run restore: into a new database, and
// onto the running shop's own (refused without --force).

const SHIPPING = {
  name: 'Kavya Reddy',
  email: 'kavya@example.in',
  phone: '99887 76655',
  address: '3-4-5, Banjara Hills Road 12',
  city: 'Hyderabad',
  state: 'Telangana',
  zip: '500034',
};

describe.each(DATABASE_KINDS)('backup and restore on %s', (kind) => {
  const made: Array<() => Promise<unknown>> = [];
  let env: Record<string, string>;
  let app: FastifyInstance;
  let productId: string;

  /** A fresh place for a shop's data: a data directory, and on PostgreSQL a database of its own. */
  async function newShopEnv(): Promise<Record<string, string>> {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-backup-'));
    made.push(() => rm(dataDir, { recursive: true, force: true }));
    if (kind === 'sqlite') return { DATA_DIR: dataDir };
    const database = await createPgDatabase(process.env.TEST_DATABASE_URL!, 'shop_backup');
    made.push(() => database.drop());
    return { DATA_DIR: dataDir, DATABASE_URL: database.url };
  }

  const placeOrder = async (): Promise<PublicOrder> => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: { ...SHIPPING, lines: [{ productId, size: '2.6', quantity: 2 }] },
    });
    if (response.statusCode !== 201) throw new Error(`an order answered ${response.statusCode}`);
    return response.json<PublicOrder>();
  };

  beforeAll(async () => {
    env = await newShopEnv();
    app = await buildApp(loadConfig({ ...env, SEED_DEMO: 'false', LOG_LEVEL: 'silent', ORDER_RATE_LIMIT: '100000', ORDERS_PER_CONTACT: '100000', ORDERS_PER_CLIENT: '100000' }), { logger: false });
    await app.ready();
    const product = await app.catalogue.createProduct(
      toProductColumns({ ProductName: 'Backup Anklet', ProductPrice: 1499, Stock: 100_000, Category: 'Bracelet', MetalType: 'Silver', Purity: '925', metalWeight: 6, Colour: 'Silver', Style: 'Everyday' }),
      [],
    );
    productId = product.id;
  });
  afterAll(async () => {
    await app.close();
    for (const cleanUp of made.reverse()) await cleanUp();
  });

  it('takes a consistent copy while orders are placed; it restores with every order acknowledged before it began, and passes the integrity check', { timeout: 120_000 }, async () => {
    const acknowledged: PublicOrder[] = [];
    let placing = true;
    const shoppers = Array.from({ length: 2 }, async () => {
      while (placing) acknowledged.push(await placeOrder());
    });
    while (acknowledged.length < 10) await sleep(10);

    const beforeBackup = [...acknowledged];
    const backupsDir = path.join(env.DATA_DIR!, 'backups');
    const backup = await runNodeScript('src/server/cli/backup.ts', ['--to', backupsDir], env);
    const duringBackup = acknowledged.length - beforeBackup.length;
    placing = false;
    await Promise.all(shoppers);

    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    // Orders went on being placed while the backup ran.
    expect(duringBackup).toBeGreaterThan(0);
    const file = /^backup: wrote (\S+) /.exec(backup.stdout)?.[1];
    expect(file).toMatch(kind === 'sqlite' ? /shop-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.db$/ : /shop-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.dump$/);

    const restoredEnv = await newShopEnv();
    const restore = await runNodeScript('src/server/cli/restore.ts', [file!], restoredEnv);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);

    const restored = await openDatabase({ dataDir: restoredEnv.DATA_DIR!, databaseUrl: restoredEnv.DATABASE_URL });
    try {
      expect(await integrityProblems(restored.db, restored.kind)).toEqual([]);
      const orders = await restored.db.selectFrom('orders').select(['id', 'number', 'order_total_paise']).execute();
      const lines = await restored.db.selectFrom('order_lines').select(['order_id', 'quantity']).execute();
      const byNumber = new Map(orders.map((order) => [order.number, order]));
      for (const order of beforeBackup) {
        const stored = byNumber.get(order.number);
        expect(stored, order.number).toBeDefined();
        expect(stored!.order_total_paise).toBe(Math.round(order.orderTotal * 100));
        expect(lines.filter((line) => line.order_id === stored!.id).map((line) => line.quantity)).toEqual([2]);
      }
      expect(orders.length).toBeLessThanOrEqual(acknowledged.length);
    } finally {
      await restored.close();
    }
  });

  it("refuses to restore onto the running shop's database without --force; with it, the running shop serves the restored data", { timeout: 120_000 }, async () => {
    const backup = await runNodeScript('src/server/cli/backup.ts', ['--to', path.join(env.DATA_DIR!, 'backups-2')], env);
    expect(backup.code).toBe(0);
    const file = /^backup: wrote (\S+) /.exec(backup.stdout)![1]!;
    const later = await placeOrder();

    const refused = await runNodeScript('src/server/cli/restore.ts', [file], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(kind === 'sqlite' ? /the shop is running on .*shop\.db: stop it first, or give --force/ : /other sessions are connected .* give --force/);
    expect((await app.inject(`/api/orders/${later.number}`)).statusCode).toBe(200);

    const forced = await runNodeScript('src/server/cli/restore.ts', [file, '--force'], env);
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
    // The order placed after the backup is gone; the shop goes on taking orders.
    expect((await app.inject(`/api/orders/${later.number}`)).statusCode).toBe(404);
    const next = await placeOrder();
    expect((await app.inject(`/api/orders/${next.number}`)).statusCode).toBe(200);
  });

  it('writes the backup readable by its owner alone (0600), in a folder only its owner may open (0700)', { timeout: 120_000 }, async () => {
    const backupsDir = path.join(env.DATA_DIR!, 'backups');
    // A folder an older version made open to all is closed too.
    await mkdir(backupsDir, { recursive: true, mode: 0o755 });
    await chmod(backupsDir, 0o755);
    const backup = await runNodeScript('src/server/cli/backup.ts', [], env);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const file = /^backup: wrote (\S+) /.exec(backup.stdout)![1]!;
    expect(path.dirname(file)).toBe(backupsDir);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(backupsDir)).mode & 0o777).toBe(0o700);

    const newDir = path.join(env.DATA_DIR!, 'offsite', 'nightly');
    const elsewhere = await runNodeScript('src/server/cli/backup.ts', ['--to', newDir], env);
    expect(elsewhere.code).toBe(0);
    expect((await stat(newDir)).mode & 0o777).toBe(0o700);
    expect((await stat(/^backup: wrote (\S+) /.exec(elsewhere.stdout)![1]!)).mode & 0o777).toBe(0o600);
  });

  it('refuses a file that is not a backup of the shop', async () => {
    const restore = await runNodeScript('src/server/cli/restore.ts', [path.resolve('package.json')], await newShopEnv());
    expect(restore.code).toBe(1);
    expect(restore.stderr).toMatch(/^restore: /);
  });
});
