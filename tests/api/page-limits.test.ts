import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { webBuild } from '../helpers/web-build.ts';
import { clientKey } from '../../src/server/http/client-key.ts';
import { SIGN_IN_ATTEMPTS_PER_CLIENT } from '../../src/server/auth/routes.ts';

// What one client may ask of the shop: rendered pages count against a budget of their own
// (their loaders' in-process API calls do not count twice), order and search pages have
// smaller ones, and an IPv6 client is its /64. Limits are counted in memory here, SQLite only.

describe('client keys', () => {
  it('are an IPv4 address as it is, and the /64 of an IPv6 one', () => {
    const key = (ip: string) => clientKey({ ip });
    expect(key('203.0.113.5')).toBe('203.0.113.5');
    expect(key('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(key('2401:4900:1c3a:8f2e:1:2:3:4')).toBe(key('2401:4900:1c3a:8f2e:ffff:eeee:dddd:cccc'));
    expect(key('2401:4900:1c3a:8f2e::1')).toBe(key('2401:4900:1C3A:8F2E:0:0:0:2'));
    expect(key('2401:4900:1c3a:8f2e::1')).not.toBe(key('2401:4900:1c3a:8f2f::1'));
  });
});

describe('rate limits of pages and of IPv6 clients', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      DIST_DIR: webBuild(),
      API_RATE_LIMIT: '6',
      PAGE_RATE_LIMIT: '8',
      ORDER_PAGE_RATE_LIMIT: '3',
      SEARCH_PAGE_RATE_LIMIT: '3',
    });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const page = (url: string, remoteAddress: string) => t.app.inject({ url, remoteAddress });
  const statuses = async (urls: string[], remoteAddress: string) => {
    const answers = [];
    for (const url of urls) answers.push((await page(url, remoteAddress)).statusCode);
    return answers;
  };

  it('counts every page a client asks for, whatever it is, and none of its loaders’ API calls', async () => {
    const client = '198.51.100.1';
    // Eight pages, each with API calls of its own: all served, the API budget (6) untouched.
    expect(await statuses(['/', '/home/rings', '/product/Nothing', '/faq', '/no-such-page', '/home/rings?x=1', '/cart', '/'], client)).toEqual([
      200, 200, 404, 200, 404, 200, 200, 200,
    ]);
    const refused = await page('/faq', client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is served; this one's API budget is its own.
    expect((await page('/faq', '198.51.100.2')).statusCode).toBe(200);
    expect((await page('/api/products', client)).statusCode).toBe(200);
  });

  it('gives order and search pages smaller budgets of their own, whatever the path’s case or spelling', async () => {
    const client = '198.51.100.3';
    expect(await statuses(['/order/R-1', '/Order/R-2', '/%6Frder/R-3', '/ORDER/R-4'], client)).toEqual([200, 200, 200, 429]);
    // The other pages still have their own budget.
    expect((await page('/faq', client)).statusCode).toBe(200);
    const searcher = '198.51.100.4';
    expect(await statuses(['/search?q=ring', '/Search?q=rnig', '/search/?q=chain', '/search?q=bangle'], searcher)).toEqual([200, 200, 200, 429]);
    expect((await page('/faq', searcher)).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64, and an IPv4-mapped address as the IPv4 one', async () => {
    const phone = (n: number) => `2401:4900:1c3a:8f2e::${n.toString(16)}`;
    const answers = [];
    for (let n = 1; n <= 7; n += 1) answers.push((await t.app.inject({ url: '/api/products', remoteAddress: phone(n) })).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 200, 429]);
    expect((await t.app.inject({ url: '/api/products', remoteAddress: '2401:4900:1c3a:8f2f::1' })).statusCode).toBe(200);

    for (let n = 0; n < 6; n += 1) expect((await t.app.inject({ url: '/api/products', remoteAddress: '203.0.113.9' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/products', remoteAddress: '::ffff:203.0.113.9' })).statusCode).toBe(429);
  });

  it('counts sign-in attempts of an IPv6 client by its /64', async () => {
    const attempt = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        remoteAddress: `2401:4900:aaaa:bbbb::${n.toString(16)}`,
        payload: { email: `nobody-${n}@rajatsilver.in`, password: 'not-the-password' },
      });
    const answers = [];
    for (let n = 1; n <= SIGN_IN_ATTEMPTS_PER_CLIENT + 1; n += 1) answers.push((await attempt(n)).statusCode);
    // One client's tries a minute, however many addresses of its /64 it uses.
    expect(answers).toEqual([...Array.from({ length: SIGN_IN_ATTEMPTS_PER_CLIENT }, () => 401), 429]);
  });
});
