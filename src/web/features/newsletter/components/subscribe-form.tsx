import { ArrowRight } from 'lucide';
import { Icon } from '../../../components/icon.tsx';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../components/toasts.ts';
import { messageOf } from '../../../lib/api.ts';
import { subscribeToNewsletter } from '../api/subscribe.ts';
import { useMessages } from '../../../lib/language.tsx';
import styles from './subscribe-form.module.css';

/** The footer's 'Subscribe us' field: a toast on success, a message under the field on error. */
export function SubscribeForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const {
    common: { subscribe: words },
    errors,
  } = useMessages();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      // The server's answer is English: the page says it in its own language.
      await subscribeToNewsletter(email.trim());
      toast.success(words.thanks);
      setEmail('');
    } catch (failure) {
      // A refusal's code in the page's words (an address that is not one, or too long).
      setError(messageOf(failure, errors.internal({}), errors));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <label htmlFor={`${id}-email`} className="visually-hidden">
        {words.email}
      </label>
      <div className={styles.row} data-invalid={error !== null}>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={words.email}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          className={styles.input}
          maxLength={254}
        />
        <button type="submit" className={styles.button} disabled={busy}>
          {words.button}
          <Icon icon={ArrowRight} size={16} aria-hidden />
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
