// Orders as the API answers them. Money is integer paise inside; rupees on the wire.
import type { Shipment } from './shipping.ts';

import type { PaymentMethod } from './payment-methods.ts';
import type { Language } from './languages.ts';

export const ORDER_STATUSES = [
  'awaiting_payment',
  'paid',
  'placed',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
  'returned',
  'payment_failed',
  'expired',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * An order's life, the one place that says it (decision 032): what it may move to from each
 * status.
 * - Cash on delivery starts `placed` (the shop confirms it by phone, decision 027).
 * - A prepaid order (UPI, Razorpay) starts `awaiting_payment`, holding its pieces; it becomes
 *   `paid` when the shop sees the money (UPI) or the gateway's verified word says so (Razorpay,
 *   decision 033), `payment_failed` when the shop finds no UPI payment, or `expired` when its
 *   hold ends unpaid. A payment that arrives after that may still make it `paid`: the pieces
 *   are taken again if they are still there (else the payment is refunded). The shopper may
 *   also try again from the order page: the order awaits its payment once more, holding its
 *   pieces again if they are still there. A Razorpay payment attempt that fails leaves the
 *   order awaiting its payment (the shopper tries again in the same Checkout).
 * - Then, either way: confirmed, shipped, delivered. 'returned' is a shipped parcel that came
 *   back to the shop (refused or undeliverable); a delivered one too, within
 *   RETURN_AFTER_DELIVERY_DAYS of its delivery (a refusal the courier reported late, decision
 *   042: `returnableUntil`, which the server holds to).
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  awaiting_payment: ['paid', 'payment_failed', 'expired', 'cancelled'],
  paid: ['confirmed', 'cancelled'],
  placed: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered', 'returned'],
  delivered: ['returned'],
  cancelled: [],
  returned: [],
  payment_failed: ['paid', 'awaiting_payment'],
  expired: ['paid', 'awaiting_payment'],
};

/** The status an order starts in, by how it is paid. */
export const FIRST_STATUS: Record<PaymentMethod, OrderStatus> = { cod: 'placed', upi: 'awaiting_payment', razorpay: 'awaiting_payment' };

/**
 * Statuses in which the shopper of a cash-on-delivery order still pays the courier in cash: the
 * order page says how much to keep ready. (A prepaid order owes nothing once paid.)
 */
export const CASH_DUE_STATUSES: readonly OrderStatus[] = ['placed', 'confirmed', 'shipped'];

/** Statuses that end an order without payment: its pieces go back to stock and it leaves the takings. */
export const UNPAID_END_STATUSES: readonly OrderStatus[] = ['cancelled', 'returned', 'payment_failed', 'expired'];

/**
 * Why an order was cancelled, when the shop did not do it by hand: 'unconfirmed', a cash-on-
 * delivery order the shop could not confirm by phone within its hold (decision 027).
 */
export type CancelReason = 'unconfirmed';

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/**
 * Until when a delivered order may still be marked returned (decision 042): `windowMs`
 * (RETURN_AFTER_DELIVERY_DAYS) after its delivery; null when it may not (no delivery time, an
 * order delivered before migration 0014, or no window).
 */
export function returnableUntil(deliveredAt: string | null, windowMs: number): string | null {
  if (!deliveredAt || windowMs <= 0) return null;
  return new Date(Date.parse(deliveredAt) + windowMs).toISOString();
}

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  payment_failed: 'Payment not received',
  expired: 'Expired unpaid',
  placed: 'Placed',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: 'Returned',
};

/** Order numbers: 'RS-' and ten characters of an alphabet without look-alikes (0/O, 1/I/L). */
export const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const ORDER_NUMBER_PATTERN = /^RS-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/;

/** The order's UPI QR code (an SVG drawn by the server), while the order awaits its payment by UPI. */
export const upiQrPath = (orderNumber: string) => `/api/orders/${orderNumber}/upi-qr.svg`;
/** Where the shopper sends the UPI reference (UTR) of a payment made (POST, shared/upi.ts's upiReferenceSchema). */
export const upiReferencePath = (orderNumber: string) => `/api/orders/${orderNumber}/upi-reference`;

