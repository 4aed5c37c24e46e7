import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../../../shared/payment-methods.ts';
import styles from './payment-choice.module.css';

// The checkout's "Payment" group, when the shop takes more than cash on delivery (decision 032):
// a deferred part of the checkout (checkout-view.tsx), so that its code stays out of the screen's
// first script.

const HINTS: Record<PaymentMethod, string> = {
  upi: 'Pay from any UPI app: Google Pay, PhonePe, Paytm, BHIM',
  cod: 'Pay in cash when your order arrives',
};

type Props = { methods: readonly PaymentMethod[]; method: PaymentMethod; onChoose: (method: PaymentMethod) => void };

/** One radio a method the shop offers, in its order; `method` is the one chosen. */
export function PaymentChoice({ methods, method, onChoose }: Props) {
  return (
    <fieldset className={styles.group} data-testid="payment-choice">
      <legend className={styles.title}>Payment</legend>
      <div className={styles.methods}>
        {methods.map((each) => (
          <label key={each} className={styles.method}>
            <input type="radio" name="paymentMethod" value={each} checked={each === method} onChange={() => onChoose(each)} />
            <span className={styles.words}>
              <strong>{PAYMENT_METHOD_LABELS[each]}</strong>
              <small>{HINTS[each]}</small>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
