import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Redis } from 'ioredis';
import { connectRateLimitRedis } from '../../src/server/http/rate-limit-store.ts';
import { createTestApp, signInAsOperator, type TestApp } from '../helpers/test-app.ts';
import { SIGN_IN_UNAVAILABLE } from '../../src/server/auth/routes.ts';
import { webBuild } from '../helpers/web-build.ts';

// Several processes behind a load balancer: with REDIS_URL they count a client's requests
// together. Runs when TEST_REDIS_URL names a Redis (.ci/run sets it to this machine's).
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('rate limits shared through Redis', () => {
  let redis: Redis;
  let first: TestApp;
  let second: TestApp;
  let alone: TestApp;
  // A client address of its own for each run, so that runs never share counters.
  const client = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const get = (t: TestApp, url = '/api/products') => t.app.inject({ url, remoteAddress: client });

  beforeAll(async () => {
    const connected = await connectRateLimitRedis(redisUrl!);
    if (!connected) throw new Error(`Redis at ${redisUrl} is not reachable`);
    redis = connected;
    const env = { API_RATE_LIMIT: '4' };
    first = await createTestApp('sqlite', env, { rateLimitRedis: redis });
    second = await createTestApp('sqlite', env, { rateLimitRedis: redis });
    alone = await createTestApp('sqlite', env);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close(), alone.close()]);
    await redis.quit();
  });

  it('counts one client across two app processes', async () => {
    expect((await get(first)).statusCode).toBe(200);
    expect((await get(second)).statusCode).toBe(200);
    expect((await get(first)).statusCode).toBe(200);
    expect((await get(second)).statusCode).toBe(200);
    const blocked = await get(first);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('rate_limited');
    expect((await get(second)).statusCode).toBe(429);
    // Another client is not affected.
    expect((await second.app.inject({ url: '/api/products', remoteAddress: '10.255.255.254' })).statusCode).not.toBe(429);
  });

  it('keeps counting in memory, per process, without Redis', async () => {
    for (let request = 0; request < 4; request += 1) expect((await get(alone)).statusCode).toBe(200);
    expect((await get(alone)).statusCode).toBe(429);
  });

  it('counts sign-in attempts for one e-mail across processes', async () => {
    const email = `limit-${client}@rajatsilver.in`;
    const env = { API_RATE_LIMIT: '600' };
    const a = await createTestApp('sqlite', env, { rateLimitRedis: redis });
    const b = await createTestApp('sqlite', env, { rateLimitRedis: redis });
    try {
      const attempt = (t: TestApp) =>
        t.app.inject({ method: 'POST', url: '/api/auth/sign-in', remoteAddress: client, payload: { email, password: 'not-the-password' } });
      const statuses = [];
      for (const t of [a, b, a, b, a, b]) statuses.push((await attempt(t)).statusCode);
      // Five tries per e-mail and address a minute, whichever process answers.
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('counts one client’s orders across processes', async () => {
    const env = { ORDER_RATE_LIMIT: '3' };
    const a = await createTestApp('sqlite', env, { rateLimitRedis: redis });
    const b = await createTestApp('sqlite', env, { rateLimitRedis: redis });
    try {
      // An empty body: refused with a 400 once counted, or a 429 past the limit.
      const order = (t: TestApp) => t.app.inject({ method: 'POST', url: '/api/orders', remoteAddress: client, payload: {} });
      const statuses = [];
      for (const t of [a, b, a, b]) statuses.push((await order(t)).statusCode);
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('counts one client’s pages across processes, apart from its API requests', async () => {
    const env = { DIST_DIR: webBuild(), PAGE_RATE_LIMIT: '3', API_RATE_LIMIT: '600' };
    const a = await createTestApp('sqlite', env, { rateLimitRedis: redis });
    const b = await createTestApp('sqlite', env, { rateLimitRedis: redis });
    try {
      const statuses = [];
      for (const t of [a, b, a, b]) statuses.push((await t.app.inject({ url: '/faq', remoteAddress: client })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await a.app.inject({ url: '/api/products', remoteAddress: client })).statusCode).toBe(200);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 120_000);

  it('signs operators in as usual with Redis', async () => {
    expect(await signInAsOperator(first)).toMatch(/session_token=/);
  });
});

describe('REDIS_URL', () => {
  it('answers undefined for a Redis that does not answer', async () => {
    expect(await connectRateLimitRedis('redis://127.0.0.1:1')).toBeUndefined();
  });
});

/** The shop's answers while its rate-limit store does not answer: sign-in refused, the rest served. */
async function expectSignInClosedRestOpen(t: TestApp, client: string): Promise<void> {
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress: client,
    payload: { email: 'operator@rajatsilver.in', password: 'silver-and-gold-2026' },
  });
  expect(signIn.statusCode).toBe(503);
  expect(signIn.json()).toEqual({ error: 'sign_in_unavailable', message: SIGN_IN_UNAVAILABLE });
  expect(signIn.headers['set-cookie']).toBeUndefined();
  expect((await t.app.inject({ url: '/api/products', remoteAddress: client })).statusCode).toBe(200);
}

describe('sign-in when the rate-limit store does not answer', () => {
  it('refuses sign-in with 503 and a clear message, logs the outage once, and keeps other API routes open', async () => {
    // A Redis client for a port where nothing listens.
    const closed = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    closed.on('error', () => {});
    const t = await createTestApp('sqlite', {}, { rateLimitRedis: closed });
    const logged = vi.spyOn(t.app.log, 'error');
    try {
      for (let attempt = 0; attempt < 3; attempt += 1) await expectSignInClosedRestOpen(t, '10.1.2.3');
      const outageLines = logged.mock.calls.filter((call) => call.some((part) => String(part).includes('rate-limit store does not answer')));
      expect(outageLines).toHaveLength(1);
    } finally {
      logged.mockRestore();
      await t.close();
      closed.disconnect();
    }
  });
});

describe.runIf(redisUrl)('sign-in when the connection to Redis stops and comes back', () => {
  it('refuses sign-in while it is stopped, logs the start and the end of the outage once each, and signs in again after', async () => {
    const redis = await connectRateLimitRedis(redisUrl!);
    if (!redis) throw new Error(`Redis at ${redisUrl} is not reachable`);
    const t = await createTestApp('sqlite', {}, { rateLimitRedis: redis });
    const errors = vi.spyOn(t.app.log, 'error');
    const infos = vi.spyOn(t.app.log, 'info');
    const client = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    try {
      redis.disconnect();
      await expectSignInClosedRestOpen(t, client);
      await expectSignInClosedRestOpen(t, client);
      expect(errors.mock.calls.filter((call) => call.some((part) => String(part).includes('rate-limit store does not answer')))).toHaveLength(1);

      await redis.connect();
      expect(await signInAsOperator(t)).toMatch(/session_token=/);
      expect(infos.mock.calls.filter((call) => call.some((part) => String(part).includes('rate-limit store answers')))).toHaveLength(1);
    } finally {
      errors.mockRestore();
      infos.mockRestore();
      await t.close();
      await redis.quit();
    }
  });
});
