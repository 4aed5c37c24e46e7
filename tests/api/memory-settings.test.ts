import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startShop, type ShopProcess } from '../helpers/shop-process.ts';
import { webBuild } from '../helpers/web-build.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

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
  it("runs with glibc malloc's settings and 8 MB semi-spaces, as the process it was started as, and stops on SIGTERM", { timeout: 120_000 }, async () => {
    // Empty: as on a machine where nobody set them.
    const shop = await startShop({ MALLOC_ARENA_MAX: '', MALLOC_MMAP_THRESHOLD_: '' });
    running.push(shop);
    const { env, argv } = await processOf(shop.child.pid!);
    expect(env).toEqual(expect.arrayContaining(['MALLOC_ARENA_MAX=2', 'MALLOC_MMAP_THRESHOLD_=131072']));
    expect(argv).toContain('--max-semi-space-size=8');
    expect(argv.some((arg) => arg.endsWith('scripts/start.mjs'))).toBe(true);

    running.splice(0);
    await shop.stop();
    expect({ code: shop.child.exitCode, signal: shop.child.signalCode }).toEqual({ code: 0, signal: null });
  });

  it("keeps the operator's MALLOC_ARENA_MAX", { timeout: 120_000 }, async () => {
    const shop = await startShop({ MALLOC_ARENA_MAX: '4', MALLOC_MMAP_THRESHOLD_: '' });
    running.push(shop);
    const { env, argv } = await processOf(shop.child.pid!);
    expect(env).toEqual(expect.arrayContaining(['MALLOC_ARENA_MAX=4', 'MALLOC_MMAP_THRESHOLD_=131072']));
    expect(argv).toContain('--max-semi-space-size=8');
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
