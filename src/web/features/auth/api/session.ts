import { apiFetch } from '../../../lib/api.ts';

/** The signed-in account as the server reports it. */
export type SessionUser = { id: string; email: string; name: string; role: string; twoFactorEnabled: boolean };

export const OPERATOR_ROLE = 'operator';

/** Who is signed in, from the server session (the cookie is HttpOnly: only the server knows). */
export async function fetchSession(signal?: AbortSignal): Promise<SessionUser | null> {
  const { user } = await apiFetch<{ user: SessionUser | null }>('/api/auth/session', {
    cache: 'no-store',
    ...(signal ? { signal } : {}),
  });
  return user;
}

/** The signed-in user, or null when the account asks for its authenticator code next. */
export async function signIn(email: string, password: string): Promise<SessionUser | null> {
  const { user } = await apiFetch<{ user: SessionUser | null; twoFactorRequired?: true }>('/api/auth/sign-in', {
    method: 'POST',
    json: { email, password },
  });
  return user;
}

/** The second step of signing in: a code from the authenticator app, or a backup code. */
export async function verifySignInCode(code: string): Promise<SessionUser> {
  const { user } = await apiFetch<{ user: SessionUser }>('/api/auth/two-factor/verify', { method: 'POST', json: { code } });
  return user;
}

export async function signOut(): Promise<void> {
  await apiFetch<void>('/api/auth/sign-out', { method: 'POST' });
}
