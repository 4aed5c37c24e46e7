import common from './common.ts';
import shop from './shop.ts';
import errors from './errors.ts';

// The English storefront's words (the spec's texts exactly) that every screen may show; the
// cart's, checkout's and order page's are in order.ts, a chunk of their own (lib/language.tsx).
export default { common, shop, errors };
