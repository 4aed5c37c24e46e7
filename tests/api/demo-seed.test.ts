import { describe, expect, it } from 'vitest';
import { claimDemoSeed, releaseDemoSeed, seedDemoOnFirstStart } from '../../src/server/demo/demo-seed.ts';
import { DATABASE_KINDS } from '../helpers/test-app.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

describe.each(DATABASE_KINDS)('the first-start demo catalogue on %s', (kind) => {
  const t = useTestApp(kind);

  it('is claimed by exactly one of several processes starting together', async () => {
    const claims = await Promise.all(Array.from({ length: 12 }, () => claimDemoSeed(t.database.db)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimDemoSeed(t.database.db)).toBe(false);
  });

  it('is not loaded by a process that finds it claimed', async () => {
    const { db } = t.database;
    await seedDemoOnFirstStart({ db, catalogue: t.app.catalogue, storage: t.app.storage, log: { info: () => {}, warn: () => {} } });
    const products = await db.selectFrom('products').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(products.n)).toBe(0);
  });

  it('can be claimed again once released (a load that failed)', async () => {
    await releaseDemoSeed(t.database.db);
    expect(await claimDemoSeed(t.database.db)).toBe(true);
  });
});
