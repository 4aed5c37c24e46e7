import type { FastifyInstance } from 'fastify';
import { isAPIError } from 'better-auth/api';
import { z } from 'zod';
import { HttpError, parseOr400 } from '../http/errors.ts';
import { tooManyRequests } from './plugin.ts';
import { authHeaders, forwardCookies, toSessionUser } from './session.ts';

/** Sign-in tries per e-mail address from one client address, per minute. */
export const SIGN_IN_ATTEMPTS_PER_EMAIL = 5;
/** Sign-in tries from one client address (any e-mail), per minute. */
export const SIGN_IN_ATTEMPTS_PER_CLIENT = 20;

const signInBody = z.strictObject({
  email: z.string().trim().min(1, 'Enter your e-mail address.').max(254, 'Wrong e-mail or password.'),
  password: z.string().min(1, 'Enter your password.').max(1024, 'Wrong e-mail or password.'),
});

export const WRONG_CREDENTIALS = 'Wrong e-mail or password.';

/**
 * The shop's own small surface over better-auth: sign in, sign out, who is signed in. None of
 * better-auth's other endpoints (sign-up, password reset, account changes) is reachable.
 */
export default async function authRoutes(app: FastifyInstance): Promise<void> {
  const emailOf = (body: unknown) =>
    typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string'
      ? body.email.trim().toLowerCase().slice(0, 254)
      : '';

  // Two limits on sign-in, counted once the body is read: per client address, and per
  // address and e-mail. request.ip is the socket address unless TRUST_PROXY is set.
  const signInLimits = [
    app.createRateLimit({ max: SIGN_IN_ATTEMPTS_PER_CLIENT, timeWindow: 60_000, keyGenerator: (request) => request.ip }),
    app.createRateLimit({
      max: SIGN_IN_ATTEMPTS_PER_EMAIL,
      timeWindow: 60_000,
      keyGenerator: (request) => `${request.ip}|${emailOf(request.body)}`,
    }),
  ];

  app.post(
    '/auth/sign-in',
    {
      config: { public: true, rateLimit: false },
      preHandler: async (request, reply) => {
        for (const limit of signInLimits) {
          const result = await limit(request);
          if (!result.isAllowed && result.isExceeded) {
            reply.header('retry-after', result.ttlInSeconds);
            throw tooManyRequests(result.ttl);
          }
        }
      },
    },
    async (request, reply) => {
      const { email, password } = parseOr400(signInBody, request.body);
      try {
        const result = await app.auth.api.signInEmail({
          body: { email, password, rememberMe: true },
          headers: authHeaders(request),
          returnHeaders: true,
        });
        forwardCookies(request, reply, result.headers);
        reply.header('cache-control', 'no-store');
        return { user: toSessionUser(result.response.user) };
      } catch (error) {
        // Unknown e-mail, wrong password, malformed e-mail: one answer, so that nobody can
        // learn which addresses have accounts.
        if (isAPIError(error) && error.statusCode >= 400 && error.statusCode < 500) {
          throw new HttpError(401, 'invalid_credentials', WRONG_CREDENTIALS);
        }
        throw error;
      }
    },
  );

  app.post('/auth/sign-out', { config: { public: true } }, async (request, reply) => {
    try {
      const result = await app.auth.api.signOut({ headers: authHeaders(request), returnHeaders: true });
      forwardCookies(request, reply, result.headers);
    } catch (error) {
      // Signing out without a session is already done.
      if (!(isAPIError(error) && error.statusCode < 500)) throw error;
    }
    reply.header('cache-control', 'no-store');
    return reply.status(204).send();
  });

  app.get('/auth/session', { config: { public: true } }, async (request, reply) => {
    const result = await app.auth.api.getSession({ headers: authHeaders(request), returnHeaders: true });
    forwardCookies(request, reply, result.headers);
    reply.header('cache-control', 'no-store');
    return { user: result.response ? toSessionUser(result.response.user) : null };
  });
}
