import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@web': path.resolve(import.meta.dirname, 'src/web') } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // API tests share one PostgreSQL server: each file gets its own schema.
    pool: 'forks',
  },
});
