import common from './common.ts';
import shop from './shop.ts';
import order from './order.ts';
import errors from './errors.ts';

// The English storefront's words: the spec's texts exactly.
export default { common, shop, order, errors };
