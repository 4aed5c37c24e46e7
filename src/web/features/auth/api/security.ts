import { apiFetch } from '../../../lib/api.ts';
import type { SessionUser } from './session.ts';

// The operator's own sign-in security (operator chunk only): two-step sign-in and sessions.

export type TwoFactorSetup = { totpUri: string; secret: string; backupCodes: string[] };

export type ActiveSession = {
  id: string;
  current: boolean;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
  lastActiveAt: string;
};

export function startTwoFactor(password: string): Promise<TwoFactorSetup> {
  return apiFetch<TwoFactorSetup>('/api/auth/two-factor/enable', { method: 'POST', json: { password } });
}

export async function confirmTwoFactor(code: string): Promise<SessionUser> {
  const { user } = await apiFetch<{ user: SessionUser }>('/api/auth/two-factor/confirm', { method: 'POST', json: { code } });
  return user;
}

/** Off only with the password and a current code from the app. */
export async function turnOffTwoFactor(password: string, code: string): Promise<void> {
  await apiFetch<void>('/api/auth/two-factor/disable', { method: 'POST', json: { password, code } });
}

/** The operator's own password; their other sessions end. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await apiFetch<void>('/api/auth/password', { method: 'POST', json: { currentPassword, newPassword } });
}

export async function fetchSessions(signal?: AbortSignal): Promise<ActiveSession[]> {
  const { sessions } = await apiFetch<{ sessions: ActiveSession[] }>('/api/auth/sessions', {
    cache: 'no-store',
    ...(signal ? { signal } : {}),
  });
  return sessions;
}

export async function signOutOtherSessions(): Promise<void> {
  await apiFetch<void>('/api/auth/sessions/sign-out-others', { method: 'POST' });
}

export async function signOutEverywhere(): Promise<void> {
  await apiFetch<void>('/api/auth/sessions/sign-out-everywhere', { method: 'POST' });
}
