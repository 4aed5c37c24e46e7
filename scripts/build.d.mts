/** Makes the shop's builds that are missing or older than their sources into `distDir` (DIST_DIR, default ./dist); answers the folder. */
export function buildShopIfStale(distDir?: string): string;
/** When the newest file under `entries` (paths from the project's root) last changed, in ms. */
export function newestChangeOf(entries: string[]): number;
/** What the server's process loads from src/. */
export const SERVER_SOURCES: string[];
/** The builds in `distDir` that are missing, older than their sources, or (the web app's) made under other settings. */
export function staleBuilds(distDir: string): { name: 'web app' | 'renderer' | 'server'; output: string; command: string[] }[];
