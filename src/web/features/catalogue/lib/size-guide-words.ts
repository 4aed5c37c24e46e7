import type english from '../../../messages/en/size-guide.ts';
import { lazyWords } from '../../../lib/lazy-words.ts';

/** The size guide's words in one language (messages/{language}/size-guide.ts). */
export type SizeGuideWords = typeof english;

/** A language's size guide words, loaded once. */
export const sizeGuideWords = lazyWords<SizeGuideWords>({
  en: () => import('../../../messages/en/size-guide.ts'),
  hi: () => import('../../../messages/hi/size-guide.ts'),
  or: () => import('../../../messages/or/size-guide.ts'),
});
