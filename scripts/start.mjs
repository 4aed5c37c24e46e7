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
const builtIndex = path.join(root, 'dist/web/index.html');

function newestChange(entry) {
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

const sources = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'].map((entry) => path.join(root, entry));
const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
if (sources.some((entry) => existsSync(entry) && newestChange(entry) > builtAt)) {
  process.stdout.write('shop: building the web app...\n');
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('../src/server/main.ts');
