import type { RouteObject } from 'react-router';
import { RootLayout } from './root-layout.tsx';
import { ErrorScreen } from './error-screen.tsx';
import { ScreenLoading } from '../components/screen-loading.tsx';
import { CONTENT_KEYS } from '../content/keys.ts';

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
function screen(id: string, path: string | undefined, file: string): RouteObject {
  const load = screenModules[`./routes/${file}.tsx`];
  if (!load) throw new Error(`no screen module routes/${file}.tsx`);
  const handle: ScreenHandle = { module: `app/routes/${file}.tsx` };
  return { id, ...(path === undefined ? { index: true } : { path }), lazy: load, handle, HydrateFallback: ScreenLoading };
}

/** The one route table, shared by the server's renderer and the browser (stable route ids). */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: ErrorScreen,
    children: [
      screen('home', undefined, 'home'),
      screen('product', 'product/:name', 'product'),
      screen('product-missing-name', 'product', 'product'),
      screen('cart', 'cart', 'cart'),
      screen('wishlist', 'wishlist', 'wishlist'),
      screen('checkout', 'checkout', 'checkout'),
      screen('order', 'order/:number', 'order'),
      screen('login', 'login', 'login'),
      screen('backend', 'backend', 'backend'),
      screen('listing', 'home/:group', 'listing'),
      screen('search', 'search', 'search'),
      // The pages of web/content: each route's id is its page's key (app/routes/content.tsx).
      ...CONTENT_KEYS.map((key) => screen(key, key, 'content')),
      // What the operator's panels load through the router's fetchers: loaders without a screen.
      { id: 'data', path: 'data/:name', lazy: () => import('./data-routes.ts') },
    ],
  },
];
