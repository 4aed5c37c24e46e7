import { deferred } from './deferred.tsx';

/**
 * The order-totals block of the cart and the checkout, as a deferred part: the server renders
 * it with the page and it hydrates once its chunk is in, so that its code stays out of those
 * screens' first script (tests/unit/script-budget.test.ts: at most 110 KB brotli, with 5 KB of room).
 */
export const OrderTotals = deferred(import.meta.glob<typeof import('./order-totals.tsx')>('@web/components/order-totals.tsx'), 'OrderTotals');
