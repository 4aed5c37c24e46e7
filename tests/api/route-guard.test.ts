import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../helpers/test-app.ts';

/** A concrete path for a route pattern: every parameter and wildcard filled in. */
function concretePath(url: string): string {
  return url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, 'x').replace(/\*/g, 'x');
}

describe.each(DATABASE_KINDS)('the route table on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('holds the operator routes, so that the walk below is not vacuous', () => {
    const operatorRoutes = t.app.routeAccess().filter((route) => !route.public);
    const names = operatorRoutes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining(['POST /api/products', 'PATCH /api/products/:id', 'DELETE /api/products/:id', 'GET /api/vitals/summary']),
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

  it('lets an anonymous caller reach every public route (no 401, no 403)', async () => {
    for (const route of t.app.routeAccess().filter((entry) => entry.public)) {
      const response = await t.app.inject({ method: route.method as 'GET', url: concretePath(route.url) });
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(response.statusCode);
    }
  });
});
