import common from './common.ts';
import errors from './errors.ts';

// The English storefront's words (the spec's texts exactly) that every page shows. The catalogue
// screens' (shop.ts) and the cart's, checkout's and order page's (order.ts, with the API errors'
// words) are chunks of their own, loaded with those screens (lib/language.tsx).
export default { common, errors };
