import { accessSync, constants, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { STATES_AND_UNION_TERRITORIES } from '../shared/indian-states.ts';
import { DEFAULT_COD_LIMIT_PAISE, LEGAL_CASH_BAR_PAISE } from '../shared/payment-rules.ts';
import { DEMO_ADDRESS, DEMO_LEGAL_NAME, shopIdentity, type ShopIdentity } from './invoices/shop-identity.ts';

/** A configuration problem: start-up prints its message as one line and stops. */
export class ConfigError extends Error {}

/** A whole number of seconds, 1 or more, for the environment variable `name`. */
const seconds = (name: string, fallback: number) =>
  z
    .string()
    .regex(/^[1-9]\d*$/, `${name} must be a whole number of seconds, 1 or more`)
    .transform(Number)
    .default(fallback);

const envSchema = z.object({
  PORT: z
    .string()
    .regex(/^\d+$/, 'PORT must be a whole number between 0 and 65535')
    .transform(Number)
    .refine((port) => port <= 65535, 'PORT must be a whole number between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  STORAGE: z.enum(['disk', 's3'], { error: 'STORAGE must be disk or s3' }).default('disk'),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url('S3_ENDPOINT must be a URL').optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  PUBLIC_URL: z.string().url('PUBLIC_URL must be a URL such as https://shop.example.in').optional(),
  MEDIA_PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/, 'MEDIA_PUBLIC_URL must be an http(s) address without query, such as https://media.example.in/shop')
    .optional(),
  WORKERS: z
    .string()
    .regex(/^[1-9]\d*$/, 'WORKERS must be a whole number of processes, 1 or more')
    .transform(Number)
    .refine((workers) => workers <= 64, 'WORKERS must be at most 64')
    .default(1),
  /** The builds (web/ and ssr/); tests and parallel checkouts point it elsewhere. */
  DIST_DIR: z.string().default(path.resolve(import.meta.dirname, '../../dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  TRUST_PROXY: z
    .string()
    // `true` would take any client's X-Forwarded-For as its address: rate limits and the
    // sign-in throttle could then be dodged by sending a new address with each request.
    .refine(
      (value) => value.trim() !== 'true',
      'TRUST_PROXY=true would trust an X-Forwarded-For that any client can forge; give the proxies\' addresses (such as 127.0.0.1,10.0.0.0/8) or how many proxies stand in front (such as 1)',
    )
    .regex(
      /^(false|\d+|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
      'TRUST_PROXY must be false, the proxies\' addresses such as 127.0.0.1,10.0.0.0/8, or the number of proxies in front such as 1',
    )
    .default('false'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// or rediss:// URL')
    .optional(),
  API_RATE_LIMIT: z
    .string()
    .regex(/^[1-9]\d*$/, 'API_RATE_LIMIT must be a whole number of requests per minute')
    .transform(Number)
    .default(600),
  REQUEST_TIMEOUT: seconds('REQUEST_TIMEOUT', 120),
  HEADERS_TIMEOUT: seconds('HEADERS_TIMEOUT', 10),
  KEEP_ALIVE_TIMEOUT: seconds('KEEP_ALIVE_TIMEOUT', 72),
  SHUTDOWN_TIMEOUT: seconds('SHUTDOWN_TIMEOUT', 8),
  ORDER_RATE_LIMIT: z
    .string()
    .regex(/^[1-9]\d*$/, 'ORDER_RATE_LIMIT must be a whole number of orders per 10 minutes')
    .transform(Number)
    .default(10),
  // Cash on delivery up to this many whole rupees an order: below ₹2,00,000, which s.269ST
  // of the Income-tax Act bars in cash for one sale (src/shared/payment-rules.ts).
  COD_LIMIT: z
    .string()
    .regex(/^[1-9]\d*$/, 'COD_LIMIT must be a whole number of rupees, such as 199999')
    .transform(Number)
    .refine(
      (rupees) => rupees * 100 < LEGAL_CASH_BAR_PAISE,
      'COD_LIMIT must be below 200000: the Income-tax Act (s.269ST) bars taking ₹2,00,000 or more in cash for one sale',
    )
    .default(DEFAULT_COD_LIMIT_PAISE / 100),
  // The shop as its GST invoices name it (decision 018); the GSTIN is checked in shopIdentity.
  SHOP_LEGAL_NAME: z.string().trim().min(1).max(120, 'SHOP_LEGAL_NAME must be at most 120 characters').default(DEMO_LEGAL_NAME),
  SHOP_GSTIN: z.string().optional(),
  SHOP_ADDRESS: z.string().trim().min(1).max(300, 'SHOP_ADDRESS must be at most 300 characters').default(DEMO_ADDRESS),
  SHOP_STATE: z
    .enum(STATES_AND_UNION_TERRITORIES, { error: 'SHOP_STATE must be an Indian state or union territory as the checkout names it, such as Odisha' })
    .default('Odisha'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s/?#]+/, 'SMTP_URL must be an smtp:// or smtps:// URL, such as smtps://user:password@smtp.example.in:465')
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(/^([^<>\r\n]+<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, 'MAIL_FROM must be an address such as orders@shop.example.in or Rajat Silver <orders@shop.example.in>')
    .optional(),
  // The key that signs session cookies and encrypts TOTP secrets (decision 028): from the
  // environment, never from the database it protects; required when NODE_ENV=production.
  NODE_ENV: z.string().optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters: make one with `openssl rand -base64 32`').optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  storage:
    | { driver: 'disk'; dir: string }
    | {
        driver: 's3';
        bucket: string;
        endpoint: string | undefined;
        region: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
      };
  publicUrl: string | undefined;
  /** Where image URLs point (a CDN or the bucket's public address), without a trailing slash; default /media. */
  mediaPublicUrl: string | undefined;
  /** Server processes `npm start` runs (Node's cluster module); more than 1 needs PostgreSQL and Redis. */
  workers: number;
  logLevel: string;
  /** Load the demo catalogue when the database has never held one. */
  seedDemo: boolean;
  /** Where the built web app lives. */
  webDir: string;
  /**
   * Fastify's trustProxy: whose X-Forwarded-For decides request.ip: the proxies' addresses, or
   * how many proxies stand in front (hops); false: the socket address. Never true.
   */
  trustProxy: false | number | string[];
  /** API requests per minute from one client address. */
  apiRateLimit: number;
  /** Orders (POST /api/orders) per 10 minutes from one client address. */
  orderRateLimit: number;
  /** The most a cash-on-delivery order may come to, in paise: below ₹2,00,000 (COD_LIMIT, payment-rules.ts). */
  codLimitPaise: number;
  /** Redis that keeps the rate-limit counters, shared by every process; unset: in memory. */
  redisUrl: string | undefined;
  /** Order e-mails (decision 017): without an SMTP server they wait in the outbox. */
  mail: { smtpUrl: string; from: string } | undefined;
  /** Milliseconds; see the README's configuration table and decision 011 for why these values. */
  timeouts: {
    /** A request, headers and body, must have arrived within this. */
    request: number;
    /** A request's headers must have arrived within this (slow-loris connections are closed). */
    headers: number;
    /** An idle keep-alive connection is closed after this. */
    keepAlive: number;
    /** On SIGTERM, requests in flight get this long to finish before the process exits anyway. */
    shutdown: number;
  };
  /** The shop as its GST invoices name it: legal name, GSTIN, address, state. */
  shop: ShopIdentity;
  /** AUTH_SECRET; unset (never in production), a key kept in the database serves (src/server/auth/secret.ts). */
  authSecret: string | undefined;
};

/** Reads and checks the environment; throws ConfigError with one readable line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankToUndefined = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(blankToUndefined);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    const message = issue?.message ?? 'invalid';
    throw new ConfigError(message.startsWith(name) ? message : `${name}: ${message}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  ensureWritableDir(dataDir, 'DATA_DIR');

  let storage: Config['storage'];
  if (e.STORAGE === 's3') {
    if (!e.S3_BUCKET) throw new ConfigError('S3_BUCKET is required when STORAGE=s3');
    storage = {
      driver: 's3',
      bucket: e.S3_BUCKET,
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    };
  } else {
    const dir = path.join(dataDir, 'media');
    ensureWritableDir(dir, 'DATA_DIR');
    storage = { driver: 'disk', dir };
  }

  // Several processes on one SQLite file would each count sign-in tries alone and queue every
  // write on one file lock: PostgreSQL and Redis are what several processes share (decision 010).
  if (e.WORKERS > 1 && !e.DATABASE_URL) {
    throw new ConfigError('WORKERS: more than 1 process needs DATABASE_URL (PostgreSQL); SQLite serves one process');
  }
  if (e.WORKERS > 1 && !e.REDIS_URL) {
    throw new ConfigError('WORKERS: more than 1 process needs REDIS_URL, so that rate limits count across processes');
  }

  if (e.HEADERS_TIMEOUT > e.REQUEST_TIMEOUT) {
    throw new ConfigError('HEADERS_TIMEOUT must not be longer than REQUEST_TIMEOUT');
  }

  const shop = shopIdentity({ legalName: e.SHOP_LEGAL_NAME, gstin: e.SHOP_GSTIN, address: e.SHOP_ADDRESS, state: e.SHOP_STATE });
  if ('problem' in shop) throw new ConfigError(shop.problem);
  if (e.SMTP_URL && !e.MAIL_FROM) {
    throw new ConfigError('MAIL_FROM is required with SMTP_URL: the address order e-mails come from, such as Rajat Silver <orders@shop.example.in>');
  }

  if (e.NODE_ENV === 'production' && !e.AUTH_SECRET) {
    throw new ConfigError('AUTH_SECRET is required when NODE_ENV=production: the key that signs sessions must not live in the database it protects; make one with `openssl rand -base64 32`');
  }

  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    storage,
    publicUrl: e.PUBLIC_URL,
    mediaPublicUrl: e.MEDIA_PUBLIC_URL?.replace(/\/+$/, ''),
    workers: e.WORKERS,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === 'true',
    webDir: path.resolve(e.DIST_DIR, 'web'),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    apiRateLimit: e.API_RATE_LIMIT,
    orderRateLimit: e.ORDER_RATE_LIMIT,
    codLimitPaise: e.COD_LIMIT * 100,
    redisUrl: e.REDIS_URL,
    mail: e.SMTP_URL && e.MAIL_FROM ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
    timeouts: {
      request: e.REQUEST_TIMEOUT * 1000,
      headers: e.HEADERS_TIMEOUT * 1000,
      keepAlive: e.KEEP_ALIVE_TIMEOUT * 1000,
      shutdown: e.SHUTDOWN_TIMEOUT * 1000,
    },
    shop,
    authSecret: e.AUTH_SECRET,
  };
}

/**
 * Config.trustProxy as Fastify takes it. A hop count becomes a function: Fastify refuses a bare
 * number (it cannot check the peer); trusting the nearest `hops` addresses is what a hop count means.
 */
export function fastifyTrustProxy(trustProxy: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address, hop) => hop < trustProxy;
}

function parseTrustProxy(value: string): Config['trustProxy'] {
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((address) => address.trim());
}

function ensureWritableDir(dir: string, name: string): void {
  try {
    makeDirectory(dir);
    accessSync(dir, constants.W_OK);
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? String(error.code) : 'not writable';
    throw new ConfigError(`${name}: cannot write to ${dir} (${reason})`);
  }
}

/** mkdir -p, one level at a time: Node's recursive mkdir never returns for paths such as /proc/x. */
function makeDirectory(dir: string): void {
  if (existsSync(dir)) return;
  makeDirectory(path.dirname(dir));
  mkdirSync(dir);
}
