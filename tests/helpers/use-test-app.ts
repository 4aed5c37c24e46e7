import { afterAll, beforeAll } from 'vitest';
import type { DatabaseKind } from '../../src/server/db/database.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * A test app for the tests of the describe block this is called in: made before them (then
 * `prepare` runs, such as making an operator account) and closed after them. Its fields can be
 * read only inside hooks and tests, once it is made.
 */
export function useTestApp(kind: DatabaseKind, env: Record<string, string> = {}, prepare?: (t: TestApp) => Promise<unknown>): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(kind, env);
    await prepare?.(current);
  });
  afterAll(() => current?.close());
  const made = (): TestApp => {
    if (!current) throw new Error('the test app is made in beforeAll: read it inside a hook or a test');
    return current;
  };
  return {
    get app() {
      return made().app;
    },
    get config() {
      return made().config;
    },
    get database() {
      return made().database;
    },
    close: () => made().close(),
  };
}
