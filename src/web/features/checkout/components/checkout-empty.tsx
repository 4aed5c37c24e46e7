import { ShoppingBag } from 'lucide';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon.tsx';
import { useMessages } from '../../../lib/language.tsx';
import styles from './checkout-empty.module.css';

/** The checkout of an empty cart: a deferred part of the checkout (its first script has no bytes to spare). */
export function CheckoutEmpty() {
  const { ordering, checkout } = useMessages();
  return (
    <div className={styles.empty}>
      <Icon icon={ShoppingBag} aria-hidden size={40} strokeWidth={1.25} />
      <p>{ordering.emptyCart}</p>
      <p className={styles.hint}>{checkout.form.emptyHint}</p>
      <Link className={styles.continue} to="/">
        {ordering.continueShopping}
      </Link>
    </div>
  );
}
