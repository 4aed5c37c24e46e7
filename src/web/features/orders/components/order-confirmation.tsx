import { CircleCheck, Download, PackageCheck, PhoneCall, Truck, Wallet } from 'lucide';
import { Icon } from '../../../components/icon.tsx';
import { deferred } from '../../../components/deferred.tsx';
import { Link } from 'react-router';
import type { PublicOrder } from '../../../../shared/order.ts';
import { ORDER_STATUS_LABELS } from '../../../../shared/order.ts';
import { formatRupees, rupeesToPaise } from '../../../../shared/money.ts';
import type { CartTotals } from '../../../../shared/pricing.ts';
import { CANCELLATION_DAYS, SHIP_WITHIN_DAYS } from '../../../content/policy.ts';
import { SHOP } from '../../../content/shop.ts';
import { orderInvoicePath } from '../../../lib/paths.ts';
import styles from './orders.module.css';

// A deferred part, as on the cart and checkout (components/lazy-order-totals.tsx): a module that
// a screen also imported itself would share a chunk the server cannot name, and the totals'
// styles would arrive after the page (tests/unit/script-budget.test.ts).
const OrderTotals = deferred(import.meta.glob<typeof import('../../../components/order-totals.tsx')>('@web/components/order-totals.tsx'), 'OrderTotals');

const placedAt = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** An order's amounts (rupees on the wire) in paise. */
const totalsOf = (order: PublicOrder): CartTotals => ({
  itemTotalPaise: rupeesToPaise(order.itemTotal),
  savingsPaise: rupeesToPaise(order.savings),
  shippingPaise: rupeesToPaise(order.shipping),
  orderTotalPaise: rupeesToPaise(order.orderTotal),
});

/** The order's confirmation: its number, what was bought, the totals and what happens next. */
export function OrderConfirmation({ order }: { order: PublicOrder }) {
  return (
    <main className={styles.page}>
      <section className={styles.hero} aria-labelledby="confirmation-title">
        <Icon icon={CircleCheck} aria-hidden size={44} strokeWidth={1.5} className={styles.heroIcon} />
        <h1 id="confirmation-title" className={styles.heading}>
          Thank you, {order.shipTo.name.split(' ')[0]}! Your order is placed.
        </h1>
        <p className={styles.number}>
          Order number <strong data-testid="order-number">{order.number}</strong>
        </p>
        <p className={styles.muted}>
          Placed on {placedAt.format(new Date(order.createdAt))} · Status: {ORDER_STATUS_LABELS[order.status]}
        </p>
      </section>

      <div className={styles.confirmationGrid}>
        <section className={styles.card} aria-labelledby="order-summary-title">
          <h2 id="order-summary-title" className={styles.cardTitle}>
            Order Summary
          </h2>
          <ul className={styles.orderLines}>
            {order.lines.map((line) => (
              <li key={`${line.productId}@${line.size}`}>
                <span>
                  {line.name}
                  <small>
                    {line.purity} {line.metalType} · Size {line.size} · {line.quantity} × {formatRupees(line.unitPrice)}
                  </small>
                </span>
                <span>{formatRupees(line.lineTotal)}</span>
              </li>
            ))}
          </ul>
          <OrderTotals totals={totalsOf(order)} testIds={{ orderTotal: 'confirmed-total' }} />
          <p className={styles.muted}>
            Shipping to {order.shipTo.name}, {order.shipTo.city}, {order.shipTo.state} {order.shipTo.zip}
          </p>
          {order.invoiceNumber ? <InvoiceDownload number={order.number} invoiceNumber={order.invoiceNumber} /> : null}
        </section>

        <section className={styles.card} aria-labelledby="next-title">
          <h2 id="next-title" className={styles.cardTitle}>
            What happens next
          </h2>
          <ol className={styles.steps}>
            <li>
              <Icon icon={PhoneCall} aria-hidden size={20} />
              <span>
                <strong>We confirm your order.</strong> Our team checks every order and may call the number you gave,{' '}
                {SHOP.serviceHours}.
              </span>
            </li>
            <li>
              <Icon icon={Truck} aria-hidden size={20} />
              <span>
                <strong>We ship within {SHIP_WITHIN_DAYS} days.</strong> Shipping is free anywhere in India.
              </span>
            </li>
            <li>
              <Icon icon={Wallet} aria-hidden size={20} />
              <span>
                <strong>Pay on delivery.</strong> Keep {formatRupees(order.orderTotal)} ready in cash when your parcel arrives.
              </span>
            </li>
            <li>
              <Icon icon={PackageCheck} aria-hidden size={20} />
              <span>
                <strong>Changed your mind?</strong> You can ask to cancel within {CANCELLATION_DAYS} days of ordering; quote your order
                number <span className={styles.nowrap}>{order.number}</span>.
              </span>
            </li>
          </ol>
          <Link className={styles.primaryButton} to="/">
            Continue shopping
          </Link>
        </section>
      </div>
    </main>
  );
}

/** The order's GST invoice: its number and the PDF to download. */
function InvoiceDownload({ number, invoiceNumber }: { number: string; invoiceNumber: string }) {
  return (
    <div className={styles.invoice}>
      <p>
        GST tax invoice <span className={styles.nowrap}>{invoiceNumber}</span>
      </p>
      <a className={styles.invoiceLink} href={orderInvoicePath(number)} download data-testid="invoice-download">
        <Icon icon={Download} aria-hidden size={18} />
        Download invoice
      </a>
    </div>
  );
}

export function OrderNotFound() {
  return (
    <main className={styles.page}>
      <section className={styles.hero}>
        <h1 className={styles.heading}>We could not find this order.</h1>
        <p className={styles.muted}>Check the order number and try again, or write to us quoting it.</p>
        <Link className={styles.primaryButton} to="/">
          Back to the shop
        </Link>
      </section>
    </main>
  );
}
