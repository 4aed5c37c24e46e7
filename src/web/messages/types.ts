import type pageWords from './en/index.ts';
import type shopWords from './en/shop.ts';
import type orderingWords from './en/ordering.ts';
import type cartWords from './en/cart.ts';
import type checkoutWords from './en/checkout.ts';
import type orderWords from './en/order.ts';

/**
 * Every word a shopper reads, in one language: English (en/) is the source and its shape the
 * type; hi/ and or/ give the same keys (decision 034). Texts with figures are functions of them.
 * In namespaces, which travel in chunks a language: the words every page shows (index.ts: common,
 * and errors, the words of the API's errors), loaded before the page hydrates; and one a chunk
 * loaded with the screens whose page names it in the route manifest's `words`
 * (shared/route-manifest.ts WordChunk): the catalogue's (shop.ts: shop), what the three order
 * screens share (ordering.ts: ordering), the cart page's (cart.ts: cart), the checkout's
 * (checkout.ts: checkout) and the order page's (order.ts: order).
 */
export type PageWords = typeof pageWords;
/** Each chunk of some screens' words, by its WordChunk: the namespace it brings. */
export type ScreenWords = {
  shop: typeof shopWords;
  ordering: typeof orderingWords;
  cart: typeof cartWords;
  checkout: typeof checkoutWords;
  order: typeof orderWords;
};
/** Every namespace: what the server renders with, and what a screen reads. */
export type Messages = PageWords &
  ScreenWords['shop'] &
  ScreenWords['ordering'] &
  ScreenWords['cart'] &
  ScreenWords['checkout'] &
  ScreenWords['order'];
