// Loaded into the shop's process by scripts/bench-load.ts (NODE_OPTIONS=--import): appends the
// process's memory to BENCH_MEMORY_FILE once a second, one JSON line each, so that the
// benchmark can show RSS and heap through a run. Child processes (vite builds) write their own
// pid; the benchmark reads the shop's only. Without BENCH_MEMORY_FILE it does nothing. Plain
// JavaScript: a .ts file here would load Node's type stripper into the process it measures.
import { appendFileSync } from 'node:fs';

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  setInterval(() => {
    const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
    appendFileSync(file, `${JSON.stringify({ pid: process.pid, at: Date.now(), rss, heapUsed, heapTotal, external })}\n`);
  }, 1000).unref();
}
