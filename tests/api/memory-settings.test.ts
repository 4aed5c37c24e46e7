import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { startShop, type ShopProcess } from '../helpers/shop-process.ts';
import { webBuild } from '../helpers/web-build.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PROBE = path.join(ROOT, 'scripts/memory-probe.mjs');
const MB = 1024 * 1024;

// `npm start` puts the server's memory settings in place itself (scripts/memory-settings.mjs,
// decision 031): glibc malloc's and V8's are fixed when a process begins, so
// scripts/start.mjs starts Node again in place with them. The operator has nothing to set.

const running: ShopProcess[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((shop) => shop.stop()));
});

/** The environment and command line the process runs with now (Linux's /proc). */
async function processOf(pid: number): Promise<{ env: string[]; argv: string[] }> {
  const [env, argv] = await Promise.all([readFile(`/proc/${pid}/environ`, 'utf8'), readFile(`/proc/${pid}/cmdline`, 'utf8')]);
  return { env: env.split('\0'), argv: argv.split('\0') };
}

describe("npm start's server process", () => {
  it("runs with glibc malloc's settings, 8 MB semi-spaces, old space grown by 70% at most and V8's gc exposed, as the process it was started as, and stops on SIGTERM", { timeout: 120_000 }, async () => {
    // Empty: as on a machine where nobody set them.
    const shop = await startShop({ MALLOC_ARENA_MAX: '', MALLOC_MMAP_THRESHOLD_: '' });
    running.push(shop);
    const { env, argv } = await processOf(shop.child.pid!);
    expect(env).toEqual(expect.arrayContaining(['MALLOC_ARENA_MAX=2', 'MALLOC_MMAP_THRESHOLD_=32768']));
    expect(argv).toContain('--max-semi-space-size=8');
    expect(argv).toContain('--heap-growing-percent=70');
    expect(argv).toContain('--expose-gc');
    expect(argv.some((arg) => arg.endsWith('scripts/start.mjs'))).toBe(true);

    running.splice(0);
    await shop.stop();
    expect({ code: shop.child.exitCode, signal: shop.child.signalCode }).toEqual({ code: 0, signal: null });
  });

  it("keeps the operator's MALLOC_ARENA_MAX", { timeout: 120_000 }, async () => {
    const shop = await startShop({ MALLOC_ARENA_MAX: '4', MALLOC_MMAP_THRESHOLD_: '' });
    running.push(shop);
    const { env, argv } = await processOf(shop.child.pid!);
    expect(env).toEqual(expect.arrayContaining(['MALLOC_ARENA_MAX=4', 'MALLOC_MMAP_THRESHOLD_=32768']));
    expect(argv).toContain('--max-semi-space-size=8');
  });
});

describe("npm start's server process at rest", () => {
  type Sample = { pid: number; at: number; heapTotal: number; young: number };
  /** The shop process's memory as scripts/memory-probe.mjs wrote it, once a second. */
  async function samplesOf(file: string, pid: number): Promise<Sample[]> {
    const lines = (await readFile(file, 'utf8').catch(() => '')).split('\n').filter(Boolean);
    return lines.map((line) => JSON.parse(line) as Sample).filter((sample) => sample.pid === pid);
  }

  it('gives back the young generation a burst of requests grew once it has been asked nothing for a few seconds (decision 031)', { timeout: 120_000 }, async () => {
    const work = await mkdtemp(path.join(tmpdir(), 'memory-at-rest-'));
    const memoryFile = path.join(work, 'memory.jsonl');
    try {
      const shop = await startShop({
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${PROBE}`.trim(),
        BENCH_MEMORY_FILE: memoryFile,
        PAGE_RATE_LIMIT: '100000',
        SEARCH_PAGE_RATE_LIMIT: '100000',
      });
      running.push(shop);
      const pid = shop.child.pid!;
      // A burst of pages, each rendered anew (a search of its own), for two seconds at least.
      const burstEnd = Date.now() + 2_000;
      for (let page = 0; Date.now() < burstEnd || page < 100; page += 1) {
        expect((await fetch(`${shop.url}/search?q=ring${page}`)).status).toBe(200);
      }
      const busy = await samplesOf(memoryFile, pid);
      const grown = Math.max(...busy.map((sample) => sample.young));
      expect(grown).toBeGreaterThanOrEqual(8 * MB);

      const deadline = Date.now() + 30_000;
      let quiet: Sample | undefined;
      while (!quiet && Date.now() < deadline) {
        await sleep(500);
        quiet = (await samplesOf(memoryFile, pid)).find((sample) => sample.at > burstEnd && sample.young <= 2 * MB);
      }
      expect(quiet, 'a sample with the young generation given back').toBeDefined();
      expect(Math.max(...busy.map((sample) => sample.heapTotal)) - quiet!.heapTotal).toBeGreaterThanOrEqual(grown - 2 * MB);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});

describe("npm start's server sources", () => {
  /** Whether Node's TypeScript stripper (amaro) is loaded into a process that imports the whole server. */
  function stripperLoaded(withStrippedSources: boolean): boolean {
    const dist = webBuild();
    const script = [
      withStrippedSources
        ? `const { loadStrippedSources } = await import(${JSON.stringify(path.join(ROOT, 'scripts/stripped-sources.mjs'))}); loadStrippedSources(${JSON.stringify(path.join(dist, 'server'))});`
        : '',
      `await import(${JSON.stringify(path.join(ROOT, 'src/server/app.ts'))});`,
      `process.stdout.write(String(process.moduleLoadList.some((name) => name.includes('amaro'))));`,
    ].join('\n');
    return execFileSync(process.execPath, ['--input-type=module', '--no-warnings', '-e', script], { encoding: 'utf8' }) === 'true';
  }

  it('are the copies the build stripped of types, so that Node never loads its type stripper into the server (decision 031)', { timeout: 60_000 }, () => {
    expect(stripperLoaded(false)).toBe(true);
    expect(stripperLoaded(true)).toBe(false);
  });
});
