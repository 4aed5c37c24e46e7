// Limits of one order. The cart keeps to them in the browser on every page and the checkout
// rules (checkout.ts, which re-exports them) enforce them; they live apart from checkout.ts so
// that the cart does not load the checkout's schemas.

/** The most of one product and size a single order line may hold. */
export const MAX_LINE_QUANTITY = 10;
/** The most lines one order may hold. */
export const MAX_ORDER_LINES = 50;
/**
 * The most one order may come to: ₹1,00,00,000 in paise, the highest price a product may have
 * (product.ts), so that every piece can be ordered on its own. A larger order is a matter
 * for a conversation with the shop, not a Cash on Delivery form.
 */
export const MAX_ORDER_TOTAL_PAISE = 1_00_00_000_00;
