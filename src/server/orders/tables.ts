import type { Language } from '../../shared/languages.ts';
import type { CancelReason, OrderStatus } from '../../shared/order.ts';
import type { PaymentMethod } from '../../shared/payment-methods.ts';
import type { CourierId } from '../../shared/shipping.ts';

/** Kysely table types of this resource. Money in integer paise, timestamps ISO-8601 UTC strings. */
export interface OrdersTable {
  id: string;
  /** The shopper's order number, 'RS-XXXXXXXXXX': unique and not guessable. */
  number: string;
  /** The client's Idempotency-Key: the same key always answers this order. */
  idempotency_key: string;
  /** SHA-256 of the validated request body, to refuse the key reused for another order. */
  request_hash: string;
  status: OrderStatus;
  /** 'cod' (cash on delivery), 'upi' (to the shop's own UPI ID, decision 032) or 'razorpay' (decision 033). */
  payment_method: PaymentMethod;
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  item_total_paise: number;
  savings_paise: number;
  shipping_paise: number;
  order_total_paise: number;
  created_at: string;
  updated_at: string;
  /** The GST invoice's number, 'RS/26-27/000123', and date in India, given in the order's transaction. */
  invoice_number: string | null;
  invoice_date: string | null;
  /** The parcel (set when shipped): the courier's id and name as shown, and its tracking (AWB) number. */
  courier: CourierId | null;
  courier_name: string | null;
  tracking_number: string | null;
  /** When the order was shipped, delivered, cancelled or came back; null until then. */
  shipped_at: string | null;
  delivered_at: string | null;
  cancelled_at: string | null;
  returned_at: string | null;
  /** The buyer's PAN, kept only for an order of ₹2,00,000 or more (Rule 114B; shared/payment-rules.ts). */
  pan: string | null;
  /** The GST credit note that reversed the invoice when the order was cancelled, 'CN/26-27/000001', and its date in India. */
  credit_note_number: string | null;
  credit_note_date: string | null;
  /**
   * A placed order (decision 027), or a UPI order awaiting its payment (decision 032), holds its
   * pieces until then (ISO-8601); null once confirmed or paid or ended, and for orders from before holds.
   */
  stock_held_until: string | null;
  /** Why the order was cancelled when the shop did not do it by hand ('unconfirmed'); null otherwise. */
  cancel_reason: CancelReason | null;
  /** The client address the order came from (the per-client limit counts by it). */
  client_address: string | null;
  /** 1 when flagged as a bulk order when placed, else 0. */
  bulk: number;
  /** The UPI reference (UTR) the shopper gave for a UPI order's payment (a later one replaces it); null until given. */
  upi_reference: string | null;
  /** When a prepaid order was paid (ISO-8601): marked by the shop (UPI) or told by the gateway (Razorpay); null until then, and for cash on delivery. */
  paid_at: string | null;
  /** The gateway's order ('order_…') made for a Razorpay order, once (decision 033); null until made. */
  gateway_order_id: string | null;
  /** The gateway's payment ('pay_…') that paid the order; null until paid. */
  gateway_payment_id: string | null;
  /** Why the last payment attempt failed, in the gateway's words, while the order still awaits its payment. */
  payment_error: string | null;
  /** When the reconciler next asks the gateway about this order awaiting its payment (ISO-8601); null when it need not. */
  payment_check_at: string | null;
  /** How many times the reconciler has asked (its backoff grows with it). */
  payment_checks: number;
  /** The language the order was placed in (decision 034): its e-mails are written in it. 'en' for orders from before. */
  language: Language;
  /** The day it is promised to arrive by ('YYYY-MM-DD'), worked out for its PIN when it was placed; null for orders from before. */
  delivery_by: string | null;
}

/** One line of an order: a snapshot of the product as it was sold. */
export interface OrderLinesTable {
  order_id: string;
  position: number;
  product_id: string;
  product_name: string;
  /** The product's Hindi or Odia name for an order placed in that language (migration 0034); null in English, when it had none, and for lines from before. */
  local_name: string | null;
  metal_type: string;
  purity: string;
  /** The net metal weight of one piece when it was sold, in milligrams; null for a line whose product was gone before weights were kept. */
  metal_weight_mg: number | null;
  size: string;
  quantity: number;
  unit_price_paise: number;
  line_total_paise: number;
  /** A line priced by weight: its break-up as sold (JSON of shared/metal-rates.ts's SoldBreakup, migration 0022); null for a fixed price. */
  price_breakup: string | null;
}

/** The HUID of one piece of an order line (decision 036), recorded when the order was shipped; unique across orders. */
export interface OrderHuidsTable {
  order_id: string;
  /** The line's position in its order, and the piece of that line (0 to its quantity less 1). */
  line_position: number;
  piece: number;
  huid: string;
}

/** A UPI reference (UTR) an order carries (migration 0032, decision 038): unique, so one payment belongs to one order. */
export interface UpiReferencesTable {
  reference: string;
  order_id: string;
  created_at: string;
  /** When the order was marked paid with it; null while it is only the shopper's word. */
  paid_at: string | null;
}

/** A shopper's try at paying again for an order (migration 0032): counted as an order placed, by the placing limits. */
export interface PaymentRetriesTable {
  order_id: string;
  at: string;
  client_address: string | null;
}

export interface OrderTables {
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_huids: OrderHuidsTable;
  upi_references: UpiReferencesTable;
  payment_retries: PaymentRetriesTable;
}
