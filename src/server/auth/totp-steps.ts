import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ShopAuth } from './auth.ts';

// A TOTP code works once (ASVS 6.5.1). better-auth accepts a code of the current 30-second step
// or either neighbour, as often as it is sent; the shop keeps, per operator, the newest step
// whose code it accepted and refuses a code of that step or an older one. The step is claimed
// with one conditional UPDATE, so that of two requests carrying the same code, on one database
// or two processes, exactly one wins.

const PERIOD_MS = 30_000;
/** Steps either side of now whose codes count, as better-auth's own check (its default window). */
const WINDOW = 1;

export type TotpClaim = 'accepted' | 'wrong' | 'used';

/**
 * Checks `code` against the operator's TOTP secret and, when it is right, claims its step.
 * 'wrong': no step in the window has this code; 'used': its step is not newer than the last one
 * accepted (a replayed code).
 */
export async function claimTotpCode(auth: ShopAuth, db: Kysely<Database>, userId: string, code: string, now = Date.now()): Promise<TotpClaim> {
  const row = await db.selectFrom('auth_two_factors').select('secret').where('user_id', '=', userId).executeTakeFirst();
  if (!row || !/^\d{6}$/.test(code)) return 'wrong';
  const context = await auth.$context;
  // better-auth makes the secret as text and uses its UTF-8 bytes as the HMAC key (its totp module).
  // Its crypto module, loaded here: better-auth is loaded by now (`auth` is it).
  const { symmetricDecrypt } = await import('better-auth/crypto');
  const key = Buffer.from(await symmetricDecrypt({ key: context.secretConfig, data: row.secret }), 'utf8');
  const current = Math.floor(now / PERIOD_MS);
  let step: number | undefined;
  for (let candidate = current - WINDOW; candidate <= current + WINDOW; candidate += 1) {
    if (sameCode(hotp(key, candidate), code)) step = candidate;
  }
  if (step === undefined) return 'wrong';
  const result = await db
    .updateTable('auth_two_factors')
    .set({ last_totp_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_totp_step', 'is', null), eb('last_totp_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? 'accepted' : 'used';
}

/** RFC 4226's six-digit code for one counter (TOTP: the counter is the 30-second step). */
function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', key).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

function sameCode(expected: string, given: string): boolean {
  return expected.length === given.length && timingSafeEqual(Buffer.from(expected), Buffer.from(given));
}
