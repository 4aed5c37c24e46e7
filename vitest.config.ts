import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@web': path.resolve(import.meta.dirname, 'src/web') } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The one web build of the run (./dist, when stale), before any test that renders pages.
    globalSetup: ['tests/global-setup.ts'],
    // API tests share one PostgreSQL server: each file gets its own schema.
    pool: 'forks',
    // A file a core: most files wait on a database, a child process or the disk as much as they compute.
    maxWorkers: 2,
  },
});
