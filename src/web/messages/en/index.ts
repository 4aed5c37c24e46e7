import common from './common.ts';
import errors from './errors.ts';

// The English storefront's words (the spec's texts exactly) that every page shows, with the API
// errors' words. The catalogue screens' (shop.ts), what the cart, checkout and order page share
// (ordering.ts) and each one's own (cart.ts, checkout.ts, order.ts) are chunks of their own,
// loaded with those screens (lib/language.tsx).
export default { common, errors };
