import { CUSTOMER_CARE, EXCHANGE_AND_CARE, FAQ, FILIGREE, OUR_STORY, SIZING, socialPage, VISIT_US } from './help.ts';
import type { ContentKey } from './keys.ts';
import { PRIVACY, REFUND, SHIPPING, TERMS } from './policies.ts';
import type { ContentPage } from './types.ts';

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
