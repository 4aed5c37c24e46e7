import { CircleCheck, CircleX, ExternalLink, Mail, PackageCheck, PackageX, PhoneCall, RotateCcw, Truck, Wallet, type IconNode } from 'lucide';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon.tsx';
import { CASH_DUE_STATUSES, type PaymentRefund, type PublicOrder } from '../../../../shared/order.ts';
import { formatIndiaDate, formatIndiaDateTime } from '../../../../shared/india-time.ts';
import { formatRupees } from '../../../../shared/money.ts';
import type { Shipment } from '../../../../shared/shipping.ts';
import { CANCELLATION_DAYS, SHIP_WITHIN_DAYS } from '../../../content/policy.ts';
import { SHOP } from '../../../content/shop.ts';
import styles from './orders.module.css';

// What the order page asks of the shopper in each status, beside the order. Cash is asked for
// only while the order is on its way to being paid (CASH_DUE_STATUSES). A deferred part of the
// page (order-confirmation.tsx): its code stays out of the screen's first script.

const on = (iso: string | null) => (iso ? ` on ${formatIndiaDate(iso)}` : '');

function Step({ icon, title, children }: { icon: IconNode; title: string; children: ReactNode }) {
  return (
    <li>
      <Icon icon={icon} aria-hidden size={20} />
      <span>
        <strong>{title}</strong> {children}
      </span>
    </li>
  );
}

const contactUs = (
  <>
    write to <a href={`mailto:${SHOP.careEmail}`}>{SHOP.careEmail}</a> or call <a href={SHOP.phoneHref}>{SHOP.phone}</a>, {SHOP.serviceHours}
  </>
);

/** A refund's state, in the title of its step. */
const REFUND_STATES: Record<PaymentRefund['status'], string> = {
  requested: 'requested',
  pending: 'on its way',
  processed: 'processed',
  failed: 'not made yet',
};

/** The refund of a Razorpay payment (the order cancelled, returned, or paid after its pieces sold). */
function RefundStep({ refund }: { refund: PaymentRefund }) {
  return (
    <li data-testid="payment-refund">
      <Icon icon={RotateCcw} aria-hidden size={20} />
      <span>
        <strong>
          Refund of {formatRupees(refund.amount)}: {REFUND_STATES[refund.status]}.
        </strong>{' '}
        {refund.status === 'failed' ? (
          <>Razorpay could not send it back, so we will refund you another way. For anything about it, {contactUs}.</>
        ) : (
          <>
            Razorpay sends it back to the card, UPI account or bank account it came from; banks take 5 to 7 working days to show it
            {refund.status === 'processed' && refund.refundId ? (
              <>
                {' '}
                (refund <span className={styles.nowrap}>{refund.refundId}</span>)
              </>
            ) : null}
            .
          </>
        )}
      </span>
    </li>
  );
}

/** The parcel of a shipped order: courier, tracking number and the courier's tracking page. */
function Parcel({ shipment }: { shipment: Shipment }) {
  return (
    <div className={styles.parcel} data-testid="order-parcel">
      <p>
        Shipped with <strong>{shipment.courierName}</strong>
        {on(shipment.shippedAt)}
      </p>
      <p>
        Tracking (AWB) number <strong className={styles.nowrap}>{shipment.trackingNumber}</strong>
      </p>
      {shipment.trackingUrl ? (
        <a className={styles.invoiceLink} href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
          <Icon icon={ExternalLink} aria-hidden size={18} />
          Track your parcel
        </a>
      ) : (
        <p className={styles.muted}>Follow it on {shipment.courierName}'s website with this number.</p>
      )}
    </div>
  );
}

