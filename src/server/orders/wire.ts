import { paiseToRupees } from '../../shared/money.ts';
import type { OperatorOrder, OrderLine, PublicOrder } from '../../shared/order.ts';
import { trackingUrl, type Shipment } from '../../shared/shipping.ts';
import type { StoredOrder } from './repository.ts';

function linesOf(order: StoredOrder): OrderLine[] {
  return order.lines.map((line) => ({
    productId: line.product_id,
    name: line.product_name,
    metalType: line.metal_type,
    purity: line.purity,
    size: line.size,
    quantity: line.quantity,
    unitPrice: paiseToRupees(line.unit_price_paise),
    lineTotal: paiseToRupees(line.line_total_paise),
  }));
}

function shipmentOf(order: StoredOrder): Shipment | null {
  if (!order.courier || !order.tracking_number || !order.shipped_at) return null;
  return {
    courier: order.courier,
    courierName: order.courier_name ?? order.courier,
    trackingNumber: order.tracking_number,
    trackingUrl: trackingUrl(order.courier, order.tracking_number),
    shippedAt: order.shipped_at,
  };
}

function commonOf(order: StoredOrder) {
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
    cancelReason: order.status === 'cancelled' ? order.cancel_reason : null,
  };
}

/** The confirmation page's view: no e-mail, phone or street address. */
export function toPublicOrder(order: StoredOrder): PublicOrder {
  return {
    ...commonOf(order),
    shipTo: { name: order.name, city: order.city, state: order.state, zip: order.zip },
  };
}

export function toOperatorOrder(order: StoredOrder): OperatorOrder {
  return {
    ...commonOf(order),
    updatedAt: order.updated_at,
    pan: order.pan,
    bulk: order.bulk === 1,
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
