// `npm start`: checks the Node version, puts the server's memory settings in place
// (memory-settings.mjs, decision 031), builds the web app when its sources are newer than the
// last build, then starts the server. Plain JavaScript so that an old Node gets one clear line
// instead of a syntax error.
const required = 24;
if (Number(process.versions.node.split('.')[0]) < required) {
  process.stderr.write(`shop: Node ${required} or newer is required (this is ${process.versions.node}); run \`npm install\` then \`npm start\`.\n`);
  process.exit(1);
}

const { memorySettings } = await import('./memory-settings.mjs');
const settings = memorySettings({ env: process.env, execArgv: process.execArgv, canRestartInPlace: typeof process.execve === 'function' && process.platform !== 'win32' });
// Node again in place, with the settings (the process id stays; the new one finds them set).
if (settings) process.execve(process.execPath, [process.execPath, ...settings.execArgv, ...process.argv.slice(1)], settings.env);

const { buildWebAppIfStale } = await import('./web-build.mjs');
buildWebAppIfStale();

await import('../src/server/main.ts');
