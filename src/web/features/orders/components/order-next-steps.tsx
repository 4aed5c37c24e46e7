import { CircleCheck, CircleX, ExternalLink, Mail, PackageCheck, PackageX, PhoneCall, RotateCcw, Truck, Wallet, type IconNode } from 'lucide';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon.tsx';
import { CASH_DUE_STATUSES, type PaymentRefund, type PublicOrder } from '../../../../shared/order.ts';
import { formatCalendarDay, formatIndiaDate, formatIndiaDateTime } from '../../../../shared/india-time.ts';
import { formatRupees } from '../../../../shared/money.ts';
import type { Shipment } from '../../../../shared/shipping.ts';
import { CANCELLATION_DAYS, SHIP_WITHIN_DAYS } from '../../../content/policy.ts';
import { SHOP } from '../../../content/shop.ts';
import { useMessages, usePageLanguage } from '../../../lib/language.tsx';
import type { Messages } from '../../../messages/types.ts';
import styles from './orders.module.css';

// What the order page asks of the shopper in each status, beside the order. Cash is asked for
// only while the order is on its way to being paid (CASH_DUE_STATUSES). A deferred part of the
// page (order-confirmation.tsx): its code stays out of the screen's first script.

type Next = Messages['order']['next'];

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

function ContactUs({ words }: { words: Next }) {
  return (
    <>
      {words.writeTo}
      <a href={`mailto:${SHOP.careEmail}`}>{SHOP.careEmail}</a>
      {words.orCall}
      <a href={SHOP.phoneHref}>{SHOP.phone}</a>
      {words.callAfter}, {words.serviceHours}
    </>
  );
}

