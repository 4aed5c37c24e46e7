import { WifiOff } from 'lucide';
import { Icon } from '../../components/icon.tsx';
import { lazy, Suspense, useEffect } from 'react';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { SessionBar } from '../../features/auth/components/session-bar.tsx';
import { loadChunk } from '../../lib/load-chunk.ts';
import styles from './backend.module.css';

// The backend panel is an operator chunk: it is fetched only once somebody has signed in.
const BackendPanel = lazy(() => loadChunk(() => import('./backend.tsx')).then((module) => ({ default: module.BackendPanel })));

export function Component() {
  const { state, refresh, signedIn, signedOut } = useSession();
  // Not a <title> element: rendered on the server it would stay in the body, where it is invalid.
  useEffect(() => {
    document.title = 'Login · Rajat Silver';
  }, []);

  return (
    <main className={styles.page}>
      {state.status === 'error' ? (
        <div className={styles.notice} role="alert">
          <Icon icon={WifiOff} size={22} aria-hidden="true" />
          <p>{state.message}</p>
          <button type="button" className={styles.retry} onClick={() => void refresh()}>
            Try again
          </button>
        </div>
      ) : state.status === 'signed-out' || state.status === 'loading' ? (
        // The form shows at once (the server renders it); a signed-in operator sees the backend a moment later.
        <div className={styles.loginWrap}>
          <LoginForm onSignedIn={signedIn} />
        </div>
      ) : (
        <>
          <header>
            <span className={styles.eyebrow}>Operator</span>
            <h1 className={styles.pageTitle}>Backend</h1>
          </header>
          <SessionBar email={state.user.email} onSignedOut={signedOut} />
          <Suspense fallback={<p className={styles.checking}>Loading the backend…</p>}>
            <BackendPanel user={state.user} />
          </Suspense>
        </>
      )}
    </main>
  );
}
