/** Builds the web app into `distDir` (DIST_DIR, default ./dist) when it is missing or older than its sources; answers the folder. */
export function buildWebAppIfStale(distDir?: string): string;
/** When the newest file under `entries` (paths from the project's root) last changed, in ms. */
export function newestChangeOf(entries: string[]): number;
/** The builds (`vite build` arguments) in `distDir` that are missing, older than their sources, or made under other settings. */
export function staleBuilds(distDir: string): { output: string; args: string[] }[];
