import { formatInr } from '../../../../shared/money.ts';
import type { PriceCheck } from '../hooks/use-cart-price-check.ts';
import { useMessages } from '../../../lib/language.tsx';
import styles from './price-notices.module.css';

/** What changed since the pieces were added: new prices, and pieces the shop has too few of. */
export function PriceNotices({ check }: { check: PriceCheck }) {
  const { errors } = useMessages();
  return (
    <>
      {check.shortages.size > 0 ? (
        <ul className={`${styles.notice} ${styles.stockNotice}`} role="alert">
          {[...check.shortages].map(([id, shortage]) => (
            <li key={id}>{errors.stock_line(shortage)}</li>
          ))}
        </ul>
      ) : null}
      <PriceChanges check={check} />
    </>
  );
}

function PriceChanges({ check }: { check: PriceCheck }) {
  const words = useMessages().ordering;
  if (check.changes.length === 0) return null;
  return (
    <div className={styles.notice} role="status">
      <p className={styles.noticeTitle}>{words.pricesChanged}</p>
      <ul>
        {check.changes.map((change) => (
          <li key={change.id}>
            {words.priceChange(change.name, formatInr(change.toPaise), formatInr(change.fromPaise))}
          </li>
        ))}
      </ul>
    </div>
  );
}
