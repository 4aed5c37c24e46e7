import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ShopAuth } from './auth.ts';
import { CLIENT_IP_HEADER, COOKIE_PREFIX, SESSION_ABSOLUTE_LIFETIME_MS } from './settings.ts';

/** A signed-in user as the shop's routes see it. */
export type SessionUser = { id: string; email: string; name: string; role: string; twoFactorEnabled: boolean };

type AuthSession = NonNullable<Awaited<ReturnType<ShopAuth['api']['getSession']>>>;

/**
 * The caller's session, or null. A session older than SESSION_ABSOLUTE_LIFETIME_MS is ended
 * (its row deleted) however active it was: better-auth only knows the sliding idle limit; so is
 * a disabled account's. A
 * refreshed cookie (the idle limit moved on) is copied to the reply.
 */
export async function readSession(auth: ShopAuth, request: FastifyRequest, reply: FastifyReply): Promise<AuthSession | null> {
  const result = await auth.api.getSession({ headers: authHeaders(request), returnHeaders: true });
  const session = result.response;
  if (!session) return null;
  // A disabled operator's sessions end (disable-operator deletes them too; this covers a
  // session made in between).
  if (Date.now() - new Date(session.session.createdAt).getTime() >= SESSION_ABSOLUTE_LIFETIME_MS || session.user.disabledAt) {
    await (await auth.$context).internalAdapter.deleteSession(session.session.token);
    return null;
  }
  forwardCookies(request, reply, result.headers);
  return session;
}

/**
 * The caller's signed-in user, or null. A request without a session cookie has no session to
 * read, and better-auth (loadAuth) is not loaded to say so.
 */
export async function sessionUser(
  loadAuth: () => Promise<ShopAuth>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionUser | null> {
  if (!(request.headers.cookie ?? '').includes(`${COOKIE_PREFIX}.session_token=`)) return null;
  const session = await readSession(await loadAuth(), request, reply);
  return session ? toSessionUser(session.user) : null;
}

/**
 * The request's headers for better-auth, with the caller's address as Fastify resolved it
 * (request.ip: the socket address unless TRUST_PROXY is set) in place of anything the client sent.
 */
export function authHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/**
 * Copies better-auth's Set-Cookie headers to the reply. A request that reached the shop over
 * HTTPS gets Secure cookies even when PUBLIC_URL is not set.
 */
export function forwardCookies(request: FastifyRequest, reply: FastifyReply, headers: Headers): void {
  const cookies = headers.getSetCookie();
  if (cookies.length === 0) return;
  const secure = request.protocol === 'https';
  reply.header(
    'set-cookie',
    cookies.map((cookie) => (secure && !/;\s*secure/i.test(cookie) ? `${cookie}; Secure` : cookie)),
  );
}

export function toSessionUser(user: { id: string; email: string; name: string; role?: unknown; twoFactorEnabled?: unknown }): SessionUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: typeof user.role === 'string' ? user.role : '',
    // 0/1 on SQLite when read outside better-auth's own parsing.
    twoFactorEnabled: user.twoFactorEnabled === true || user.twoFactorEnabled === 1,
  };
}
