import { paiseToRupees } from '../../shared/money.ts';
import { returnableUntil, type OperatorOrder, type OrderLine, type PrepaidPayment, type PublicOrder } from '../../shared/order.ts';
import { trackingNeedsNumber, trackingUrl, type Shipment } from '../../shared/shipping.ts';
import { upiPaymentUri } from '../../shared/upi.ts';
import type { UpiPayee } from '../config.ts';
import type { StoredOrder } from './repository.ts';

function linesOf(order: StoredOrder): OrderLine[] {
  return order.lines.map((line) => {
    const huids = (order.huids ?? []).filter((row) => row.line_position === line.position).map((row) => row.huid);
    return {
      productId: line.product_id,
      name: line.product_name,
      localName: line.local_name,
      metalType: line.metal_type,
      purity: line.purity,
      size: line.size,
      quantity: line.quantity,
      unitPrice: paiseToRupees(line.unit_price_paise),
      lineTotal: paiseToRupees(line.line_total_paise),
      ...(huids.length > 0 ? { huids } : {}),
    };
  });
}

function shipmentOf(order: StoredOrder): Shipment | null {
  if (!order.courier || !order.tracking_number || !order.shipped_at) return null;
  return {
    courier: order.courier,
    courierName: order.courier_name ?? order.courier,
    trackingNumber: order.tracking_number,
    trackingUrl: trackingUrl(order.courier, order.tracking_number),
    trackingNeedsNumber: trackingNeedsNumber(order.courier),
    shippedAt: order.shipped_at,
  };
}

/**
 * A UPI order's payment (decision 032); null for cash on delivery. The payment link (and the QR
 * code made of it) only while the order awaits its payment and the shop still takes UPI
 * (`payee`, its UPI_ID and UPI_NAME); the hold's end is the time to pay by.
 */
/** A UTR as the public order page gives it: its last four digits only (decision 038), '•••• •••• 8901'. */
export const maskedReference = (reference: string) => `•••• •••• ${reference.slice(-4)}`;

export function paymentOf(order: StoredOrder, payee: UpiPayee | undefined, audience: 'public' | 'operator' = 'operator'): PrepaidPayment | null {
  if (order.payment_method === 'cod') return null;
  const awaiting = order.status === 'awaiting_payment';
  const common = {
    amount: paiseToRupees(order.order_total_paise),
    payBy: awaiting ? order.stock_held_until : null,
    paidAt: order.paid_at,
    retryable: order.status === 'expired' || order.status === 'payment_failed',
  };
  if (order.payment_method === 'razorpay') {
    const refund = order.refund
      ? { amount: paiseToRupees(Number(order.refund.amount_paise)), status: order.refund.status, refundId: order.refund.refund_id, createdAt: order.refund.created_at }
      : null;
    return { ...common, method: 'razorpay', paymentId: order.gateway_payment_id, lastError: awaiting ? order.payment_error : null, refund };
  }
  return {
    ...common,
    method: 'upi',
    upiUri: awaiting && payee ? upiPaymentUri(payee, order.order_total_paise, order.number) : null,
    reference: order.upi_reference && audience === 'public' ? maskedReference(order.upi_reference) : order.upi_reference,
  };
}

function commonOf(order: StoredOrder, payee: UpiPayee | undefined, audience: 'public' | 'operator') {
  return {
    number: order.number,
    status: order.status,
    paymentMethod: order.payment_method,
    createdAt: order.created_at,
    invoiceNumber: order.invoice_number,
    creditNoteNumber: order.credit_note_number,
    lines: linesOf(order),
    itemTotal: paiseToRupees(order.item_total_paise),
    savings: paiseToRupees(order.savings_paise),
    shipping: paiseToRupees(order.shipping_paise),
    orderTotal: paiseToRupees(order.order_total_paise),
    shipment: shipmentOf(order),
    deliveredAt: order.delivered_at,
    cancelledAt: order.cancelled_at,
    returnedAt: order.returned_at,
    confirmBy: order.status === 'placed' ? order.stock_held_until : null,
    payment: paymentOf(order, payee, audience),
    cancelReason: order.status === 'cancelled' ? order.cancel_reason : null,
    language: order.language,
    deliveryBy: order.delivery_by,
  };
}

/**
 * The confirmation page's view: no e-mail, phone or street address. `payee` is the shop's UPI ID
 * and name when it takes UPI (Config.upi), for a UPI order's payment link.
 */
export function toPublicOrder(order: StoredOrder, payee?: UpiPayee): PublicOrder {
  return {
    ...commonOf(order, payee, 'public'),
    shipTo: { name: order.name, city: order.city, state: order.state, zip: order.zip },
  };
}

/**
 * The operator's view: the whole order. `returnWindowMs` is RETURN_AFTER_DELIVERY_DAYS: a delivered
 * order says until when it may still be marked returned, while it may (decision 042).
 */
export function toOperatorOrder(order: StoredOrder, payee?: UpiPayee, returnWindowMs = 0, now = new Date()): OperatorOrder {
  const until = order.status === 'delivered' ? returnableUntil(order.delivered_at, returnWindowMs) : null;
  return {
    ...commonOf(order, payee, 'operator'),
    updatedAt: order.updated_at,
    pan: order.pan,
    bulk: order.bulk === 1,
    returnableUntil: until && until > now.toISOString() ? until : null,
    shipTo: {
      name: order.name,
      email: order.email,
      phone: order.phone,
      address: order.address,
      city: order.city,
      state: order.state,
      zip: order.zip,
    },
  };
}
