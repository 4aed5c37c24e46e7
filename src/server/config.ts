import { accessSync, constants, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { STATES_AND_UNION_TERRITORIES } from '../shared/indian-states.ts';
import { DEFAULT_COD_LIMIT_PAISE, DEFAULT_COD_PIECE_CAPS, LEGAL_CASH_BAR_PAISE, type CodPieceCaps } from '../shared/payment-rules.ts';
import type { PlacingLimits } from './orders/placing-limits.ts';
import { DEMO_GSTIN, DEMO_LEGAL_NAME, shopIdentity, type ShopIdentity } from './invoices/shop-identity.ts';
import { DEMO_SHOP_ADDRESS } from '../shared/shop-address.ts';
import { UPI_ID_PATTERN } from '../shared/upi.ts';

/** A configuration problem: start-up prints its message as one line and stops. */
export class ConfigError extends Error {}

/** A whole number, 1 or more, for the environment variable `name` (`what` says of what). */
const count = (name: string, what: string, fallback: number) =>
  z.string().regex(/^[1-9]\d*$/, `${name} must be a whole number of ${what}, 1 or more`).transform(Number).default(fallback);
const seconds = (name: string, fallback: number) => count(name, 'seconds', fallback);
const perMinute = (name: string, what: string, fallback: number) => count(name, `${what} per minute`, fallback);

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
  // Rendered pages a client may ask for per minute (src/server/web/routes.ts): all pages
  // together, and order and search pages each on their own, smaller count (order numbers are
  // not to be guessed; a search costs a spelling correction).
  PAGE_RATE_LIMIT: perMinute('PAGE_RATE_LIMIT', 'pages', 300),
  ORDER_PAGE_RATE_LIMIT: perMinute('ORDER_PAGE_RATE_LIMIT', 'order pages', 30),
  SEARCH_PAGE_RATE_LIMIT: perMinute('SEARCH_PAGE_RATE_LIMIT', 'search pages', 60),
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
  // Cash-on-delivery orders that hold stock (decision 027): pieces per order (with COD_LIMIT),
  // hours an unconfirmed order holds them, orders per phone, e-mail and client, the bulk alert.
  COD_MAX_PER_PRODUCT: count('COD_MAX_PER_PRODUCT', 'pieces', DEFAULT_COD_PIECE_CAPS.perProduct),
  COD_MAX_PIECES: count('COD_MAX_PIECES', 'pieces', DEFAULT_COD_PIECE_CAPS.total),
  COD_CONFIRM_HOURS: count('COD_CONFIRM_HOURS', 'hours', 48),
  ORDERS_PER_CONTACT: count('ORDERS_PER_CONTACT', 'orders', 3),
  ORDERS_PER_CLIENT: count('ORDERS_PER_CLIENT', 'orders', 10),
  ORDER_LIMIT_HOURS: count('ORDER_LIMIT_HOURS', 'hours', 24),
  BULK_ORDER_PIECES: count('BULK_ORDER_PIECES', 'pieces', 5),
  BULK_ORDER_RUPEES: count('BULK_ORDER_RUPEES', 'rupees', 50_000),
  // UPI to the shop's own UPI ID (decision 032): unset, the shop takes cash on delivery only.
  // The name is what UPI apps show the shopper before paying: the bank account's name.
  UPI_ID: z.string().trim().regex(UPI_ID_PATTERN, 'UPI_ID must be a UPI ID such as rajatsilver@okaxis: a name, @ and the bank\'s handle').optional(),
  UPI_NAME: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 .&'-]{0,49}$/, "UPI_NAME must be 1 to 50 letters, digits, spaces or . & ' -, such as Rajat Silver")
    .optional(),
  // How long a UPI order holds its pieces with no reference given, and, once the shopper gives
  // one, how long at least after that (for the shop to find the payment in its bank).
  UPI_HOLD_MINUTES: count('UPI_HOLD_MINUTES', 'minutes', 120),
  UPI_CHECK_HOURS: count('UPI_CHECK_HOURS', 'hours', 48),
  // Razorpay (decision 033): all three secrets or none. RAZORPAY_API_URL is the gateway's address
  // (tests point it at a stand-in on loopback); PAYMENT_HOLD_MINUTES how long a Razorpay order
  // holds its pieces while its payment is pending.
  RAZORPAY_KEY_ID: z.string().trim().regex(/^rzp_(test|live)_[A-Za-z0-9]{6,40}$/, 'RAZORPAY_KEY_ID must be a key id such as rzp_live_AbCdEf123456, from the Razorpay Dashboard').optional(),
  RAZORPAY_KEY_SECRET: z.string().trim().min(8, 'RAZORPAY_KEY_SECRET must be the key secret the Razorpay Dashboard gave with the key id').optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().trim().min(8, 'RAZORPAY_WEBHOOK_SECRET must be at least 8 characters: the secret typed when the webhook was set up').optional(),
  RAZORPAY_API_URL: z.string().url('RAZORPAY_API_URL must be a URL such as https://api.razorpay.com').default('https://api.razorpay.com'),
  PAYMENT_HOLD_MINUTES: count('PAYMENT_HOLD_MINUTES', 'minutes', 30),
  // How long after placing a prepaid order its shopper may still try paying again (decision 038).
  PAYMENT_RETRY_HOURS: count('PAYMENT_RETRY_HOURS', 'hours', 48),
  // The shop as its GST invoices name it (decision 018); the GSTIN is checked in shopIdentity.
  SHOP_LEGAL_NAME: z.string().trim().min(1).max(120, 'SHOP_LEGAL_NAME must be at most 120 characters').default(DEMO_LEGAL_NAME),
  SHOP_GSTIN: z.string().optional(),
  SHOP_ADDRESS: z.string().trim().min(1).max(300, 'SHOP_ADDRESS must be at most 300 characters').default(DEMO_SHOP_ADDRESS),
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
  // The jeweller's costly slips (decision 042): a metal rate this many percent or more away from
  // the current one is set only once confirmed; a delivered parcel may be marked returned for
  // this many days after (a refused parcel the courier reported late).
  RATE_CONFIRM_PERCENT: z
    .string()
    .regex(/^[1-9]\d{0,2}$/, 'RATE_CONFIRM_PERCENT must be a whole number of percent, 1 to 999')
    .transform(Number)
    .default(20),
  RETURN_AFTER_DELIVERY_DAYS: z
    .string()
    .regex(/^\d{1,3}$/, 'RETURN_AFTER_DELIVERY_DAYS must be a whole number of days, 0 to 365')
    .transform(Number)
    .refine((days) => days <= 365, 'RETURN_AFTER_DELIVERY_DAYS must be a whole number of days, 0 to 365')
    .default(15),
  // Signed invoice links (decision 030): how long the link an order e-mail or the checkout
  // gives the buyer opens its invoice.
  INVOICE_LINK_DAYS: z
    .string()
    .regex(/^[1-9]\d{0,3}$/, 'INVOICE_LINK_DAYS must be a whole number of days, 1 to 3650')
    .transform(Number)
    .refine((days) => days <= 3650, 'INVOICE_LINK_DAYS must be a whole number of days, 1 to 3650')
    .default(30),
  // The key that signs session cookies and encrypts TOTP secrets (decision 028): from the
  // environment, never from the database it protects; required when NODE_ENV=production.
  NODE_ENV: z.string().optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters: make one with `openssl rand -base64 32`').optional(),
});

