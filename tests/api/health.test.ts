import { mkdir, rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBucket, type TestBucket } from '../helpers/s3.ts';
import { freePort } from '../helpers/shop-process.ts';
import { createTestApp, DATABASE_KINDS } from '../helpers/test-app.ts';

// /api/health says whether the database and the media store answer (readiness);
// /api/health/live only that the process does (liveness).

describe.each(DATABASE_KINDS)('health on %s', (kind) => {
  it('is ok when the database and the disk store answer, and says which is down otherwise', async () => {
    const t = await createTestApp(kind);
    try {
      const ok = await t.app.inject('/api/health');
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['cache-control']).toBe('no-store');
      expect(ok.json()).toEqual({ status: 'ok', db: 'ok', storage: 'ok' });

      // The media directory is gone (a volume that came unmounted).
      if (t.config.storage.driver !== 'disk') throw new Error('expected disk storage');
      await rm(t.config.storage.dir, { recursive: true });
      const noStore = await t.app.inject('/api/health');
      expect(noStore.statusCode).toBe(503);
      expect(noStore.json()).toEqual({ status: 'unavailable', db: 'ok', storage: 'down' });
      await mkdir(t.config.storage.dir);

      // The database stops answering.
      await t.database.close();
      const noDatabase = await t.app.inject('/api/health');
      expect(noDatabase.statusCode).toBe(503);
      expect(noDatabase.json()).toEqual({ status: 'unavailable', db: 'down', storage: 'ok' });
      const live = await t.app.inject('/api/health/live');
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
    } finally {
      await t.close();
    }
  });
});

describe('health with STORAGE=s3', () => {
  let bucket: TestBucket;
  beforeAll(async () => {
    bucket = await startTestBucket('health-media');
  });
  afterAll(() => bucket.close());

  /** What /api/health answers on a shop started with `env`. */
  async function healthWith(env: Record<string, string>) {
    const t = await createTestApp('sqlite', env);
    try {
      const response = await t.app.inject('/api/health');
      return { statusCode: response.statusCode, body: response.json() as unknown };
    } finally {
      await t.close();
    }
  }

  it('is ok when the bucket answers', async () => {
    expect(await healthWith(bucket.env)).toEqual({ statusCode: 200, body: { status: 'ok', db: 'ok', storage: 'ok' } });
  });

  it('answers 503 when the bucket is missing or the store does not answer', async () => {
    for (const env of [
      { ...bucket.env, S3_BUCKET: 'no-such-bucket' },
      { ...bucket.env, S3_ENDPOINT: `http://127.0.0.1:${await freePort()}` },
    ]) {
      expect(await healthWith(env)).toEqual({ statusCode: 503, body: { status: 'unavailable', db: 'ok', storage: 'down' } });
    }
  });
});
