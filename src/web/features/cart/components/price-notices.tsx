import { formatInr } from '../../../../shared/money.ts';
import type { PriceCheck } from '../hooks/use-cart-price-check.ts';
import styles from './price-notices.module.css';

/** What changed since the pieces were added: new prices, and pieces the shop has too few of. */
export function PriceNotices({ check }: { check: PriceCheck }) {
  return (
    <>
      {check.shortages.size > 0 ? (
        <ul className={`${styles.notice} ${styles.stockNotice}`} role="alert">
          {[...check.shortages].map(([id, message]) => (
            <li key={id}>{message}</li>
          ))}
        </ul>
      ) : null}
      <PriceChanges check={check} />
    </>
  );
}

function PriceChanges({ check }: { check: PriceCheck }) {
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
