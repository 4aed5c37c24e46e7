import { CARE_EMAIL_LINK, SHOP } from './shop.ts';
import type { ContentPage } from './types.ts';

// The pages the footer's social links open.

/** The page of one of the shop's social networks. */
export function socialPage(network: string, handle: string): ContentPage {
  return {
    eyebrow: 'Community',
    title: `${SHOP.name} on ${network}`,
    lead: `Follow ${handle} for new collections, styling ideas and stories from our workshop in ${SHOP.city}.`,
    sections: [
      {
        title: 'What we share',
        blocks: [
          {
            list: [
              'First looks at new collections, before they reach the shop.',
              'Behind the scenes with the filigree artisans of Cuttack.',
              'Styling ideas for office, everyday and festive wear.',
              'Festive offers and giveaways for our followers.',
            ],
          },
        ],
      },
      {
        title: 'Talk to us',
        blocks: [
          [
            `We reply to messages on ${network} ${SHOP.serviceHours}. For anything about an order, e-mail `,
            CARE_EMAIL_LINK,
            ' with your order number so that we can help straight away.',
          ],
        ],
      },
    ],
  };
}
