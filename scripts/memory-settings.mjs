// The memory settings of the shop's server process (decision 031), applied by `npm start`
// (scripts/start.mjs) before the server starts. They take effect only when a process begins,
// so start.mjs starts Node again in place with them (process.execve: the same process id,
// standard streams and signals; a supervisor sees no difference). Plain JavaScript, as start.mjs.
//
// - glibc's malloc (MALLOC_ARENA_MAX, MALLOC_MMAP_THRESHOLD_): it gives each thread that
//   allocates an arena of its own (up to 8 per core), and once a large block has been freed it
//   raises the size from which blocks get pages of their own (up to 32 MB), so later large blocks
//   come from the arenas and their pages stay with the process when freed. sharp's image work
//   (several MB a photo) and zlib's compression run on libuv's threads: with glibc's defaults a
//   few photo uploads took the process from 100 to 450 MB, kept after. Two arenas and a fixed
//   threshold give large blocks back when freed. The threshold is 32 kB, not glibc's starting
//   128 kB: the compressed pages and responses a busy shop makes (tens of kB each) pile up as
//   garbage between V8's full collections, and from the arenas each new high of that pile
//   stayed with the process for good (a step of 15-20 MB now and then under load).
// - V8's young generation (--max-semi-space-size, MB): left to itself, each of its two
//   semi-spaces grows to 64 MB (on the 24 GB machine of the benchmarks), and stays committed: a
//   process at rest held ~60 MB of space for short-lived objects. At 8 MB it holds 16 MB. Smaller
//   costs more than it saves: at 2 MB the objects of a page being rendered outlive the young
//   generation, so old space fills with garbage, and the shop sustained 50 requests/s instead of
//   100 under `npm run bench` with a higher peak of memory (decision 031).
// - V8's old space (--heap-growing-percent=70): after each full collection V8 lets old space
//   grow to what survived times a factor it picks (up to 4; 1.5-2.2 here) before the next. A
//   busy shop's garbage there is mostly pages and responses that outlived the young generation
//   (the response cache's copies, dropped with each catalogue change), and it swung RSS by
//   40-50 MB in a cycle of 25-38 s. At 1.7 the heap stays level (72-87 MB committed instead of
//   76-149), for CPU within the runs' spread at 50 requests/s and 4% more at 100/s (1.4: 29%).
// - V8's `gc` (--expose-gc), for src/server/idle-memory.ts: once the server has been asked
//   nothing for a few seconds, one collection that shrinks V8's spaces gives back what start-up
//   or the last burst of requests grew (a shop at rest: 141 -> 115 MB).
//
// A value the operator set (in the environment, or the flag in NODE_OPTIONS) is kept.

export const MALLOC_SETTINGS = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '32768' };
/** V8's flags, each added unless the operator gave it (any value). */
export const V8_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=70', '--expose-gc'];

/**
 * What the server process should be started with instead, or undefined when it already runs with
 * every setting (or cannot be started again in place: Windows, whose allocator is not glibc's).
 * @param {{ env: NodeJS.ProcessEnv; execArgv: string[]; canRestartInPlace: boolean }} current
 * @returns {{ env: NodeJS.ProcessEnv; execArgv: string[] } | undefined}
 */
export function memorySettings({ env, execArgv, canRestartInPlace }) {
  if (!canRestartInPlace) return undefined;
  const given = [...execArgv, ...(env.NODE_OPTIONS ?? '').split(/\s+/)].map((flag) => flag.split('=')[0]);
  const missingFlags = V8_FLAGS.filter((flag) => !given.includes(flag.split('=')[0]));
  const missing = Object.entries(MALLOC_SETTINGS).filter(([name]) => !env[name]);
  if (missingFlags.length === 0 && missing.length === 0) return undefined;
  return {
    env: { ...env, ...Object.fromEntries(missing) },
    execArgv: [...execArgv, ...missingFlags],
  };
}
