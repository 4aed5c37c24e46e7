import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { connectRateLimitRedis } from '../../src/server/http/rate-limit-store.ts';
import { createTestApp, signInAsOperator, type TestApp } from '../helpers/test-app.ts';

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

  it('signs operators in as usual with Redis', async () => {
    expect(await signInAsOperator(first)).toMatch(/session_token=/);
  });
});

describe('REDIS_URL', () => {
  it('answers undefined for a Redis that does not answer', async () => {
    expect(await connectRateLimitRedis('redis://127.0.0.1:1')).toBeUndefined();
  });
});
