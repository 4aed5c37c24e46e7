import type en from './en/index.ts';

/**
 * Every word a shopper reads, in one language: English (en/) is the source and its shape the
 * type; hi/ and or/ give the same keys. One module a language, loaded only by its pages
 * (lib/language.tsx; decision 034). Texts with figures are functions of them.
 */
export type Messages = typeof en;