/**
 * Razorpay (decision 033). POST: the gateway order for an order awaiting its payment, created
 * once and reused (RazorpayCheckout), for the checkout page to open Razorpay's Checkout with.
 * `?key=` as for the order (decision 030) adds the buyer's name, e-mail and phone to `prefill`.
 */
export const razorpayCheckoutPath = (orderNumber: string) => `/api/orders/${orderNumber}/razorpay-checkout`;
/**
 * POST the Checkout's success callback (RazorpayCallback). The server checks its signature, then
 * asks the gateway for the payment's status: only that (or the webhook) makes the order paid.
 * Answers the PublicOrder.
 */
export const razorpayCallbackPath = (orderNumber: string) => `/api/orders/${orderNumber}/razorpay-callback`;
/**
 * POST: try paying again for an expired order, or one whose payment was not received: it awaits
 * its payment once more with a new hold, its pieces taken again (409 `out_of_stock` when they
 * have sold since). Answers the PublicOrder.
 */
export const paymentRetryPath = (orderNumber: string) => `/api/orders/${orderNumber}/payment-retry`;
/** Where Razorpay sends its webhooks (X-Razorpay-Signature over the raw body). */
export const RAZORPAY_WEBHOOK_PATH = '/api/payments/razorpay/webhook';
/** Razorpay's Checkout script: loaded on the checkout page only, and only when Razorpay is chosen. */
export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

/** What the checkout page opens Razorpay's Checkout with (its options' names, for the web to pass on). */
export type RazorpayCheckout = {
  /** RAZORPAY_KEY_ID: the public key. */
  keyId: string;
  /** The gateway's order, 'order_…'. */
  orderId: string;
  /** Paise, as the gateway counts. */
  amount: number;
  currency: 'INR';
  /** The shop's name, and the order number as the description. */
  name: string;
  description: string;
  /** The buyer's name, e-mail and phone: only to a request with the order's valid key. */
  prefill: { name?: string; email?: string; contact?: string };
};

/** The body of POST razorpayCallbackPath: what Checkout's handler receives, as it names it. */
export type RazorpayCallback = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

/** The operator's copy of an order's GST invoice (a PDF), from the backend: operators only (decision 030). */
export const operatorInvoicePath = (orderNumber: string) => `/api/orders/${orderNumber}/operator-invoice.pdf`;
/** The operator's copy of a cancelled order's GST credit note (a PDF), the same way. */
export const operatorCreditNotePath = (orderNumber: string) => `/api/orders/${orderNumber}/operator-credit-note.pdf`;

export type OrderLine = {
  productId: string;
  /** The product's name as sold, in English (the operators' and the invoice's). */
  name: string;
  /** Its name in the order's language (Hindi or Odia) as sold, where the product had one; null otherwise (decision 044). */
  localName: string | null;
  metalType: string;
  purity: string;
  size: string;
  quantity: number;
  /** Rupees, as charged when the order was placed. */
  unitPrice: number;
  lineTotal: number;
  /** The HUIDs of its pieces, recorded when shipped (decision 036); absent when none. */
  huids?: string[];
};

export type OrderTotals = {
  /** Rupees. */
  itemTotal: number;
  savings: number;
  shipping: number;
  orderTotal: number;
};

/** What the confirmation page may see: the order, and no more of the shopper than it needs. */
export type PublicOrder = OrderTotals & {
  number: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  createdAt: string;
  /** The GST invoice's number, 'RS/26-27/000123'. */
  invoiceNumber: string | null;
  /** The GST credit note that reversed the invoice of a cancelled order, 'CN/26-27/000001'. */
  creditNoteNumber: string | null;
  lines: OrderLine[];
  shipTo: { name: string; city: string; state: string; zip: string };
  /** The parcel, once shipped: courier, tracking number and link, when. */
  shipment: Shipment | null;
  /** When the order reached each of these statuses (ISO-8601), or null. */
  deliveredAt: string | null;
  cancelledAt: string | null;
  returnedAt: string | null;
  /**
   * The key that opens the order's invoice and credit note (decision 030): only in the answer
   * to the buyer who placed the order, or to a request that brought a valid key.
   */
  documentsKey?: string;
  /** A placed order holds its pieces until then: unconfirmed by the shop by then, it is cancelled (decision 027). */
  confirmBy: string | null;
  /** A prepaid order's payment (decision 032); null for cash on delivery. */
  payment: PrepaidPayment | null;
  /** Why a cancelled order was cancelled, when the shop did not do it by hand. */
  cancelReason: CancelReason | null;
  /** The language the order was placed in (the page's, decision 034): its e-mails are written in it. */
  language: Language;
  /** The day it is promised to arrive by ('YYYY-MM-DD'), as the product page and checkout gave it for its PIN; null for orders from before. */
  deliveryBy: string | null;
};

