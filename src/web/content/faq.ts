import { BANGLE_SIZES } from '../../shared/sizes.ts';
import { CANCELLATION_DAYS, NO_QUESTIONS_RETURN_DAYS, REFUND_DAYS, RETURN_EXCHANGE_DAYS, SHIP_WITHIN_DAYS, WARRANTY_MONTHS } from './policy.ts';
import { SHOP } from './shop.ts';
import type { ContentPage } from './types.ts';

// The FAQ: each question opens on its answer.

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
      question: 'How do I find my bangle or bracelet size?',
      answer: [
        `Our sizes run ${BANGLE_SIZES.join(', ')}. Measure the inner diameter of a bangle or bracelet you already wear and compare it with our `,
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
      answer: `Orders ship within ${SHIP_WITHIN_DAYS} days, free of charge, and usually reach you 2 to 5 days after dispatch.`,
    },
    {
      question: 'Can I return or exchange a piece?',
      answer: [
        `Yes. You can exchange a piece or return it for any reason within ${RETURN_EXCHANGE_DAYS} days of purchase, and unworn pieces may still be returned up to ${NO_QUESTIONS_RETURN_DAYS} days after delivery. See our `,
        { text: 'Refund policy', to: '/refund' },
        '.',
      ],
    },
    {
      question: 'Can I cancel my order?',
      answer: `Yes, within ${CANCELLATION_DAYS} days of placing it if it has not been dispatched. Refunds are processed within ${REFUND_DAYS} days.`,
    },
    {
      question: 'What does the warranty cover?',
      answer: `Every piece has a ${WARRANTY_MONTHS}-month warranty against manufacturing defects such as broken clasps or loose stones.`,
    },
  ],
};
