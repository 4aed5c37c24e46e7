import { KeyRound, LogOut, RefreshCw, ShieldCheck, ShieldOff, type IconNode } from 'lucide';
import { Icon } from '../../../components/icon.tsx';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { Panel } from '../../../components/panel.tsx';
import { useCallback, useEffect, useId, useState, type ComponentProps, type FormEvent } from 'react';
import { messageOf } from '../../../lib/api.ts';
import { useAction } from '../../../lib/use-action.ts';
import type { SessionUser } from '../api/session.ts';
import {
  changePassword,
  confirmTwoFactor,
  fetchSessions,
  signOutEverywhere,
  signOutOtherSessions,
  startTwoFactor,
  turnOffTwoFactor,
  type ActiveSession,
  type TwoFactorSetup,
} from '../api/security.ts';
import { TotpQrCode } from './totp-qr-code.tsx';
import styles from './security-panel.module.css';
import { deviceName } from '../lib/device-name.ts';
import { formatIndiaDateTime } from '../../../../shared/india-time.ts';

/** The backend's sign-in security: two-step sign-in (TOTP) and the operator's active sessions. */
export function SecurityPanel({ user }: { user: SessionUser }) {
  const titleId = useId();
  return (
    <Panel titleId={titleId} title="Sign-in security">
      <TwoFactorSettings initiallyOn={user.twoFactorEnabled} />
      <PasswordChange />
      <ActiveSessions />
    </Panel>
  );
}

function TwoFactorSettings({ initiallyOn }: { initiallyOn: boolean }) {
  const [on, setOn] = useState(initiallyOn);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const { busy, error, run } = useAction();

  const start = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setSetup(await startTwoFactor(password));
      setPassword('');
    });
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await confirmTwoFactor(code.replace(/\s+/g, ''));
      setCode('');
      setSetup(null);
      setOn(true);
    });
  };
  const turnOff = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await turnOffTwoFactor(password, code.replace(/\s+/g, ''));
      setPassword('');
      setCode('');
      setOn(false);
    });
  };

  const errorLine = <Alert message={error} className={styles.error} />;

  if (setup) {
    return (
      <div className={styles.block}>
        <h3 className={styles.subtitle}>Two-step sign-in</h3>
        <p className={styles.lead}>
          Scan the code with your authenticator app (or type the key into it), then enter the 6-digit code it shows.
        </p>
        <div className={styles.setup}>
          <TotpQrCode uri={setup.totpUri} className={styles.qr} />
          <div className={styles.secret}>
            <span>
              Key: <code data-testid="totp-secret">{setup.secret}</code>
            </span>
            <span>
              Address: <code data-testid="totp-uri">{setup.totpUri}</code>
            </span>
            <p className={styles.lead}>
              Backup codes: keep them somewhere safe. Each one signs you in once when your phone is not at hand.
            </p>
            <ol className={styles.codes} aria-label="Backup codes">
              {setup.backupCodes.map((backupCode) => (
                <li key={backupCode}>{backupCode}</li>
              ))}
            </ol>
          </div>
        </div>
        <InlineForm
          fields={[{ label: 'Code from the app', input: codeInput(code, setCode) }]}
          icon={ShieldCheck}
          submitLabel="Confirm"
          busy={busy}
          onSubmit={confirm}
        />
        {errorLine}
      </div>
    );
  }

  return (
    <div className={styles.block}>
      <h3 className={styles.subtitle}>Two-step sign-in</h3>
      <p className={styles.status} data-testid="two-factor-status">
        {on ? 'Two-step sign-in is on.' : 'Two-step sign-in is off.'}
      </p>
      <p className={styles.lead}>
        {on
          ? 'Signing in asks for a code from your authenticator app after the password.'
          : 'With it on, signing in also asks for a code from an authenticator app on your phone.'}
      </p>
      {on ? (
        // Off takes a current code as well: the password alone does not remove the second step.
        <InlineForm
          fields={[
            { label: 'Your password', input: currentPasswordInput(password, setPassword) },
            { label: 'Code from the app', input: codeInput(code, setCode) },
          ]}
          icon={ShieldOff}
          submitLabel="Turn off two-step sign-in"
          busy={busy}
          onSubmit={turnOff}
        />
      ) : (
        <InlineForm
          fields={[{ label: 'Your password', input: currentPasswordInput(password, setPassword) }]}
          icon={ShieldCheck}
          submitLabel="Turn on two-step sign-in"
          busy={busy}
          onSubmit={start}
        />
      )}
      {errorLine}
    </div>
  );
}

