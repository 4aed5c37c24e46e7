import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../helpers/test-app.ts';

/**
 * Every route an anonymous caller may use, written out: a route made public by mistake (or a
 * public one closed) fails the last test below. One line per route; the HEAD route Fastify
 * makes for each GET is checked to follow its GET and is not listed. The web build's files
 * (GET /assets/..., public through the web plugin) are not listed either: the table here is
 * the API's, without a build.
 */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/products',
  'GET /api/products/by-ids',
  'GET /api/products/by-name/:name',
  'GET /api/search',
  'POST /api/orders',
  'GET /api/orders/:number',
  'GET /api/orders/:number/invoice.pdf',
  'GET /api/orders/:number/credit-note.pdf',
  // A UPI order's QR code and the reference of its payment (decision 032).
  'GET /api/orders/:number/upi-qr.svg',
  'POST /api/orders/:number/upi-reference',
  // Razorpay's Checkout, its callback and webhook, and trying again to pay (decision 033).
  'POST /api/orders/:number/razorpay-checkout',
  'POST /api/orders/:number/razorpay-callback',
  'POST /api/orders/:number/payment-retry',
  'POST /api/payments/razorpay/webhook',
  'GET /api/payment-terms',
  'POST /api/newsletter',
  'POST /api/auth/sign-in',
  // The second step of a two-step sign-in: its challenge cookie, not a session, admits it.
  'POST /api/auth/two-factor/verify',
  'POST /api/auth/sign-out',
  'GET /api/auth/session',
  'POST /api/vitals',
  // The checkout's PIN lookup (decision 019).
  'GET /api/pin-codes/:pin',
  // The delivery date by PIN, and remembering the PIN without script (decision 037).
  'GET /api/delivery/:pin',
  'GET /api/delivery-pin',
  'GET /media/*',
  'GET /robots.txt',
  'GET /sitemap.xml',
];

/** The API alone: no web build's files in the route table, whatever state dist/ is in. */
const API_ONLY = { DIST_DIR: path.join(tmpdir(), 'shop-test-no-web-build') };

/** A concrete path for a route pattern: every parameter and wildcard filled in. */
function concretePath(url: string): string {
  return url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, 'x').replace(/\*/g, 'x');
}

describe.each(DATABASE_KINDS)('the route table on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, API_ONLY);
  });
  afterAll(() => t.close());

  it('holds the operator routes, so that the walk below is not vacuous', () => {
    const operatorRoutes = t.app.routeAccess().filter((route) => !route.public);
    const names = operatorRoutes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/products',
        'PATCH /api/products/:id',
        'DELETE /api/products/:id',
        'GET /api/vitals/summary',
        'GET /api/sales/summary',
        'GET /api/sales/orders.csv',
        'GET /api/mail/outbox',
      ]),
    );
    const publicRoutes = t.app.routeAccess().filter((route) => route.public);
    expect(publicRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/products',
        'POST /api/auth/sign-in',
        'GET /media/*',
        'POST /api/vitals',
        'GET /robots.txt',
        'GET /sitemap.xml',
      ]),
    );
  });

  it('opens only signing in and out, the session check and the second sign-in step of the auth routes', () => {
    const authRoutes = t.app.routeAccess().filter((route) => route.url.startsWith('/api/auth/') && route.method !== 'HEAD');
    const names = (isPublic: boolean) =>
      authRoutes
        .filter((route) => route.public === isPublic)
        .map((route) => `${route.method} ${route.url}`)
        .sort();
    expect(names(true)).toEqual([
      'GET /api/auth/session',
      'POST /api/auth/sign-in',
      'POST /api/auth/sign-out',
      'POST /api/auth/two-factor/verify',
    ]);
    expect(names(false)).toEqual([
      'GET /api/auth/sessions',
      'POST /api/auth/password',
      'POST /api/auth/sessions/sign-out-everywhere',
      'POST /api/auth/sessions/sign-out-others',
      'POST /api/auth/two-factor/confirm',
      'POST /api/auth/two-factor/disable',
      'POST /api/auth/two-factor/enable',
    ]);
  });

  it('answers 401 to an anonymous caller on every route without public: true', async () => {
    const failures: string[] = [];
    for (const route of t.app.routeAccess().filter((entry) => !entry.public)) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concretePath(route.url),
        ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
      });
      // HEAD answers carry no body: the status is all there is to check.
      const error = route.method === 'HEAD' ? 'unauthenticated' : (response.json() as { error?: string }).error;
      if (response.statusCode !== 401 || error !== 'unauthenticated') {
        failures.push(`${route.method} ${route.url} answered ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 even with a forged session cookie', async () => {
    for (const route of t.app.routeAccess().filter((entry) => !entry.public)) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concretePath(route.url),
        headers: { cookie: 'shop.session_token=forged.signature; __Secure-shop.session_token=forged.signature' },
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('lets an anonymous caller reach exactly the listed public routes (no 401, no 403), as the guard declares them', async () => {
    const routes = t.app.routeAccess();
    const isHeadTwin = (route: { method: string; url: string }) =>
      route.method === 'HEAD' && routes.some((other) => other.method === 'GET' && other.url === route.url);
    // The guard's own declaration (config: { public: true }) ...
    const declared = routes.filter((route) => route.public && !isHeadTwin(route)).map((route) => `${route.method} ${route.url}`);
    // ... and what an anonymous caller actually gets through to.
    const reached: string[] = [];
    for (const route of routes) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concretePath(route.url),
        ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
      });
      if (![401, 403].includes(response.statusCode) && !isHeadTwin(route)) reached.push(`${route.method} ${route.url}`);
    }
    expect(declared.sort()).toEqual([...PUBLIC_ROUTES].sort());
    expect(reached.sort()).toEqual([...PUBLIC_ROUTES].sort());
    // A HEAD route is as open as its GET.
    for (const head of routes.filter(isHeadTwin)) {
      expect(head.public, `HEAD ${head.url}`).toBe(routes.find((route) => route.method === 'GET' && route.url === head.url)!.public);
    }
  });
});
