import { NO_QUESTIONS_RETURN_DAYS, WARRANTY_MONTHS } from './policy.ts';
import { SHOP } from './shop.ts';
import type { ContentPage } from './types.ts';

// The About menu's pages.

export const OUR_STORY: ContentPage = {
  eyebrow: 'About us',
  title: 'Our Story',
  lead: `${SHOP.name} is a family jewellery house from ${SHOP.city}, the city India knows for its silver.`,
  sections: [
    {
      title: 'Rajat means silver',
      blocks: [
        'We named the shop after the metal we love. Every piece we sell is designed and finished in our own workshop, hallmarked, and priced openly by its weight, so you always know what you pay for.',
      ],
    },
    {
      title: 'What we promise',
      blocks: [
        {
          list: [
            'Hallmarked metal and honest per-gram pricing.',
            'Lifetime exchange at 100% of the silver value.',
            `A ${WARRANTY_MONTHS}-month warranty and ${NO_QUESTIONS_RETURN_DAYS}-day returns on unworn pieces.`,
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
        'Artisans draw silver into wire finer than a hair, twist it, flatten it and curl it into frames and scrolls that are soldered into a single piece. A pair of filigree earrings can take days of work.',
      ],
    },
    {
      title: 'Made for today',
      blocks: [
        [
          'Our designers bring the old motifs (lotus, peacock, the temple arch) to light, everyday pieces you can wear to work. ',
          { text: 'See our filigree earrings', to: '/home/earrings' },
          '.',
        ],
      ],
    },
  ],
};