/** The shop's Razorpay account and how it reaches the gateway (decision 033). */
export type RazorpaySettings = { keyId: string; keySecret: string; webhookSecret: string; apiUrl: string; holdMs: number };

/** Whom a UPI payment goes to: the shop's UPI ID and the name UPI apps show for it. */
export type UpiPayee = { upiId: string; name: string };

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
  /** Rendered pages per minute from one client: all, order pages (/order/…), search pages (/search). */
  pageRateLimits: { all: number; order: number; search: number };
  /** The most a cash-on-delivery order may come to, in paise: below ₹2,00,000 (COD_LIMIT, payment-rules.ts). */
  codLimitPaise: number;
  /** Cash-on-delivery orders that hold stock (decision 027). */
  cod: {
    /** Pieces of one product, and in all, one order may hold. */
    caps: CodPieceCaps;
    /** How long a placed order holds its pieces unless the shop confirms it. */
    holdMs: number;
    /** Orders per phone and per e-mail (perContact), per client address (perClient), over windowMs. */
    limits: PlacingLimits;
    /** An order of this many pieces, or this much, is flagged as a bulk order. */
    bulk: { pieces: number; paise: number };
  };
  /**
   * UPI to the shop's own UPI ID (decision 032); undefined: the shop takes cash on delivery only.
   * `holdMs`: how long a UPI order holds its pieces while no reference is given (UPI_HOLD_MINUTES);
   * `checkMs`: once the shopper gives one, the hold runs at least this long after (UPI_CHECK_HOURS).
   */
  upi: { payee: UpiPayee; holdMs: number; checkMs: number } | undefined;
  /**
   * Razorpay (decision 033); undefined: the shop takes no Razorpay payments. `apiUrl` without a
   * trailing slash; `holdMs`: how long a Razorpay order holds its pieces unpaid (PAYMENT_HOLD_MINUTES).
   */
  razorpay: RazorpaySettings | undefined;
  /** How long after placing a UPI or Razorpay order its shopper may try paying again (PAYMENT_RETRY_HOURS, decision 038). */
  paymentRetryMs: number;
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
  /** Days a signed invoice link given to the buyer stays good (decision 030). */
  invoiceLinkDays: number;
  /** A metal rate this many percent or more from the current one needs the operator's confirmation (decision 042). */
  rateConfirmPercent: number;
  /** How long after delivery an order may still be marked returned, in milliseconds (0: never; decision 042). */
  returnAfterDeliveryMs: number;
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
  // A shop selling for real (NODE_ENV=production) names itself and keeps its key apart: links
  // built from a client's Host header, invoices under the made-up GSTIN and a session key kept
  // in the database it protects must never reach a shopper.
  if (e.NODE_ENV === 'production') {
    if (!e.PUBLIC_URL) throw new ConfigError('PUBLIC_URL is required when NODE_ENV=production: the shop\'s public address, such as https://shop.example.in');
    if (shop.demoGstin || shop.gstin === DEMO_GSTIN) {
      throw new ConfigError(`SHOP_GSTIN is required when NODE_ENV=production: invoices must carry the shop's own GSTIN, not the demo ${DEMO_GSTIN}`);
    }
    if (!e.AUTH_SECRET) {
      throw new ConfigError('AUTH_SECRET is required when NODE_ENV=production: the key that signs sessions must not live in the database it protects; make one with `openssl rand -base64 32`');
    }
  }
  if (e.SMTP_URL && !e.MAIL_FROM) {
    throw new ConfigError('MAIL_FROM is required with SMTP_URL: the address order e-mails come from, such as Rajat Silver <orders@shop.example.in>');
  }

  if (e.UPI_ID && !e.UPI_NAME) {
    throw new ConfigError("UPI_NAME is required with UPI_ID: the name UPI apps show before paying, as the shop's bank account names it, such as Rajat Silver");
  }
  if (e.UPI_NAME && !e.UPI_ID) throw new ConfigError('UPI_NAME is set without UPI_ID: set the shop\'s UPI ID too (such as rajatsilver@okaxis), or neither');

  const razorpay = razorpaySettings(e);

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
    pageRateLimits: { all: e.PAGE_RATE_LIMIT, order: e.ORDER_PAGE_RATE_LIMIT, search: e.SEARCH_PAGE_RATE_LIMIT },
    codLimitPaise: e.COD_LIMIT * 100,
    cod: {
      caps: { perProduct: e.COD_MAX_PER_PRODUCT, total: e.COD_MAX_PIECES },
      holdMs: e.COD_CONFIRM_HOURS * 3_600_000,
      limits: { perContact: e.ORDERS_PER_CONTACT, perClient: e.ORDERS_PER_CLIENT, windowMs: e.ORDER_LIMIT_HOURS * 3_600_000 },
      bulk: { pieces: e.BULK_ORDER_PIECES, paise: e.BULK_ORDER_RUPEES * 100 },
    },
    upi:
      e.UPI_ID && e.UPI_NAME
        ? { payee: { upiId: e.UPI_ID, name: e.UPI_NAME }, holdMs: e.UPI_HOLD_MINUTES * 60_000, checkMs: e.UPI_CHECK_HOURS * 3_600_000 }
        : undefined,
    razorpay,
    paymentRetryMs: e.PAYMENT_RETRY_HOURS * 3_600_000,
    redisUrl: e.REDIS_URL,
    mail: e.SMTP_URL && e.MAIL_FROM ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
    timeouts: {
      request: e.REQUEST_TIMEOUT * 1000,
      headers: e.HEADERS_TIMEOUT * 1000,
      keepAlive: e.KEEP_ALIVE_TIMEOUT * 1000,
      shutdown: e.SHUTDOWN_TIMEOUT * 1000,
    },
    shop,
    invoiceLinkDays: e.INVOICE_LINK_DAYS,
    rateConfirmPercent: e.RATE_CONFIRM_PERCENT,
    returnAfterDeliveryMs: e.RETURN_AFTER_DELIVERY_DAYS * 86_400_000,
    authSecret: e.AUTH_SECRET,
  };
}

