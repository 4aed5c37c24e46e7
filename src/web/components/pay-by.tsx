import { Clock } from 'lucide';
import { Icon } from './icon.tsx';
import { formatIndiaDateTime } from '../../shared/india-time.ts';
import styles from './pay-by.module.css';

/** When a prepaid order must be paid by, and what happens if it is not (its hold's end). */
export function PayBy({ payBy, testId }: { payBy: string; testId?: string }) {
  return (
    <p className={styles.payBy} data-testid={testId}>
      <Icon icon={Clock} aria-hidden size={18} />
      <span>
        <strong>Pay by {formatIndiaDateTime(payBy)}</strong>: unpaid by then, the order is cancelled and its pieces go back on sale.
      </span>
    </p>
  );
}
