import { Download } from 'lucide';
import { Icon } from '../../../components/icon.tsx';
import { OrderTotals } from '../../../components/lazy-order-totals.tsx';
import { Link } from 'react-router';
import { orderCreditNotePath, type PublicOrder } from '../../../../shared/order.ts';
import { formatRupees, rupeesToPaise } from '../../../../shared/money.ts';
import type { CartTotals } from '../../../../shared/pricing.ts';
import { orderInvoicePath } from '../../../lib/paths.ts';
import { deferred } from '../../../components/deferred.tsx';
import { OrderHero } from './order-status.tsx';
import styles from './orders.module.css';

/** What is asked of the shopper, beside the order: rendered by the server, hydrated once its chunk is in. */
const OrderNextSteps = deferred(
  import.meta.glob<typeof import('./order-next-steps.tsx')>('@web/features/orders/components/order-next-steps.tsx'),
  'OrderNextSteps',
);

/** An order's amounts (rupees on the wire) in paise. */
const totalsOf = (order: PublicOrder): CartTotals => ({
  itemTotalPaise: rupeesToPaise(order.itemTotal),
  savingsPaise: rupeesToPaise(order.savings),
  shippingPaise: rupeesToPaise(order.shipping),
  orderTotalPaise: rupeesToPaise(order.orderTotal),
});

/** The order's page: its state and number, what was bought, the totals and what happens next. */
export function OrderConfirmation({ order }: { order: PublicOrder }) {
  return (
    <main className={styles.page}>
      <OrderHero order={order} />

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
          {order.invoiceNumber ? (
            <TaxDocument title="GST tax invoice" number={order.invoiceNumber} href={orderInvoicePath(order.number)} action="Download invoice" testId="invoice-download" />
          ) : null}
          {order.creditNoteNumber ? (
            <TaxDocument
              title="GST credit note"
              number={order.creditNoteNumber}
              href={orderCreditNotePath(order.number)}
              action="Download credit note"
              testId="credit-note-download"
            />
          ) : null}
        </section>

        <OrderNextSteps order={order} />
      </div>
    </main>
  );
}

type TaxDocumentProps = { title: string; number: string; href: string; action: string; testId: string };

/** A GST document of the order (its invoice, or the credit note that reversed it): its number and its PDF. */
function TaxDocument({ title, number, href, action, testId }: TaxDocumentProps) {
  return (
    <div className={styles.invoice}>
      <p>
        {title} <span className={styles.nowrap}>{number}</span>
      </p>
      <a className={styles.invoiceLink} href={href} download data-testid={testId}>
        <Icon icon={Download} aria-hidden size={18} />
        {action}
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
