// Which orders need the buyer's PAN: Income-tax Rule 114B asks for it on a sale of ₹2,00,000 or
// more. A module without imports, so that the checkout's first script takes the rule itself
// (payment-rules.ts, which gives it to the server, carries the refusals' English words).
// The PAN's format: checkout.ts's panSchema.

/** ₹2,00,000: from this order total the buyer's PAN is required (Rule 114B). */
export const PAN_REQUIRED_FROM_PAISE = 2_00_000_00;

/** Whether the order needs the buyer's PAN. */
export function panRequired(orderTotalPaise: number): boolean {
  return orderTotalPaise >= PAN_REQUIRED_FROM_PAISE;
}
