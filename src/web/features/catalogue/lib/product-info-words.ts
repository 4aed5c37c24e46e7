import type english from '../../../messages/en/product-info.ts';
import { lazyWords } from '../../../lib/lazy-words.ts';

/** The words of the product page's promises and sections in one language (messages/{language}/product-info.ts). */
export type ProductInfoWords = typeof english;

/** A language's words of the product information part, loaded once. */
export const productInfoWords = lazyWords<ProductInfoWords>({
  en: () => import('../../../messages/en/product-info.ts'),
  hi: () => import('../../../messages/hi/product-info.ts'),
  or: () => import('../../../messages/or/product-info.ts'),
});
