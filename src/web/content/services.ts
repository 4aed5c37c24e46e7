import { BANGLE_SIZES, RING_SIZES } from '../../shared/sizes.ts';
import { RETURN_EXCHANGE_DAYS, WARRANTY_MONTHS } from './policy.ts';
import type { ContentPage } from './types.ts';

// The Services menu's pages.

export const SIZING: ContentPage = {
  eyebrow: 'Services',
  title: 'Sizing Guide & Resizing',
  lead: 'Find your size at home, and get a free resize if it is not quite right.',
  sections: [
    {
      title: 'Our sizes',
      blocks: [
        `Bangles and bracelets come in sizes ${BANGLE_SIZES.join(', ')}. Size 2.6 is the most common and is chosen for you by default. Rings come in Indian ring sizes ${RING_SIZES[0]} to ${RING_SIZES.at(-1)}, and you choose yours; earrings, chains and pendants need no size.`,
      ],
    },
    {
      title: 'Measuring at home',
      blocks: [
        {
          steps: [
            'Take a bangle or bracelet that fits you well.',
            'Measure its inner diameter in millimetres, across the widest point.',
            'Write to us with the number and we will tell you your size.',
          ],
        },
      ],
    },
    {
      title: 'Free resizing',
      blocks: [
        `If a piece does not fit, exchange it for another size within ${RETURN_EXCHANGE_DAYS} days of purchase, free.`,
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
        "Bring back any silver piece bought from us and we credit 100% of its silver value, by weight at the day's rate, towards something new.",
      ],
    },
    {
      title: 'Polishing and repair',
      blocks: [
        `Within the ${WARRANTY_MONTHS}-month warranty, repairs of manufacturing defects are free. After that, we polish and repair at cost.`,
      ],
    },
  ],
};
