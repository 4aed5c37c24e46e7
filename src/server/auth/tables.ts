import type { ColumnType } from 'kysely';

// Kysely table types of better-auth's tables (created by migration 0002-auth). better-auth
// itself reads and writes them; the shop only looks at them in the CLI and in tests. Dates are
// Date objects on PostgreSQL and ISO-8601 text on SQLite; booleans are 0/1 on SQLite.

type AuthDate = ColumnType<Date | string, Date | string, Date | string>;
type AuthBoolean = ColumnType<boolean | number, boolean | number, boolean | number>;

export interface AuthUsersTable {
  id: string;
  name: string;
  email: string;
  email_verified: AuthBoolean;
  image: string | null;
  created_at: AuthDate;
  updated_at: AuthDate;
  /** 'operator' for the shop's operators. */
  role: string;
  /** Signing in asks for a TOTP code (better-auth's twoFactor plugin). */
  two_factor_enabled: AuthBoolean;
  /** Set by `npm run disable-operator`: the account signs in no more (migration 0017). */
  disabled_at: AuthDate | null;
}

export interface AuthSessionsTable {
  id: string;
  expires_at: AuthDate;
  token: string;
  created_at: AuthDate;
  updated_at: AuthDate;
  ip_address: string | null;
  user_agent: string | null;
  user_id: string;
}

export interface AuthAccountsTable {
  id: string;
  account_id: string;
  provider_id: string;
  user_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: AuthDate | null;
  refresh_token_expires_at: AuthDate | null;
  scope: string | null;
  /** The argon2id hash, for the 'credential' provider. */
  password: string | null;
  created_at: AuthDate;
  updated_at: AuthDate;
}

export interface AuthVerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: AuthDate;
  created_at: AuthDate;
  updated_at: AuthDate;
}

/** An operator's TOTP secret and backup codes, encrypted by better-auth. */
export interface AuthTwoFactorsTable {
  id: string;
  secret: string;
  backup_codes: string;
  user_id: string;
  verified: AuthBoolean;
  failed_verification_count: number;
  locked_until: AuthDate | null;
  /** The newest 30-second step whose code was accepted; older and equal ones are refused (migration 0017). */
  last_totp_step: ColumnType<string | number | null, number | null, number | null>;
}

/** Failed sign-ins per e-mail address (its SHA-256), whatever the client address. */
export interface SignInThrottleTable {
  account_key: string;
  failures: number;
  /** ISO-8601 UTC: no sign-in for this e-mail before then. */
  blocked_until: string;
  updated_at: string;
}

export interface AuthTables {
  auth_users: AuthUsersTable;
  auth_sessions: AuthSessionsTable;
  auth_accounts: AuthAccountsTable;
  auth_verifications: AuthVerificationsTable;
  auth_two_factors: AuthTwoFactorsTable;
  sign_in_throttle: SignInThrottleTable;
}
