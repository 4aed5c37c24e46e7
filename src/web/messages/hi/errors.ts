import type { Messages } from '../types.ts';

const errors: Messages['errors'] = {};
export default errors;
