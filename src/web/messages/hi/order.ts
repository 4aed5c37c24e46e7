import type { Messages } from '../types.ts';

const order: Messages['order'] = {};
export default order;
