import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { clientKey } from '../http/client-key.ts';
import { HttpError, parseOr400 } from '../http/errors.ts';
import { tooManyRequests } from './plugin.ts';
import { SESSION_ABSOLUTE_LIFETIME_MS } from './settings.ts';
import { authHeaders, forwardCookies, readSession, sessionUser, toSessionUser } from './session.ts';
import { signInThrottle } from './sign-in-throttle.ts';
import { claimTotpCode } from './totp-steps.ts';
import { isDisabledAccount } from './operators.ts';
import { passwordProblem } from './password.ts';
import { auditedBy, recordAudit } from '../audit/audit-log.ts';
import type { SessionUser } from './session.ts';

/** Sign-in tries per e-mail address from one client address, per minute. */
export const SIGN_IN_ATTEMPTS_PER_EMAIL = 5;
/** Sign-in tries from one client address (any e-mail), per minute. */
export const SIGN_IN_ATTEMPTS_PER_CLIENT = 20;

const signInBody = z.strictObject({
  email: z.string().trim().min(1, 'Enter your e-mail address.').max(254, 'Wrong e-mail or password.'),
  password: z.string().min(1, 'Enter your password.').max(1024, 'Wrong e-mail or password.'),
});
const codeBody = z.strictObject({
  code: z.string().trim().min(1, 'Enter the code.').max(32, 'That code is not right.'),
});
const passwordBody = z.strictObject({
  password: z.string().min(1, 'Enter your password.').max(1024, 'That is not your password.'),
});
// Turning two-step sign-in off takes the password and a current code from the app.
const disableBody = z.strictObject({
  password: z.string().min(1, 'Enter your password.').max(1024, 'That is not your password.'),
  code: z.string().trim().min(1, 'Enter the code from your authenticator app.').max(32, 'That code is not right.'),
});
const changePasswordBody = z.strictObject({
  currentPassword: z.string().min(1, 'Enter your current password.').max(1024, 'That is not your password.'),
  newPassword: z.string().min(1, 'Enter a new password.').max(1024, 'The password must be at most 128 characters long.'),
});

export const WRONG_CREDENTIALS = 'Wrong e-mail or password.';
export const SIGN_IN_UNAVAILABLE = 'Signing in is not possible for a moment. Please try again in a minute.';
const WRONG_CODE = 'That code is not right. Enter the current code from your authenticator app.';
const CHALLENGE_EXPIRED = 'This sign-in has expired. Please enter your e-mail and password again.';
const NOT_YOUR_PASSWORD = 'That is not your password.';

/**
 * The shop's own small surface over better-auth: sign in (with a TOTP code when the operator
 * turned it on), sign out, who is signed in; for operators, their two-factor settings and their
 * sessions. None of better-auth's other endpoints (sign-up, password reset, account changes) is
 * reachable.
 */
