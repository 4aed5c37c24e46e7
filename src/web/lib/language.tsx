import { createContext, use } from 'react';
import type { Language } from '../../shared/languages.ts';
import type { Messages, PageWords } from '../messages/types.ts';

// The page's language and its words (decision 034). The server renders each request in the
// language its path names; the browser loads that language's words only (one chunk a language,
// preloaded by the server) before it hydrates.

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

/** Each language's words for every screen, a chunk of their own. */
const PAGE_WORDS: Record<Language, () => Promise<{ default: PageWords }>> = {
  en: () => import('../messages/en/index.ts'),
  hi: () => import('../messages/hi/index.ts'),
  or: () => import('../messages/or/index.ts'),
};

/** The cart's, checkout's and order page's words, a chunk a language loaded with those screens. */
const ORDER_WORDS: Record<Language, () => Promise<{ default: Messages['order'] }>> = {
  en: () => import('../messages/en/order.ts'),
  hi: () => import('../messages/hi/order.ts'),
  or: () => import('../messages/or/order.ts'),
};

let browserPage: Promise<PageLanguage> | undefined;
let loadedPage: PageLanguage | undefined;

/**
 * Loads a language's words for the browser's page (main.tsx, before hydrating). The order
 * words come with the screens that show them (loadOrderWords); until then the page's messages
 * lack them.
 */
export function loadPageLanguage(language: Language): Promise<PageLanguage> {
  browserPage = PAGE_WORDS[language]().then(({ default: words }) => {
    // The order words are added by loadOrderWords before any screen that reads them renders.
    loadedPage = { language, messages: words as Messages };
    return loadedPage;
  });
  return browserPage;
}

/**
 * Adds the order words to the browser's page before a screen that shows them renders (its
 * route's lazy load, app/routes.tsx). On the server, which renders with every word, nothing.
 */
export async function loadOrderWords(): Promise<void> {
  if (!browserPage) return;
  const page = await browserPage;
  if (!page.messages.order) page.messages.order = (await ORDER_WORDS[page.language]()).default;
}

/**
 * The page's words outside React (toasts, and code a click runs): browser only, after main.tsx
 * has loaded them.
 */
export function browserMessages(): Messages {
  if (!loadedPage) throw new Error('browserMessages before loadPageLanguage');
  return loadedPage.messages;
}
