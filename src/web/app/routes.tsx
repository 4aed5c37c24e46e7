import type { RouteObject } from 'react-router';
import { RootLayout } from './root-layout.tsx';
import { ErrorScreen } from './error-screen.tsx';
import { ScreenLoading } from '../components/screen-loading.tsx';
import { loadScreenWords } from '../lib/language.tsx';
import { PAGES, screenModule, type Page } from '../../shared/route-manifest.ts';

type ScreenModule = Pick<RouteObject, 'Component' | 'loader' | 'action' | 'ErrorBoundary'>;

/** Every screen module, each a lazy chunk of its own with its CSS. */
const screenModules = import.meta.glob<ScreenModule>('./routes/*.tsx');

/** What the server needs of a matched route: its module's key in Vite's manifest. */
export type ScreenHandle = { module: string };

/**
 * A screen in its own chunk. The server renders it and links its chunk and CSS (from Vite's
 * manifest, by `handle.module`); the browser loads the chunk before hydrating (main.tsx). On a
 * client-side navigation the previous page stays on screen until the chunk and data arrive; a
 * chunk gone after a deploy reloads the page (app/error-screen.tsx).
 */
function screen(page: Page): RouteObject {
  const load = screenModules[`./routes/${page.screen}.tsx`];
  if (!load) throw new Error(`no screen module routes/${page.screen}.tsx`);
  const handle: ScreenHandle = { module: screenModule(page) };
  const path = page.path === '/' ? { index: true } : { path: page.path.slice(1) };
  // A screen with words of its own renders once they are in too (lib/language.tsx).
  const { words } = page;
  const lazy = words ? () => Promise.all([load(), loadScreenWords(words)]).then(([module]) => module) : load;
  return { id: page.id, ...path, lazy, handle, HydrateFallback: ScreenLoading };
}

/**
 * The one route table, shared by the server's renderer and the browser (stable route ids): the
 * route manifest's pages, and the operator panels' data routes.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: ErrorScreen,
    children: [
      // Every page of the route manifest (shared/route-manifest.ts), in each language behind its prefix.
      ...PAGES.map(screen),
      // What the operator's panels load through the router's fetchers: loaders without a screen.
      { id: 'data', path: 'data/:name', lazy: () => import('./data-routes.ts') },
    ],
  },
];