export default async function authRoutes(app: FastifyInstance): Promise<void> {
  const emailOf = (body: unknown) =>
    typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string'
      ? body.email.trim().toLowerCase().slice(0, 254)
      : '';

  // Two limits on sign-in, counted once the body is read: per client, and per client and
  // e-mail (the client as every limit keys it: http/client-key.ts). Unlike
  // the shop's other limits they fail closed: without their store, nobody signs in.
  const perClient = app.createRateLimit({
    max: SIGN_IN_ATTEMPTS_PER_CLIENT,
    timeWindow: 60_000,
    keyGenerator: clientKey,
    skipOnError: false,
  });
  const perClientAndEmail = app.createRateLimit({
    max: SIGN_IN_ATTEMPTS_PER_EMAIL,
    timeWindow: 60_000,
    keyGenerator: (request) => `${clientKey(request)}|${emailOf(request.body)}`,
    skipOnError: false,
  });
  // Failed sign-ins per e-mail from any address, in the database (sign-in-throttle.ts).
  const db = app.database.db;
  const throttle = signInThrottle(db);

  // The outage of the limits' store is logged once when it starts and once when it ends.
  let storeDown = false;
  async function applyLimit(limit: typeof perClient, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    let result;
    try {
      result = await limit(request);
    } catch (error) {
      if (!storeDown) {
        storeDown = true;
        app.log.error({ err: error }, 'sign-in refused: the rate-limit store does not answer');
      }
      throw new HttpError(503, 'sign_in_unavailable', SIGN_IN_UNAVAILABLE);
    }
    if (storeDown) {
      storeDown = false;
      app.log.info('sign-in open again: the rate-limit store answers');
    }
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw tooManyRequests(result.ttl);
    }
  }

  app.post(
    '/auth/sign-in',
    {
      config: { public: true, rateLimit: false },
      preHandler: async (request, reply) => {
        await applyLimit(perClient, request, reply);
        await applyLimit(perClientAndEmail, request, reply);
        const email = emailOf(request.body);
        const wait = email ? await throttle.waitFor(email) : 0;
        if (wait > 0) {
          reply.header('retry-after', Math.ceil(wait / 1000));
          throw tooManyRequests(wait);
        }
      },
    },
    async (request, reply) => {
      const { email, password } = parseOr400(signInBody, request.body);
      let result;
      try {
        result = await (await app.auth()).api.signInEmail({
          body: { email, password, rememberMe: true },
          headers: authHeaders(request),
          returnHeaders: true,
        });
      } catch (error) {
        // Unknown e-mail, wrong password, malformed e-mail: one answer, so that nobody can
        // learn which addresses have accounts; each counts towards the e-mail's delay.
        if (isAPIError(error) && error.statusCode >= 400 && error.statusCode < 500) {
          await throttle.recordFailure(email);
          await recordAudit(db, { event: 'sign-in-failed', actor: email, clientIp: request.ip, details: 'wrong e-mail or password' });
          throw new HttpError(401, 'invalid_credentials', WRONG_CREDENTIALS);
        }
        throw error;
      }
      // A disabled account's right password opens nothing, and is answered like a wrong one.
      if (await isDisabledAccount(db, email)) {
        if ('token' in result.response) await endSession(result.response.token);
        await throttle.recordFailure(email);
        await recordAudit(db, { event: 'sign-in-failed', actor: email, clientIp: request.ip, details: 'the account is disabled' });
        throw new HttpError(401, 'invalid_credentials', WRONG_CREDENTIALS);
      }
      await throttle.recordSuccess(email);
      forwardCookies(request, reply, result.headers);
      reply.header('cache-control', 'no-store');
      // With two factors on, the password opens only the second step (a short-lived cookie).
      if ('twoFactorRedirect' in result.response) return { user: null, twoFactorRequired: true };
      await recordAudit(db, { event: 'sign-in', actor: email, clientIp: request.ip, details: 'with the password' });
      return { user: toSessionUser(result.response.user) };
    },
  );

  app.post(
    '/auth/two-factor/verify',
    {
      config: { public: true, rateLimit: false },
      preHandler: async (request, reply) => {
        await applyLimit(perClient, request, reply);
      },
    },
    async (request, reply) => {
      const { code } = parseOr400(codeBody, request.body);
      // The account this sign-in is for, read before better-auth spends the challenge: for the trail.
      const account = await challengeAccount(request);
      const failed = (details: string) => recordAudit(db, { event: 'sign-in-failed', actor: account, clientIp: request.ip, details });
      // Backup codes look like 'abcde-12345'; authenticator codes are six digits.
      const totp = /^\d{6}$/.test(code);
      const headers = authHeaders(request);
      let result;
      try {
        result = await callAuth(
          totp
            ? (await app.auth()).api.verifyTOTP({ body: { code }, headers, returnHeaders: true })
            : (await app.auth()).api.verifyBackupCode({ body: { code }, headers, returnHeaders: true }),
          twoFactorError,
        );
      } catch (error) {
        await failed(error instanceof HttpError ? `two-step code refused (${error.code})` : 'two-step check failed');
        throw error;
      }
      const { user, token } = result.response;
      // better-auth takes a code as often as it is sent within its window: a code whose step was
      // already used is refused here, and the session just made for it ends unsent.
      if (totp && (await claimTotpCode(await app.auth(), db, user.id, code)) !== 'accepted') {
        await endSession(token);
        await failed('two-step code already used');
        throw new HttpError(401, 'invalid_code', WRONG_CODE);
      }
      if (await isDisabledAccount(db, user.email)) {
        await endSession(token);
        await failed('the account is disabled');
        throw new HttpError(401, 'invalid_credentials', WRONG_CREDENTIALS);
      }
      forwardCookies(request, reply, result.headers);
      reply.header('cache-control', 'no-store');
      await recordAudit(db, { event: 'sign-in', actor: user.email, clientIp: request.ip, details: totp ? 'with a two-step code' : 'with a backup code' });
      return { user: toSessionUser(user) };
    },
  );

  app.post('/auth/sign-out', { config: { public: true } }, async (request, reply) => {
    await signOut(request, reply);
    return reply.status(204).send();
  });

  app.get('/auth/session', { config: { public: true } }, async (request, reply) => {
    const user = await sessionUser(app.auth, request, reply);
    reply.header('cache-control', 'no-store');
    return { user };
  });

  // Operators only (the guard's default) from here on.

  app.post('/auth/two-factor/enable', async (request, reply) => {
    const { password } = parseOr400(passwordBody, request.body);
    const result = await callAuth((await app.auth()).api.enableTwoFactor({ body: { password }, headers: authHeaders(request) }), passwordError);
    if (!('totpURI' in result) || !result.totpURI || !result.backupCodes) throw new Error('better-auth answered no TOTP secret');
    reply.header('cache-control', 'no-store');
    // The secret as text too, for an authenticator app that cannot read the QR code.
    const secret = new URL(result.totpURI).searchParams.get('secret') ?? '';
    return { totpUri: result.totpURI, secret, backupCodes: result.backupCodes };
  });

  app.post('/auth/two-factor/confirm', async (request, reply) => {
    const { code } = parseOr400(codeBody, request.body);
    const operator = operatorOf(request);
    if ((await claimTotpCode(await app.auth(), db, operator.id, code)) !== 'accepted') throw new HttpError(401, 'invalid_code', WRONG_CODE);
    const { user } = await callAuthWithCookies(request, reply, twoFactorError, async (headers) =>
      (await app.auth()).api.verifyTOTP({ body: { code }, headers, returnHeaders: true }),
    );
    await recordAudit(db, { ...auditedBy(request), event: 'two-step-on', subject: operator.email });
    return { user: toSessionUser({ ...user, twoFactorEnabled: true }) };
  });

  // Off only with the password and a current code: a stolen password alone (or an unattended
  // backend and a known password) cannot remove the second factor.
  app.post('/auth/two-factor/disable', async (request, reply) => {
    const { password, code } = parseOr400(disableBody, request.body);
    const operator = operatorOf(request);
    if ((await claimTotpCode(await app.auth(), db, operator.id, code)) !== 'accepted') {
      throw new HttpError(401, 'invalid_code', WRONG_CODE, { code: WRONG_CODE });
    }
    await callAuthWithCookies(request, reply, passwordError, async (headers) =>
      (await app.auth()).api.disableTwoFactor({ body: { password }, headers, returnHeaders: true }),
    );
    await recordAudit(db, { ...auditedBy(request), event: 'two-step-off', subject: operator.email });
    return reply.status(204).send();
  });

  // The operator's own password: the current one and a new one. Every other session of the
  // operator ends; this one goes on under a new cookie.
  app.post(
    '/auth/password',
    {
      preHandler: async (request, reply) => {
        await applyLimit(perClient, request, reply);
      },
    },
    async (request, reply) => {
      const { currentPassword, newPassword } = parseOr400(changePasswordBody, request.body);
      const problem = newPassword === currentPassword ? 'The new password must differ from the current one.' : passwordProblem(newPassword);
      if (problem) throw new HttpError(400, 'weak_password', problem, { newPassword: problem });
      const operator = operatorOf(request);
      await callAuthWithCookies(request, reply, currentPasswordError, async (headers) =>
        (await app.auth()).api.changePassword({ body: { currentPassword, newPassword, revokeOtherSessions: true }, headers, returnHeaders: true }),
      );
      await recordAudit(db, { ...auditedBy(request), event: 'password-changed', subject: operator.email });
      return reply.status(204).send();
    },
  );

  app.get('/auth/sessions', async (request, reply) => {
    const current = await readSession(await app.auth(), request, reply);
    const sessions = await (await app.auth()).api.listSessions({ headers: authHeaders(request) });
    reply.header('cache-control', 'no-store');
    return {
      sessions: sessions
        .filter((session) => Date.now() - new Date(session.createdAt).getTime() < SESSION_ABSOLUTE_LIFETIME_MS)
        .sort((a, b) => new Date(b.updatedAt).getTime() - new Date(a.updatedAt).getTime())
        .map((session) => ({
          id: session.id,
          current: session.id === current?.session.id,
          userAgent: session.userAgent ?? null,
          ipAddress: session.ipAddress ?? null,
          createdAt: new Date(session.createdAt).toISOString(),
          lastActiveAt: new Date(session.updatedAt).toISOString(),
        })),
    };
  });

  app.post('/auth/sessions/sign-out-others', async (request, reply) => {
    await (await app.auth()).api.revokeOtherSessions({ headers: authHeaders(request) });
    await recordAudit(db, { ...auditedBy(request), event: 'sessions-revoked', subject: request.operator?.email, details: 'every other session' });
    reply.header('cache-control', 'no-store');
    return reply.status(204).send();
  });

  app.post('/auth/sessions/sign-out-everywhere', async (request, reply) => {
    await (await app.auth()).api.revokeOtherSessions({ headers: authHeaders(request) });
    await signOut(request, reply);
    await recordAudit(db, { ...auditedBy(request), event: 'sessions-revoked', subject: request.operator?.email, details: 'every session, this one too' });
    return reply.status(204).send();
  });

  /** Ends a session better-auth has just made, before its cookie is sent. */
  async function endSession(token: string | undefined): Promise<void> {
    if (token) await (await (await app.auth()).$context).internalAdapter.deleteSession(token);
  }

  /**
   * The e-mail of the account a two-step challenge cookie stands for, or undefined. Read only to
   * name the account in the audit trail: better-auth checks the cookie's signature itself.
   */
  async function challengeAccount(request: FastifyRequest): Promise<string | undefined> {
    const match = /(?:^|;\s*)(?:__Secure-)?shop\.two_factor=([^;]+)/.exec(request.headers.cookie ?? '');
    if (!match) return undefined;
    try {
      const signed = decodeURIComponent(match[1]!);
      const context = await (await app.auth()).$context;
      const verification = await context.internalAdapter.findVerificationValue(signed.slice(0, signed.lastIndexOf('.')));
      const user = verification ? await context.internalAdapter.findUserById(verification.value) : null;
      return user?.email;
    } catch {
      return undefined;
    }
  }

  async function signOut(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    try {
      const result = await (await app.auth()).api.signOut({ headers: authHeaders(request), returnHeaders: true });
      forwardCookies(request, reply, result.headers);
    } catch (error) {
      // Signing out without a session is already done.
      if (!(isAPIError(error) && error.statusCode < 500)) throw error;
    }
    reply.header('cache-control', 'no-store');
  }
}

