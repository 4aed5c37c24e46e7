import type { Language } from '../../shared/languages.ts';

/**
 * The words of a deferred part of a page (decision 036), a chunk of their own a language, loaded
 * with that part's code rather than in the screen's first script. `loaders` names each language's
 * module (Vite needs each import's path written out). The function this returns gives a
 * language's words, loaded once: the same promise each time, as React's `use` needs. The server
 * renders the part whole, words and all.
 */
export function lazyWords<Words>(loaders: Record<Language, () => Promise<{ default: Words }>>): (language: Language) => Promise<Words> {
  const loading = new Map<Language, Promise<Words>>();
  return (language) => {
    let words = loading.get(language);
    if (!words) {
      words = loaders[language]().then((module) => module.default);
      loading.set(language, words);
    }
    return words;
  };
}