const RAZORPAY_SECRETS = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Razorpay's settings: all three secrets or none; the API over HTTPS unless on this machine. */
function razorpaySettings(e: z.infer<typeof envSchema>): RazorpaySettings | undefined {
  const missing = RAZORPAY_SECRETS.filter((name) => !e[name]);
  if (missing.length === RAZORPAY_SECRETS.length) return undefined;
  if (missing.length > 0) {
    throw new ConfigError(`${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} required with ${RAZORPAY_SECRETS.filter((name) => !missing.includes(name)).join(' and ')}: Razorpay needs its key id, key secret and webhook secret together, or none of them`);
  }
  const api = new URL(e.RAZORPAY_API_URL);
  if (api.protocol !== 'https:' && !(api.protocol === 'http:' && LOOPBACK_HOSTS.has(api.hostname))) {
    throw new ConfigError('RAZORPAY_API_URL must be an https:// address (plain http only on this machine, such as http://127.0.0.1:9000)');
  }
  return {
    keyId: e.RAZORPAY_KEY_ID!,
    keySecret: e.RAZORPAY_KEY_SECRET!,
    webhookSecret: e.RAZORPAY_WEBHOOK_SECRET!,
    apiUrl: e.RAZORPAY_API_URL.replace(/\/+$/, ''),
    holdMs: e.PAYMENT_HOLD_MINUTES * 60_000,
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
