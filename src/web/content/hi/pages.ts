// The shop's pages of reading text in Hindi: the English pages (../pages.ts) in natural Hindi,
// a chunk of their own (app/routes/content.tsx).

import type { ContentLanguage } from '../types.ts';
import { FILIGREE, OUR_STORY } from './about.ts';
import { CUSTOMER_CARE, VISIT_US } from './contact.ts';
import { FAQ } from './faq.ts';
import { PRIVACY, REFUND, SHIPPING, TERMS } from './policies.ts';
import { EXCHANGE_AND_CARE, SIZING } from './services.ts';
import { socialPage } from './social.ts';

export const CONTENT: ContentLanguage = {
  pages: {
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
  },
  words: { home: 'होम', breadcrumb: 'आप यहाँ हैं', updated: 'अंतिम अपडेट:' },
};
