import { useRef, useState } from 'react';
import type { CheckoutField, ShippingField } from '../../../../shared/shipping-fields.ts';
import type { PinAnswer, PinMemory } from '../api/look-up-pin.ts';

/** The checkout form's values, of which the PIN fills the city and state. */
type Values = Record<CheckoutField, string>;
type Errors = Partial<Record<ShippingField, string>>;

/**
 * Typing a 6-digit PIN fills the city and state from the shop's PIN directory (decision 019;
 * the lookup, loaded on first use, is api/look-up-pin.ts). A PIN the directory does not have,
 * or one in another state than the chosen one, is a problem for the PIN field; the server
 * refuses the order for it too.
 */
export function usePinAutofill(setValues: (update: (current: Values) => Values) => void, setErrors: (update: (current: Errors) => Errors) => void) {
  const [answer, setAnswer] = useState<PinAnswer | null>(null);
  const memory = useRef<PinMemory>({});
  const typed = (zip: string) => {
    void import('../api/look-up-pin.ts').then(({ pinTyped }) => pinTyped(zip, memory.current, { setAnswer, setValues, setErrors })).catch(() => {});
  };
  /** The PIN field's problem for the values as they are now. */
  const problem = (now: Values) => (answer?.pin === now.zip ? answer.problem(now.state) : undefined);
  return { typed, problem };
}
