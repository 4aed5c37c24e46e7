import { useCallback, useEffect, useState } from 'react';
import { fetchSession, type SessionUser } from '../api/session.ts';
import { authErrorMessage } from '../lib/messages.ts';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: SessionUser }
  | { status: 'error'; message: string };

/**
 * The sign-in state as the server sees it: read after mount, and again whenever the tab comes
 * back into view, so that a reload or a second tab agrees with it.
 */
export function useSession() {
  const [state, setState] = useState<SessionState>({ status: 'loading' });

  const refresh = useCallback((signal?: AbortSignal) => {
    return fetchSession(signal).then(
      (user) => setState(user ? { status: 'signed-in', user } : { status: 'signed-out' }),
      (error: unknown) => {
        if (!signal?.aborted) setState({ status: 'error', message: authErrorMessage(error) });
      },
    );
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    fetchSession(controller.signal).then(
      (user) => setState(user ? { status: 'signed-in', user } : { status: 'signed-out' }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: authErrorMessage(error) });
      },
    );
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      controller.abort();
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    };
  }, [refresh]);

  return {
    state,
    refresh,
    signedIn: (user: SessionUser) => setState({ status: 'signed-in', user }),
    signedOut: () => setState({ status: 'signed-out' }),
  };
}
