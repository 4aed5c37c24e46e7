import type { ErrorWords } from '../../../../shared/errors.ts';
import { wordOf } from '../../../lib/words.tsx';
import type { Messages } from '../../../messages/types.ts';

/**
 * The page's error words, with the states a PIN code's refusal names said as the State select
 * says them (ordering.states): the server and India Post's directory name them in English. Only
 * the checkout words that refusal, so the states' names stay in the order screens' shared chunk
 * (ordering), not in every page's.
 */
export function withStateNames({ errors, ordering }: Pick<Messages, 'errors' | 'ordering'>): ErrorWords {
  const name = (state: string) => wordOf(ordering.states, state);
  return { ...errors, pin_state: ({ pin, states, chosen }) => errors.pin_state({ pin, states: states.map(name), chosen: name(chosen) }) };
}
