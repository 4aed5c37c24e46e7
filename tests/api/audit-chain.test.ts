import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, withPgClient, type TestApp } from '../helpers/test-app.ts';
import { createPgDatabase, runNodeScript } from '../helpers/shop-process.ts';
import { AUDIT_RETENTION_MS, recordAudit, sweepAudit } from '../../src/server/audit/audit-log.ts';
import { chainHash, checkAuditChain, GENESIS_HASH } from '../../src/server/audit/audit-chain.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { migrateToLatest, shopMigrator } from '../../src/server/db/migrate.ts';

// The audit trail as a hash chain (issue 42, point 17; decision 041): each row's hash is SHA-256
// over the row before it's hash and its own content; a row changed, removed or moved is found,
// on either database, by the check and by `npm run audit-trail:check`.

const DAY = 24 * 60 * 60_000;

/** Another process of the shop writing `count` rows to the test's database, one after another; resolves once it is under way. */
function writerProcess(t: TestApp, count: number): Promise<{ done: Promise<number> }> {
  const module = (file: string) => JSON.stringify(pathToFileURL(path.resolve(file)).href);
  const code = `
    const { openDatabase } = await import(${module('src/server/db/database.ts')});
    const { recordAudit } = await import(${module('src/server/audit/audit-log.ts')});
    const database = await openDatabase({ dataDir: process.env.DATA_DIR, databaseUrl: process.env.DATABASE_URL || undefined, pgSchema: process.env.PG_SCHEMA || undefined });
    process.stdout.write('started\\n');
    for (let i = 0; i < ${count}; i += 1) await recordAudit(database.db, { event: 'sign-in', actor: 'other-process-' + i + '@rajatsilver.in' });
    await database.close();`;
  const env = { ...process.env, DATA_DIR: t.config.dataDir, DATABASE_URL: t.database.kind === 'postgres' ? process.env.TEST_DATABASE_URL! : '', PG_SCHEMA: t.database.schema ?? '' };
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const done = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  return new Promise((resolve) => {
    child.stdout.on('data', () => resolve({ done }));
    void done.then(() => resolve({ done }));
  });
}

