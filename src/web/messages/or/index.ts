import type { PageWords } from '../types.ts';
import common from './common.ts';
import shop from './shop.ts';
import errors from './errors.ts';

const words: PageWords = { common, shop, errors };
export default words;
