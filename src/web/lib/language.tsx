import { createContext, use } from 'react';
import type { Language } from '../../shared/languages.ts';
import type { Messages } from '../messages/types.ts';

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

/** Each language's words, a chunk of their own. */
const MESSAGE_MODULES: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('../messages/en/index.ts'),
  hi: () => import('../messages/hi/index.ts'),
  or: () => import('../messages/or/index.ts'),
};

let browserPage: PageLanguage | undefined;

/** Loads a language's words for the browser's page (main.tsx, before hydrating). */
export async function loadPageLanguage(language: Language): Promise<PageLanguage> {
  browserPage = { language, messages: (await MESSAGE_MODULES[language]()).default };
  return browserPage;
}

/**
 * The page's words outside React (toasts, and code a click runs): browser only, after main.tsx
 * has loaded them.
 */
export function browserMessages(): Messages {
  if (!browserPage) throw new Error('browserMessages before loadPageLanguage');
  return browserPage.messages;
}
