import type { ContentKey } from './keys.ts';
import type { ContentLanguage, ContentPage, ContentWords } from './types.ts';

// How a language's content pages are put together from its texts: the same pages under the same
// keys in every language, so a new page is added here once (and its key to CONTENT_PATHS in
// src/shared/route-manifest.ts), its text in each language's folder.

/** One language's texts of every content page, named as each language's modules export them. */
export type PageTexts = {
  TERMS: ContentPage;
  PRIVACY: ContentPage;
  REFUND: ContentPage;
  SHIPPING: ContentPage;
  FAQ: ContentPage;
  OUR_STORY: ContentPage;
  FILIGREE: ContentPage;
  SIZING: ContentPage;
  EXCHANGE_AND_CARE: ContentPage;
  CUSTOMER_CARE: ContentPage;
  VISIT_US: ContentPage;
  socialPage: (network: string, handle: string) => ContentPage;
};

/** The shop's handle on every social network its footer links to. */
const SOCIAL_HANDLE = '@rajatsilver';

/** Every content page of one language by its key (its path in the route table). */
export function assemblePages(texts: PageTexts): Readonly<Record<ContentKey, ContentPage>> {
  return {
    terms: texts.TERMS,
    privacy: texts.PRIVACY,
    refund: texts.REFUND,
    shipping: texts.SHIPPING,
    FAQ: texts.FAQ,
    facebook: texts.socialPage('Facebook', SOCIAL_HANDLE),
    twitter: texts.socialPage('Twitter', SOCIAL_HANDLE),
    'about/submenu1': texts.OUR_STORY,
    'about/submenu2': texts.FILIGREE,
    'services/submenu1': texts.SIZING,
    'services/submenu2': texts.EXCHANGE_AND_CARE,
    'contact/submenu1': texts.CUSTOMER_CARE,
    'contact/submenu2': texts.VISIT_US,
  };
}

/** A language's pages and the words around them. */
export const contentLanguage = (texts: PageTexts, words: ContentWords): ContentLanguage => ({ pages: assemblePages(texts), words });
