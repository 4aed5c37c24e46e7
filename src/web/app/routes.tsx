import type { RouteObject } from 'react-router';
import { RootLayout } from './root-layout.tsx';
import { ErrorScreen } from './error-screen.tsx';
import * as home from './routes/home.tsx';
import * as product from './routes/product.tsx';

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
      { id: 'cart', path: 'cart', lazy: () => import('./routes/cart.tsx') },
      { id: 'wishlist', path: 'wishlist', lazy: () => import('./routes/wishlist.tsx') },
      { id: 'checkout', path: 'checkout', lazy: () => import('./routes/checkout.tsx') },
      { id: 'order', path: 'order/:number', lazy: () => import('./routes/order.tsx') },
      { id: 'login', path: 'login', lazy: () => import('./routes/login.tsx') },
      { id: 'backend', path: 'backend', lazy: () => import('./routes/backend.tsx') },
      { id: 'listing', path: 'home/:group', lazy: () => import('./routes/listing.tsx') },
      { id: 'search', path: 'search', lazy: () => import('./routes/search.tsx') },
      ...(['terms', 'privacy', 'refund', 'shipping'] as const).map((page) => ({
        id: `policy-${page}`,
        path: page,
        lazy: () => import('./routes/policy.tsx'),
      })),
      ...['FAQ', 'facebook', 'twitter', 'about/:sub', 'services/:sub', 'contact/:sub'].map((path) => ({
        id: `page-${path.split('/')[0]}`,
        path,
        lazy: () => import('./routes/placeholder.tsx'),
      })),
    ],
  },
];
