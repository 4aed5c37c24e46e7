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
          {order.invoiceNumber ? <InvoiceDownload number={order.number} invoiceNumber={order.invoiceNumber} /> : null}
          {order.creditNoteNumber ? <CreditNoteDownload number={order.number} creditNoteNumber={order.creditNoteNumber} /> : null}
        </section>

        <OrderNextSteps order={order} />
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

/** The GST credit note that reversed the invoice of a cancelled order. */
function CreditNoteDownload({ number, creditNoteNumber }: { number: string; creditNoteNumber: string }) {
  return (
    <div className={styles.invoice}>
      <p>
        GST credit note <span className={styles.nowrap}>{creditNoteNumber}</span>
      </p>
      <a className={styles.invoiceLink} href={orderCreditNotePath(number)} download data-testid="credit-note-download">
        <Icon icon={Download} aria-hidden size={18} />
        Download credit note
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
