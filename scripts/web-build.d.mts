/** Builds the web app into `distDir` (DIST_DIR, default ./dist) when it is missing or older than its sources; answers the folder. */
export function buildWebAppIfStale(distDir?: string): string;
/** When the newest file under `entries` (paths from the project's root) last changed, in ms. */
export function newestChangeOf(entries: string[]): number;
