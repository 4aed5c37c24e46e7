import { formatInr } from '../../../../shared/money.ts';
import type { PriceCheck } from '../hooks/use-cart-price-check.ts';
import styles from './price-notices.module.css';

/** What changed since the pieces were added: new prices, and pieces the shop no longer has. */
export function PriceNotices({ check }: { check: PriceCheck }) {
  if (check.changes.length === 0) return null;
  return (
    <div className={styles.notice} role="status">
      <p className={styles.noticeTitle}>Prices have changed since you added these pieces:</p>
      <ul>
        {check.changes.map((change) => (
          <li key={change.id}>
            {change.name}: now {formatInr(change.toPaise)} (was {formatInr(change.fromPaise)})
          </li>
        ))}
      </ul>
    </div>
  );
}
