import { apiFetch } from '../../../lib/api.ts';

/** The signed-in account as the server reports it. */
export type SessionUser = { id: string; email: string; name: string; role: string };

export const OPERATOR_ROLE = 'operator';

/** Who is signed in, from the server session (the cookie is HttpOnly: only the server knows). */
export async function fetchSession(signal?: AbortSignal): Promise<SessionUser | null> {
  const { user } = await apiFetch<{ user: SessionUser | null }>('/api/auth/session', {
    cache: 'no-store',
    ...(signal ? { signal } : {}),
  });
  return user;
}

export async function signIn(email: string, password: string): Promise<SessionUser> {
  const { user } = await apiFetch<{ user: SessionUser }>('/api/auth/sign-in', { method: 'POST', json: { email, password } });
  return user;
}

export async function signOut(): Promise<void> {
  await apiFetch<void>('/api/auth/sign-out', { method: 'POST' });
}
