import { CircleCheck, CircleX, ClipboardCheck, Clock, PackageCheck, PackageX, QrCode, Truck, type IconNode } from 'lucide';
import { Icon } from '../../../components/icon.tsx';
import type { OrderStatus, PublicOrder } from '../../../../shared/order.ts';
import { formatIndiaDateTime } from '../../../../shared/india-time.ts';
import { formatRupees } from '../../../../shared/money.ts';
import { usePageLanguage } from '../../../lib/language.tsx';
import type { Messages } from '../../../messages/types.ts';
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

function heroOf(order: PublicOrder, words: Messages['order']['hero']): { icon: IconNode; heading: string; ended?: boolean } {
  const firstName = order.shipTo.name.split(' ')[0];
  switch (order.status) {
    case 'placed':
      return { icon: CircleCheck, heading: words.placed(firstName ?? '') };
    case 'confirmed':
      return { icon: ClipboardCheck, heading: words.confirmed(firstName ?? '') };
    case 'shipped':
      return { icon: Truck, heading: words.shipped };
    case 'delivered':
      return { icon: PackageCheck, heading: words.delivered };
    case 'cancelled':
      return { icon: CircleX, heading: words.cancelled, ended: true };
    case 'returned':
      return { icon: PackageX, heading: words.returned, ended: true };
    case 'awaiting_payment':
      // A UPI payment whose reference the shopper gave: the shop is checking it (issue 42, point 4).
      if (order.payment?.method === 'upi' && order.payment.reference) return { icon: Clock, heading: words.checking };
      return { icon: order.paymentMethod == 'upi' ? QrCode : Clock, heading: words.awaiting(formatRupees(order.payment?.amount ?? order.orderTotal), order.paymentMethod == 'upi') };
    case 'paid':
      return { icon: CircleCheck, heading: words.paid };
    case 'payment_failed':
      return { icon: CircleX, heading: words.payment_failed, ended: true };
    case 'expired':
      return { icon: Clock, heading: words.expired, ended: true };
  }
}

/** The page's head: what state the order is in, its number, and the progress. */
export function OrderHero({ order }: { order: PublicOrder }) {
  const { language, messages } = usePageLanguage();
  const words = messages.order.hero;
  const hero = heroOf(order, words);
  return (
    <section className={styles.hero} aria-labelledby="confirmation-title" data-status={order.status}>
      <Icon icon={hero.icon} aria-hidden size={44} strokeWidth={1.5} className={hero.ended ? styles.heroIconEnded : styles.heroIcon} />
      <h1 id="confirmation-title" className={styles.heading}>
        {hero.heading}
      </h1>
      <p className={styles.number}>
        {words.orderNumber} <strong data-testid="order-number">{order.number}</strong>
      </p>
      <p className={styles.muted}>{words.placedOn(formatIndiaDateTime(order.createdAt, language))}</p>
      {order.payment?.method == 'razorpay' && order.payment.paymentId ? (
        <p className={styles.muted} data-testid="paid-online">
          {words.paidOnline} <span className={styles.nowrap}>{order.payment.paymentId}</span>
        </p>
      ) : null}
      <OrderProgress status={order.status} steps={PROGRESS[order.paymentMethod]} />
    </section>
  );
}

function OrderProgress({ status, steps }: { status: OrderStatus; steps: readonly OrderStatus[] }) {
  const { hero, status: labels } = usePageLanguage().messages.order;
  const reached = steps.indexOf(status);
  if (reached < 0) {
    return (
      <p className={styles.endedBadge} data-testid="order-status">
        <span className="visually-hidden">{hero.statusIs}</span>
        {labels[status]}
      </p>
    );
  }
  return (
    <ol className={styles.progress} aria-label={hero.progress} data-testid="order-status">
      {steps.map((step, index) => (
        <li key={step} data-state={index < reached ? 'done' : index === reached ? 'current' : 'next'} aria-current={index === reached ? 'step' : undefined}>
          {labels[step]}
        </li>
      ))}
    </ol>
  );
}
