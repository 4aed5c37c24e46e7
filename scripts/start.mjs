// `npm start`: checks the Node version, puts the server's memory settings in place
// (memory-settings.mjs, decision 031), makes the builds whose sources are newer than the last
// ones (build.mjs: the web app, the server's sources with types stripped), then starts the
// server from those stripped sources (stripped-sources.mjs). Plain JavaScript so that an old Node gets one clear line
// instead of a syntax error.
const required = 24;
if (Number(process.versions.node.split('.')[0]) < required) {
  process.stderr.write(`shop: Node ${required} or newer is required (this is ${process.versions.node}); run \`npm install\` then \`npm start\`.\n`);
  process.exit(1);
}

const { join } = await import('node:path');
const { memorySettings } = await import('./memory-settings.mjs');
const settings = memorySettings({ env: process.env, execArgv: process.execArgv, canRestartInPlace: typeof process.execve === 'function' && process.platform !== 'win32' });
// Node again in place, with the settings (the process id stays; the new one finds them set).
if (settings) process.execve(process.execPath, [process.execPath, ...settings.execArgv, ...process.argv.slice(1)], settings.env);

const { buildShopIfStale } = await import('./build.mjs');
const distDir = buildShopIfStale();

const { loadStrippedSources } = await import('./stripped-sources.mjs');
loadStrippedSources(join(distDir, 'server'));
await import('../src/server/main.ts');
