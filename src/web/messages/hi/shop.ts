import type { Messages } from '../types.ts';

const shop: Messages['shop'] = {};
export default shop;
