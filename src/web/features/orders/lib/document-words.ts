import type { Language } from '../../../../shared/languages.ts';
import type english from '../../../messages/en/documents.ts';

/** The words of the order page's documents part in one language (messages/{language}/documents.ts). */
export type DocumentWords = typeof english;

const WORDS: Record<Language, () => Promise<{ default: DocumentWords }>> = {
  en: () => import('../../../messages/en/documents.ts'),
  hi: () => import('../../../messages/hi/documents.ts'),
  or: () => import('../../../messages/or/documents.ts'),
};

const loading = new Map<Language, Promise<DocumentWords>>();

/** A language's words of the documents part, loaded once (the same promise each time, as React's `use` needs). */
export function documentWords(language: Language): Promise<DocumentWords> {
  let words = loading.get(language);
  if (!words) {
    words = WORDS[language]().then((module) => module.default);
    loading.set(language, words);
  }
  return words;
}
