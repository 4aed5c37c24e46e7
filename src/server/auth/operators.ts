import { z } from 'zod';
import { OPERATOR_ROLE, type ShopAuth } from './auth.ts';
import { passwordProblem } from './password.ts';

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
