import type { FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_IP_HEADER } from './auth.ts';

/** A signed-in user as the shop's routes see it. */
export type SessionUser = { id: string; email: string; name: string; role: string };

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

export function toSessionUser(user: { id: string; email: string; name: string; role?: unknown }): SessionUser {
  return { id: user.id, email: user.email, name: user.name, role: typeof user.role === 'string' ? user.role : '' };
}
