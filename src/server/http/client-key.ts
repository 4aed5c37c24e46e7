import { normalizeIP } from '@fastify/rate-limit';

/** The IPv6 prefix one subscriber holds: Indian mobile carriers give each phone a /64. */
const IPV6_SUBSCRIBER_PREFIX = 64;

/**
 * Who a client is, for every rate limit of the shop: its IPv4 address as it is, or the /64 of its
 * IPv6 address (a phone may take any address of its /64, so a full address would give it endless
 * keys). An IPv4-mapped IPv6 address (::ffff:a.b.c.d) is the IPv4 address. request.ip is the
 * socket address unless TRUST_PROXY says otherwise.
 */
export function clientKey(request: { ip: string }): string {
  return normalizeIP(request.ip, IPV6_SUBSCRIBER_PREFIX);
}
