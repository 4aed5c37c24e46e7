// The shop's builds, made when their sources are newer than the last ones: the web app (the
// browser's app and the server's renderer of the first paint, vite.config.ts), and the server's
// own sources with their types stripped (strip-types.mjs: the server runs from those, so that
// Node's TypeScript stripper never loads into it; decision 031). `npm start` calls it before it
// starts the server; the test suites call it once before their tests, so that every test that
// needs a build uses this one. Plain JavaScript: start.mjs runs it before the Node version is
// known to strip types. Two callers at once (two `npm start`, two test runners) build once: the
// first takes a lock folder, the other waits for it to go. The web app is also built again when
// a setting built into it (SHOP_ADDRESS, see vite.config.ts) has changed since.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webSources = ['src/web', 'src/shared', 'src/server/web/precompressed.ts', 'src/server/web/page-fonts.ts', 'vite.config.ts', 'package-lock.json'];
/** What the server's process loads from src/ (strip-types.mjs mirrors them). */
export const SERVER_SOURCES = ['src/server', 'src/shared'];
const vite = path.join(root, 'node_modules/vite/bin/vite.js');

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
  const web = [
    { name: 'web app', output: path.join(distDir, 'web/index.html'), command: [vite, 'build', '--logLevel', 'warn'] },
    { name: 'renderer', output: path.join(distDir, 'ssr/entry-server.js'), command: [vite, 'build', '--ssr', 'entry-server.tsx', '--logLevel', 'warn'] },
  ];
  const server = { name: 'server', output: path.join(distDir, 'server/stripped.json'), command: ['--no-warnings', path.join(root, 'scripts/strip-types.mjs'), path.join(distDir, 'server')] };
  const file = settingsFile(distDir);
  const webChanged = !existsSync(file) || readFileSync(file, 'utf8') !== builtSettings();
  const newestWebSource = newestChangeOf(webSources);
  const newestServerSource = newestChangeOf(SERVER_SOURCES);
  const older = (output, newestSource) => !existsSync(output) || statSync(output).mtimeMs < newestSource;
  return [
    ...web.filter(({ output }) => webChanged || older(output, newestWebSource)),
    ...(older(server.output, newestServerSource) ? [server] : []),
  ];
}

/**
 * Makes the builds (above) that are missing or older than their sources, into `distDir`
 * (DIST_DIR, default ./dist); answers the folder. Exits the process with the build's code when
 * one fails.
 */
export function buildShopIfStale(distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist')) {
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
    if (stale.some(({ name }) => name !== 'server')) process.stdout.write('shop: building the web app...\n');
    for (const { command } of stale) {
      const build = spawnSync(process.execPath, command, {
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
