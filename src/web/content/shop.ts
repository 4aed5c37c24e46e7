import { SHOP_CONTACT } from '../../shared/shop-contact.ts';
import { SHOP_ADDRESS_LINES } from '../../shared/shop-address.ts';
import type { ContentLink } from './types.ts';

// The shop's own facts, in one place: the content pages, the footer, the product page, the order
// page and the page heads read them. The numbers of its promises are in policy.ts.

export const SHOP = {
  name: 'Rajat Silver',
  city: 'Cuttack, Odisha',
  /** The shop's address without its name (shared/shop-address.ts: invoices print the same). */
  addressLines: [...SHOP_ADDRESS_LINES, 'India'],
  ...SHOP_CONTACT,
  licenceCode: 'BIS Hallmark Licence HM/C-7160021548',
  /** The licence's number alone, as every language writes it. */
  licenceNumber: 'HM/C-7160021548',
  serviceHours: 'Monday to Friday, 9:00 to 18:00',
  instagramUrl: 'https://www.instagram.com/',
  copyrightYear: 2024,
} as const;

export const CARE_EMAIL_LINK: ContentLink = { text: SHOP.careEmail, href: `mailto:${SHOP.careEmail}` };
export const SALES_EMAIL_LINK: ContentLink = { text: SHOP.salesEmail, href: `mailto:${SHOP.salesEmail}` };
export const PHONE_LINK: ContentLink = { text: SHOP.phone, href: SHOP.phoneHref };
