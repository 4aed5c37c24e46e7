// Orders as the API answers them. Money is integer paise inside; rupees on the wire.

import type { PaymentMethod } from './payment-methods.ts';

export const ORDER_STATUSES = ['placed', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What an operator may move an order to from each status. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  placed: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'Placed',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** Order numbers: 'RS-' and ten characters of an alphabet without look-alikes (0/O, 1/I/L). */
export const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const ORDER_NUMBER_PATTERN = /^RS-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/;

/** Where an order's GST invoice (a PDF) is downloaded: from the order page and the backend. */
export const orderInvoicePath = (orderNumber: string) => `/api/orders/${orderNumber}/invoice.pdf`;

export type OrderLine = {
  productId: string;
  name: string;
  metalType: string;
  purity: string;
  size: string;
  quantity: number;
  /** Rupees, as charged when the order was placed. */
  unitPrice: number;
  lineTotal: number;
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
  lines: OrderLine[];
  shipTo: { name: string; city: string; state: string; zip: string };
};

/** What the operator sees: the whole order with the shopper's contact details. */
export type OperatorOrder = Omit<PublicOrder, 'shipTo'> & {
  updatedAt: string;
  shipTo: { name: string; email: string; phone: string; address: string; city: string; state: string; zip: string };
};

export type OrderPage = { orders: OperatorOrder[]; nextCursor: string | null };
