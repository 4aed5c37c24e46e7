// `npm run bench` (its fifth part): durability under SIGKILL. The durability harness
// (tests/helpers/durability.ts) starts the shop as a child process on a fresh database, places
// orders and uploads, changes and deletes products through its HTTP API, kills it with SIGKILL
// at a random moment, checks what it stored, and starts it again: BENCH_DURABILITY_CYCLES times
// (200). On SQLite, and also on PostgreSQL (a database made for the run and dropped) when
// BENCH_DATABASE_URL is set. It prints the figures of each database; it asserts nothing about
// time, and exits with code 1 when a check found something lost or broken.
//
//   node scripts/bench-durability.ts
//   BENCH_DURABILITY_CYCLES=50 BENCH_DURABILITY_PORT=4351 node scripts/bench-durability.ts
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node scripts/bench-durability.ts

import { runDurability, type DurabilityReport } from '../tests/helpers/durability.ts';
import { createPgDatabase, freePort } from '../tests/helpers/shop-process.ts';

const CYCLES = Number(process.env.BENCH_DURABILITY_CYCLES ?? 200);
const port = process.env.BENCH_DURABILITY_PORT ? Number(process.env.BENCH_DURABILITY_PORT) : await freePort();

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

function print(report: DurabilityReport, seconds: number): void {
  const ms = (value: number) => `${Math.round(value)} ms`;
  process.stdout.write(
    [
      `durability on ${report.kind}: ${report.cycles} cycles of SIGKILL and restart in ${seconds.toFixed(0)} s (${((seconds * 1000) / report.cycles).toFixed(0)} ms a cycle)`,
      `  orders acknowledged ${report.ordersAcknowledged}, found as acknowledged ${report.ordersFound}`,
      `  products: creations acknowledged ${report.productsAcknowledged}, in the database at the end ${report.products}`,
      `  orphan media files swept ${report.orphansSwept}`,
      `  restart to healthy: p50 ${ms(percentile(report.restartMs, 0.5))}, p95 ${ms(percentile(report.restartMs, 0.95))}, max ${ms(Math.max(...report.restartMs))}`,
      `  problems ${report.problems.length}${report.problems.length > 0 ? `:\n    ${report.problems.slice(0, 20).join('\n    ')}` : ''}`,
      '',
    ].join('\n'),
  );
}

async function run(databaseUrl?: string): Promise<boolean> {
  const started = performance.now();
  const report = await runDurability({
    cycles: CYCLES,
    databaseUrl,
    port,
    onCycle: (cycle) => {
      if (cycle.problems.length > 0 || cycle.cycle % 25 === 0) {
        process.stdout.write(
          `  cycle ${cycle.cycle}: restart ${Math.round(cycle.restartMs)} ms, killed after ${cycle.killedAfterMs} ms, ${cycle.ordersAcknowledged} orders and ${cycle.productsAcknowledged} products acknowledged, ${cycle.orphansSwept} orphans swept${cycle.problems.length > 0 ? `, PROBLEMS: ${cycle.problems.join('; ')}` : ''}\n`,
        );
      }
    },
  });
  print(report, (performance.now() - started) / 1000);
  return report.problems.length === 0;
}

let sound = await run();
if (process.env.BENCH_DATABASE_URL) {
  const database = await createPgDatabase(process.env.BENCH_DATABASE_URL, 'shop_bench_durability');
  try {
    sound = (await run(database.url)) && sound;
  } finally {
    await database.drop();
  }
}
if (!sound) process.exitCode = 1;
