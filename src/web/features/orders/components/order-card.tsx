import { Download, Truck } from 'lucide';
import { Button, buttonClass } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { PanelHint } from '../../../components/panel.tsx';
import {
  CASH_DUE_STATUSES,
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  operatorCreditNotePath,
  operatorInvoicePath,
  type GatewayPayment,
  type OperatorOrder,
  type OrderStatus,
  type PaymentRefund,
} from '../../../../shared/order.ts';
import { formatInr, rupeesToPaise } from '../../../../shared/money.ts';
import { PAYMENT_METHOD_LABELS } from '../../../../shared/payment-methods.ts';
import { SLIP_WORDS } from '../lib/order-slip-words.ts';
import { formatIndiaDateTime as formatWhen } from '../../../../shared/india-time.ts';
import type { Shipment } from '../../../../shared/shipping.ts';
import styles from './order-card.module.css';

const ACTION_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: 'Mark awaiting payment',
  paid: 'Mark paid',
  payment_failed: 'Not received',
  expired: 'Mark expired',
  placed: 'Mark placed',
  confirmed: 'Confirm',
  shipped: 'Mark shipped',
  delivered: 'Mark delivered',
  cancelled: 'Cancel order',
  returned: 'Mark returned',
};

/** Moves that end an order unpaid: drawn as the quiet, red choice beside the next step. */
const isEnding = (status: OrderStatus) => status === 'cancelled' || status === 'returned' || status === 'payment_failed';

/**
 * The moves an operator makes from `from`: ORDER_TRANSITIONS's, less expiry (the shop's clock
 * ends an unpaid hold, not a person) and paying again (the shopper's, from the order page, with
 * a new hold). A Razorpay payment is the gateway's word (decision 033): nobody marks it paid,
 * nor looks for it in the bank ("Not received" is UPI's); an unpaid one expires, or is cancelled.
 */
const operatorMoves = (order: OperatorOrder) =>
  ORDER_TRANSITIONS[order.status].filter(
    (status) =>
      status !== 'expired' &&
      status !== 'awaiting_payment' &&
      !(order.paymentMethod === 'razorpay' && (status === 'paid' || status === 'payment_failed')) &&
      // A delivered parcel comes back only within RETURN_AFTER_DELIVERY_DAYS (decision 042).
      !(order.status === 'delivered' && status === 'returned' && !order.returnableUntil),
  );

/** A button's words for a move: a payment marked after the order ended unpaid is a late one. */
const actionLabel = (from: OrderStatus, to: OrderStatus) =>
  to === 'paid' && (from === 'expired' || from === 'payment_failed') ? 'Mark paid (late payment)' : ACTION_LABELS[to];

/** A refund's state as the operator reads it. */
const REFUND_STATES: Record<PaymentRefund['status'], string> = {
  requested: 'requested from Razorpay',
  pending: 'pending at Razorpay',
  processed: 'processed',
  failed: 'failed: refund it by hand',
};

/** '123456789012' as a UPI app shows it: '1234 5678 9012'. */
export const readableUpiReference = (reference: string) => reference.replace(/(\d{4})(?=\d)/g, '$1 ');

const FINAL_NOTES: Partial<Record<OrderStatus, string>> = {
  delivered: 'Delivered: nothing more to do.',
  cancelled: 'Cancelled: nothing more to do.',
  returned: 'Returned to us: its pieces are back in stock.',
  payment_failed: 'Payment not received: its pieces went back to stock.',
  expired: 'Expired unpaid: its pieces went back to stock.',
};

/** An order the shop did not confirm within its hold (decision 027). */
const UNCONFIRMED_NOTE = 'Cancelled: not confirmed in time, so its pieces went back to stock.';

/** An order's rupees (as the API gives them) on screen. */
export const formatOrderMoney = (rupees: number) => formatInr(rupeesToPaise(rupees));

/** '9876543210' as people read it: '98765 43210'. */
const readablePhone = (phone: string) => (/^\d{10}$/.test(phone) ? `${phone.slice(0, 5)} ${phone.slice(5)}` : phone);

type OrderCardProps = {
  order: OperatorOrder;
  /** The status asked for while the change is on its way. */
  pending: OrderStatus | undefined;
  error: string | undefined;
  onMove: (status: OrderStatus) => void;
};