/** better-auth's answer to a call, or its refusal as `shopError` words it. */
async function callAuth<T>(call: Promise<T>, shopError: (error: unknown) => unknown): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw shopError(error);
  }
}

/**
 * A better-auth call made with the request's headers that answers with cookies
 * (`returnHeaders`): its answer, its cookies passed on to the browser and the reply kept out of
 * caches; its refusal as `shopError` words it.
 */
async function callAuthWithCookies<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  shopError: (error: unknown) => unknown,
  call: (headers: Headers) => Promise<{ headers: Headers; response: T }>,
): Promise<T> {
  const result = await callAuth(call(authHeaders(request)), shopError);
  forwardCookies(request, reply, result.headers);
  reply.header('cache-control', 'no-store');
  return result.response;
}

/** better-auth's answers to a wrong code, an expired challenge or too many tries, in the shop's words. */
function twoFactorError(error: unknown): unknown {
  if (!isAPIError(error) || error.statusCode >= 500) return error;
  const code = (error.body as { code?: string } | undefined)?.code;
  if (code === 'INVALID_CODE' || code === 'INVALID_BACKUP_CODE') return new HttpError(401, 'invalid_code', WRONG_CODE);
  if (code === 'ACCOUNT_TEMPORARILY_LOCKED' || error.statusCode === 429) {
    return new HttpError(429, 'rate_limited', 'Too many wrong codes. Please try again in 15 minutes.');
  }
  // No sign-in under way (no or an expired challenge cookie), or its tries are used up.
  return new HttpError(400, 'two_factor_expired', CHALLENGE_EXPIRED);
}