/** How a prepaid order is paid, and where its payment stands. */
export type PrepaidPayment = UpiPayment | GatewayPayment;

/** Fields every prepaid payment has. */
type PaymentCommon = {
  /** Rupees owed: the order total. */
  amount: number;
  /** Unpaid by then, the order expires and its pieces go back (ISO-8601); null once paid or ended. */
  payBy: string | null;
  /** When it was paid (ISO-8601). */
  paidAt: string | null;
  /** The shopper may try paying again (paymentRetryPath): the order expired, or its payment was not received. */
  retryable: boolean;
};

/** To the shop's own UPI ID (decision 032), and what the shopper has said of it. */
export type UpiPayment = PaymentCommon & {
  method: 'upi';
  /**
   * The UPI payment link (shared/upi.ts's upiPaymentUri), while the order awaits its payment;
   * the order page shows it as a QR code (upiQrPath) and, on phones, as a "Pay with a UPI app" link.
   */
  upiUri: string | null;
  /**
   * The UPI reference (UTR) the shopper gave, once given: in full to operators, its last four
   * digits only on the public order page ('•••• •••• 8901', decision 038).
   */
  reference: string | null;
};

/** Through a gateway (Razorpay, decision 033). */
export type GatewayPayment = PaymentCommon & {
  method: 'razorpay';
  /** The gateway's payment id ('pay_…') of the payment that paid the order, once paid. */
  paymentId: string | null;
  /** Why the last attempt failed, in the gateway's words, while the order still awaits its payment. */
  lastError: string | null;
  /** The refund of this payment, once the shop cancelled the paid order (or a late payment found its pieces sold). */
  refund: PaymentRefund | null;
};

export type PaymentRefund = {
  /** Rupees. */
  amount: number;
  /** 'requested' until the gateway has answered; then as the gateway says. */
  status: 'requested' | 'pending' | 'processed' | 'failed';
  /** The gateway's refund id ('rfnd_…'), once it answered. */
  refundId: string | null;
  createdAt: string;
};

/** What the operator sees: the whole order with the shopper's contact details. */
export type OperatorOrder = Omit<PublicOrder, 'shipTo'> & {
  updatedAt: string;
  /** The buyer's PAN, given for an order of ₹2,00,000 or more (never on the public order page). */
  pan: string | null;
  /** Flagged when placed: at least BULK_ORDER_PIECES pieces or BULK_ORDER_RUPEES (decision 027). */
  bulk: boolean;
  /** A delivered order may be marked returned until then (decision 042); null for any other, or once the time has passed. */
  returnableUntil: string | null;
  shipTo: { name: string; email: string; phone: string; address: string; city: string; state: string; zip: string };
};

/**
 * GET /api/payment-terms: the most a cash-on-delivery order may come to, in rupees, and the
 * words that refuse a larger one (shared/payment-rules.ts), for the checkout to show before Pay Now.
 */
export type PaymentTerms = {
  codLimit: number;
  codRefusal: string;
  /** The ways to pay this shop offers, the one it prefers first: UPI only when UPI_ID is set. */
  methods: PaymentMethod[];
};

export type OrderPage = {
  orders: OperatorOrder[];
  nextCursor: string | null;
  /** RETURN_AFTER_DELIVERY_DAYS: how long a delivered order may still be marked returned (decision 042). */
  returnAfterDeliveryDays: number;
};
