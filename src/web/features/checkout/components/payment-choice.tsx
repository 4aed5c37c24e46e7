import { Truck } from 'lucide';
import { Icon } from '../../../components/icon.tsx';
import type { PaymentMethod } from '../../../../shared/payment-methods.ts';
import type { DeliveryAnswer } from '../../../../shared/delivery.ts';
import { DeliveryNote } from './delivery-note.tsx';
import { useMessages } from '../../../lib/language.tsx';
import styles from './payment-choice.module.css';

// How the order is paid, under the shipping details: the free-shipping line, and the "Payment"
// group when the shop takes UPI too (decision 032). A deferred part of the checkout
// (checkout-view.tsx), so that its code stays out of the screen's first script.

type Props = {
  /** The shop's methods, its preferred first; none said when the shop could not give its terms (cash on delivery then). */
  methods: readonly PaymentMethod[] | undefined;
  /** The method chosen. */
  method: PaymentMethod | undefined;
  onChoose: (method: PaymentMethod) => void;
  /** The delivery date for the shipping PIN, and whether it has cash on delivery (decision 037). */
  delivery?: DeliveryAnswer | null | undefined;
  zip?: string;
};

/** One radio a method the shop offers, in its order, when it offers more than cash on delivery. */
export function PaymentChoice({ methods, method, onChoose, delivery, zip = '' }: Props) {
  // A choice when the shop takes more than cash (at a PIN without cash on delivery, its prepaid ways alone).
  const choice = methods?.some((each) => each !== 'cod');
  // Unsaid methods: the shop could not give its terms, and takes cash on delivery.
  const cash = !methods || methods.includes('cod');
  const words = useMessages().checkout;
  return (
    <>
      <p className={styles.reassure}>
        <Icon icon={Truck} aria-hidden size={18} /> {words.form.freeShipping}
        {choice || !cash ? null : words.form.payInCash}
      </p>
      <DeliveryNote answer={delivery} zip={zip} prepaid={choice} />
      {choice && methods ? (
        <fieldset className={styles.group} data-testid="payment-choice">
          <legend className={styles.title}>{words.form.payment}</legend>
          <div className={styles.methods}>
            {methods.map((each) => (
              <label key={each} className={styles.method}>
                <input type="radio" name="paymentMethod" value={each} checked={each === method} onChange={() => onChoose(each)} />
                <span className={styles.words}>
                  <strong>{words.methods[each]}</strong>
                  <small>{words.methodHints[each]}</small>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </>
  );
}
