import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers that depend on the catalogue alone (API reads, rendered pages), kept per catalogue
 * version and compressed once. Use from a route handler:
 *
 *   return app.responseCache.send(request, reply, {
 *     key: 'api:products?' + normalisedQuery,   // everything the answer depends on, bounded
 *     contentType: 'application/json; charset=utf-8',
 *     cacheControl: 'no-cache',
 *     produce: async () => ({ status: 200, body: '...' }),
 *   });
 *
 * - An entry is valid for the key and the catalogue version it was made under
 *   (app.catalogueVersion(), read for every request); `produce` runs once per key and version,
 *   however many requests ask at the same time. A throw from `produce` is answered as the
 *   route's error (nothing is kept).
 * - 2xx and 404 answers are kept, compressed from 1 KB (a brotli and a gzip copy; not the plain
 *   body, which is several times their size: the rare client that takes neither gets the gzip
 *   copy unzipped), and for 2xx a strong ETag per encoding; the reply follows Accept-Encoding (br, then gzip, else the plain
 *   body), always says `Vary: Accept-Encoding`, and is a 304 when If-None-Match names its
 *   ETag. Other statuses are sent as produced and never kept.
 * - Memory is bounded: least recently used entries go first, past `maxEntries` or `maxBytes`.
 *   404s may hold an eighth of either at most (their oldest go first): anyone can ask for
 *   endless paths that are not there, and they must not push out the answers that are.
 * - An answer `produce` marks `private` (a page that shows more than the catalogue) is sent
 *   to the requests that asked for it, and never kept.
 *
 * The key must hold only what the route has validated and normalised (a fixed set of
 * parameters in a fixed order): junk query parameters must not make new keys.
 */
export type ResponseCache = {
  send(request: FastifyRequest, reply: FastifyReply, options: CachedResponseOptions): Promise<FastifyReply>;
  /** What is kept, and how many answers were produced since start (for tests and diagnostics). */
  stats(): { entries: number; bytes: number; produced: number };
};

export type CachedResponseOptions = {
  key: string;
  contentType: string;
  cacheControl: string;
  produce: () => Promise<{ status: number; body: string; private?: boolean }>;
};

export type ResponseCacheOptions = {
  /** The catalogue version entries are valid for (app.catalogueVersion). */
  version: () => Promise<string>;
  /** At most this many entries (0: keep nothing; every request produces, and is sent as by any route). */
  maxEntries?: number | undefined;
  /** At most this many bytes, counting the bodies kept (both compressed copies, or the plain body below 1 KB). */
  maxBytes?: number | undefined;
};

type Encoding = 'br' | 'gzip' | 'identity';

type Entry = {
  version: string;
  status: number;
  kept: boolean;
  /** A compressed entry keeps its br and gzip copies only; any other, its plain body only. */
  bodies: Partial<Record<Encoding, Buffer>>;
  etags: Record<Encoding, string>;
  bytes: number;
};

const DEFAULT_MAX_ENTRIES = 2000;
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
/** Bodies below this are sent plain: compression would save little (as the app's @fastify/compress threshold). */
const COMPRESS_THRESHOLD = 1024;
/** Brotli quality 5 compresses a page of 48 products in about a millisecond, close to the best ratio. */
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP_OPTIONS = { level: 6 };
const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);

