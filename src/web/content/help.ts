import { SIZES } from '../../shared/sizes.ts';
import { CARE_EMAIL_LINK, PHONE_LINK, POLICY, SALES_EMAIL_LINK, SHOP } from './shop.ts';
import type { ContentPage } from './types.ts';

// The FAQ and the About, Services and Contact pages of the menu.

export const FAQ: ContentPage = {
  eyebrow: 'Help',
  title: 'Frequently Asked Questions',
  lead: 'Ordering, sizes, silver care, returns and shipping: the answers our customers ask for most.',
  questions: [
    {
      question: 'Do I need an account to order?',
      answer: 'No. Add pieces to your cart, check out with your delivery details and we confirm the order by e-mail.',
    },
    {
      question: 'Is your silver real?',
      answer: `Yes. Our silver is 925 sterling silver, hallmarked under the BIS scheme (${SHOP.licenceCode}); gold pieces carry their karat hallmark.`,
    },
    {
      question: 'How do I find my ring or bangle size?',
      answer: [
        `Our sizes run ${SIZES.join(', ')}. Measure the inner diameter of a bangle or ring you already wear and compare it with our `,
        { text: 'sizing guide', to: '/services/submenu1' },
        '. The default size 2.6 fits most wrists.',
      ],
    },
    {
      question: 'How should I care for my silver?',
      answer:
        'Keep it dry and away from perfume, and store it in the zip pouch it came in. If it darkens, polish gently with a soft cotton cloth; our anti-tarnish coating keeps most pieces bright for months.',
    },
    {
      question: 'When will my order arrive?',
      answer: `Orders ship within ${POLICY.shipWithinDays} days, free of charge, and usually reach you 2 to 5 days after dispatch.`,
    },
    {
      question: 'Can I return or exchange a piece?',
      answer: [
        `Yes. You can exchange a piece or return it for any reason within ${POLICY.returnExchangeDays} days of purchase, and unworn pieces may still be returned up to ${POLICY.noQuestionsReturnDays} days after delivery. See our `,
        { text: 'Refund policy', to: '/refund' },
        '.',
      ],
    },
    {
      question: 'Can I cancel my order?',
      answer: `Yes, within ${POLICY.cancellationDays} days of placing it if it has not been dispatched. Refunds are processed within ${POLICY.refundDays} days.`,
    },
    {
      question: 'What does the warranty cover?',
      answer: `Every piece has a ${POLICY.warrantyMonths}-month warranty against manufacturing defects such as broken clasps or loose stones.`,
    },
  ],
};

export const OUR_STORY: ContentPage = {
  eyebrow: 'About us',
  title: 'Our Story',
  lead: `${SHOP.name} is a family jewellery house from ${SHOP.city}, the city India knows for its silver.`,
  sections: [
    {
      title: 'Rajat means silver',
      blocks: [
        {
          paragraph:
            'We named the shop after the metal we love. Every piece we sell is designed and finished in our own workshop, hallmarked, and priced openly by its weight, so you always know what you pay for.',
        },
      ],
    },
    {
      title: 'What we promise',
      blocks: [
        {
          list: [
            'Hallmarked metal and honest per-gram pricing.',
            'Lifetime exchange at 100% of the silver value.',
            `A ${POLICY.warrantyMonths}-month warranty and ${POLICY.noQuestionsReturnDays}-day returns on unworn pieces.`,
          ],
        },
      ],
    },
  ],
};

export const FILIGREE: ContentPage = {
  eyebrow: 'About us',
  title: 'The Filigree of Cuttack',
  lead: 'Tarakasi, the silver filigree of Cuttack, turns fine silver wire into lace.',
  sections: [
    {
      title: 'A craft of wire and patience',
      blocks: [
        {
          paragraph:
            'Artisans draw silver into wire finer than a hair, twist it, flatten it and curl it into frames and scrolls that are soldered into a single piece. A pair of filigree earrings can take days of work.',
        },
      ],
    },
    {
      title: 'Made for today',
      blocks: [
        {
          paragraph: [
            'Our designers bring the old motifs (lotus, peacock, the temple arch) to light, everyday pieces you can wear to work. ',
            { text: 'See our filigree earrings', to: '/home/earrings' },
            '.',
          ],
        },
      ],
    },
  ],
};

export const SIZING: ContentPage = {
  eyebrow: 'Services',
  title: 'Sizing Guide & Resizing',
  lead: 'Find your size at home, and get a free resize if it is not quite right.',
  sections: [
    {
      title: 'Our sizes',
      blocks: [
        {
          paragraph: `Rings and bangles come in sizes ${SIZES.join(', ')}. Size 2.6 is the most common and is chosen for you by default.`,
        },
      ],
    },
    {
      title: 'Measuring at home',
      blocks: [
        {
          steps: [
            'Take a bangle or ring that fits you well.',
            'Measure its inner diameter in millimetres, across the widest point.',
            'Write to us with the number and we will tell you your size.',
          ],
        },
      ],
    },
    {
      title: 'Free resizing',
      blocks: [
        { paragraph: `If a piece does not fit, exchange it for another size within ${POLICY.returnExchangeDays} days of purchase, free.` },
      ],
    },
  ],
};

export const EXCHANGE_AND_CARE: ContentPage = {
  eyebrow: 'Services',
  title: 'Silver Exchange & Care',
  lead: 'Your silver keeps its value: exchange it for life, and keep it bright for years.',
  sections: [
    {
      title: 'Lifetime silver exchange',
      blocks: [
        {
          paragraph:
            "Bring back any silver piece bought from us and we credit 100% of its silver value, by weight at the day's rate, towards something new.",
        },
      ],
    },
    {
      title: 'Polishing and repair',
      blocks: [
        {
          paragraph: `Within the ${POLICY.warrantyMonths}-month warranty, repairs of manufacturing defects are free. After that, we polish and repair at cost.`,
        },
      ],
    },
  ],
};

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
      blocks: [{ paragraph: ['Many answers are in our ', { text: 'FAQ', to: '/FAQ' }, '. For an order, please include its number.'] }],
    },
  ],
};

export const VISIT_US: ContentPage = {
  eyebrow: 'Contact',
  title: 'Visit Our Store',
  lead: `See and try our jewellery in person in ${SHOP.city}.`,
  sections: [
    { title: 'Address', blocks: [{ address: SHOP.addressLines }] },
    { title: 'Opening hours', blocks: [{ paragraph: `${SHOP.serviceHours}. Closed on national holidays.` }] },
  ],
};

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
          {
            paragraph: [
              `We reply to messages on ${network} ${SHOP.serviceHours}. For anything about an order, e-mail `,
              CARE_EMAIL_LINK,
              ' with your order number so that we can help straight away.',
            ],
          },
        ],
      },
    ],
  };
}
