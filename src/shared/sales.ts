// The backend's sales summary as the API answers it (GET /api/sales/summary). Money in rupees on
// the wire, as every answer of the shop; the server counts in integer paise.
import type { PaymentMethod } from './payment-methods.ts';

/** The chart's days: today in India and the 29 before it. */
export const SALES_CHART_DAYS = 30;

/**
 * Orders and revenue of one period. Cancelled orders count in `cancelled` only, and shipped
 * parcels that came back (refused or undeliverable) in `returned` only.
 */
export type SalesFigures = {
  orders: number;
  /** Rupees: the order totals (items and shipping, after savings) of the orders neither cancelled nor returned. */
  revenue: number;
  cancelled: number;
  returned: number;
};

export type SalesDay = SalesFigures & {
  /** 'YYYY-MM-DD', a day in India's time zone. */
  date: string;
};

/** A product running low: fewer pieces than the storefront's "Only N left" level (src/shared/stock.ts). */
export type LowStockProduct = { id: string; name: string; stock: number };

/** The summary's periods, each ending today in India. */
export const SALES_PERIODS = ['today', 'last7Days', 'last30Days'] as const;
export type SalesPeriod = (typeof SALES_PERIODS)[number];

/** One way of paying's share of a period's takings: the orders counted in `SalesFigures.orders` and their rupees. */
export type MethodTakings = { orders: number; revenue: number };

/** Refunds of a period: those the gateway has taken on (pending) or made (processed), counted by when they were asked. */
export type RefundFigures = { count: number; amount: number };

export type SalesSummary = {
  /** Today in India, 'YYYY-MM-DD'. */
  today: string;
  periods: Record<SalesPeriod, SalesFigures>;
  /**
   * Each period's takings split by how the orders are paid; the methods add up to the period's
   * orders and revenue. Prepaid orders never paid are in none (decision 032).
   */
  byMethod: Record<SalesPeriod, Record<PaymentMethod, MethodTakings>>;
  /** Each period's refunds (payment_refunds, pending or processed). */
  refunds: Record<SalesPeriod, RefundFigures>;
  /** One entry per day, oldest first, ending today. */
  days: SalesDay[];
  /**
   * Orders not shipped yet and not cancelled, whenever they were placed: `placed` counts those
   * to confirm (placed cash-on-delivery orders and paid UPI orders), `confirmed` the confirmed.
   */
  awaitingShipment: { orders: number; placed: number; confirmed: number; oldestCreatedAt: string | null };
  /** Products running low, fewest first (the 20 lowest); empty when none is low. */
  lowStock: LowStockProduct[];
};
