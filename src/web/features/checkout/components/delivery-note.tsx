import { CalendarCheck } from 'lucide';
import type { DeliveryAnswer } from '../../../../shared/delivery.ts';
import { Icon } from '../../../components/icon.tsx';
import { usePageLanguage } from '../../../lib/language.tsx';
import { DELIVERY_WORDS } from '../../../lib/delivery-words.ts';
import styles from './delivery-note.module.css';

type Props = {
  /** The date for the shipping PIN (or, before one is typed, the remembered PIN); null when none is known. */
  answer: DeliveryAnswer | null | undefined;
  /** The shipping PIN typed. */
  zip: string;
  /** Whether the shop takes a prepaid way to pay: then the shopper is told why cash on delivery is not offered, and pays so. */
  prepaid: boolean | undefined;
};

/** The checkout's "Delivered by …" under the shipping details, and why cash on delivery is not offered at a blocked PIN (decision 037). */
export function DeliveryNote({ answer, zip, prepaid }: Props) {
  const words = DELIVERY_WORDS[usePageLanguage().language];
  return (
    <div className={styles.note}>
      {answer ? (
        <p className={styles.date} data-testid="checkout-delivery">
          <Icon icon={CalendarCheck} aria-hidden size={18} /> {words.by(answer.day, answer.pin)}
        </p>
      ) : null}
      {answer && !answer.cod && answer.pin === zip && prepaid ? (
        <p className={styles.why} data-testid="cod-blocked">
          {words.codWhy(answer.pin)}
        </p>
      ) : null}
    </div>
  );
}
