import { CircleCheck, CircleX, ClipboardCheck, Clock, PackageCheck, PackageX, QrCode, Truck, type IconNode } from 'lucide';
import { Icon } from '../../../components/icon.tsx';
import { ORDER_STATUS_LABELS, type OrderStatus, type PublicOrder } from '../../../../shared/order.ts';
import { formatIndiaDateTime } from '../../../../shared/india-time.ts';
import { formatRupees } from '../../../../shared/money.ts';
import styles from './orders.module.css';

// The head of the order page in each status: its icon, heading and progress. What is asked of
// the shopper is in order-next-steps.tsx.

/**
 * The steps of an order that goes well, by how it is paid; an order awaiting its payment is
 * not on them yet, and a cancelled, returned or unpaid one leaves them.
 */
const PROGRESS: Record<PublicOrder['paymentMethod'], readonly OrderStatus[]> = {
  cod: ['placed', 'confirmed', 'shipped', 'delivered'],
  upi: ['paid', 'confirmed', 'shipped', 'delivered'],
  razorpay: ['paid', 'confirmed', 'shipped', 'delivered'],
};

function heroOf(order: PublicOrder): { icon: IconNode; heading: string; ended?: boolean } {
  const firstName = order.shipTo.name.split(' ')[0];
  switch (order.status) {
    case 'placed':
      return { icon: CircleCheck, heading: `Thank you, ${firstName}! Your order is placed.` };
    case 'confirmed':
      return { icon: ClipboardCheck, heading: `Your order is confirmed, ${firstName}.` };
    case 'shipped':
      return { icon: Truck, heading: 'Your order is on its way.' };
    case 'delivered':
      return { icon: PackageCheck, heading: 'Your order has been delivered.' };
    case 'cancelled':
      return { icon: CircleX, heading: 'This order is cancelled.', ended: true };
    case 'returned':
      return { icon: PackageX, heading: 'Your parcel came back to us.', ended: true };
    case 'awaiting_payment':
      return { icon: order.paymentMethod == 'upi' ? QrCode : Clock, heading: `Pay ${formatRupees(order.payment?.amount ?? order.orderTotal)} ${order.paymentMethod == 'upi' ? 'by UPI' : 'online'} to complete your order` };
    case 'paid':
      return { icon: CircleCheck, heading: 'Payment received. Thank you!' };
    case 'payment_failed':
      return { icon: CircleX, heading: 'We did not receive your payment.', ended: true };
    case 'expired':
      return { icon: Clock, heading: 'This order expired unpaid; its pieces are back on sale.', ended: true };
  }
}

/** The page's head: what state the order is in, its number, and the progress. */
export function OrderHero({ order }: { order: PublicOrder }) {
  const hero = heroOf(order);
  return (
    <section className={styles.hero} aria-labelledby="confirmation-title" data-status={order.status}>
      <Icon icon={hero.icon} aria-hidden size={44} strokeWidth={1.5} className={hero.ended ? styles.heroIconEnded : styles.heroIcon} />
      <h1 id="confirmation-title" className={styles.heading}>
        {hero.heading}
      </h1>
      <p className={styles.number}>
        Order number <strong data-testid="order-number">{order.number}</strong>
      </p>
      <p className={styles.muted}>Placed on {formatIndiaDateTime(order.createdAt)}</p>
      {order.payment?.method == 'razorpay' && order.payment.paymentId ? (
        <p className={styles.muted} data-testid="paid-online">
          Paid online · payment <span className={styles.nowrap}>{order.payment.paymentId}</span>
        </p>
      ) : null}
      <OrderProgress status={order.status} steps={PROGRESS[order.paymentMethod]} />
    </section>
  );
}

function OrderProgress({ status, steps }: { status: OrderStatus; steps: readonly OrderStatus[] }) {
  const reached = steps.indexOf(status);
  if (reached < 0) {
    return (
      <p className={styles.endedBadge} data-testid="order-status">
        <span className="visually-hidden">Status: </span>
        {ORDER_STATUS_LABELS[status]}
      </p>
    );
  }
  return (
    <ol className={styles.progress} aria-label="Order progress" data-testid="order-status">
      {steps.map((step, index) => (
        <li key={step} data-state={index < reached ? 'done' : index === reached ? 'current' : 'next'} aria-current={index === reached ? 'step' : undefined}>
          {ORDER_STATUS_LABELS[step]}
        </li>
      ))}
    </ol>
  );
}