/** The refund of a Razorpay payment (the order cancelled, returned, or paid after its pieces sold). */
function RefundStep({ refund }: { refund: PaymentRefund }) {
  const words = useMessages().order.next;
  const contactUs = <ContactUs words={words} />;
  return (
    <li data-testid="payment-refund">
      <Icon icon={RotateCcw} aria-hidden size={20} />
      <span>
        <strong>
          {words.refundOf(formatRupees(refund.amount), words.refundStates[refund.status])}
        </strong>{' '}
        {refund.status === 'failed' ? (
          <>
            {words.refundFailed}
            {contactUs}.
          </>
        ) : (
          <>
            {words.refundWay}
            {refund.status === 'processed' && refund.refundId ? (
              <>
                {' '}
                ({words.refundId} <span className={styles.nowrap}>{refund.refundId}</span>)
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
  const { language, messages } = usePageLanguage();
  const words = messages.order.next;
  return (
    <div className={styles.parcel} data-testid="order-parcel">
      <p>
        {words.shippedWith}
        <strong>{shipment.courierName}</strong>
        {shipment.shippedAt ? words.on(formatIndiaDate(shipment.shippedAt, language)) : ''}
      </p>
      <p>
        {words.tracking}
        <strong className={styles.nowrap}>{shipment.trackingNumber}</strong>
      </p>
      {/* A courier whose tracking page asks for the number: the link, and the words to enter it there (decision 042). */}
      {shipment.trackingUrl ? (
        <a className={styles.invoiceLink} href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
          <Icon icon={ExternalLink} aria-hidden size={18} />
          {words.track}
        </a>
      ) : null}
      {!shipment.trackingUrl || shipment.trackingNeedsNumber ? <p className={styles.muted}>{words.followOn(shipment.courierName)}</p> : null}
    </div>
  );
}

/** The card beside the order: what happens next, or what is left to know once it has ended. */
export function OrderNextSteps({ order }: { order: PublicOrder }) {
  const { language, messages } = usePageLanguage();
  const words = messages.order.next;
  const contactUs = <ContactUs words={words} />;
  const on = (iso: string | null) => (iso ? words.on(formatIndiaDate(iso, language)) : '');
  const cashDue = order.paymentMethod === 'cod' && CASH_DUE_STATUSES.includes(order.status);
  const upi = order.paymentMethod === 'upi';
  const refund = order.payment?.method === 'razorpay' ? order.payment.refund : null;
  const retryable = order.payment?.retryable ?? false;
  const ended = order.status === 'cancelled' || order.status === 'returned' || order.status === 'expired' || order.status === 'payment_failed';
  // A prepaid order on its way: paid already, nothing to keep ready.
  const onItsWay = order.status === 'placed' || order.status === 'confirmed' || order.status === 'paid';
  // The day the product page and checkout gave for its PIN; orders from before have none.
  const promised = order.deliveryBy ? words.deliveredBy(formatCalendarDay(order.deliveryBy, language, { weekday: true })) : null;
  const title =
    order.status === 'shipped'
      ? words.parcel
      : cashDue || onItsWay || order.status === 'awaiting_payment'
        ? words.whatNext
        : order.status === 'delivered'
          ? words.help
          : refund && ended
            ? words.refund
            : order.status === 'payment_failed'
              ? words.paidAlready
              : retryable
                ? words.whatYouCanDo
                : words.nothingToPay;
  return (
    <section className={styles.card} aria-labelledby="next-title">
      <h2 id="next-title" className={styles.cardTitle}>
        {title}
      </h2>
      {order.status === 'shipped' && order.shipment ? <Parcel shipment={order.shipment} /> : null}
      <ol className={styles.steps}>
        {order.status === 'placed' ? (
          <Step icon={PhoneCall} title={words.weConfirm}>
            {order.confirmBy ? words.callBy(formatIndiaDateTime(order.confirmBy, language)) : words.teamChecks(words.serviceHours)}
          </Step>
        ) : null}
        {order.status === 'awaiting_payment' ? (
          upi ? (
            <Step icon={Wallet} title={order.payment?.method === 'upi' && order.payment.reference ? words.checkingUpi : words.payUpi}>
              {words.payUpiText(formatRupees(order.orderTotal))}
            </Step>
          ) : (
            <Step icon={Wallet} title={words.payOnline}>
              {words.payOnlineText(formatRupees(order.orderTotal))}
            </Step>
          )
        ) : null}
        {order.status === 'paid' ? (
          <Step icon={CircleCheck} title={words.paid(on(order.payment?.paidAt ?? null))}>
            {words.received(formatRupees(order.orderTotal), upi)}
          </Step>
        ) : null}
        {onItsWay || order.status === 'awaiting_payment' ? (
          <Step icon={Truck} title={promised ?? words.shipWithin(SHIP_WITHIN_DAYS)}>
            {words.freeShipping}
          </Step>
        ) : null}
        {cashDue ? (
          <Step icon={Wallet} title={words.payOnDelivery}>
            {words.keepReady(formatRupees(order.orderTotal))}
          </Step>
        ) : null}
        {onItsWay ? (
          <Step icon={PackageCheck} title={words.changedMind}>
            {words.cancelWithin(CANCELLATION_DAYS)}
            <span className={styles.nowrap}>{order.number}</span>.
          </Step>
        ) : null}
        {order.status === 'delivered' ? (
          <Step icon={PackageCheck} title={words.delivered(on(order.deliveredAt))}>
            {words.enjoy}
            {contactUs}
            {words.quoting}
            <span className={styles.nowrap}>{order.number}</span>.
          </Step>
        ) : null}
        {order.status === 'cancelled' ? (
          <Step icon={CircleX} title={words.cancelled(on(order.cancelledAt))}>
            {order.cancelReason === 'unconfirmed' ? words.unconfirmed : words.notAsked}
            {contactUs}.
          </Step>
        ) : null}
        {order.status === 'payment_failed' ? (
          <Step icon={PhoneCall} title={upi ? words.ifPaidUpi : words.ifPaidOnline}>
            {words.at}
            <a className={styles.nowrap} href={SHOP.phoneHref}>
              {SHOP.phone}
            </a>
            , {words.serviceHours}
            {words.quoting}
            <span className={styles.nowrap}>{order.number}</span>
            {words.notFound(upi, retryable)}
          </Step>
        ) : null}
        {order.status === 'expired' ? (
          <Step icon={CircleX} title={words.notInTime}>
            {words.closed}{' '}
            {upi ? (
              <>
                {words.ifPaidCall}
                <a className={styles.nowrap} href={SHOP.phoneHref}>
                  {SHOP.phone}
                </a>
                {words.withReference(words.serviceHours)}
              </>
            ) : (
              words.laterCounts
            )}{' '}
            {retryable ? words.payAgain : words.orderAgain}
          </Step>
        ) : null}
        {refund ? <RefundStep refund={refund} /> : null}
        {order.status === 'returned' ? (
          <Step icon={PackageX} title={words.returned(on(order.returnedAt))}>
            {words.returnedText}
          </Step>
        ) : null}
        {order.status === 'returned' ? (
          <Step icon={Mail} title={words.stillWant}>
            {words.toOrderAgain}
            {contactUs}
            {words.quoting}
            <span className={styles.nowrap}>{order.number}</span>
            {words.orNew}
          </Step>
        ) : null}
      </ol>
      <Link className={styles.primaryButton} to="/">
        {order.status === 'returned' || order.status === 'cancelled' || order.status === 'expired' || order.status === 'payment_failed' ? words.shopAgain : messages.ordering.continueShopping}
      </Link>
    </section>
  );
}
