// Limits of one order. The cart keeps to them in the browser on every page and the checkout
// rules (checkout.ts, which re-exports them) enforce them; they live apart from checkout.ts so
// that the cart does not load the checkout's schemas.

/** The most of one product and size a single order line may hold. */
export const MAX_LINE_QUANTITY = 10;
/** The most lines one order may hold. */
export const MAX_ORDER_LINES = 50;
/**
 * The most an order's items may total, in paise (₹2 crore): an order of the dearest piece the
 * catalogue allows (₹1 crore) fits, and every sum of an order stays within the 32-bit integer
 * columns of the database.
 */
export const MAX_ORDER_ITEM_TOTAL_PAISE = 2_000_000_000;
