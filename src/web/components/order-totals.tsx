import { formatInr } from '../../shared/money.ts';
import { SUBSCRIPTION_SAVING_PERCENT, type CartTotals } from '../../shared/pricing.ts';
import { useMessages } from '../lib/language.tsx';
import styles from './order-totals.module.css';

export type OrderTotalsProps = {
  /** In paise: a cart's from cartTotals, or a placed order's as stored. */
  totals: CartTotals;
  /** The first row's label: 'Item total', or the checkout's 'Subtotal'. */
  itemTotalLabel?: 'itemTotal' | 'subtotal';
  /** More room above the Order Total, where the totals are their panel's main content (the cart). */
  roomy?: boolean;
  /** The figures' data-testid, where tests read them. */
  testIds?: { itemTotal?: string; savings?: string; orderTotal?: string };
};

/** Item total, 'Subscription savings (15% off)', Shipping ('Free' at zero) and Order Total. */
export function OrderTotals({ totals, itemTotalLabel = 'itemTotal', roomy = false, testIds = {} }: OrderTotalsProps) {
  const words = useMessages().ordering.totals;
  return (
    <dl className={roomy ? `${styles.totals} ${styles.roomy}` : styles.totals}>
      <div>
        <dt>{words[itemTotalLabel]}</dt>
        <dd data-testid={testIds.itemTotal}>{formatInr(totals.itemTotalPaise)}</dd>
      </div>
      <div className={styles.saving}>
        <dt>{words.savings(SUBSCRIPTION_SAVING_PERCENT)}</dt>
        <dd data-testid={testIds.savings}>-{formatInr(totals.savingsPaise)}</dd>
      </div>
      <div>
        <dt>{words.shipping}</dt>
        <dd className={styles.free}>{totals.shippingPaise === 0 ? words.free : formatInr(totals.shippingPaise)}</dd>
      </div>
      <div className={styles.orderTotal}>
        <dt>{words.orderTotal}</dt>
        <dd data-testid={testIds.orderTotal}>{formatInr(totals.orderTotalPaise)}</dd>
      </div>
    </dl>
  );
}
