import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Builds the web app and its server renderer (`npm run build`) into a temporary DIST_DIR and
 * answers it, for tests of rendered pages. A few seconds; call from beforeAll. The caller
 * removes the folder.
 */
export function buildWebApp(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-web-build-'));
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  for (const args of [['build'], ['build', '--ssr', 'entry-server.tsx']]) {
    const build = spawnSync(process.execPath, [vite, ...args, '--logLevel', 'error'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', DIST_DIR: dir },
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`vite ${args.join(' ')} failed: ${build.stderr}`);
  }
  return dir;
}
