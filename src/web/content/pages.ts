// The shop's pages of reading text in English, as data (the shape: types.ts), shown by
// app/routes/content.tsx; hi/pages.ts and or/pages.ts give the same pages in Hindi and Odia.
// Each language's pages are a chunk of their own, loaded by the content route's loader for its
// page's language only. A new page: write it in this folder and in hi/ and or/, add it to each
// language's pages under its key, and add the key to CONTENT_PATHS in
// src/shared/route-manifest.ts (the route table then serves it at that path, in every language).

import { FILIGREE, OUR_STORY } from './about.ts';
import { CUSTOMER_CARE, VISIT_US } from './contact.ts';
import { FAQ } from './faq.ts';
import type { ContentKey } from './keys.ts';
import { PRIVACY, REFUND, SHIPPING, TERMS } from './policies.ts';
import { EXCHANGE_AND_CARE, SIZING } from './services.ts';
import { socialPage } from './social.ts';
import type { ContentLanguage, ContentPage } from './types.ts';

/** Every content page by its key (its path in the route table). */
export const CONTENT_PAGES: Readonly<Record<ContentKey, ContentPage>> = {
  terms: TERMS,
  privacy: PRIVACY,
  refund: REFUND,
  shipping: SHIPPING,
  FAQ,
  facebook: socialPage('Facebook', '@rajatsilver'),
  twitter: socialPage('Twitter', '@rajatsilver'),
  'about/submenu1': OUR_STORY,
  'about/submenu2': FILIGREE,
  'services/submenu1': SIZING,
  'services/submenu2': EXCHANGE_AND_CARE,
  'contact/submenu1': CUSTOMER_CARE,
  'contact/submenu2': VISIT_US,
};

/** The English pages and the words around them. */
export const CONTENT: ContentLanguage = {
  pages: CONTENT_PAGES,
  words: { home: 'Home', breadcrumb: 'Breadcrumb', updated: 'Last updated:' },
};