/** The signed-in operator of an operator route (the guard has set it). */
function operatorOf(request: FastifyRequest): SessionUser {
  if (!request.operator) throw new HttpError(401, 'unauthenticated', 'Please sign in as an operator.');
  return request.operator;
}

/** better-auth's refusal of the current password when changing it, in the shop's words. */
function currentPasswordError(error: unknown): unknown {
  if (isAPIError(error) && error.statusCode < 500) {
    return new HttpError(400, 'invalid_password', NOT_YOUR_PASSWORD, { currentPassword: NOT_YOUR_PASSWORD });
  }
  return error;
}

function passwordError(error: unknown): unknown {
  if (isAPIError(error) && error.statusCode < 500) {
    const code = (error.body as { code?: string } | undefined)?.code;
    if (code === 'TOTP_ALREADY_ENABLED') return new HttpError(409, 'two_factor_enabled', 'Two-step sign-in is already on.');
    return new HttpError(400, 'invalid_password', 'That is not your password.', { password: 'That is not your password.' });
  }
  return error;
}

/**
 * A refusal of better-auth's (its APIError, with the HTTP status it would answer). Told by its
 * name, as better-auth's own isAPIError does, so that this module does not load better-auth.
 */
function isAPIError(error: unknown): error is Error & { statusCode: number; body?: unknown } {
  return error instanceof Error && error.name === 'APIError' && typeof (error as { statusCode?: unknown }).statusCode === 'number';
}
