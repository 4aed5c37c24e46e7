import type pageWords from './en/index.ts';
import type orderWords from './en/order.ts';

/**
 * Every word a shopper reads, in one language: English (en/) is the source and its shape the
 * type; hi/ and or/ give the same keys (decision 034). Texts with figures are functions of them.
 * Two chunks a language: the words every screen may show (index.ts: common, shop, errors), and
 * the cart's, checkout's and order page's (order.ts), loaded only with those screens.
 */
export type PageWords = typeof pageWords;
export type Messages = PageWords & { order: typeof orderWords };
