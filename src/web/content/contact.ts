import { CARE_EMAIL_LINK, PHONE_LINK, SALES_EMAIL_LINK, SHOP } from './shop.ts';
import type { ContentPage } from './types.ts';

// The Contact menu's pages.

export const CUSTOMER_CARE: ContentPage = {
  eyebrow: 'Contact',
  title: 'Customer Care',
  lead: `We are here ${SHOP.serviceHours} (IST).`,
  sections: [
    {
      title: 'Write or call',
      blocks: [
        {
          list: [
            ['Orders and returns: ', CARE_EMAIL_LINK],
            ['Sales and bulk orders: ', SALES_EMAIL_LINK],
            ['Phone: ', PHONE_LINK],
          ],
        },
      ],
    },
    {
      title: 'Before you write',
      blocks: [['Many answers are in our ', { text: 'FAQ', to: '/FAQ' }, '. For an order, please include its number.']],
    },
  ],
};

export const VISIT_US: ContentPage = {
  eyebrow: 'Contact',
  title: 'Visit Our Store',
  lead: `See and try our jewellery in person in ${SHOP.city}.`,
  sections: [
    { title: 'Address', blocks: [{ address: [SHOP.name, ...SHOP.addressLines] }] },
    { title: 'Opening hours', blocks: [`${SHOP.serviceHours}. Closed on national holidays.`] },
  ],
};
