// The memory settings of the shop's server process (decision 031), applied by `npm start`
// (scripts/start.mjs) before the server starts. Both must be in place when the process begins,
// so start.mjs starts Node again in place with them (process.execve: the same process id,
// standard streams and signals; a supervisor sees no difference). Plain JavaScript, as start.mjs.
//
// - MALLOC_ARENA_MAX=2: glibc's malloc gives each thread that allocates an arena of its own (up
//   to 8 per core) and keeps what is freed there for that thread's next use. sharp's image work
//   and zlib's compression run on libuv's threads, so a busy shop held more and more memory
//   outside the JavaScript heap (RSS grew ~80 MB a minute under the load benchmark with a flat
//   heap). Two arenas keep it bounded at no cost we could measure.
// - --max-semi-space-size=8: V8 sizes its young generation by the machine's memory: on a 24 GB
//   machine each of its two semi-spaces grows to 64 MB, so a process at rest held ~60 MB of
//   short-lived objects' space. 8 MB is V8's own size for a small machine.
//
// What the operator set (MALLOC_ARENA_MAX, or --max-semi-space-size in NODE_OPTIONS) is kept.

export const MALLOC_ARENA_MAX = '2';
export const SEMI_SPACE_FLAG = '--max-semi-space-size=8';

/**
 * What the server process should be started with instead, or undefined when it already runs with
 * both settings (or cannot be started again in place: Windows, whose allocator is not glibc's).
 * @param {{ env: NodeJS.ProcessEnv; execArgv: string[]; canRestartInPlace: boolean }} current
 * @returns {{ env: NodeJS.ProcessEnv; execArgv: string[] } | undefined}
 */
export function memorySettings({ env, execArgv, canRestartInPlace }) {
  if (!canRestartInPlace) return undefined;
  const hasSemiSpace = [...execArgv, ...(env.NODE_OPTIONS ?? '').split(/\s+/)].some((flag) => /^--max-semi-space-size(=|$)/.test(flag));
  const hasArenas = env.MALLOC_ARENA_MAX !== undefined && env.MALLOC_ARENA_MAX !== '';
  if (hasSemiSpace && hasArenas) return undefined;
  return {
    env: hasArenas ? env : { ...env, MALLOC_ARENA_MAX },
    execArgv: hasSemiSpace ? execArgv : [...execArgv, SEMI_SPACE_FLAG],
  };
}
