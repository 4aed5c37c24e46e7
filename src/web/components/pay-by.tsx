import { Clock } from 'lucide';
import { Icon } from './icon.tsx';
import { formatIndiaDateTime } from '../../shared/india-time.ts';
import { usePageLanguage } from '../lib/language.tsx';
import styles from './pay-by.module.css';

/** When a prepaid order must be paid by, and what happens if it is not (its hold's end). */
export function PayBy({ payBy, testId }: { payBy: string; testId?: string }) {
  const { language, messages } = usePageLanguage();
  return (
    <p className={styles.payBy} data-testid={testId}>
      <Icon icon={Clock} aria-hidden size={18} />
      <span>
        <strong>{messages.ordering.payBy(formatIndiaDateTime(payBy, language))}</strong>
        {messages.ordering.payByAfter}
      </span>
    </p>
  );
}
