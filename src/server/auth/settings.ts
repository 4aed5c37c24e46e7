// What the shop's access rules need to know of accounts and sessions, without loading
// better-auth (auth.ts), which a shop loads only when someone signs in or holds a session
// cookie (decision 031: ~25 MB that a shop at rest, or serving shoppers, has no use for).

/** The one role that may use the operator routes. */
export const OPERATOR_ROLE = 'operator';

/** Where better-auth's endpoints live; only a few of them are exposed (see routes.ts). */
export const AUTH_BASE_PATH = '/api/auth';

/**
 * Header through which the shop hands better-auth the caller's address as Fastify sees it
 * (request.ip). Any copy sent by a client is dropped first, so it cannot be spoofed.
 */
export const CLIENT_IP_HEADER = 'x-shop-client-ip';

/**
 * Session lifetimes (decision 015, ASVS 3.3.2 at level 2): a session ends after about half an
 * hour without a request (it is extended at most every 5 minutes), and 12 hours after signing
 * in however busy it was (enforced by the shop: see readSession in session.ts).
 */
export const SESSION_IDLE_SECONDS = 30 * 60;
export const SESSION_REFRESH_SECONDS = 5 * 60;
export const SESSION_ABSOLUTE_LIFETIME_MS = 12 * 60 * 60_000;

/** better-auth's cookies are named `shop.…` (`__Secure-shop.…` over HTTPS). */
export const COOKIE_PREFIX = 'shop';
