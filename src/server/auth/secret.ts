import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

const SECRET_KEY = 'auth_secret';

/**
 * The key that signs session cookies: made once per installation and kept in the database, so
 * that every process behind a load balancer shares it and a restart keeps operators signed in.
 */
export async function loadAuthSecret(db: Kysely<Database>): Promise<string> {
  await db
    .insertInto('meta')
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('meta').select('value').where('key', '=', SECRET_KEY).executeTakeFirstOrThrow();
  return row.value;
}
