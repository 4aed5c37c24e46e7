import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { newestChangeOf, SERVER_SOURCES } from '../../scripts/build.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * A data directory with the demo catalogue loaded (SQLite and disk media), which every browser
 * worker's shop starts from a copy of (shop-server.ts): generating the demo photographs takes
 * about a minute of a core, so it is done once, not once a worker. Made again when the server's
 * or the shared code is newer than it.
 */
export const DEMO_TEMPLATE_DIR = path.join(ROOT, 'tmp/e2e-demo-template');
const READY = path.join(DEMO_TEMPLATE_DIR, 'ready');

export function makeDemoTemplateIfStale(): void {
  if (existsSync(READY) && statSync(READY).mtimeMs >= newestChangeOf([...SERVER_SOURCES, 'package-lock.json'])) return;
  const draft = `${DEMO_TEMPLATE_DIR}.${process.pid}`;
  rmSync(draft, { recursive: true, force: true });
  const seed = spawnSync(process.execPath, [path.join(ROOT, 'src/server/cli/seed.ts')], {
    cwd: ROOT,
    // Its own SQLite file and disk media, whatever the developer's settings say.
    env: { ...process.env, DATA_DIR: draft, DATABASE_URL: '', STORAGE: 'disk', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (seed.status !== 0) throw new Error(`loading the demo catalogue for the browser tests failed: ${seed.stdout}${seed.stderr}`);
  writeFileSync(path.join(draft, 'ready'), '');
  rmSync(DEMO_TEMPLATE_DIR, { recursive: true, force: true });
  renameSync(draft, DEMO_TEMPLATE_DIR);
}
