import { LogIn, ShieldCheck, type IconNode } from 'lucide';
import { Icon } from '../../../components/icon.tsx';
import { Alert } from '../../../components/alert.tsx';
import { useId, useState, type ComponentProps, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api.ts';
import { signIn, verifySignInCode, type SessionUser } from '../api/session.ts';
import { authErrorMessage } from '../lib/messages.ts';
import { Field, Input } from '../../../components/field.tsx';
import styles from './auth.module.css';

/**
 * The spec's sign-in form: e-mail, password, Login; then, for an operator who turned on
 * two-step sign-in, the code from the authenticator app. Cleared after a successful sign-in.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: (user: SessionUser) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  function finish(user: SessionUser) {
    setEmail('');
    setPassword('');
    setCode('');
    setStep('password');
    onSignedIn(user);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      if (step === 'password') {
        const user = await signIn(email.trim(), password);
        if (user) {
          finish(user);
        } else {
          setPassword('');
          setStep('code');
        }
      } else {
        finish(await verifySignInCode(code.replace(/\s+/g, '')));
      }
    } catch (caught) {
      // The code step lasts a few minutes: past that, the password is asked again.
      if (caught instanceof ApiError && caught.code === 'two_factor_expired') setStep('password');
      setCode('');
      setError(authErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  const errorLine = <Alert id={errorId} message={error} className={styles.error} />;

  if (step === 'code') {
    return (
      <form className={styles.card} onSubmit={submit} aria-describedby={error ? errorId : undefined}>
        <CardHead title="Two-step sign-in" lead="Enter the 6-digit code from your authenticator app, or one of your backup codes." />
        <LoginField
          label="Authentication code"
          name="code"
          // No numeric keypad: backup codes hold letters as well as digits.
          autoComplete="one-time-code"
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        {errorLine}
        <SubmitButton icon={ShieldCheck} busy={busy} label="Verify" busyLabel="Checking…" />
        <button className={styles.secondary} type="button" onClick={() => setStep('password')} disabled={busy}>
          Start again
        </button>
      </form>
    );
  }

  return (
    <form className={styles.card} onSubmit={submit} aria-describedby={error ? errorId : undefined} noValidate={false}>
      <CardHead title="Sign in" lead="Manage products and orders of the shop." />
      <LoginField label="Email" type="email" name="email" autoComplete="username" value={email} onChange={(event) => setEmail(event.target.value)} />
      <LoginField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {errorLine}
      <SubmitButton icon={LogIn} busy={busy} label="Login" busyLabel="Signing in…" />
    </form>
  );
}

function CardHead({ title, lead }: { title: string; lead: string }) {
  return (
    <div className={styles.cardHead}>
      <span className={styles.eyebrow}>Operators</span>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{lead}</p>
    </div>
  );
}

/** The step's button: what it does, and what is under way while the shop answers. */
function SubmitButton({ icon, busy, label, busyLabel }: { icon: IconNode; busy: boolean; label: string; busyLabel: string }) {
  return (
    <button className={styles.primary} type="submit" disabled={busy}>
      <Icon icon={icon} size={18} aria-hidden="true" />
      {busy ? busyLabel : label}
    </button>
  );
}

/** A required input of the sign-in card, under its label. */
function LoginField({ label, ...input }: ComponentProps<'input'> & { label: string }) {
  return (
    <Field label={label}>
      <Input large required {...input} />
    </Field>
  );
}
