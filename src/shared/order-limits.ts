// Limits of one order. The cart keeps to them in the browser on every page and the checkout
// rules (checkout.ts, which re-exports them) enforce them; they live apart from checkout.ts so
// that the cart does not load the checkout's schemas.

/** The most of one product and size a single order line may hold. */
export const MAX_LINE_QUANTITY = 10;
/** The most lines one order may hold. */
export const MAX_ORDER_LINES = 50;
