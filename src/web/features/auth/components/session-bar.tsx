import { LogOut, UserRound } from 'lucide';
import { Icon } from '../../../components/icon.tsx';
import { Alert } from '../../../components/alert.tsx';
import { useAction } from '../../../lib/use-action.ts';
import { signOut } from '../api/session.ts';
import { authErrorMessage } from '../lib/messages.ts';
import styles from './auth.module.css';

/** 'User Logged In:' with the e-mail, and the Sign Out button. */
export function SessionBar({ email, onSignedOut }: { email: string; onSignedOut: () => void }) {
  const { busy, error, run } = useAction(authErrorMessage);

  const leave = () =>
    run(async () => {
      await signOut();
      onSignedOut();
    });

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
      <Alert message={error} className={styles.error} />
    </div>
  );
}
