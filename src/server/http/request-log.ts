import type { FastifyRequest } from 'fastify';

/**
 * An order's number is the shopper's secret link to it (/order/{number}, /api/orders/{number}):
 * logs, which more people read and keep longer than the database, never hold one.
 */
const ORDER_PATH = /^(\/(?:api\/orders|order))\/[^/?#]+([^?#]*)(?:[?#].*)?$/i;

/**
 * The URL as the request log shows it: an order number replaced by `{number}`, and the query of
 * an order's address dropped (it may hold the key to the order's invoice, decision 030).
 */
export function loggedUrl(url: string): string {
  return url.replace(ORDER_PATH, '$1/{number}$2');
}

/** Fastify's request serializer (its default fields), with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
