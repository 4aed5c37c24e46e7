/** glibc malloc's settings for the server process: two arenas, and large blocks on pages of their own from 32 kB. */
export const MALLOC_SETTINGS: { MALLOC_ARENA_MAX: string; MALLOC_MMAP_THRESHOLD_: string };
/** V8's flags for the server process: 8 MB semi-spaces (its young generation), and its gc exposed for src/server/idle-memory.ts. */
export const V8_FLAGS: string[];
/** What the server process should be started with instead, or undefined when it already runs with every setting. */
export function memorySettings(current: { env: NodeJS.ProcessEnv; execArgv: string[]; canRestartInPlace: boolean }): { env: NodeJS.ProcessEnv; execArgv: string[] } | undefined;
