import { STATES_AND_UNION_TERRITORIES, type IndianState } from '../indian-states.ts';

/**
 * India's states and union territories as the checkout lists them, each under the name the
 * server knows it by (indian-states.ts): the value the State select sends. In English, that
 * name itself, in the list's order; hi/ and or/ give theirs in their own alphabetical order.
 */
const states = Object.fromEntries(STATES_AND_UNION_TERRITORIES.map((state) => [state, state])) as Record<IndianState, string>;
export default states;
