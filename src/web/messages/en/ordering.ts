import states from './states.ts';

// What the three order screens (the cart, the checkout and the order page) share: the totals,
// the time to pay by, the order summary, the price notices, the states' names... A chunk each of
// them loads (shared/route-manifest.ts WordChunk), beside its own. Texts with figures are
// functions of them.

const ordering = {
  totals: {
    itemTotal: 'Item total',
    subtotal: 'Subtotal',
    savings: (percent: number) => `Subscription savings (${percent}% off)`,
    shipping: 'Shipping',
    free: 'Free',
    orderTotal: 'Order Total',
  },
  payBy: (when: string) => `Pay by ${when}`,
  payByAfter: ': unpaid by then, the order is cancelled and its pieces go back on sale.',
  emptyCart: 'Your cart is empty.',
  continueShopping: 'Continue shopping',
  backToShop: 'Back to the shop',
  orderSummary: 'Order Summary',
  lastPaymentFailed: (error: string) => `Your last payment did not go through: ${error}`,
  pricesChanged: 'Prices have changed since you added these pieces:',
  priceChange: (name: string, now: string, was: string) => `${name}: now ${now} (was ${was})`,
  /** The State select's names, by the name the server knows (states.ts). */
  states,
};

export default { ordering };
