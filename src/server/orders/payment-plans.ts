import { FIRST_STATUS, type OrderStatus } from '../../shared/order.ts';
import { PAYMENT_METHODS, type PaymentMethod } from '../../shared/payment-methods.ts';
import type { Config } from '../config.ts';

// What the way an order is paid decides when it is placed (decision 032): the one place that
// says so. Cash on delivery is a sale when placed: the shopper pays the courier, so the cash
// rules apply, and the invoice is numbered and the e-mails go at once. A UPI order is prepaid:
// no cash rules, and it is invoiced and announced when the shop marks it paid.

export type PlacingRules = {
  /** The status the order starts in (shared/order.ts's FIRST_STATUS). */
  firstStatus: OrderStatus;
  /** The cash ceiling (COD_LIMIT) applies, and the piece caps (which hold every order) are worded for cash. */
  cashRules: boolean;
  /** The GST invoice is numbered and the order e-mails queued as it is placed; otherwise when it is paid. */
  billedWhenPlaced: boolean;
};

export const PLACING_RULES: Record<PaymentMethod, PlacingRules> = {
  cod: { firstStatus: FIRST_STATUS.cod, cashRules: true, billedWhenPlaced: true },
  upi: { firstStatus: FIRST_STATUS.upi, cashRules: false, billedWhenPlaced: false },
  razorpay: { firstStatus: FIRST_STATUS.razorpay, cashRules: false, billedWhenPlaced: false },
};

/** Whether the shop takes this way of paying: UPI only when UPI_ID is set, Razorpay only with its keys (decision 033). */
export function takesPayment(method: PaymentMethod, config: Pick<Config, 'upi' | 'razorpay'>): boolean {
  if (method === 'upi') return config.upi !== undefined;
  if (method === 'razorpay') return config.razorpay !== undefined;
  return true;
}

/** The ways to pay the shop offers, in PAYMENT_METHODS's order, the one it prefers first (GET /api/payment-terms). */
export function offeredPaymentMethods(config: Pick<Config, 'upi' | 'razorpay'>): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => takesPayment(method, config));
}

/**
 * How long a new order holds its pieces while it waits for the shop: a phone confirmation
 * (COD_CONFIRM_HOURS), or the payment (UPI_HOLD_MINUTES, lengthened when the shopper gives a
 * reference; PAYMENT_HOLD_MINUTES through Razorpay). Only for a method the shop takes.
 */
export function placingHoldMs(method: PaymentMethod, config: Pick<Config, 'cod' | 'upi' | 'razorpay'>): number {
  if (method === 'cod') return config.cod.holdMs;
  const settings = method === 'upi' ? config.upi : config.razorpay;
  if (!settings) throw new Error(`The shop does not take ${method} payments.`);
  return settings.holdMs;
}
