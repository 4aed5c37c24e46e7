export const MALLOC_ARENA_MAX: string;
export const SEMI_SPACE_FLAG: string;
/** What the server process should be started with instead, or undefined when it already runs with both settings. */
export function memorySettings(current: { env: NodeJS.ProcessEnv; execArgv: string[]; canRestartInPlace: boolean }): { env: NodeJS.ProcessEnv; execArgv: string[] } | undefined;
