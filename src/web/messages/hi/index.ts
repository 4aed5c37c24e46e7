import type { Messages } from '../types.ts';
import common from './common.ts';
import shop from './shop.ts';
import order from './order.ts';
import errors from './errors.ts';

const messages: Messages = { common, shop, order, errors };
export default messages;
