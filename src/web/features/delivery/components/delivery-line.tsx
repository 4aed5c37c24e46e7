import { Truck } from 'lucide';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { DELIVERY_PIN_PROBLEM_ID, type DeliveryAnswer } from '../../../../shared/delivery.ts';
import { languagePrefix } from '../../../../shared/languages.ts';
import { PIN_CODE_PATTERN } from '../../../../shared/pin-codes.ts';
import { Icon } from '../../../components/icon.tsx';
import { messageOf } from '../../../lib/api.ts';
import { usePageLanguage } from '../../../lib/language.tsx';
import { fetchDelivery, rememberedPin, rememberPin } from '../../../lib/delivery.ts';
import { DELIVERY_WORDS } from '../../../lib/delivery-words.ts';
import styles from './delivery-line.module.css';

/**
 * The product page's "Delivered by …" for the shopper's PIN (decision 037): rendered by the
 * server when the PIN is remembered (its cookie), else a PIN field. The form works without
 * script (GET /api/delivery-pin remembers the PIN and shows the page again); with script it asks
 * the shop and remembers the PIN in the cookie. Its height is kept whatever it shows.
 */
export function DeliveryLine({ answer }: { answer: DeliveryAnswer | null }) {
  const { language, messages } = usePageLanguage();
  const words = DELIVERY_WORDS[language];
  const [shown, setShown] = useState(answer);
  const [problem, setProblem] = useState<string>();
  // Where the form without script comes back to: this page, in its language.
  const back = languagePrefix(language) + useLocation().pathname;

  const ask = (pin: string) =>
    fetchDelivery(pin, language).then(
      (found) => (setShown(found), setProblem(undefined)),
      (error: unknown) => setProblem(messageOf(error, undefined, messages.errors)),
    );

  // A page the server kept for everyone (or a CDN's copy) has no date: the PIN this browser remembers does.
  useEffect(() => {
    const pin = rememberedPin();
    if (!answer && pin) void ask(pin);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after hydration
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const pin = String(new FormData(event.currentTarget).get('pin')).trim();
    if (!PIN_CODE_PATTERN.test(pin)) return setProblem(messages.errors.zip_invalid({}));
    rememberPin(pin);
    void ask(pin);
  };

  return (
    <form className={styles.delivery} action="/api/delivery-pin" onSubmit={onSubmit} noValidate>
      <p className={styles.line} data-testid="delivery-date" aria-live="polite">
        <Icon icon={Truck} size={18} aria-hidden />
        <span>
          {problem ?? (shown ? <strong>{words.by(shown.day, shown.pin)}</strong> : words.ask)}
          {shown && !shown.cod && !problem ? <small className={styles.note}>{words.noCod}</small> : null}
        </span>
      </p>
      {/* Without script the form's answer to a PIN that is not one: shown only as the URL's target. */}
      <p id={DELIVERY_PIN_PROBLEM_ID} className={styles.problem} role="alert" hidden>
        {messages.errors.zip_invalid({})}
      </p>
      <div className={styles.ask}>
        <input type="hidden" name="back" value={back} />
        <input
          className={styles.pin}
          name="pin"
          aria-label={words.pin}
          placeholder={words.pin}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          defaultValue={shown?.pin}
          aria-invalid={problem ? true : undefined}
        />
        <button type="submit" className={styles.check}>
          {words.check}
        </button>
      </div>
    </form>
  );
}
