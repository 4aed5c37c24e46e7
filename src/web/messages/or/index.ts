import type { PageWords } from '../types.ts';
import common from './common.ts';
import errors from './errors.ts';

const words: PageWords = { common, errors };
export default words;
