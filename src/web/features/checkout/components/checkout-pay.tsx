import { LockKeyhole } from 'lucide';
import { Fragment, useState } from 'react';
import { Link, useLocation, useNavigate, useRevalidator } from 'react-router';
import { Icon } from '../../../components/icon.tsx';
import { OrderTotals } from '../../../components/lazy-order-totals.tsx';
import { formatRupees, rupeesToPaise } from '../../../../shared/money.ts';
import type { PublicOrder } from '../../../../shared/order.ts';
import type { OrderToPay } from '../api/order-to-pay.ts';
import { orderPathWithKey } from '../../../lib/order-document-paths.ts';
import { orderPath } from '../../../lib/paths.ts';
import checkout from './checkout.module.css';
import styles from './checkout-pay.module.css';
import { PayBy } from '../../../components/pay-by.tsx';
import { useMessages } from '../../../lib/language.tsx';

// The checkout's pay page (`/checkout?pay=<order number>&key=…`, decision 033): an order placed
// for Razorpay that still awaits its payment, paid from here in Razorpay's Checkout, as on Pay
// Now. The order page's "Pay now" comes here, and so does the checkout when Checkout could not
// open (its reason in the error area). A deferred part of the checkout page.

/** What the checkout leaves for this page when Razorpay's Checkout did not open (navigation state). */
export type PayPageState = { payError?: string };


/** Whether the order can be paid here now: a Razorpay order awaiting its payment. */
const payable = (order: PublicOrder) => order.status === 'awaiting_payment' && order.payment?.method === 'razorpay';

export function CheckoutPay({ pay }: { pay: OrderToPay }) {
  const { order, number, key } = pay;
  const navigate = useNavigate();
  const location = useLocation();
  const { revalidate } = useRevalidator();
  const [error, setError] = useState<string | null>((location.state as PayPageState | null)?.payError ?? null);
  const [paying, setPaying] = useState(false);
  const orderPage = key ? orderPathWithKey(number, key) : orderPath(number);
  const { ordering, checkout: words } = useMessages();

  if (!order) {
    return (
      <main className={checkout.page}>
        <h1 className={checkout.heading}>{words.title}</h1>
        <section className={styles.card}>
          <h2 className={styles.title}>{words.pay.notFound(number)}</h2>
          <p className={styles.muted}>{words.pay.notFoundHint}</p>
          <Link className={checkout.backLink} to="/">
            {ordering.backToShop}
          </Link>
        </section>
      </main>
    );
  }

  const payment = order.payment;
  const amount = formatRupees(payment?.amount ?? order.orderTotal);

  const onPay = async () => {
    if (paying) return;
    setError(null);
    setPaying(true);
    const failed = await import('../api/razorpay-checkout.ts').then(
      ({ payOnline }) => payOnline(order, key, (path) => navigate(path, { replace: true })),
      () => words.form.payWindowFailed,
    );
    if (!failed) return;
    setError(failed);
    setPaying(false);
    // The order as it is now: paid or ended meanwhile, it is no longer offered here.
    void revalidate();
  };

  return (
    <main className={checkout.page}>
      <h1 className={checkout.heading}>{words.title}</h1>
      <section className={styles.card} aria-labelledby="pay-title" data-testid="checkout-pay">
        {payable(order) ? (
          <>
            <h2 id="pay-title" className={styles.title}>
              {words.pay
                .title(<span className={styles.nowrap}>{amount}</span>, <span className={styles.nowrap}>{order.number}</span>)
                .map((part, index) => (
                  <Fragment key={index}>{part}</Fragment>
                ))}
            </h2>
            <ul className={styles.lines}>
              {order.lines.map((line) => (
                <li key={`${line.productId}@${line.size}`}>
                  <span>
                    {line.name}
                    <small>{words.sizeTimes(line.size, line.quantity)}</small>
                  </span>
                  <span>{formatRupees(line.lineTotal)}</span>
                </li>
              ))}
            </ul>
            <OrderTotals
              totals={{
                itemTotalPaise: rupeesToPaise(order.itemTotal),
                savingsPaise: rupeesToPaise(order.savings),
                shippingPaise: rupeesToPaise(order.shipping),
                orderTotalPaise: rupeesToPaise(order.orderTotal),
              }}
            />
            <p className={styles.muted}>{words.cardUpiOnRazorpay}</p>
            {payment?.payBy ? (
              <PayBy payBy={payment.payBy} />
            ) : null}
            {payment?.method === 'razorpay' && payment.lastError && !error ? (
              <p className={checkout.formError} role="status">
                {ordering.lastPaymentFailed(payment.lastError)}
              </p>
            ) : null}
            {error ? (
              <p className={checkout.formError} role="alert">
                {error}
                {words.pay.failedAfter}
              </p>
            ) : null}
            <button type="button" className={checkout.payButton} onClick={() => void onPay()} aria-disabled={paying || undefined}>
              <Icon icon={LockKeyhole} aria-hidden size={18} />
              {paying ? words.pay.opening : words.payNow}
            </button>
          </>
        ) : (
          <>
            <h2 id="pay-title" className={styles.title}>
              {order.status === 'awaiting_payment' || order.payment?.retryable ? words.pay.cannotPay(order.number) : words.pay.awaitsNone(order.number)}
            </h2>
            <p className={styles.muted}>{words.pay.where(Boolean(order.payment?.retryable))}</p>
          </>
        )}
        <Link className={checkout.backLink} to={orderPage}>
          {words.pay.seeOrder}
        </Link>
      </section>
    </main>
  );
}
