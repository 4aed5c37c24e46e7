import { Truck } from 'lucide';
import { Icon } from '../../../components/icon.tsx';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../../../shared/payment-methods.ts';
import styles from './payment-choice.module.css';

// How the order is paid, under the shipping details: the free-shipping line, and the "Payment"
// group when the shop takes UPI too (decision 032). A deferred part of the checkout
// (checkout-view.tsx), so that its code stays out of the screen's first script.

const HINTS: Record<PaymentMethod, string> = {
  upi: 'Pay from any UPI app: Google Pay, PhonePe, Paytm, BHIM',
  razorpay: "On Razorpay's secure page: UPI, credit or debit card, netbanking or wallet",
  cod: 'Pay in cash when your order arrives',
};

type Props = {
  /** The shop's methods, its preferred first; none said when the shop could not give its terms (cash on delivery then). */
  methods: readonly PaymentMethod[] | undefined;
  /** The method chosen. */
  method: PaymentMethod | undefined;
  onChoose: (method: PaymentMethod) => void;
};

/** One radio a method the shop offers, in its order, when it offers more than cash on delivery. */
export function PaymentChoice({ methods, method, onChoose }: Props) {
  const choice = methods && methods.length > 1;
  return (
    <>
      <p className={styles.reassure}>
        <Icon icon={Truck} aria-hidden size={18} /> Free shipping across India.{choice ? null : ' Pay in cash when your order arrives.'}
      </p>
      {choice ? (
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
      ) : null}
    </>
  );
}
