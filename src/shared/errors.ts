// The errors a shopper can meet, as codes with their figures (issue 27): the server answers
// them beside its English `message`, the checkout's own validation gives them too, and the
// storefront words them in the page's language (web/messages/*/errors.ts; English words:
// error-words.ts, which the server writes its `message` with).

type None = Record<never, never>;

/** One product the shop has fewer pieces of than the order asks for (stock.ts). */
export type ShortParams = { name: string; sizes: string[]; left: number; wanted: number };

/** Why a UPI order's page may not send its UPI reference now (the order's state). */
export type UpiReferenceRefusal = 'not_upi' | 'paid' | 'cancelled' | 'expired' | 'payment_failed' | 'taken' | 'given';
/** Why an order does not open Razorpay's Checkout now. */
export type RazorpayRefusal = 'not_razorpay' | 'cod' | 'paid' | 'closed' | 'cancelled' | 'expired' | 'payment_failed' | 'other';
/** Why an order cannot be paid for again. */
export type RetryRefusal = 'cod' | 'awaiting' | 'paid' | 'closed' | 'cancelled' | 'too_old' | 'price_changed';

/** Every code, with its parameters. */
export type ErrorParams = {
  // The shipping form (checkout.ts)
  name_missing: None;
  name_long: None;
  name_links: None;
  email_missing: None;
  email_long: None;
  email_invalid: None;
  phone_missing: None;
  phone_invalid: None;
  address_missing: None;
  address_long: None;
  address_links: None;
  city_missing: None;
  city_long: None;
  city_links: None;
  state_missing: None;
  zip_missing: None;
  zip_invalid: None;
  pin_unknown: { pin: string };
  pin_state: { pin: string; states: string[]; chosen: string };
  pan_missing: None;
  pan_invalid: None;
  // The order's lines and payment
  product_missing: None;
  product_unknown: None;
  size_invalid: None;
  size_choose: None;
  quantity_missing: None;
  quantity_whole: None;
  quantity_min: None;
  quantity_max: None;
  payment_method_invalid: None;
  lines_missing: None;
  cart_empty: None;
  lines_max: None;
  lines_duplicate: None;
  // Refusals of a valid order (server)
  cod_limit: { limit: number };
  cod_pin_blocked: { pin: string };
  pan_required: None;
  // `cash`: a cash-on-delivery order; the same caps hold a prepaid one (decision 038).
  cod_pieces: { perProduct: number; totalCap: number; over: { name: string; pieces: number }[]; pieces: number; cash: boolean };
  cod_product_pieces: { perProduct: number; name: string; pieces: number; cash: boolean };
  stock: { shortages: ShortParams[] };
  stock_line: ShortParams;
  products_gone: None;
  product_gone: None;
  order_too_large: { max: number; total: number };
  order_limit: { by: 'phone' | 'email' | 'network'; count: number; hours: number };
  payment_method_off: { method: 'upi' | 'razorpay' };
  order_not_found: None;
  pieces_sold: None;
  gateway_unavailable: None;
  // Paying for a placed order (its page, the checkout's pay page)
  upi_reference_invalid: None;
  upi_reference_refused: { reason: UpiReferenceRefusal };
  razorpay_refused: { reason: RazorpayRefusal };
  payment_signature: None;
  retry_refused: { reason: RetryRefusal };
  /** A payment route asked without the buyer's signed key (decision 038). */
  payment_link_unsigned: None;
  // The footer's newsletter field
  subscribe_email_invalid: None;
  subscribe_email_long: None;
  // Any call
  too_many: { seconds: number };
  unavailable: None;
  internal: None;
  network: None;
};

export type ErrorCode = keyof ErrorParams;

/** A code with its parameters, as an answer carries it. */
export type ErrorDetail = { [C in ErrorCode]: { code: C; params: ErrorParams[C] } }[ErrorCode];

/** How one language words every code. */
export type ErrorWords = { [C in ErrorCode]: (params: ErrorParams[C]) => string };

/** A code with its parameters (typed: the parameters a code takes). */
export const errorDetail = <C extends ErrorCode>(code: C, ...params: keyof ErrorParams[C] extends never ? [] : [ErrorParams[C]]): ErrorDetail =>
  ({ code, params: params[0] ?? {} }) as ErrorDetail;

/** The JSON body of every error the API answers. */
export type ApiErrorBody = {
  error: string;
  message: string;
  /** What went wrong, for a client to word in its own language (the shopper's errors). */
  code?: ErrorCode;
  params?: ErrorDetail['params'];
  /** Per-field messages for validation errors, keyed by field name. */
  fieldErrors?: Record<string, string>;
  /** The same per field as codes, where the field's error has one. */
  fieldCodes?: Record<string, ErrorDetail>;
  /** An operator's refusal that asks for confirmation: the figures the screen shows (a far metal rate, a tracking number on another order). */
  details?: Record<string, unknown>;
};
