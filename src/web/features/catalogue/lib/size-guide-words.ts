import type { Language } from '../../../../shared/languages.ts';
import type english from '../../../messages/en/size-guide.ts';

/** The size guide's words in one language (messages/{language}/size-guide.ts). */
export type SizeGuideWords = typeof english;

const WORDS: Record<Language, () => Promise<{ default: SizeGuideWords }>> = {
  en: () => import('../../../messages/en/size-guide.ts'),
  hi: () => import('../../../messages/hi/size-guide.ts'),
  or: () => import('../../../messages/or/size-guide.ts'),
};

const loading = new Map<Language, Promise<SizeGuideWords>>();

/** A language's size guide words, loaded once (the same promise each time, as React's `use` needs). */
export function sizeGuideWords(language: Language): Promise<SizeGuideWords> {
  let words = loading.get(language);
  if (!words) {
    words = WORDS[language]().then((module) => module.default);
    loading.set(language, words);
  }
  return words;
}
