import { CreditCard, RotateCcw } from 'lucide';
import { useState } from 'react';
import { Icon } from '../../../components/icon.tsx';
import { paymentRetryPath, type PublicOrder } from '../../../../shared/order.ts';
import { formatRupees } from '../../../../shared/money.ts';
import { apiFetch, messageOf } from '../../../lib/api.ts';
import { useMessages } from '../../../lib/language.tsx';
import { checkoutPayPath } from '../../../lib/order-document-paths.ts';
import { fetchOrder } from '../api/orders.ts';
import { pageKey, useWatchForPayment } from '../hooks/use-watch-for-payment.ts';
import styles from './order-payment.module.css';
import { PayBy } from '../../../components/pay-by.tsx';

// An order's payment on its page, besides UPI's QR code (order-upi-payment.tsx): a Razorpay
// order awaiting its payment (decision 033), paid on the checkout's pay page, which opens
// Razorpay's Checkout; and an order that may be paid again (expired, or its payment not
// received; UPI or Razorpay). A deferred part of the page (order-confirmation.tsx).

type Props = { order: PublicOrder; onChange: (order: PublicOrder) => void };

/** The card an order's payment needs on its page now, if any. */
export function OrderPayment({ order, onChange }: Props) {
  if (order.payment?.retryable) return <PaymentRetry order={order} onChange={onChange} />;
  if (order.status === 'awaiting_payment' && order.payment?.method === 'razorpay') return <RazorpayPayment order={order} onChange={onChange} />;
  return null;
}

/**
 * "Pay ₹X online": the time to pay by, why the last attempt failed, and Pay now, to the
 * checkout's pay page (a page load of its own: the checkout's policy allows Razorpay's Checkout,
 * no other page's does). The page asks every 10 s whether the payment has come in.
 */
function RazorpayPayment({ order, onChange }: Props) {
  useWatchForPayment(order, onChange);
  const payment = order.payment;
  const { order: words, ordering } = useMessages();
  if (payment?.method !== 'razorpay') return null;
  return (
    <section className={styles.card} aria-labelledby="pay-online-title" data-testid="razorpay-payment">
      <h2 id="pay-online-title" className={styles.title}>
        {words.online.title[0]}
        <span className={styles.nowrap}>{formatRupees(payment.amount)}</span>
        {words.online.title[1]}
      </h2>
      <p className={styles.muted}>{words.online.held}</p>
      {payment.lastError ? (
        <p className={styles.failed} data-testid="payment-last-error">
          {ordering.lastPaymentFailed(payment.lastError)}
        </p>
      ) : null}
      {payment.payBy ? (
        <PayBy payBy={payment.payBy} />
      ) : null}
      <a className={styles.action} href={checkoutPayPath(order.number, order.documentsKey)}>
        <Icon icon={CreditCard} aria-hidden size={20} />
        {words.online.payNow}
      </a>
    </section>
  );
}

/**
 * "Try paying again": the order awaits its payment once more, with its pieces held again when
 * they are still there (else the shop's sentence says they have sold).
 */
function PaymentRetry({ order, onChange }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { order: words, errors } = useMessages();
  const onRetry = async () => {
    if (sending) return;
    setError(null);
    setSending(true);
    const key = order.documentsKey ?? pageKey();
    try {
      onChange(await apiFetch<PublicOrder>(`${paymentRetryPath(order.number)}${key ? `?key=${encodeURIComponent(key)}` : ''}`, { method: 'POST' }));
    } catch (caught) {
      setError(messageOf(caught, words.online.retryFailed, errors));
      // Changed meanwhile (paid late, or sold out): show the order as it is now.
      await fetchOrder(order.number, undefined, key).then((fresh) => fresh.status !== order.status && onChange(fresh), () => {});
    } finally {
      setSending(false);
    }
  };
  return (
    <section className={styles.card} aria-labelledby="retry-title" data-testid="payment-retry">
      <h2 id="retry-title" className={styles.title}>
        {words.online.retryTitle}
      </h2>
      <p className={styles.muted}>
        {words.online.retryText[0]}
        <span className={styles.nowrap}>{formatRupees(order.payment?.amount ?? order.orderTotal)}</span>
        {words.online.retryText[1]}
      </p>
      {error ? (
        <p className={styles.failed} role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className={styles.action} onClick={() => void onRetry()} aria-disabled={sending || undefined}>
        <Icon icon={RotateCcw} aria-hidden size={20} />
        {sending ? words.online.reopening : words.online.retry}
      </button>
    </section>
  );
}
