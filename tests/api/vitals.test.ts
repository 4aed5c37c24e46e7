import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, DATABASE_KINDS, signInAsOperator, type TestApp } from '../helpers/test-app.ts';
import { vitalsRepository } from '../../src/server/vitals/repository.ts';
import { VITALS_REPORTS_PER_CLIENT, VITALS_REPORTS_PER_CLIENT_PER_DAY } from '../../src/server/vitals/routes.ts';

const DAY = 24 * 60 * 60 * 1000;
/** The API alone: no web build, whatever state dist/ is in. */
const API_ONLY = { DIST_DIR: path.join(tmpdir(), 'shop-test-no-web-build') };

describe.each(DATABASE_KINDS)('web-vitals API on %s', (kind) => {
  let t: TestApp;
  let clients = 0;
  /** Each test reports from an address of its own, so that the rate limit counts it alone. */
  const newClient = () => `10.0.${Math.floor(++clients / 250)}.${clients % 250}`;
  const report = (payload: unknown, options: { client?: string; headers?: Record<string, string> } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/vitals',
      payload: payload as object,
      remoteAddress: options.client ?? newClient(),
      headers: options.headers ?? {},
    });
  const rows = () => t.database.db.selectFrom('web_vitals').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp(kind, API_ONLY);
    // Older than the 30 days kept: the first report after start deletes it.
    await vitalsRepository(t.database.db).record('/cart', [{ name: 'LCP', value: 9999 }], new Date(Date.now() - 31 * DAY));
  });
  afterAll(() => t.close());

  it('stores a report as a sendBeacon sends it (same Origin) under the route pattern, answers 204 and clears rows older than 30 days', async () => {
    const response = await report(
      {
        path: '/product/Silver%20Ring',
        metrics: [
          { name: 'LCP', value: 1234.5 },
          { name: 'CLS', value: 0.0312 },
          { name: 'INP', value: 88 },
          { name: 'TTFB', value: 301.2 },
        ],
      },
      { headers: { host: 'localhost:4342', origin: 'http://localhost:4342', 'content-type': 'application/json' } },
    );
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const stored = await rows();
    expect(stored.map((row) => [row.route, row.metric, Number(row.value)])).toEqual([
      ['/product/:name', 'LCP', 1234.5],
      ['/product/:name', 'CLS', 0.0312],
      ['/product/:name', 'INP', 88],
      ['/product/:name', 'TTFB', 301.2],
    ]);
    expect(Date.now() - Date.parse(stored[0]!.created_at)).toBeLessThan(60_000);
  });

  it('files unknown paths under other', async () => {
    expect((await report({ path: '/wp-admin/setup.php', metrics: [{ name: 'TTFB', value: 10 }] })).statusCode).toBe(204);
    expect((await rows()).at(-1)).toMatchObject({ route: 'other', metric: 'TTFB' });
  });

  it('refuses a report from another site', async () => {
    const response = await report({ path: '/', metrics: [{ name: 'LCP', value: 1 }] }, { headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(403);
  });

  it.each([
    ['an unknown metric', { path: '/', metrics: [{ name: 'FID', value: 10 }] }],
    ['a value that is not a number (NaN arrives as null)', { path: '/', metrics: [{ name: 'LCP', value: null }] }],
    ['a value given as text', { path: '/', metrics: [{ name: 'LCP', value: 'NaN' }] }],
    ['a huge value', { path: '/', metrics: [{ name: 'LCP', value: 1e12 }] }],
    ['a CLS beyond any page', { path: '/', metrics: [{ name: 'CLS', value: 1000 }] }],
    ['a negative value', { path: '/', metrics: [{ name: 'INP', value: -1 }] }],
    [
      'too many metrics',
      {
        path: '/',
        metrics: ['LCP', 'INP', 'CLS', 'TTFB', 'LCP'].map((name) => ({ name, value: 1 })),
      },
    ],
    ['the same metric twice', { path: '/', metrics: [{ name: 'LCP', value: 1 }, { name: 'LCP', value: 2 }] }],
    ['no metrics', { path: '/', metrics: [] }],
    ['an extra field', { path: '/', metrics: [{ name: 'LCP', value: 1 }], userAgent: 'x' }],
    ['an extra field in a metric', { path: '/', metrics: [{ name: 'LCP', value: 1, rating: 'good' }] }],
    ['a path without a leading slash', { path: 'cart', metrics: [{ name: 'LCP', value: 1 }] }],
    ['an over-long path', { path: `/${'a'.repeat(600)}`, metrics: [{ name: 'LCP', value: 1 }] }],
    ['no path', { metrics: [{ name: 'LCP', value: 1 }] }],
    ['not an object', [1, 2, 3]],
  ])('refuses %s with a 400 and stores nothing', async (_label, payload) => {
    const before = (await rows()).length;
    const response = await report(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request' });
    expect(await rows()).toHaveLength(before);
  });

  it('refuses a body larger than a report needs', async () => {
    const response = await report({ path: '/', metrics: [{ name: 'LCP', value: 1 }], pad: 'x'.repeat(8000) });
    expect(response.statusCode).toBe(413);
  });

  it(`answers 429 after ${VITALS_REPORTS_PER_CLIENT} reports a minute from one address, and not to another address`, async () => {
    const client = newClient();
    const body = { path: '/cart', metrics: [{ name: 'TTFB', value: 120 }] };
    for (let i = 0; i < VITALS_REPORTS_PER_CLIENT; i++) {
      expect((await report(body, { client })).statusCode).toBe(204);
    }
    const limited = await report(body, { client });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await report(body)).statusCode).toBe(204);
  });

  it(`answers 429 after ${VITALS_REPORTS_PER_CLIENT_PER_DAY} reports a day from one address, however slowly they come, until the day is over`, async () => {
    // The rate limits' clock, moved on a minute past each minute's allowance.
    const realNow = Date.now.bind(Date);
    let later = 0;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + later);
    try {
      const client = newClient();
      const body = { path: '/product/Ring', metrics: [{ name: 'LCP', value: 900 }] };
      const before = (await rows()).length;
      for (let sent = 0; sent < VITALS_REPORTS_PER_CLIENT_PER_DAY; sent++) {
        if (sent > 0 && sent % VITALS_REPORTS_PER_CLIENT === 0) later += 61_000;
        expect((await report(body, { client })).statusCode).toBe(204);
      }
      later += 61_000;
      const limited = await report(body, { client });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ error: 'rate_limited' });
      expect((await rows()).length).toBe(before + VITALS_REPORTS_PER_CLIENT_PER_DAY);
      // Another address is not held back; the same one is heard again the next day.
      expect((await report(body)).statusCode).toBe(204);
      later += DAY;
      expect((await report(body, { client })).statusCode).toBe(204);
    } finally {
      clock.mockRestore();
    }
  });

  it('keeps the summary for operators: 401 to anonymous callers', async () => {
    const response = await t.app.inject('/api/vitals/summary');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'unauthenticated' });
  });

  it('gives each route and metric its nearest-rank 75th percentile and count over the last 7 days', async () => {
    await t.database.db.deleteFrom('web_vitals').execute();
    const repo = vitalsRepository(t.database.db);
    const now = Date.now();
    // Eight LCP values on product pages, stored out of order: rank ceil(0.75 * 8) = 6 is 6000.
    for (const value of [8000, 1000, 7000, 2000, 6000, 3000, 5000, 4000]) {
      await repo.record('/product/:name', [{ name: 'LCP', value }], new Date(now - 60_000));
    }
    // Five CLS values: rank ceil(3.75) = 4 is 0.4.
    for (const value of [0.5, 0.1, 0.4, 0.2, 0.3]) await repo.record('/product/:name', [{ name: 'CLS', value }]);
    // One INP value on the home page is its own percentile.
    await repo.record('/', [{ name: 'INP', value: 240 }]);
    // Older than 7 days: left out of the summary.
    await repo.record('/product/:name', [{ name: 'LCP', value: 99_000 }], new Date(now - 8 * DAY));
    await repo.record('/checkout', [{ name: 'TTFB', value: 5000 }], new Date(now - 7 * DAY - 60_000));
    // And one through the API, ranked with the rest.
    expect((await report({ path: '/', metrics: [{ name: 'TTFB', value: 512.5 }] })).statusCode).toBe(204);

    const cookie = await signInAsOperator(t);
    const response = await t.app.inject({ url: '/api/vitals/summary', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      days: 7,
      routes: [
        {
          route: '/product/:name',
          metrics: { LCP: { p75: 6000, count: 8 }, CLS: { p75: 0.4, count: 5 } },
        },
        { route: '/', metrics: { INP: { p75: 240, count: 1 }, TTFB: { p75: 512.5, count: 1 } } },
      ],
    });
  });

  it('deletes rows older than a cutoff', async () => {
    const repo = vitalsRepository(t.database.db);
    const before = (await rows()).length;
    expect(await repo.deleteOlderThan(new Date(Date.now() - 30 * DAY))).toBe(0);
    expect(await repo.deleteOlderThan(new Date(Date.now() - 7 * DAY))).toBe(2);
    expect(await rows()).toHaveLength(before - 2);
  });
});
