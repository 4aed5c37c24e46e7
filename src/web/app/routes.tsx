import type { RouteObject } from 'react-router';
import { RootLayout } from './root-layout.tsx';
import { ErrorScreen } from './error-screen.tsx';
import * as home from './routes/home.tsx';
import * as product from './routes/product.tsx';
import * as cart from './routes/cart.tsx';
import * as wishlist from './routes/wishlist.tsx';
import * as checkout from './routes/checkout.tsx';
import * as order from './routes/order.tsx';
import * as login from './routes/login.tsx';
import * as listing from './routes/listing.tsx';
import * as search from './routes/search.tsx';
import * as policy from './routes/policy.tsx';
import * as placeholder from './routes/placeholder.tsx';

/**
 * The one route table. Route ids are stable so that server rendering can share it. Operator
 * screens are lazy chunks: a shopper never downloads them.
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
      { id: 'cart', path: 'cart', ...cart },
      { id: 'wishlist', path: 'wishlist', ...wishlist },
      { id: 'checkout', path: 'checkout', ...checkout },
      { id: 'order', path: 'order/:number', ...order },
      { id: 'login', path: 'login', ...login },
      { id: 'backend', path: 'backend', lazy: () => import('./routes/backend.tsx') },
      { id: 'listing', path: 'home/:group', ...listing },
      { id: 'search', path: 'search', ...search },
      ...(['terms', 'privacy', 'refund', 'shipping'] as const).map((page) => ({
        id: `policy-${page}`,
        path: page,
        ...policy,
      })),
      ...['FAQ', 'facebook', 'twitter', 'about/:sub', 'services/:sub', 'contact/:sub'].map((path) => ({
        id: `page-${path.split('/')[0]}`,
        path,
        ...placeholder,
      })),
    ],
  },
];
