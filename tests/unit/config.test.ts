import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../src/server/config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'shop-config-'));

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(3000);
    expect(config.storage.driver).toBe('disk');
    expect(config.databaseUrl).toBeUndefined();
  });

  it('refuses a PORT that is not a port number, in one line', () => {
    expect(() => loadConfig({ PORT: 'abc', DATA_DIR: dataDir() })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000', DATA_DIR: dataDir() })).toThrow(/PORT/);
  });

  it('refuses a DATA_DIR it cannot write to', () => {
    expect(() => loadConfig({ DATA_DIR: '/proc/x' })).toThrow(/DATA_DIR: cannot write to \/proc\/x/);
  });

  it('refuses a DATABASE_URL that is not PostgreSQL', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('takes a redis:// REDIS_URL and refuses anything else', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), REDIS_URL: 'redis://cache:6379' }).redisUrl).toBe('redis://cache:6379');
    expect(loadConfig({ DATA_DIR: dataDir() }).redisUrl).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: dataDir(), REDIS_URL: 'http://cache' })).toThrow(/REDIS_URL must be a redis:\/\//);
  });

  it('needs a bucket for S3 storage', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), STORAGE: 's3' })).toThrow(/S3_BUCKET/);
  });
});
