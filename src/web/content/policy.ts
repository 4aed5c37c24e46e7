// The numbers of the shop's promises (the spec, section 9), in one place: the content pages,
// the header, the home page, the product page, the order page and the page heads read them.
// Plain constants, so that the build writes the number itself where a screen uses one (the
// header is in every screen's first script). Shipping is free on every order (shared/pricing.ts).

/** An order may be cancelled within this many days of placing it, if not yet dispatched. */
export const CANCELLATION_DAYS = 8;
/** A damaged or defective piece is reported within this many days of receiving it. */
export const DAMAGE_REPORT_DAYS = 8;
/** A refund is processed within this many days. */
export const REFUND_DAYS = 8;
/** Exchange or return for any reason within this many days of purchase. */
export const RETURN_EXCHANGE_DAYS = 7;
/** Unworn pieces may be returned, no questions asked, up to this many days after delivery. */
export const NO_QUESTIONS_RETURN_DAYS = 15;
/** Orders leave the workshop within this many days. */
export const SHIP_WITHIN_DAYS = 7;
/** The warranty against manufacturing defects, in months. */
export const WARRANTY_MONTHS = 6;
