// How shoppers pay. Today Cash on Delivery alone: the order's record and the privacy and refund
// pages' words (web/content/policies.ts, which needs words for each method) follow this list.

export const PAYMENT_METHODS = ['cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