/** The card beside the order: what happens next, or what is left to know once it has ended. */
export function OrderNextSteps({ order }: { order: PublicOrder }) {
  const cashDue = order.paymentMethod === 'cod' && CASH_DUE_STATUSES.includes(order.status);
  const upi = order.paymentMethod === 'upi';
  const refund = order.payment?.method === 'razorpay' ? order.payment.refund : null;
  const retryable = order.payment?.retryable ?? false;
  const ended = order.status === 'cancelled' || order.status === 'returned' || order.status === 'expired' || order.status === 'payment_failed';
  // A prepaid order on its way: paid already, nothing to keep ready.
  const onItsWay = order.status === 'placed' || order.status === 'confirmed' || order.status === 'paid';
  const title =
    order.status === 'shipped'
      ? 'Your parcel'
      : cashDue || onItsWay || order.status === 'awaiting_payment'
        ? 'What happens next'
        : order.status === 'delivered'
          ? 'Need help?'
          : refund && ended
            ? 'Your refund'
            : order.status === 'payment_failed'
              ? 'Paid already?'
              : retryable
                ? 'What you can do'
                : 'Nothing to pay';
  return (
    <section className={styles.card} aria-labelledby="next-title">
      <h2 id="next-title" className={styles.cardTitle}>
        {title}
      </h2>
      {order.status === 'shipped' && order.shipment ? <Parcel shipment={order.shipment} /> : null}
      <ol className={styles.steps}>
        {order.status === 'placed' ? (
          <Step icon={PhoneCall} title="We confirm your order.">
            {order.confirmBy ? (
              <>
                We will call the number you gave to confirm it by {formatIndiaDateTime(order.confirmBy)}. An order we cannot confirm by then is
                cancelled, and nothing is due.
              </>
            ) : (
              <>Our team checks every order and may call the number you gave, {SHOP.serviceHours}.</>
            )}
          </Step>
        ) : null}
        {order.status === 'awaiting_payment' ? (
          upi ? (
            <Step icon={Wallet} title="Pay by UPI.">
              Once we see your payment of {formatRupees(order.orderTotal)} in our bank, we confirm your order and this page says so.
            </Step>
          ) : (
            <Step icon={Wallet} title="Pay online.">
              Once Razorpay confirms your payment of {formatRupees(order.orderTotal)}, this page says so and we prepare your order.
            </Step>
          )
        ) : null}
        {order.status === 'paid' ? (
          <Step icon={CircleCheck} title={`Paid${on(order.payment?.paidAt ?? null)}.`}>
            We received {formatRupees(order.orderTotal)} {upi ? 'by UPI' : 'online'}. Nothing more is due.
          </Step>
        ) : null}
        {onItsWay || order.status === 'awaiting_payment' ? (
          <Step icon={Truck} title={`We ship within ${SHIP_WITHIN_DAYS} days.`}>
            Shipping is free anywhere in India. You will get the courier and tracking number by e-mail.
          </Step>
        ) : null}
        {cashDue ? (
          <Step icon={Wallet} title="Pay on delivery.">
            Keep {formatRupees(order.orderTotal)} ready in cash when your parcel arrives.
          </Step>
        ) : null}
        {onItsWay ? (
          <Step icon={PackageCheck} title="Changed your mind?">
            You can ask to cancel within {CANCELLATION_DAYS} days of ordering; quote your order number{' '}
            <span className={styles.nowrap}>{order.number}</span>.
          </Step>
        ) : null}
        {order.status === 'delivered' ? (
          <Step icon={PackageCheck} title={`Delivered${on(order.deliveredAt)}.`}>
            We hope you enjoy wearing it. For anything about this order, {contactUs}, quoting <span className={styles.nowrap}>{order.number}</span>.
          </Step>
        ) : null}
        {order.status === 'cancelled' ? (
          <Step icon={CircleX} title={`Cancelled${on(order.cancelledAt)}.`}>
            {order.cancelReason === 'unconfirmed' ? (
              <>We could not confirm it with you by phone in time, so its pieces went back on sale. Nothing is due from you. To order again, place a new order, or {contactUs}.</>
            ) : (
              <>Nothing is due from you. If you did not ask for this, {contactUs}.</>
            )}
          </Step>
        ) : null}
        {order.status === 'payment_failed' ? (
          <Step icon={PhoneCall} title={upi ? 'If you paid, call us with your UPI reference' : 'If you paid, call us with the payment id from Razorpay’s e-mail'}>
            at{' '}
            <a className={styles.nowrap} href={SHOP.phoneHref}>
              {SHOP.phone}
            </a>
            , {SHOP.serviceHours}, quoting <span className={styles.nowrap}>{order.number}</span>. We
            did not find the payment{upi ? ' in our bank' : ''}, so its pieces went back on sale.{retryable ? ' You can also try paying again above.' : ''}
          </Step>
        ) : null}
        {order.status === 'expired' ? (
          <Step icon={CircleX} title="Not paid in time.">
            We did not receive your payment by the time to pay, so the order was closed.{' '}
            {upi ? (
              <>
                If you paid, call us at{' '}
                <a className={styles.nowrap} href={SHOP.phoneHref}>
                  {SHOP.phone}
                </a>{' '}
                with your UPI reference, {SHOP.serviceHours}.
              </>
            ) : (
              <>A payment Razorpay confirms later still counts: this page then shows it, or, if its pieces have sold meanwhile, the money is refunded to you.</>
            )}{' '}
            {retryable ? 'To pay now, press Try paying again above.' : 'To order again, place a new order.'}
          </Step>
        ) : null}
        {refund ? <RefundStep refund={refund} /> : null}
        {order.status === 'returned' ? (
          <Step icon={PackageX} title={`Returned to us${on(order.returnedAt)}.`}>
            The parcel could not be delivered, so this order is closed and nothing is due from you.
          </Step>
        ) : null}
        {order.status === 'returned' ? (
          <Step icon={Mail} title="Still want these pieces?">
            To order again, {contactUs}, quoting <span className={styles.nowrap}>{order.number}</span>, or place a new order.
          </Step>
        ) : null}
      </ol>
      <Link className={styles.primaryButton} to="/">
        {order.status === 'returned' || order.status === 'cancelled' || order.status === 'expired' || order.status === 'payment_failed' ? 'Shop again' : 'Continue shopping'}
      </Link>
    </section>
  );
}
