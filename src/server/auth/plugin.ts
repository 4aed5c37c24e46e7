import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { clientKey } from '../http/client-key.ts';
import { HttpError, shopperError } from '../http/errors.ts';
import { errorDetail } from '../../shared/errors.ts';
import { IN_PROCESS_ADDRESS } from '../http/in-process.ts';
import { configuredOrigin } from '../http/origin.ts';
import type { ShopAuth } from './auth.ts';
import { loadAuthSecrets } from './secret.ts';
import { sessionUser } from './session.ts';
import { OPERATOR_ROLE } from './settings.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Accounts and access for the whole shop, in one place:
 * - better-auth on the shared database (`app.auth()`), loaded with the first request that needs
 *   it: a sign-in, or a request with a session cookie to an operator's route (decision 031);
 * - rate limits keyed by client (http/client-key.ts: the address, or an IPv6 address's /64),
 *   counted in memory, or in Redis when the app is given one (REDIS_URL);
 * - state-changing requests from a foreign Origin are refused;
 * - every route is for operators only unless its options say `config: { public: true }`:
 *   anonymous callers get 401, signed-in non-operators 403.
 * Call before any route is registered.
 */
export async function installAuth(app: FastifyInstance, options: { rateLimitRedis?: Redis | undefined } = {}): Promise<void> {
  const { config, database } = app;
  const secrets = await loadAuthSecrets(database.db, config.authSecret, app.log);
  let loading: Promise<ShopAuth> | undefined;
  app.decorate('auth', () => {
    loading ??= import('./auth.ts').then(({ createAuth }) =>
      createAuth({
        db: database.db as never,
        kind: database.kind,
        secrets,
        publicUrl: config.publicUrl,
        secureCookies: wantsSecureCookies(config.publicUrl),
        log: app.log,
      }),
    );
    return loading;
  });
  app.decorateRequest('operator', null);

  // Every route registered from here on, for the route-table test (tests/api/route-guard.test.ts).
  // The options objects are kept, not copied: plugins may still mark their routes public.
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.decorate('routeAccess', () =>
    routes.flatMap((route) =>
      [route.method].flat().map((method) => ({ method, url: route.url, public: route.config?.public === true })),
    ),
  );

  await app.register(rateLimit, {
    global: true,
    max: config.apiRateLimit,
    timeWindow: 60_000,
    keyGenerator: clientKey,
    // Files (the web app, media) are cheap and immutable: only the API is limited, and not
    // the server's own in-process calls while it renders a page (the page request has its
    // own limits: src/server/web/routes.ts).
    allowList: (request) =>
      !(request.routeOptions.url ?? '').startsWith('/api/') || request.socket.remoteAddress === IN_PROCESS_ADDRESS,
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl),
    // With Redis the counters are shared by every process of the shop. Should Redis stop
    // answering, requests go through unlimited rather than the shop refusing shoppers; only
    // sign-in's own limits fail closed (routes.ts, decision 015).
    ...(options.rateLimitRedis ? { redis: options.rateLimitRedis, nameSpace: 'shop:rate-limit:', skipOnError: true } : {}),
  });

  const publicOrigin = configuredOrigin(config);
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    // Requests without Origin come from non-browser clients (curl, scripts): they pass.
    if (origin === undefined) return;
    if (!isOwnOrigin(origin, request, publicOrigin)) {
      throw new HttpError(403, 'foreign_origin', 'This request came from another site and was refused.');
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    // A path no route answers is nobody's operator route: the web app or a JSON 404 answers it.
    if (request.is404 || request.routeOptions.config.public === true) return;
    const user = await sessionUser(app.auth, request, reply);
    if (!user) throw new HttpError(401, 'unauthenticated', 'Please sign in as an operator.');
    if (user.role !== OPERATOR_ROLE) throw new HttpError(403, 'forbidden', 'Only operators may do this.');
    request.operator = user;
  });
}

/**
 * The 429 answer: says when to try again, in words and in Retry-After (set by the plugin). A
 * shopper meets it too (placing orders), so it is a code with its figure (shared/errors.ts).
 */
export function tooManyRequests(ttlMs: number): HttpError {
  return shopperError(429, 'rate_limited', errorDetail('too_many', { seconds: Math.max(1, Math.ceil(ttlMs / 1000)) }));
}

/** Secure cookies when the shop's public address is HTTPS and not this machine. */
export function wantsSecureCookies(publicUrl: string | undefined): boolean {
  if (!publicUrl) return false;
  const url = new URL(publicUrl);
  return url.protocol === 'https:' && !LOCAL_HOSTS.has(url.hostname);
}

function isOwnOrigin(origin: string, request: FastifyRequest, publicOrigin: string | undefined): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // 'null' (sandboxed frames, some redirects) or garbage
  }
  if (publicOrigin !== undefined && url.origin === publicOrigin) return true;
  return url.host === request.headers.host;
}
