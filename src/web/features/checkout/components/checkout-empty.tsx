import { ShoppingBag } from 'lucide';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon.tsx';
import styles from './checkout-empty.module.css';

/** The checkout of an empty cart: a deferred part of the checkout (its first script has no bytes to spare). */
export function CheckoutEmpty() {
  return (
    <div className={styles.empty}>
      <Icon icon={ShoppingBag} aria-hidden size={40} strokeWidth={1.25} />
      <p>Your cart is empty.</p>
      <p className={styles.hint}>Add a piece to your cart before you check out.</p>
      <Link className={styles.continue} to="/">
        Continue shopping
      </Link>
    </div>
  );
}