/** One order in the operator's list: who and where, what was bought, the sums, and the status changes it allows. */
export function OrderCard({ order, pending, error, onMove }: OrderCardProps) {
  const { shipTo } = order;
  const next = operatorMoves(order);
  const upi = order.paymentMethod === 'upi';
  const gateway = order.payment?.method === 'razorpay' ? order.payment : null;
  const pieces = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const phone = readablePhone(shipTo.phone);

  return (
    <li className={styles.order} data-order={order.number} aria-label={`Order ${order.number}`} aria-busy={pending !== undefined}>
      <div className={styles.orderHead}>
        <div className={styles.orderId}>
          <h3 className={styles.orderNumber} tabIndex={-1} data-order-heading>
            {order.number}
          </h3>
          <time className={styles.when} dateTime={order.createdAt}>
            {formatWhen(order.createdAt)}
          </time>
        </div>
        <p className={styles.status} data-status={order.status} data-testid="order-status">
          <span className="visually-hidden">Status: </span>
          {ORDER_STATUS_LABELS[order.status]}
        </p>
        {order.bulk ? (
          <p className={styles.bulk} data-testid="order-bulk">
            Bulk order
          </p>
        ) : null}
        <p className={styles.total}>
          <span className={styles.totalAmount} data-testid="order-total">
            {formatOrderMoney(order.orderTotal)}
          </span>
          <span className={styles.totalNote}>
            <span data-testid="order-method">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</span> · {pieces} {pieces === 1 ? 'piece' : 'pieces'}
          </span>
        </p>
      </div>

      {upi ? (
        <p className={styles.upiReference} data-testid="order-upi-reference" data-given={order.payment?.method === 'upi' && order.payment.reference ? true : undefined}>
          {order.payment?.method === 'upi' && order.payment.reference ? (
            <>
              UPI reference <strong className={styles.nowrap}>{readableUpiReference(order.payment.reference)}</strong>
            </>
          ) : (
            'No UPI reference given yet'
          )}
          {order.payment?.paidAt ? (
            <>
              {' '}
              · paid <time dateTime={order.payment.paidAt}>{formatWhen(order.payment.paidAt)}</time>
            </>
          ) : null}
        </p>
      ) : null}
      {gateway ? <GatewayPaymentLine order={order} payment={gateway} /> : null}

      <div className={styles.orderBody}>
        <div className={styles.shipTo}>
          <h4 className={styles.label}>Ship to</h4>
          <p className={styles.customer}>{shipTo.name}</p>
          <p className={styles.contact}>
            <a href={`tel:+91${shipTo.phone}`}>{phone}</a>
            <span aria-hidden="true"> · </span>
            <a href={`mailto:${shipTo.email}`} className={styles.email}>
              {shipTo.email}
            </a>
          </p>
          <address className={styles.address}>
            {shipTo.address}
            <br />
            {shipTo.city}, {shipTo.state} {shipTo.zip}
          </address>
          {order.pan ? <p className={styles.contact}>PAN {order.pan}</p> : null}
        </div>
        <div className={styles.items}>
          <h4 className={styles.label}>Items</h4>
          <ul className={styles.lines}>
            {order.lines.map((line) => (
              <li key={`${line.productId}@${line.size}`} className={styles.line}>
                <span className={styles.lineText}>
                  <span className={styles.lineName}>{line.name}</span>
                  <span className={styles.lineMeta}>
                    {line.size ? `Size ${line.size} · ` : null}Qty {line.quantity} <span className={styles.nowrap}>× {formatOrderMoney(line.unitPrice)}</span>
                  </span>
                  {line.huids ? <span className={styles.lineMeta}>HUID {line.huids.join(', ')}</span> : null}
                </span>
                <span className={styles.linePrice}>{formatOrderMoney(line.lineTotal)}</span>
              </li>
            ))}
          </ul>
          <dl className={styles.sums}>
            <div>
              <dt>Item total</dt>
              <dd>{formatOrderMoney(order.itemTotal)}</dd>
            </div>
            {order.savings > 0 ? (
              <div>
                <dt>Subscription savings</dt>
                <dd>-{formatOrderMoney(order.savings)}</dd>
              </div>
            ) : null}
            <div>
              <dt>Shipping</dt>
              <dd>{order.shipping > 0 ? formatOrderMoney(order.shipping) : 'Free'}</dd>
            </div>
            <div className={styles.sumTotal}>
              <dt>{order.paymentMethod === 'cod' && CASH_DUE_STATUSES.includes(order.status) ? 'To collect on delivery' : 'Order total'}</dt>
              <dd>{formatOrderMoney(order.orderTotal)}</dd>
            </div>
          </dl>
        </div>
      </div>

      {order.shipment ? <ShipmentLine shipment={order.shipment} /> : null}

      {error ? (
        <p className={styles.error} role="alert">
          Could not change order {order.number}: {error}
        </p>
      ) : null}

      <div className={styles.orderFoot}>
        {next.length > 0 ? (
          <div className={styles.actions} role="group" aria-label={`Change the status of order ${order.number}`}>
            {next.map((status) => (
              <Button
                key={status}
                data-action
                variant={isEnding(status) ? 'pill' : 'pillSolid'}
                className={isEnding(status) ? styles.danger : undefined}
                aria-disabled={pending !== undefined}
                onClick={() => {
                  if (pending === undefined) onMove(status);
                }}
              >
                {pending === status ? 'Saving…' : actionLabel(order.status, status)}
              </Button>
            ))}
          </div>
        ) : (
          <PanelHint>{order.cancelReason === 'unconfirmed' ? UNCONFIRMED_NOTE : FINAL_NOTES[order.status]}</PanelHint>
        )}
        {order.payment?.payBy && upi ? (
          <p className={styles.hold} data-testid="order-pay-by">
            Awaiting payment by UPI until <time dateTime={order.payment.payBy}>{formatWhen(order.payment.payBy)}</time>: check your bank for{' '}
            {formatOrderMoney(order.orderTotal)} with note {order.number}; unpaid by then, it expires and its pieces go back to stock.
          </p>
        ) : order.payment?.payBy ? (
          <p className={styles.hold} data-testid="order-pay-by">
            Awaiting payment online until <time dateTime={order.payment.payBy}>{formatWhen(order.payment.payBy)}</time>: its webhook or the shop's check with Razorpay marks it paid;
            unpaid by then, it expires and its pieces go back to stock.
          </p>
        ) : null}
        {order.returnableUntil ? (
          <p className={styles.hold} data-testid="order-return-by">
            {SLIP_WORDS.returnBy(order.returnableUntil)}
          </p>
        ) : null}
        {order.confirmBy ? (
          <p className={styles.hold} data-testid="order-hold">
            Call to confirm by <time dateTime={order.confirmBy}>{formatWhen(order.confirmBy)}</time>: unconfirmed by then, it is cancelled and its pieces
            go back to stock.
          </p>
        ) : null}
        {order.invoiceNumber ? (
          <a className={buttonClass('pill')} href={operatorInvoicePath(order.number)} download>
            <Icon icon={Download} size={16} aria-hidden="true" />
            Invoice <span className={styles.nowrap}>{order.invoiceNumber}</span>
          </a>
        ) : null}
        {order.creditNoteNumber ? (
          <a className={buttonClass('pill')} href={operatorCreditNotePath(order.number)} download>
            <Icon icon={Download} size={16} aria-hidden="true" />
            Credit note <span className={styles.nowrap}>{order.creditNoteNumber}</span>
          </a>
        ) : null}
        {order.updatedAt !== order.createdAt ? (
          <p className={styles.updated}>
            Last change <time dateTime={order.updatedAt}>{formatWhen(order.updatedAt)}</time>
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** A Razorpay order's payment: the gateway's payment id once paid, the last failed attempt, and the refund. */
function GatewayPaymentLine({ order, payment }: { order: OperatorOrder; payment: GatewayPayment }) {
  return (
    <p className={styles.upiReference} data-testid="order-gateway-payment" data-given={payment.paymentId ? true : undefined}>
      {payment.paymentId ? (
        <>
          Razorpay payment <strong className={styles.nowrap}>{payment.paymentId}</strong>
        </>
      ) : (
        'No Razorpay payment yet'
      )}
      {payment.paidAt ? (
        <>
          {' '}
          · paid <time dateTime={payment.paidAt}>{formatWhen(payment.paidAt)}</time>
        </>
      ) : null}
      {payment.lastError && order.status === 'awaiting_payment' ? <> · last attempt failed: {payment.lastError}</> : null}
      {payment.refund ? (
        <span className={styles.refund} data-testid="order-refund">
          Refund of {formatOrderMoney(payment.refund.amount)} {REFUND_STATES[payment.refund.status]}
          {payment.refund.refundId ? (
            <>
              {' '}
              · <strong className={styles.nowrap}>{payment.refund.refundId}</strong>
            </>
          ) : null}
        </span>
      ) : null}
    </p>
  );
}

/** How a shipped order went out: courier, tracking number (a link where the courier has a tracking page) and when. */
function ShipmentLine({ shipment }: { shipment: Shipment }) {
  return (
    <p className={styles.shipment} data-testid="order-shipment">
      <Icon icon={Truck} size={16} aria-hidden="true" />
      <span>
        {shipment.courierName} · AWB{' '}
        {shipment.trackingUrl ? (
          <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer" className={styles.awb}>
            {shipment.trackingNumber}
          </a>
        ) : (
          <span className={styles.awb}>{shipment.trackingNumber}</span>
        )}{' '}
        · shipped <time dateTime={shipment.shippedAt}>{formatWhen(shipment.shippedAt)}</time>
      </span>
    </p>
  );
}
