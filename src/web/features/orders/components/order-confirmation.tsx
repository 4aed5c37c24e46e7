import { OrderTotals } from '../../../components/lazy-order-totals.tsx';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PublicOrder } from '../../../../shared/order.ts';
import { formatRupees, rupeesToPaise } from '../../../../shared/money.ts';
import type { CartTotals } from '../../../../shared/pricing.ts';
import { deferred } from '../../../components/deferred.tsx';
import { OrderHero } from './order-status.tsx';
import { useMessages } from '../../../lib/language.tsx';
import { wordOf } from '../../../lib/words.tsx';
import styles from './orders.module.css';

/** What is asked of the shopper, beside the order: rendered by the server, hydrated once its chunk is in. */
const OrderNextSteps = deferred(
  import.meta.glob<typeof import('./order-next-steps.tsx')>('@web/features/orders/components/order-next-steps.tsx'),
  'OrderNextSteps',
);

/** The order's GST invoice and credit note, linked for the buyer: a deferred part too (decision 030). */
const OrderDocuments = deferred(
  import.meta.glob<typeof import('./order-documents.tsx')>('@web/features/orders/components/order-documents.tsx'),
  'OrderDocuments',
);

/**
 * A UPI order's payment while it awaits it: the QR code, the app link, the reference form, and
 * the watch for its payment (decision 032). A deferred part too: the page's first script has no
 * bytes to spare.
 */
const OrderUpiPayment = deferred(
  import.meta.glob<typeof import('./order-upi-payment.tsx')>('@web/features/orders/components/order-upi-payment.tsx'),
  'OrderUpiPayment',
);

/**
 * A Razorpay order's "Pay now" while it awaits its payment, and "Try paying again" for an order
 * that expired or whose payment was not received (decision 033): a deferred part too.
 */
const OrderPayment = deferred(import.meta.glob<typeof import('./order-payment.tsx')>('@web/features/orders/components/order-payment.tsx'), 'OrderPayment');

/** An order's amounts (rupees on the wire) in paise. */
const totalsOf = (order: PublicOrder): CartTotals => ({
  itemTotalPaise: rupeesToPaise(order.itemTotal),
  savingsPaise: rupeesToPaise(order.savings),
  shippingPaise: rupeesToPaise(order.shipping),
  orderTotalPaise: rupeesToPaise(order.orderTotal),
});

/** The order's page: its state and number, what was bought, the totals and what happens next. */
export function OrderConfirmation({ order: loaded }: { order: PublicOrder }) {
  // An order awaiting its payment changes on this page (its payment part asks the shop), and so
  // does one paid again.
  const [order, setOrder] = useState(loaded);
  const { order: words, ordering, common } = useMessages();
  return (
    <main className={styles.page}>
      <OrderHero order={order} />
      {order.status === 'awaiting_payment' && order.payment?.method === 'upi' && order.payment.upiUri ? (
        <OrderUpiPayment order={order} onChange={setOrder} />
      ) : order.payment?.retryable || (order.status === 'awaiting_payment' && order.payment?.method === 'razorpay') ? (
        <OrderPayment order={order} onChange={setOrder} />
      ) : null}

      <div className={styles.confirmationGrid}>
        <section className={styles.card} aria-labelledby="order-summary-title">
          <h2 id="order-summary-title" className={styles.cardTitle}>
            {ordering.orderSummary}
          </h2>
          <ul className={styles.orderLines}>
            {order.lines.map((line) => (
              <li key={`${line.productId}@${line.size}`}>
                <span>
                  {line.localName ?? line.name}
                  <small>
                    {words.line(line.purity, wordOf(common.metals, line.metalType), line.size, line.quantity, formatRupees(line.unitPrice))}
                  </small>
                </span>
                <span>{formatRupees(line.lineTotal)}</span>
              </li>
            ))}
          </ul>
          <OrderTotals totals={totalsOf(order)} testIds={{ orderTotal: 'confirmed-total' }} />
          <p className={styles.muted}>
            {words.shippingTo(`${order.shipTo.name}, ${order.shipTo.city}, ${wordOf(ordering.states, order.shipTo.state)} ${order.shipTo.zip}`)}
          </p>
          {order.invoiceNumber ? <OrderDocuments order={order} /> : null}
        </section>

        <OrderNextSteps order={order} />
      </div>
    </main>
  );
}

export function OrderNotFound() {
  const { order: words, ordering } = useMessages();
  return (
    <main className={styles.page}>
      <section className={styles.hero}>
        <h1 className={styles.heading}>{words.notFound}</h1>
        <p className={styles.muted}>{words.notFoundHint}</p>
        <Link className={styles.primaryButton} to="/">
          {ordering.backToShop}
        </Link>
      </section>
    </main>
  );
}
