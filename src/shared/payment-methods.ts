// How shoppers pay (issue 26; decisions 032, 033). Cash on delivery always; UPI to the shop's own
// UPI ID when the shop has set one (UPI_ID, UPI_NAME): no gateway and no fee, the shopper pays
// from any UPI app and the shop checks its bank; Razorpay (UPI, cards, netbanking, wallets
// through its Standard Checkout) when the shop has its keys (RAZORPAY_KEY_ID, …). The order's
// record and the privacy and refund pages' words (web/content/policies.ts, which needs words for
// each method) follow this list.
export const PAYMENT_METHODS = ['upi', 'razorpay', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  upi: 'UPI',
  razorpay: 'Card, UPI, netbanking or wallet',
  cod: 'Cash on delivery',
};
