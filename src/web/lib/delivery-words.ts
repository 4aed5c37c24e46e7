import type { Language } from '../../shared/languages.ts';
import en from '../messages/en/delivery.ts';
import hi from '../messages/hi/delivery.ts';
import or from '../messages/or/delivery.ts';

/**
 * The delivery line's words in each language. They come with the delivery lines' own chunks (the product page's, the checkout's), loaded after
 * the page is interactive (a few hundred bytes for the three): no screen's first script, which
 * has no room for them, carries any (decision 037).
 */
export const DELIVERY_WORDS: Record<Language, typeof en> = { en, hi, or };
