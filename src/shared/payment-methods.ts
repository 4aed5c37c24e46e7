// How shoppers pay (issue 26; decision 032). Cash on delivery always; UPI to the shop's own UPI
// ID when the shop has set one (UPI_ID, UPI_NAME): no gateway and no fee, the shopper pays from
// any UPI app and the shop checks its bank. The order's record and the privacy and refund pages'
// words (web/content/policies.ts, which needs words for each method) follow this list.
export const PAYMENT_METHODS = ['upi', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  upi: 'UPI',
  cod: 'Cash on delivery',
};
