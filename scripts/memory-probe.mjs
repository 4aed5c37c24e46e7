// Loaded into the shop's process by scripts/bench-load.ts (NODE_OPTIONS=--import): appends the
// process's memory to BENCH_MEMORY_FILE once a second, one JSON line each, so that the
// benchmark can show RSS and heap through a run (`young`: the pages V8's young generation holds).
// Child processes (vite builds) write their own pid; the benchmark reads the shop's only.
// Without BENCH_MEMORY_FILE it does nothing. Plain JavaScript: a .ts file here would load Node's
// type stripper into the process it measures.
import { appendFileSync } from 'node:fs';
import { getHeapSpaceStatistics } from 'node:v8';

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  setInterval(() => {
    const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
    const young = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.physical_space_size ?? 0;
    appendFileSync(file, `${JSON.stringify({ pid: process.pid, at: Date.now(), rss, heapUsed, heapTotal, external, young })}\n`);
  }, 1000).unref();
}
