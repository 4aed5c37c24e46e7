import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** The origin of PUBLIC_URL, when one is set. */
export function configuredOrigin(config: Pick<Config, 'publicUrl'>): string | undefined {
  return config.publicUrl ? new URL(config.publicUrl).origin : undefined;
}

/**
 * The shop's origin for absolute links (link previews, canonical links, the sitemap, e-mails):
 * PUBLIC_URL, else the address the shop listens on (localhost for every interface). Never the
 * Host a request names: anyone can send any Host, and an answer kept in a cache would carry
 * their address to every visitor after them. NODE_ENV=production requires PUBLIC_URL (config.ts).
 */
export function publicOrigin(config: Pick<Config, 'publicUrl' | 'host' | 'port'>): string {
  const configured = configuredOrigin(config);
  if (configured) return configured;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/** publicOrigin for callers that hold a request: the request never changes the answer. */
export function shopOrigin(config: Pick<Config, 'publicUrl' | 'host' | 'port'>): (request: FastifyRequest) => string {
  const origin = publicOrigin(config);
  return () => origin;
}
