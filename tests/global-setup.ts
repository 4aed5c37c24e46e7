import { buildWebAppIfStale } from '../scripts/web-build.mjs';

/** Vitest's global setup: the one web build of the run, before any test needs it. */
export default function globalSetup(): void {
  buildWebAppIfStale();
}
