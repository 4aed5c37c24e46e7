import { betterAuth } from 'better-auth';
import { twoFactor } from 'better-auth/plugins/two-factor'; // not the plugins' index, which loads all ~25 of them (decision 031)
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../db/database.ts';
import type { AuthSecrets } from './secret.ts';
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, verifyPassword } from './password.ts';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, COOKIE_PREFIX, SESSION_IDLE_SECONDS, SESSION_REFRESH_SECONDS } from './settings.ts';
import { SHOP_NAME } from '../shop-name.ts';

export type AuthOptions = {
  db: Kysely<never>;
  kind: DatabaseKind;
  secrets: AuthSecrets;
  /** The shop's public address (PUBLIC_URL), when configured. */
  publicUrl: string | undefined;
  /** Cookies with the Secure attribute (and the __Secure- prefix). */
  secureCookies: boolean;
  /** better-auth's messages go to the shop's log. */
  log: Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
};

/** better-auth for the shop: e-mail and password, no public sign-up, argon2id, a role per user. */
export function createAuth(options: AuthOptions) {
  return betterAuth({
    appName: SHOP_NAME,
    // One key signs and encrypts: a key kept in the database before AUTH_SECRET was set has been
    // retired at start, what it encrypted encrypted again (secret.ts).
    secret: options.secrets.current,
    basePath: AUTH_BASE_PATH,
    // Only used for links better-auth would build (none: no e-mails, no OAuth callbacks).
    baseURL: options.publicUrl ?? 'http://localhost',
    database: { db: options.db, type: options.kind },
    telemetry: { enabled: false },
    logger: {
      level: 'info',
      log: (level, message, ...args) => options.log[level]({ args: args.length > 0 ? args : undefined }, `auth: ${message}`),
    },
    emailAndPassword: {
      enabled: true,
      // Operators are created with `npm run create-operator`; nobody signs up.
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    user: {
      modelName: 'auth_users',
      fields: { emailVerified: 'email_verified', createdAt: 'created_at', updatedAt: 'updated_at' },
      additionalFields: {
        role: { type: 'string', required: true, input: false, fieldName: 'role' },
        // Set by `npm run disable-operator`: such an account signs in no more (routes.ts, session.ts).
        disabledAt: { type: 'date', required: false, input: false, fieldName: 'disabled_at' },
      },
    },
    session: {
      modelName: 'auth_sessions',
      fields: {
        expiresAt: 'expires_at',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        userId: 'user_id',
      },
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
      // Every request reads the session row, so that signing out ends a session at once.
      cookieCache: { enabled: false },
    },
    account: {
      modelName: 'auth_accounts',
      fields: {
        accountId: 'account_id',
        providerId: 'provider_id',
        userId: 'user_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
    },
    verification: {
      modelName: 'auth_verifications',
      fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' },
    },
    // TOTP as a second factor for operators, with backup codes (stored encrypted). Its
    // endpoints are reached only through the shop's own routes (routes.ts).
    plugins: [
      twoFactor({
        issuer: SHOP_NAME,
        schema: {
          user: { fields: { twoFactorEnabled: 'two_factor_enabled' } },
          twoFactor: {
            modelName: 'auth_two_factors',
            fields: {
              backupCodes: 'backup_codes',
              userId: 'user_id',
              failedVerificationCount: 'failed_verification_count',
              lockedUntil: 'locked_until',
            },
          },
        },
      }),
    ],
    // The shop rate-limits with @fastify/rate-limit keyed by the socket address (see plugin.ts).
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: options.secureCookies,
      cookiePrefix: COOKIE_PREFIX,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // The shop refuses every state-changing request from a foreign Origin before it reaches
      // any route (plugin.ts), with PUBLIC_URL or the request's own Host as the shop's origin;
      // better-auth's own check would only know one fixed origin.
      disableCSRFCheck: true,
    },
  });
}

export type ShopAuth = ReturnType<typeof createAuth>;
