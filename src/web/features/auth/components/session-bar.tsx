import { LogOut, UserRound } from 'lucide';
import { Icon } from '../../../components/icon.tsx';
import { useState } from 'react';
import { signOut } from '../api/session.ts';
import { authErrorMessage } from '../lib/messages.ts';
import styles from './auth.module.css';

/** 'User Logged In:' with the e-mail, and the Sign Out button. */
export function SessionBar({ email, onSignedOut }: { email: string; onSignedOut: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function leave() {
    setBusy(true);
    setError(null);
    try {
      await signOut();
      onSignedOut();
    } catch (caught) {
      setError(authErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.sessionBar}>
      <div className={styles.who}>
        <span className={styles.avatar} aria-hidden="true">
          <Icon icon={UserRound} size={18} />
        </span>
        <p className={styles.whoText}>
          <span className={styles.whoLabel}>User Logged In:</span> <strong data-testid="signed-in-email">{email}</strong>
        </p>
      </div>
      <button className={styles.secondary} type="button" onClick={leave} disabled={busy}>
        <Icon icon={LogOut} size={16} aria-hidden="true" />
        Sign Out
      </button>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
