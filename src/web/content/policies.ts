import {
  CANCELLATION_DAYS,
  DAMAGE_REPORT_DAYS,
  NO_QUESTIONS_RETURN_DAYS,
  REFUND_DAYS,
  RETURN_EXCHANGE_DAYS,
  SHIP_WITHIN_DAYS,
  WARRANTY_MONTHS,
} from './policy.ts';
import { CARE_EMAIL_LINK, PHONE_LINK, SHOP } from './shop.ts';
import type { ContentPage, ContentSection, RichText } from './types.ts';
import type { PaymentMethod } from '../../shared/payment-methods.ts';

// The terms, privacy, refund and shipping policies.

const UPDATED = '1 April 2024';

const CONTACT_LINE: RichText = ['Write to ', CARE_EMAIL_LINK, ' or call ', PHONE_LINK, `, ${SHOP.serviceHours} (IST).`];

const contactSection = (title: string): ContentSection => ({ title, blocks: [CONTACT_LINE] });

/** The one sentence that reconciles the two return windows, used on every policy that mentions returns. */
const RETURN_WINDOWS_SENTENCE = `You can exchange a piece or return it for any reason within ${RETURN_EXCHANGE_DAYS} days of purchase, and unworn pieces in their original packaging may still be returned, no questions asked, up to ${NO_QUESTIONS_RETURN_DAYS} days after delivery.`;

const NEED_HELP: ContentSection = {
  title: 'Need help?',
  blocks: [
    `Customer service is open ${SHOP.serviceHours} (IST).`,
    { list: [[CARE_EMAIL_LINK], [PHONE_LINK], [{ text: 'Read the FAQ', to: '/FAQ' }]] },
  ],
};

/**
 * What each way of paying means for the shopper's details and refunds: the privacy and refund
 * pages say it for every method the shop takes (a method added to PAYMENT_METHODS needs its words).
 */
// In PAYMENT_METHODS's order (the type holds them to its list; a runtime import of the list
// would cost the content pages' first script a chunk of its own).
const PAYMENT_WORDS: Record<PaymentMethod, { privacy: string; refund: string }> = {
  upi: {
    privacy: 'When you pay by UPI, you pay from your own UPI app to our UPI ID: we never see your bank details.',
    refund: `When you pay by UPI, refunds are processed within ${REFUND_DAYS} days, to the account the payment came from.`,
  },
  razorpay: {
    privacy: "When you pay online, you pay on Razorpay's secure page: your card, UPI and bank details go to Razorpay, never to us.",
    refund: `When you pay online through Razorpay, refunds are processed within ${REFUND_DAYS} days, to the card, UPI account or bank account the payment came from.`,
  },
  cod: {
    privacy: 'When you pay cash on delivery, we never ask for card or bank details.',
    refund: `When you pay cash on delivery, refunds are processed within ${REFUND_DAYS} days, by bank transfer or UPI to an account you name.`,
  },
};
const paymentWords = (kind: 'privacy' | 'refund') => Object.values(PAYMENT_WORDS).map((words) => words[kind]);

const policy = (title: string, lead: string, sections: readonly ContentSection[]): ContentPage => ({
  eyebrow: 'Customer care',
  title,
  lead,
  updated: UPDATED,
  aside: NEED_HELP,
  sections,
});

