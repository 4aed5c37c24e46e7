import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { createRequire } from 'node:module';

/** The operator password policy: long enough to resist guessing, short enough to hash quickly. */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;

// argon2id at OWASP's recommended minimum: 19 MiB of memory, 2 passes, 1 lane.
const ARGON2ID = 2 as Algorithm;
const HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** What is wrong with a password as a sentence for the operator, or undefined when it is acceptable. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`;
  if (password.trim() === '') return 'The password must not be only spaces.';
  if (isCommonPassword(password)) return 'The password is one of the most common passwords; choose one that is not.';
  return undefined;
}

// The common-password list of zxcvbn-ts (about 49,000 passwords from public leaks), lower-cased.
// Read when a password is first checked: the package's word lists take ~3 MB of heap that a
// serving process rarely needs (decision 031).
const require = createRequire(import.meta.url);
let commonPasswords: Set<string> | undefined;

/** True when the password, ignoring case, is on the list of common passwords. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    (require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common')).dictionary['passwords-common'].map((entry) => entry.toLowerCase()),
  );
  return commonPasswords.has(password.toLowerCase());
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

/** True when the password matches; a malformed stored hash is a mismatch, never an error. */
export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
