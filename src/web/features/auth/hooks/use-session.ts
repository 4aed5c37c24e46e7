import { useEffect } from 'react';
import { useRefreshable } from '../../../lib/use-refreshable.ts';
import type { SessionUser } from '../api/session.ts';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: SessionUser }
  | { status: 'error'; message: string };

/**
 * The sign-in state as the server sees it (the session data route, app/data-routes.ts): read
 * after mount, and again whenever the tab comes back into view, so that a reload or a second
 * tab agrees with it.
 */
export function useSession() {
  const { data, setData, loadError, refresh } = useRefreshable<{ user: SessionUser | null }>('session');

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    };
  }, [refresh]);

  const state: SessionState =
    loadError !== null
      ? { status: 'error', message: loadError }
      : data === null
        ? { status: 'loading' }
        : data.user
          ? { status: 'signed-in', user: data.user }
          : { status: 'signed-out' };

  // Shown at once, then read again from the server: an answer to a read made before would
  // otherwise undo it (use-refreshable.ts keeps an older answer off while a newer read runs).
  return {
    state,
    refresh,
    signedIn: (user: SessionUser) => {
      setData({ user });
      refresh();
    },
    signedOut: () => {
      setData({ user: null });
      refresh();
    },
  };
}
