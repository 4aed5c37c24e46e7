import type pageWords from './en/index.ts';
import type shopWords from './en/shop.ts';
import type orderWords from './en/order.ts';

/**
 * Every word a shopper reads, in one language: English (en/) is the source and its shape the
 * type; hi/ and or/ give the same keys (decision 034). Texts with figures are functions of them.
 * In namespaces, which travel in three chunks a language: the words every page shows (index.ts:
 * common), loaded before the page hydrates; and two loaded with the screens whose page names them
 * in the route manifest's `words` (shared/route-manifest.ts WordChunk): the catalogue's (shop.ts:
 * shop) and the cart's, checkout's and order page's (order.ts: order, and errors, the words of
 * the API's errors, which only those screens show).
 */
export type PageWords = typeof pageWords;
/** Each chunk of some screens' words, by its WordChunk: the namespaces it brings. */
export type ScreenWords = { shop: typeof shopWords; order: typeof orderWords };
/** Every namespace: what the server renders with, and what a screen reads. */
export type Messages = PageWords & ScreenWords['shop'] & ScreenWords['order'];
