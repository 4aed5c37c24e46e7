// The web app's build (the browser's app and the server's renderer of the first paint,
// vite.config.ts), made when its sources are newer than the last one. `npm start` calls it
// before it starts the server; the test suites call it once before their tests, so that every
// test that needs a build uses this one. Plain JavaScript: start.mjs runs it before the Node
// version is known to strip types. Two callers at once (two `npm start`, two test runners)
// build once: the first takes a lock folder, the other waits for it to go. A build is also made
// again when a setting built into it (SHOP_ADDRESS, see vite.config.ts) has changed since.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const sources = ['src/web', 'src/shared', 'src/server/web/precompressed.ts', 'vite.config.ts', 'package-lock.json'];

function newestChange(entry) {
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

/** When the newest file under `entries` (paths from the project's root) last changed, in ms. */
export function newestChangeOf(entries) {
  return Math.max(0, ...entries.map((entry) => path.join(root, entry)).filter((entry) => existsSync(entry)).map(newestChange));
}

/** The settings the builds carry, as this process has them; the last build's are kept beside it. */
const builtSettings = () => JSON.stringify({ SHOP_ADDRESS: process.env.SHOP_ADDRESS?.trim() ?? '' });
const settingsFile = (distDir) => path.join(distDir, 'built-settings.json');

export function staleBuilds(distDir) {
  const builds = [
    { output: path.join(distDir, 'web/index.html'), args: ['build'] },
    { output: path.join(distDir, 'ssr/entry-server.js'), args: ['build', '--ssr', 'entry-server.tsx'] },
  ];
  const file = settingsFile(distDir);
  if (!existsSync(file) || readFileSync(file, 'utf8') !== builtSettings()) return builds;
  const newestSource = newestChangeOf(sources);
  return builds.filter(({ output }) => !existsSync(output) || statSync(output).mtimeMs < newestSource);
}

/**
 * Builds the web app into `distDir` (DIST_DIR, default ./dist) when it is missing or older than
 * its sources; answers the folder. Exits the process with vite's code when a build fails.
 */
export function buildWebAppIfStale(distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist')) {
  if (staleBuilds(distDir).length === 0) return distDir;
  mkdirSync(distDir, { recursive: true });
  const lock = path.join(distDir, '.building');
  // A lock older than ten minutes was left by a build that died.
  if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 600_000) rmSync(lock, { recursive: true, force: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
    }
  }
  try {
    const stale = staleBuilds(distDir);
    if (stale.length > 0) process.stdout.write('shop: building the web app...\n');
    for (const { args } of stale) {
      const build = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), ...args, '--logLevel', 'warn'], {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'production', DIST_DIR: distDir },
        stdio: 'inherit',
      });
      if (build.status !== 0) process.exit(build.status ?? 1);
    }
    writeFileSync(settingsFile(distDir), builtSettings());
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
  return distDir;
}
