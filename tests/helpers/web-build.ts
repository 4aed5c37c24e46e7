import { buildShopIfStale } from '../../scripts/build.mjs';

/**
 * The web app and its server renderer as `npm start` builds them (./dist, built when stale), for
 * tests of rendered pages. One build serves the whole run: vitest's global setup
 * (tests/global-setup.ts) makes it before any test, so this only finds it. Read it; never change
 * or remove it.
 */
export function webBuild(): string {
  return buildShopIfStale();
}