/** The operator's own password: the current one and a new one; their other sessions end. */
function PasswordChange() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [changed, setChanged] = useState(false);
  const { busy, error, run } = useAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChanged(false);
    void run(async () => {
      await changePassword(current, next);
      setCurrent('');
      setNext('');
      setChanged(true);
    });
  };

  return (
    <div className={styles.block}>
      <h3 className={styles.subtitle}>Password</h3>
      <p className={styles.lead}>At least 12 characters, and not a common password. Changing it signs you out on every other device.</p>
      <InlineForm
        ariaLabel="Change password"
        fields={[
          { label: 'Current password', input: currentPasswordInput(current, setCurrent) },
          {
            label: 'New password',
            input: { type: 'password', name: 'new-password', autoComplete: 'new-password', minLength: 12, value: next, onChange: (event) => setNext(event.target.value) },
          },
        ]}
        icon={KeyRound}
        submitLabel="Change password"
        busy={busy}
        onSubmit={submit}
      />
      {changed ? (
        <p className={styles.status} role="status" data-testid="password-changed">
          Your password is changed. Every other session has ended.
        </p>
      ) : null}
      <Alert message={error} className={styles.error} />
    </div>
  );
}

type InlineFormProps = {
  /** Each field's label and input (every input is required). */
  fields: { label: string; input: ComponentProps<'input'> }[];
  icon: IconNode;
  submitLabel: string;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  ariaLabel?: string;
};

/** Labelled inputs and their button on one line: a password, the code from the app, or both. */
function InlineForm({ fields, icon, submitLabel, busy, onSubmit, ariaLabel }: InlineFormProps) {
  return (
    <form className={styles.row} onSubmit={onSubmit} aria-label={ariaLabel}>
      {fields.map(({ label, input }) => (
        <Field key={label} label={label} className={styles.field}>
          <input className={styles.input} required {...input} />
        </Field>
      ))}
      <Button variant="pill" type="submit" disabled={busy}>
        <Icon icon={icon} size={16} aria-hidden="true" />
        {submitLabel}
      </Button>
    </form>
  );
}

function currentPasswordInput(value: string, set: (value: string) => void): ComponentProps<'input'> {
  return { type: 'password', name: 'current-password', autoComplete: 'current-password', value, onChange: (event) => set(event.target.value) };
}

function codeInput(value: string, set: (value: string) => void): ComponentProps<'input'> {
  return { name: 'code', inputMode: 'numeric', autoComplete: 'one-time-code', value, onChange: (event) => set(event.target.value) };
}

function ActiveSessions() {
  const [sessions, setSessions] = useState<ActiveSession[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback((signal?: AbortSignal) => {
    return fetchSessions(signal).then(
      (list) => {
        setSessions(list);
        setError(null);
      },
      (caught: unknown) => {
        if (!signal?.aborted) setError(messageOf(caught));
      },
    );
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  async function others() {
    setBusy(true);
    try {
      await signOutOtherSessions();
      await load();
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  async function everywhere() {
    setBusy(true);
    try {
      await signOutEverywhere();
      // This session ended too: the sign-in form, afresh.
      window.location.assign('/login');
    } catch (caught) {
      setError(messageOf(caught));
      setBusy(false);
    }
  }

  return (
    <div className={styles.block}>
      <h3 className={styles.subtitle}>Where you are signed in</h3>
      <Alert message={error} className={styles.error} />
      {sessions === null ? (
        error ? null : (
          <p className={styles.lead} role="status">
            Loading sessions…
          </p>
        )
      ) : (
        <table className={styles.table} aria-label="Active sessions">
          <thead>
            <tr>
              <th scope="col">Device</th>
              <th scope="col">Address</th>
              <th scope="col">Signed in</th>
              <th scope="col">Last active</th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((session) => (
              <tr key={session.id} data-testid="active-session">
                <td className={styles.agent} data-label="Device" title={session.userAgent ?? undefined}>
                  {deviceName(session.userAgent)}
                  {session.current ? <span className={styles.current}>This device</span> : null}
                </td>
                <td data-label="Address">{session.ipAddress ?? '—'}</td>
                <td data-label="Signed in">{formatIndiaDateTime(session.createdAt)}</td>
                <td data-label="Last active">{formatIndiaDateTime(session.lastActiveAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className={styles.row}>
        <Button variant="pill" onClick={() => void load()} disabled={busy}>
          <Icon icon={RefreshCw} size={16} aria-hidden="true" />
          Refresh
        </Button>
        <Button variant="pill" onClick={() => void others()} disabled={busy}>
          <Icon icon={LogOut} size={16} aria-hidden="true" />
          Sign out everywhere else
        </Button>
        <Button variant="pill" onClick={() => void everywhere()} disabled={busy}>
          <Icon icon={LogOut} size={16} aria-hidden="true" />
          Sign out everywhere
        </Button>
      </div>
    </div>
  );
}
