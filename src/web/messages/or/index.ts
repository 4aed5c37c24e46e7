import type { PageWords } from '../types.ts';
import common from './common.ts';

const words: PageWords = { common };
export default words;
