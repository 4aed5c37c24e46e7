import { createContext, use } from 'react';
import type { Language } from '../../shared/languages.ts';
import type { WordChunk } from '../../shared/route-manifest.ts';
import type { Messages, PageWords, ScreenWords } from '../messages/types.ts';

// The page's language and its words (decision 034). The server renders each request in the
// language its path names, with all its words; the browser loads that language's words only, in
// chunks preloaded by the server: every page's before it hydrates, a screen's own with the screen.

export type PageLanguage = { language: Language; messages: Messages };

const PageLanguageContext = createContext<PageLanguage | null>(null);

/** Gives the screens their language: around the router, on the server and in the browser. */
export const PageLanguageProvider = PageLanguageContext;

export function usePageLanguage(): PageLanguage {
  const page = use(PageLanguageContext);
  if (!page) throw new Error('usePageLanguage outside PageLanguageProvider');
  return page;
}

/** The words of the page's language. */
export function useMessages(): Messages {
  return usePageLanguage().messages;
}

/** Each language's words for every page, a chunk of their own. */
const PAGE_WORDS: Record<Language, () => Promise<{ default: PageWords }>> = {
  en: () => import('../messages/en/index.ts'),
  hi: () => import('../messages/hi/index.ts'),
  or: () => import('../messages/or/index.ts'),
};

/** The words of some screens (the route manifest's WordChunk), a chunk a language loaded with those screens. */
const SCREEN_WORDS: { readonly [Chunk in WordChunk]: Record<Language, () => Promise<{ default: ScreenWords[Chunk] }>> } = {
  shop: {
    en: () => import('../messages/en/shop.ts'),
    hi: () => import('../messages/hi/shop.ts'),
    or: () => import('../messages/or/shop.ts'),
  },
  ordering: {
    en: () => import('../messages/en/ordering.ts'),
    hi: () => import('../messages/hi/ordering.ts'),
    or: () => import('../messages/or/ordering.ts'),
  },
  cart: {
    en: () => import('../messages/en/cart.ts'),
    hi: () => import('../messages/hi/cart.ts'),
    or: () => import('../messages/or/cart.ts'),
  },
  checkout: {
    en: () => import('../messages/en/checkout.ts'),
    hi: () => import('../messages/hi/checkout.ts'),
    or: () => import('../messages/or/checkout.ts'),
  },
  order: {
    en: () => import('../messages/en/order.ts'),
    hi: () => import('../messages/hi/order.ts'),
    or: () => import('../messages/or/order.ts'),
  },
};

let browserPage: Promise<PageLanguage> | undefined;
let loadedPage: PageLanguage | undefined;

/**
 * Loads a language's words for the browser's page (main.tsx, before hydrating). A screen's own
 * words come with it (loadScreenWords); until then the page's messages lack them.
 */
export function loadPageLanguage(language: Language): Promise<PageLanguage> {
  browserPage = PAGE_WORDS[language]().then(({ default: words }) => {
    // A screen's own words are added by loadScreenWords before the screen renders.
    loadedPage = { language, messages: words as Messages };
    return loadedPage;
  });
  return browserPage;
}

/**
 * Adds a screen's own words to the browser's page before the screen renders (its route's lazy
 * load, app/routes.tsx): on the first page before hydrating, on a navigation before the screen
 * shows. On the server, which renders with every word, nothing.
 */
export async function loadScreenWords(chunks: readonly WordChunk[]): Promise<void> {
  if (!browserPage) return;
  const { language, messages } = await browserPage;
  // A chunk loaded before comes again at once, the same objects.
  const modules = await Promise.all(chunks.map((chunk) => SCREEN_WORDS[chunk][language]()));
  for (const { default: namespaces } of modules) Object.assign(messages, namespaces);
}

/**
 * The page's words outside React (toasts, and code a click runs): browser only, after main.tsx
 * has loaded them.
 */
export function browserMessages(): Messages {
  if (!loadedPage) throw new Error('browserMessages before loadPageLanguage');
  return loadedPage.messages;
}
