import type english from '../../../messages/en/documents.ts';
import { lazyWords } from '../../../lib/lazy-words.ts';

/** The words of the order page's documents part in one language (messages/{language}/documents.ts). */
export type DocumentWords = typeof english;

/** A language's words of the documents part, loaded once. */
export const documentWords = lazyWords<DocumentWords>({
  en: () => import('../../../messages/en/documents.ts'),
  hi: () => import('../../../messages/hi/documents.ts'),
  or: () => import('../../../messages/or/documents.ts'),
});
