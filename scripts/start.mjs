// `npm start`: checks the Node version, builds the web app when its sources are newer than
// the last build, then starts the server. Plain JavaScript so that an old Node gets one clear
// line instead of a syntax error.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const required = 24;
if (Number(process.versions.node.split('.')[0]) < required) {
  process.stderr.write(`shop: Node ${required} or newer is required (this is ${process.versions.node}); run \`npm install\` then \`npm start\`.\n`);
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
// The browser's app and the server's renderer of the first paint (vite.config.ts).
const builds = [
  { output: path.join(distDir, 'web/index.html'), args: ['build'] },
  { output: path.join(distDir, 'ssr/entry-server.js'), args: ['build', '--ssr', 'entry-server.tsx'] },
];

function newestChange(entry) {
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

const sources = ['src/web', 'src/shared', 'src/server/web/precompressed.ts', 'vite.config.ts', 'package-lock.json'].map((entry) => path.join(root, entry));
const newestSource = Math.max(...sources.filter((entry) => existsSync(entry)).map(newestChange));
const stale = builds.filter(({ output }) => !existsSync(output) || statSync(output).mtimeMs < newestSource);
if (stale.length > 0) process.stdout.write('shop: building the web app...\n');
for (const { args } of stale) {
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), ...args, '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('../src/server/main.ts');
