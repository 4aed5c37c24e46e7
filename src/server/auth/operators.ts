import type { Kysely } from 'kysely';
import { z } from 'zod';
import { recordAudit } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import type { ShopAuth } from './auth.ts';
import { OPERATOR_ROLE } from './settings.ts';
import { passwordProblem } from './password.ts';
import { signInThrottle } from './sign-in-throttle.ts';

/** A refused account: the message is one line for the person at the terminal. */
export class AccountError extends Error {}

const emailSchema = z.email();

/** What is wrong with an e-mail and password pair, as one line, or undefined when nothing is. */
export function accountInputProblem(email: string, password: string): string | undefined {
  if (!emailSchema.safeParse(email.trim().toLowerCase()).success) return `'${email}' is not a valid e-mail address.`;
  return passwordProblem(password);
}

/**
 * Creates an account that signs in with e-mail and password. Operators are made this way (by
 * `npm run create-operator`); tests also make other roles to check the guard.
 */
export async function createAccount(
  auth: ShopAuth,
  input: { email: string; password: string; role?: string; name?: string },
): Promise<{ id: string; email: string; role: string }> {
  const email = input.email.trim().toLowerCase();
  const problem = accountInputProblem(input.email, input.password);
  if (problem) throw new AccountError(problem);

  const context = await auth.$context;
  if (await context.internalAdapter.findUserByEmail(email)) {
    throw new AccountError(`An account for ${email} already exists.`);
  }
  const role = input.role ?? OPERATOR_ROLE;
  const hash = await context.password.hash(input.password);
  const user = await context.internalAdapter.createUser(
    { email, name: input.name ?? email.split('@')[0] ?? email, emailVerified: true, role },
    { method: 'admin' },
  );
  await context.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: hash });
  return { id: user.id, email, role };
}

/** The account with this e-mail, or an AccountError naming it. */
async function accountOf(auth: ShopAuth, email: string) {
  const normalised = email.trim().toLowerCase();
  const user = await (await auth.$context).internalAdapter.findUserByEmail(normalised);
  if (!user) throw new AccountError(`There is no account for ${normalised}.`);
  return user.user;
}

/**
 * Gives an account a new password (`npm run reset-operator-password`) and ends its sessions;
 * its count of failed sign-ins starts again.
 */
export async function resetPassword(auth: ShopAuth, db: Kysely<Database>, input: { email: string; password: string }): Promise<{ email: string }> {
  const problem = passwordProblem(input.password);
  if (problem) throw new AccountError(problem);
  const user = await accountOf(auth, input.email);
  const context = await auth.$context;
  await context.internalAdapter.updatePassword(user.id, await context.password.hash(input.password));
  await context.internalAdapter.deleteUserSessions(user.id);
  await signInThrottle(db).recordSuccess(user.email);
  await recordAudit(db, { event: 'password-reset', actor: 'cli', subject: user.email });
  return { email: user.email };
}

/**
 * Disables an account (`npm run disable-operator`): it signs in no more and its sessions end at
 * once. With `enabled: true` it may sign in again.
 */
export async function setAccountDisabled(auth: ShopAuth, db: Kysely<Database>, input: { email: string; disabled: boolean }): Promise<{ email: string }> {
  const user = await accountOf(auth, input.email);
  await db
    .updateTable('auth_users')
    .set({ disabled_at: input.disabled ? new Date().toISOString() : null })
    .where('id', '=', user.id)
    .execute();
  if (input.disabled) await (await auth.$context).internalAdapter.deleteUserSessions(user.id);
  await recordAudit(db, { event: input.disabled ? 'operator-disabled' : 'operator-enabled', actor: 'cli', subject: user.email });
  return { email: user.email };
}

/** Whether the account with this e-mail was disabled (false for an unknown e-mail). */
export async function isDisabledAccount(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db.selectFrom('auth_users').select('disabled_at').where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  return row?.disabled_at != null;
}
