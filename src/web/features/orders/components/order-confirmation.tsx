import { CircleCheck, Download, PackageCheck, PhoneCall, Truck, Wallet } from 'lucide';
import { Icon } from '../../../components/icon.tsx';
import { Link } from 'react-router';
import type { PublicOrder } from '../../../../shared/order.ts';
import { ORDER_STATUS_LABELS, orderInvoicePath } from '../../../../shared/order.ts';
import { formatInr, rupeesToPaise } from '../../../../shared/money.ts';
import { SUBSCRIPTION_SAVING_PERCENT } from '../../../../shared/pricing.ts';
import styles from './orders.module.css';

const placedAt = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** The order's confirmation: its number, what was bought, the totals and what happens next. */
export function OrderConfirmation({ order }: { order: PublicOrder }) {
  const inr = (rupees: number) => formatInr(rupeesToPaise(rupees));
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
                    {line.purity} {line.metalType} · Size {line.size} · {line.quantity} × {inr(line.unitPrice)}
                  </small>
                </span>
                <span>{inr(line.lineTotal)}</span>
              </li>
            ))}
          </ul>
          <dl className={styles.totals}>
            <div>
              <dt>Item total</dt>
              <dd>{inr(order.itemTotal)}</dd>
            </div>
            <div className={styles.saving}>
              <dt>Subscription savings ({SUBSCRIPTION_SAVING_PERCENT}% off)</dt>
              <dd>-{inr(order.savings)}</dd>
            </div>
            <div>
              <dt>Shipping</dt>
              <dd className={styles.free}>{order.shipping === 0 ? 'Free' : inr(order.shipping)}</dd>
            </div>
            <div className={styles.grandTotal}>
              <dt>Order Total</dt>
              <dd data-testid="confirmed-total">{inr(order.orderTotal)}</dd>
            </div>
          </dl>
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
                <strong>We confirm your order.</strong> Our team checks every order and may call the number you gave,
                Monday to Friday, 9:00 to 18:00.
              </span>
            </li>
            <li>
              <Icon icon={Truck} aria-hidden size={20} />
              <span>
                <strong>We ship within 7 days.</strong> Shipping is free anywhere in India.
              </span>
            </li>
            <li>
              <Icon icon={Wallet} aria-hidden size={20} />
              <span>
                <strong>Pay on delivery.</strong> Keep {inr(order.orderTotal)} ready in cash when your parcel arrives.
              </span>
            </li>
            <li>
              <Icon icon={PackageCheck} aria-hidden size={20} />
              <span>
                <strong>Changed your mind?</strong> You can ask to cancel within 8 days of ordering; quote your order
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
