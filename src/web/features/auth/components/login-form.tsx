import { LogIn } from 'lucide';
import { Icon } from '../../../components/icon.tsx';
import { useId, useState, type FormEvent } from 'react';
import { signIn, type SessionUser } from '../api/session.ts';
import { authErrorMessage } from '../lib/messages.ts';
import styles from './auth.module.css';

/** The spec's sign-in form: e-mail, password, Login. Cleared after a successful sign-in. */
export function LoginForm({ onSignedIn }: { onSignedIn: (user: SessionUser) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const user = await signIn(email.trim(), password);
      setEmail('');
      setPassword('');
      onSignedIn(user);
    } catch (caught) {
      setError(authErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.card} onSubmit={submit} aria-describedby={error ? errorId : undefined} noValidate={false}>
      <div className={styles.cardHead}>
        <span className={styles.eyebrow}>Operators</span>
        <h1 className={styles.title}>Sign in</h1>
        <p className={styles.lead}>Manage products and orders of the shop.</p>
      </div>
      <label className={styles.field}>
        <span className={styles.label}>Email</span>
        <input
          className={styles.input}
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </label>
      <label className={styles.field}>
        <span className={styles.label}>Password</span>
        <input
          className={styles.input}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <button className={styles.primary} type="submit" disabled={busy}>
        <Icon icon={LogIn} size={18} aria-hidden="true" />
        {busy ? 'Signing in…' : 'Login'}
      </button>
    </form>
  );
}
