import type { RouteObject } from 'react-router';
import { RootLayout } from './root-layout.tsx';
import { ErrorScreen } from './error-screen.tsx';
import * as home from './routes/home.tsx';
import * as product from './routes/product.tsx';
import { ScreenLoading } from '../components/screen-loading.tsx';

type ScreenModule = Pick<RouteObject, 'Component' | 'loader' | 'action' | 'ErrorBoundary'>;

/** A screen in a lazy chunk; on the first load the layout shows at once, with ScreenLoading in its place. */
function lazyScreen(id: string, path: string, load: () => Promise<ScreenModule>): RouteObject {
  return { id, path, lazy: load, HydrateFallback: ScreenLoading };
}

/**
 * The one route table. Route ids are stable so that server rendering can share it. The
 * landing pages (home and product) are in the entry chunk; every other screen is a lazy chunk
 * with its own CSS, fetched when the router first matches it (the previous page stays on
 * screen meanwhile). Operator screens are lazy chunks too: a shopper never downloads them.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: ErrorScreen,
    children: [
      { id: 'home', index: true, ...home },
      { id: 'product', path: 'product/:name', ...product },
      { id: 'product-missing-name', path: 'product', ...product },
      lazyScreen('cart', 'cart', () => import('./routes/cart.tsx')),
      lazyScreen('wishlist', 'wishlist', () => import('./routes/wishlist.tsx')),
      lazyScreen('checkout', 'checkout', () => import('./routes/checkout.tsx')),
      lazyScreen('order', 'order/:number', () => import('./routes/order.tsx')),
      lazyScreen('login', 'login', () => import('./routes/login.tsx')),
      lazyScreen('backend', 'backend', () => import('./routes/backend.tsx')),
      lazyScreen('listing', 'home/:group', () => import('./routes/listing.tsx')),
      lazyScreen('search', 'search', () => import('./routes/search.tsx')),
      ...(['terms', 'privacy', 'refund', 'shipping'] as const).map((page) =>
        lazyScreen(`policy-${page}`, page, () => import('./routes/policy.tsx')),
      ),
      ...['FAQ', 'facebook', 'twitter', 'about/:sub', 'services/:sub', 'contact/:sub'].map((path) =>
        lazyScreen(`page-${path.split('/')[0]}`, path, () => import('./routes/placeholder.tsx')),
      ),
    ],
  },
];