export const TERMS = policy('Terms & Conditions', `The terms on which ${SHOP.name} sells its jewellery through this website.`, [
  {
    title: '1. About us',
    blocks: [
      `This website is run by ${SHOP.name}, ${SHOP.addressLines.slice(0, 2).join(', ')} (${SHOP.licenceCode}). By placing an order you agree to these terms.`,
    ],
  },
  {
    title: '2. Products and prices',
    blocks: [
      {
        list: [
          'All prices are in Indian rupees and include GST. The struck-through MRP is shown for comparison.',
          'Handmade pieces vary slightly in weight and finish; the metal weight shown is the average of the design and may differ by a few per cent.',
          'Photographs are as true to life as we can make them; screens show colours differently.',
          'If a price is shown wrongly we will tell you before dispatch and you may cancel with a full refund.',
        ],
      },
    ],
  },
  {
    title: '3. Orders and cancellation',
    blocks: [
      [
        `An order is accepted when we confirm it by e-mail. You may cancel within ${CANCELLATION_DAYS} days of placing the order, as long as it has not been dispatched. See our `,
        { text: 'Refund & Cancellation policy', to: '/refund' },
        '.',
      ],
    ],
  },
  {
    title: '4. Returns, warranty and exchange',
    blocks: [
      `${RETURN_WINDOWS_SENTENCE} Every piece carries a ${WARRANTY_MONTHS}-month warranty against manufacturing defects, and silver jewellery may be exchanged at 100% of its silver value for life.`,
    ],
  },
  {
    title: '5. Governing law',
    blocks: ['These terms are governed by the laws of India; the courts of Cuttack, Odisha have jurisdiction.'],
  },
  contactSection('6. Contact'),
]);

export const PRIVACY = policy('Privacy Policy', 'What we collect when you shop with us, why, and the choices you have.', [
  {
    title: 'What we collect',
    blocks: [
      {
        list: [
          'Your name, e-mail, phone and delivery address when you place an order, so that we can deliver it.',
          'Your e-mail address if you subscribe to our newsletter.',
          'Your cart and wishlist stay in your browser, and the cart’s pieces in a cookie for its page.',
        ],
      },
    ],
  },
  {
    title: 'How we use it',
    blocks: [
      `Only to process and deliver your orders, answer your questions and, if you subscribed, send our newsletter. We do not sell or rent your details to anyone. ${paymentWords('privacy').join(' ')}`,
    ],
  },
  {
    title: 'Your choices',
    blocks: [
      'Every newsletter has an unsubscribe link. You may ask us to show, correct or delete the personal data we hold about you at any time.',
    ],
  },
  contactSection('Contact'),
]);

export const REFUND = policy('Refund & Cancellation', 'Changed your mind, or something is not right? Here is how we put it right.', [
  {
    title: 'Cancelling an order',
    blocks: [
      `You may cancel an order within ${CANCELLATION_DAYS} days of placing it, as long as it has not yet been dispatched. Write to us with your order number and we will confirm the cancellation.`,
    ],
  },
  {
    title: 'Returns and exchanges',
    blocks: [
      RETURN_WINDOWS_SENTENCE,
      'Pieces must be unworn, with their tags, certificate and box. Custom-sized or engraved pieces cannot be returned.',
    ],
  },
  {
    title: 'Damaged or defective items',
    blocks: [
      `Please report a damaged or defective item within ${DAMAGE_REPORT_DAYS} days of receiving it, with a photograph of the piece and its packaging. We replace it free of charge or refund it in full, as you prefer.`,
    ],
  },
  {
    title: 'Refunds',
    blocks: paymentWords('refund'),
  },
  {
    title: 'Warranty',
    blocks: [
      `Every piece carries a ${WARRANTY_MONTHS}-month warranty against manufacturing defects such as broken clasps, loose stones or peeling plating.`,
    ],
  },
  contactSection('Contact'),
]);

export const SHIPPING = policy('Shipping Policy', 'Free, insured shipping to every pin code in India.', [
  {
    title: 'Dispatch',
    blocks: [
      `Orders ship within ${SHIP_WITHIN_DAYS} days of confirmation, from our workshop in ${SHOP.city}. You receive a tracking link by e-mail as soon as your parcel leaves us.`,
    ],
  },
  {
    title: 'Delivery',
    blocks: [
      {
        list: [
          'Shipping is free on every order, with express couriers for metro cities.',
          'Every parcel is insured and sealed in tamper-proof packaging; please refuse it if the seal is broken.',
          'We currently deliver within India only.',
        ],
      },
    ],
  },
  {
    title: 'Returns by post',
    blocks: [
      [
        `${RETURN_WINDOWS_SENTENCE} We arrange the pick-up at no cost. See the `,
        { text: 'Refund policy', to: '/refund' },
        ' for details.',
      ],
    ],
  },
  contactSection('Contact'),
]);
