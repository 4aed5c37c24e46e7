// `npm start`: checks the Node version, builds the web app when its sources are newer than
// the last build, then starts the server. Plain JavaScript so that an old Node gets one clear
// line instead of a syntax error.
const required = 24;
if (Number(process.versions.node.split('.')[0]) < required) {
  process.stderr.write(`shop: Node ${required} or newer is required (this is ${process.versions.node}); run \`npm install\` then \`npm start\`.\n`);
  process.exit(1);
}

const { buildWebAppIfStale } = await import('./web-build.mjs');
buildWebAppIfStale();

await import('../src/server/main.ts');
