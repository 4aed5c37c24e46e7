// The delivery date's words (decision 037): the product page's line and the checkout's. Loaded
// with the delivery line's own chunk (features/delivery), not with any screen's first script.
export default {
  /** 'Delivered by Mon, 30 Nov to PIN 751001': the day is written by the server in the page's language. */
  by: (day: string, pin: string) => `Delivered by ${day} to PIN ${pin}`,
  ask: 'Enter your PIN code to see the delivery date',
  pin: 'PIN code',
  check: 'Check',
  noCod: 'Cash on delivery is not available at this PIN code.',
  /** The checkout's line when the shipping PIN has no cash on delivery and the shop takes prepaid payments. */
  codWhy: (pin: string) => `Cash on delivery is not offered to PIN code ${pin}, as too many parcels there come back. Please pay by UPI or online.`,
};
