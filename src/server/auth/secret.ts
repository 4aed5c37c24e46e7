import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

const SECRET_KEY = 'auth_secret';

/** The key better-auth signs session cookies and encrypts TOTP secrets and backup codes with. */
export type AuthSecrets = { current: string };

/**
 * AUTH_SECRET when it is set (always in production: config.ts refuses to start without it).
 * Without it (a laptop, the tests), a key made once per installation and kept in the database,
 * so that every process shares it and a restart keeps operators signed in; a copy of that
 * database then holds the key as well (decision 028). A key left in the database from before
 * AUTH_SECRET was set is retired at start (retireStoredSecret).
 */
export async function loadAuthSecrets(db: Kysely<Database>, authSecret: string | undefined, log?: Pick<FastifyBaseLogger, 'warn'>): Promise<AuthSecrets> {
  if (authSecret) {
    const { unreadable } = await retireStoredSecret(db, authSecret);
    if (unreadable > 0) log?.warn({ unreadable }, 'two-step secrets neither key opens were left as they were');
    return { current: authSecret };
  }
  await db
    .insertInto('meta')
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('meta').select('value').where('key', '=', SECRET_KEY).executeTakeFirst();
  if (!row) throw new Error('the auth secret could not be stored');
  return { current: row.value };
}

/**
 * Once AUTH_SECRET is set, the key kept in the database leaves it (decision 041): every two-step
 * secret and backup-code list it encrypted is encrypted again under AUTH_SECRET, and the key is
 * deleted, in one transaction. Taking the key is the delete itself, so of two processes starting
 * at once one re-encrypts and the other finds nothing to do; so does every later start. What was
 * encrypted under AUTH_SECRET already (better-auth's versioned form, decision 028) is rewritten
 * in the plain form too, the one better-auth uses with a single key.
 */
export async function retireStoredSecret(db: Kysely<Database>, authSecret: string): Promise<{ reencrypted: number; unreadable: number }> {
  return db.transaction().execute(async (trx) => {
    const retired = await trx.deleteFrom('meta').where('key', '=', SECRET_KEY).returning('value').executeTakeFirst();
    const rows = retired ? await trx.selectFrom('auth_two_factors').select(['id', 'secret', 'backup_codes']).execute() : [];
    if (!retired || rows.length === 0) return { reencrypted: 0, unreadable: 0 };
    const { symmetricDecrypt, symmetricEncrypt } = await import('better-auth/crypto');
    const before = { keys: new Map([[1, authSecret]]), currentVersion: 1, legacySecret: retired.value };
    const again = async (data: string) => symmetricEncrypt({ key: authSecret, data: await symmetricDecrypt({ key: before, data }) });
    let reencrypted = 0;
    for (const row of rows) {
      let secret: string;
      let backupCodes: string;
      try {
        [secret, backupCodes] = [await again(row.secret), await again(row.backup_codes)];
      } catch {
        continue; // unreadable before as well: neither key opens it
      }
      await trx.updateTable('auth_two_factors').set({ secret, backup_codes: backupCodes }).where('id', '=', row.id).execute();
      reencrypted += 1;
    }
    return { reencrypted, unreadable: rows.length - reencrypted };
  });
}
