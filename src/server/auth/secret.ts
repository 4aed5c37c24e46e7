import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

const SECRET_KEY = 'auth_secret';

/**
 * The keys better-auth signs session cookies and encrypts TOTP secrets with. `current` signs and
 * encrypts; `legacy`, when there is one, still decrypts what was encrypted before AUTH_SECRET
 * was set.
 */
export type AuthSecrets = { current: string; legacy?: string | undefined };

/**
 * AUTH_SECRET when it is set (always in production: config.ts refuses to start without it), the
 * installation's key in the database kept beside it only to read older TOTP secrets. Without
 * AUTH_SECRET (a laptop, the tests), a key made once per installation and kept in the database,
 * so that every process shares it and a restart keeps operators signed in; a copy of that
 * database then holds the key as well (decision 028).
 */
export async function loadAuthSecrets(db: Kysely<Database>, authSecret: string | undefined): Promise<AuthSecrets> {
  if (authSecret) return { current: authSecret, legacy: await storedSecret(db) };
  await db
    .insertInto('meta')
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const stored = await storedSecret(db);
  if (!stored) throw new Error('the auth secret could not be stored');
  return { current: stored };
}

async function storedSecret(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', SECRET_KEY).executeTakeFirst();
  return row?.value;
}