export function createResponseCache(options: ResponseCacheOptions): ResponseCache {
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  // Least recently used first (a Map keeps insertion order; a hit moves its entry to the end).
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<Entry>>();
  // The kept 404s, oldest first, and their bytes: capped at an eighth of the cache.
  const notFoundKeys = new Set<string>();
  let notFoundBytes = 0;
  let latestVersion: string | undefined;
  let bytes = 0;
  let produced = 0;

  function drop(key: string, entry: Entry): void {
    entries.delete(key);
    bytes -= entry.bytes;
    if (notFoundKeys.delete(key)) notFoundBytes -= entry.bytes;
  }

  function keep(key: string, entry: Entry): void {
    // An entry of a version already replaced, or too big to share the space, is served but not kept.
    if (!entry.kept || entry.version !== latestVersion || entry.bytes > maxBytes / 8) return;
    const old = entries.get(key);
    if (old) drop(key, old);
    entries.set(key, entry);
    bytes += entry.bytes;
    if (entry.status === 404) {
      notFoundKeys.add(key);
      notFoundBytes += entry.bytes;
      for (const oldestKey of notFoundKeys) {
        if (notFoundKeys.size <= maxEntries / 8 && notFoundBytes <= maxBytes / 8) break;
        drop(oldestKey, entries.get(oldestKey)!);
      }
    }
    for (const [oldestKey, oldest] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      drop(oldestKey, oldest);
    }
  }

  async function build(version: string, produce: CachedResponseOptions['produce']): Promise<Entry> {
    const { status, body, private: forOneRequest = false } = await produce();
    produced += 1;
    const plain = Buffer.from(body, 'utf8');
    const kept = maxEntries > 0 && !forOneRequest && ((status >= 200 && status < 300) || status === 404);
    const compress = kept && plain.length >= COMPRESS_THRESHOLD;
    const [br, gz] = compress ? await Promise.all([brotliCompress(plain, BROTLI_OPTIONS), gzip(plain, GZIP_OPTIONS)]) : [];
    // Strong validators: one per encoding, since each encoding is a different byte sequence.
    const hash = createHash('sha256').update(plain).digest('hex').slice(0, 32);
    return {
      version,
      status,
      kept,
      bodies: br && gz ? { br, gzip: gz } : { identity: plain },
      etags: { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` },
      bytes: br && gz ? br.length + gz.length : plain.length,
    };
  }

  function entryFor(key: string, version: string, produce: CachedResponseOptions['produce']): Entry | Promise<Entry> {
    if (version !== latestVersion) {
      // The catalogue changed: nothing kept so far can be served again.
      latestVersion = version;
      entries.clear();
      notFoundKeys.clear();
      bytes = 0;
      notFoundBytes = 0;
    }
    const hit = entries.get(key);
    if (hit) {
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    }
    const flightKey = `${version}\n${key}`;
    let pending = inFlight.get(flightKey);
    if (!pending) {
      pending = build(version, produce).then(
        (entry) => {
          inFlight.delete(flightKey);
          keep(key, entry);
          return entry;
        },
        (error: unknown) => {
          inFlight.delete(flightKey);
          throw error;
        },
      );
      inFlight.set(flightKey, pending);
    }
    return pending;
  }

  return {
    async send(request, reply, { key, contentType, cacheControl, produce }) {
      const version = await options.version();
      const entry = await entryFor(key, version, produce);
      reply.header('cache-control', cacheControl);
      if (!entry.kept) return reply.status(entry.status).type(contentType).send(entry.bodies.identity!);

      const encoding = entry.bodies.br ? negotiate(request.headers['accept-encoding']) : 'identity';
      varyByEncoding(reply);
      // @fastify/compress leaves a body with a Content-Encoding alone, but would deflate a plain
      // one for a client that accepts only deflate or zstd: its own opt-out header stops it.
      if (encoding === 'identity') request.headers['x-no-compression'] = 'response-cache';
      if (entry.status < 300) {
        // @fastify/etag keeps an ETag already set. (A 404 is left to it, as any other error.)
        const etag = entry.etags[encoding];
        reply.header('etag', etag);
        if (noneMatch(request.headers['if-none-match'], etag)) return reply.status(304).send();
      }
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      const body = entry.bodies[encoding] ?? (await gunzip(entry.bodies.gzip!));
      return reply.status(entry.status).type(contentType).send(body);
    },
    stats: () => ({ entries: entries.size, bytes, produced }),
  };
}

/**
 * A body made for this one request (never kept), compressed as the client accepts. For the
 * pages of Fastify's not-found handler: it is no route, so @fastify/compress never sees them.
 */
export async function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  { status, contentType, body }: { status: number; contentType: string; body: string },
): Promise<FastifyReply> {
  const plain = Buffer.from(body, 'utf8');
  const encoding = plain.length >= COMPRESS_THRESHOLD ? negotiate(request.headers['accept-encoding']) : 'identity';
  varyByEncoding(reply);
  reply.status(status).type(contentType);
  if (encoding === 'identity') return reply.send(plain);
  const compressed = encoding === 'br' ? await brotliCompress(plain, BROTLI_OPTIONS) : await gzip(plain, GZIP_OPTIONS);
  return reply.header('content-encoding', encoding).send(compressed);
}

/** Adds Accept-Encoding to the reply's Vary, after what it already varies by (the cart pages' cookie). */
function varyByEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
}

/** br when the client takes it at least as gladly as gzip, then gzip, else the plain body. */
export function negotiate(header: string | undefined): Encoding {
  if (!header) return 'identity';
  let br = -1;
  let gz = -1;
  let any = -1;
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    let q = 1;
    for (const parameter of parameters) {
      if (parameter.startsWith('q=')) q = Number(parameter.slice(2)) || 0;
    }
    if (name === 'br') br = q;
    else if (name === 'gzip' || name === 'x-gzip') gz = q;
    else if (name === '*') any = q;
  }
  if (br < 0) br = any;
  if (gz < 0) gz = any;
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

/** If-None-Match compares weakly (RFC 9110 13.1.2): W/"x" matches "x". */
function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
