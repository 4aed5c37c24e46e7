import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** The origin of PUBLIC_URL, when one is set. */
export function configuredOrigin(config: Pick<Config, 'publicUrl'>): string | undefined {
  return config.publicUrl ? new URL(config.publicUrl).origin : undefined;
}

/**
 * The shop's origin for absolute links (link previews, canonical links, the sitemap): the
 * configured public address, else the protocol and host the request came with.
 */
export function shopOrigin(config: Pick<Config, 'publicUrl'>): (request: FastifyRequest) => string {
  const configured = configuredOrigin(config);
  return (request) => configured ?? `${request.protocol}://${request.host}`;
}