describe.each(DATABASE_KINDS)('the audit chain on %s', (kind) => {
  let t: TestApp;
  const rows = () => t.database.db.selectFrom('audit_log').selectAll().orderBy('id').execute();

  /** Every row there is swept (a sweep two years on), then five new ones written: their ids. */
  async function freshChain(): Promise<number[]> {
    await sweepAudit(t.database.db, new Date(Date.now() + 2 * AUDIT_RETENTION_MS));
    for (const subject of ['RS-A', 'RS-B', 'RS-C', 'RS-D', 'RS-E']) {
      await recordAudit(t.database.db, { event: 'order-status', actor: 'chain@rajatsilver.in', clientIp: '10.0.0.1', subject, details: `paid ${subject}` });
    }
    return (await rows()).map((row) => Number(row.id));
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('chains each row to the one before it, from 64 zeros: the check finds it whole', async () => {
    await recordAudit(t.database.db, { event: 'sign-in', actor: 'first@rajatsilver.in', clientIp: '10.0.0.1', details: 'with the password' });
    await recordAudit(t.database.db, { event: 'csv-export', actor: 'first@rajatsilver.in', subject: 'orders', details: 'a text ✓ in ଓଡ଼ିଆ'.repeat(100) });
    const [first, second] = await rows();
    expect(first).toMatchObject({ prev_hash: GENESIS_HASH, hash: chainHash(GENESIS_HASH, first!) });
    expect(second).toMatchObject({ prev_hash: first!.hash, hash: chainHash(first!.hash!, second!) });
    expect(await checkAuditChain(t.database.db)).toEqual({ whole: true, rows: 2, lastId: Number(second!.id), head: second!.hash });
  });

  it("finds a row whose content was changed, naming it", async () => {
    const ids = await freshChain();
    await t.database.db.updateTable('audit_log').set({ details: 'cancelled' }).where('id', '=', ids[2]!).execute();
    expect(await checkAuditChain(t.database.db)).toEqual({ whole: false, rows: 2, brokenId: ids[2], reason: 'changed' });
  });

  it('finds a row removed: the row after it no longer follows', async () => {
    const ids = await freshChain();
    await t.database.db.deleteFrom('audit_log').where('id', '=', ids[1]!).execute();
    expect(await checkAuditChain(t.database.db)).toEqual({ whole: false, rows: 1, brokenId: ids[2], reason: 'moved' });
  });

  it('finds rows put in another order', async () => {
    const ids = await freshChain();
    const [third, fourth] = (await rows()).slice(2, 4);
    const { id: _third, ...thirdColumns } = third!;
    const { id: _fourth, ...fourthColumns } = fourth!;
    await t.database.db.updateTable('audit_log').set(fourthColumns).where('id', '=', ids[2]!).execute();
    await t.database.db.updateTable('audit_log').set(thirdColumns).where('id', '=', ids[3]!).execute();
    expect(await checkAuditChain(t.database.db)).toEqual({ whole: false, rows: 2, brokenId: ids[2], reason: 'moved' });
  });

  it('finds the oldest rows removed other than by the sweep; the sweep itself keeps the chain whole', async () => {
    const ids = await freshChain();
    expect(await checkAuditChain(t.database.db)).toMatchObject({ whole: true, rows: 5 });
    await t.database.db.deleteFrom('audit_log').where('id', '=', ids[0]!).execute();
    expect(await checkAuditChain(t.database.db)).toEqual({ whole: false, rows: 0, brokenId: ids[1], reason: 'moved' });

    await freshChain();
    const now = new Date();
    await sql`update audit_log set at = ${new Date(now.getTime() - 400 * DAY).toISOString()} where subject in ('RS-A', 'RS-B')`.execute(t.database.db);
    // Rehashed as if written then: the chain is whole before the sweep.
    let previous = (await rows())[0]!.prev_hash!;
    for (const row of await rows()) {
      const hash = chainHash(previous, row);
      await t.database.db.updateTable('audit_log').set({ prev_hash: previous, hash }).where('id', '=', row.id).execute();
      previous = hash;
    }
    expect(await checkAuditChain(t.database.db)).toMatchObject({ whole: true, rows: 5 });
    expect(await sweepAudit(t.database.db, now)).toBe(2);
    expect((await rows()).map((row) => row.subject)).toEqual(['RS-C', 'RS-D', 'RS-E']);
    expect(await checkAuditChain(t.database.db)).toMatchObject({ whole: true, rows: 3 });
    await recordAudit(t.database.db, { event: 'sign-in', actor: 'after@rajatsilver.in' });
    expect(await checkAuditChain(t.database.db)).toMatchObject({ whole: true, rows: 4 });
  });

  it('rows written at once by two processes (and by many requests of one) form one chain', async () => {
    await freshChain();
    const other = await writerProcess(t, 40);
    for (let batch = 0; batch < 4; batch += 1) {
      await Promise.all(Array.from({ length: 10 }, (_, i) => recordAudit(t.database.db, { event: 'sign-in', actor: `this-process-${batch}-${i}@rajatsilver.in` })));
    }
    expect(await other.done).toBe(0);
    expect(await checkAuditChain(t.database.db)).toMatchObject({ whole: true, rows: 85 });
  });
});

describe.each(DATABASE_KINDS)('migration 0028 on %s', (kind) => {
  it('chains the rows already in the trail, oldest first', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-audit-chain-'));
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const url = process.env.TEST_DATABASE_URL;
    if (kind === 'postgres') await withPgClient(url!, (client) => client.query(`create schema "${schema}"`));
    const database = kind === 'postgres' ? await openDatabase({ databaseUrl: url, dataDir, pgSchema: schema }) : await openDatabase({ dataDir });
    try {
      const { error } = await shopMigrator(database.db, database.schema).migrateTo('0025-stock-outside-the-catalogue-version');
      expect(error).toBeUndefined();
      const before = ['2026-01-02T10:00:00.000Z', '2026-03-04T11:00:00.000Z', '2026-05-06T12:00:00.000Z'];
      for (const at of before) {
        await sql`insert into audit_log (at, event, actor, client_ip, subject, details) values (${at}, 'sign-in', 'old@rajatsilver.in', null, null, 'with the password')`.execute(database.db);
      }
      await migrateToLatest(database.db, database.schema);
      expect(await checkAuditChain(database.db)).toMatchObject({ whole: true, rows: 3 });
      await recordAudit(database.db, { event: 'sign-in', actor: 'new@rajatsilver.in' });
      expect(await checkAuditChain(database.db)).toMatchObject({ whole: true, rows: 4 });
    } finally {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(DATABASE_KINDS)('npm run audit-trail:check on %s', (kind) => {
  const cleanUp: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const step of cleanUp.reverse()) await step();
  });

  it('says the chain is whole (exit 0), or names the first broken row (exit 1)', { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-audit-check-'));
    cleanUp.push(() => rm(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (kind === 'postgres') {
      const own = await createPgDatabase(process.env.TEST_DATABASE_URL!, 'shop_audit');
      cleanUp.push(() => own.drop());
      env.DATABASE_URL = own.url;
    }
    const check = () => runNodeScript('src/server/cli/audit-trail-check.ts', [], env);
    expect(await check()).toEqual({ code: 0, stdout: 'audit-trail:check: the chain is whole (no rows)\n', stderr: '' });

    const database = await openDatabase({ dataDir, databaseUrl: env.DATABASE_URL });
    cleanUp.push(() => database.close());
    for (const actor of ['a@rajatsilver.in', 'b@rajatsilver.in', 'c@rajatsilver.in']) await recordAudit(database.db, { event: 'sign-in', actor });
    const written = await database.db.selectFrom('audit_log').select(['id', 'hash']).orderBy('id').execute();
    expect(await check()).toEqual({
      code: 0,
      stdout: `audit-trail:check: the chain is whole: 3 rows, the newest row ${written[2]!.id} with hash ${written[2]!.hash}\n`,
      stderr: '',
    });

    await database.db.updateTable('audit_log').set({ actor: 'someone-else@rajatsilver.in' }).where('id', '=', written[1]!.id).execute();
    expect(await check()).toEqual({
      code: 1,
      stdout: '',
      stderr: `audit-trail:check: the chain is broken at row ${written[1]!.id}: its content is not what was hashed: it was changed; rows before it found whole: 1\n`,
    });
  });
});
