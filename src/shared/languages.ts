// The languages the storefront speaks (decision 034). English keeps the spec's URLs; Hindi and
// Odia pages live under /hi/… and /or/…, the same paths behind their prefix.

export const LANGUAGES = ['en', 'hi', 'or'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language of a path with no prefix, and of search engines' `x-default`. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** BCP 47 tags, for `<html lang>`, `hreflang` and dates. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', or: 'or-IN' };

/** Each language's own name, as its speakers write it (the language switcher). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी', or: 'ଓଡ଼ିଆ' };

/**
 * The cookie that remembers a shopper's choice (set by the language switcher): a path with no
 * prefix is sent on to the remembered language's.
 */
export const LANGUAGE_COOKIE = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The prefix of a language's pages: '' for English, '/hi' for Hindi. Also the router's basename. */
export function languagePrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/**
 * A path's language and the path behind its prefix: '/hi/cart' -> hi, '/cart'; '/hi' -> hi, '/';
 * '/cart' -> en, '/cart'. The prefix is lower-case only: '/HI/cart' is an English path (a 404).
 */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  const language = match?.[1];
  if (!isLanguage(language) || language === DEFAULT_LANGUAGE) return { language: DEFAULT_LANGUAGE, path: pathname };
  return { language, path: pathname.slice(language.length + 1) || '/' };
}

/** A path of the English pages in `language`: ('hi', '/cart') -> '/hi/cart'; ('hi', '/') -> '/hi'. */
export function localisedPath(language: Language, path: string): string {
  const prefix = languagePrefix(language);
  if (!prefix) return path;
  return path === '/' ? prefix : path.startsWith('/?') ? prefix + path.slice(1) : prefix + path;
}
