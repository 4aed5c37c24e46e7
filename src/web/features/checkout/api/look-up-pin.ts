import { ApiError, apiFetch } from '../../../lib/api.ts';
import type { CheckoutField, ShippingField } from '../../../../shared/shipping-fields.ts';
import type { PinCodeAnswer } from '../../../../shared/pin-codes.ts';
import { browserMessages } from '../../../lib/language.tsx';
import { withStateNames } from '../lib/state-names.ts';

// The checkout's PIN lookup (decision 019): loaded when the shopper first types a whole PIN, not
// with the checkout's first script (components/use-pin-autofill.ts holds only its state).

/** The checkout form's values, of which the PIN fills the city and state. */
type Values = Record<CheckoutField, string>;
type Errors = Partial<Record<ShippingField, string>>;

/** The directory's answer for a PIN, with what is wrong with it for a chosen state. */
export type PinAnswer = {
  pin: string;
  /** The message for the PIN field with this state chosen ('' for none), or undefined when it fits. */
  problem(state: string): string | undefined;
};

/** What the lookup remembers between PINs: the request in flight and what the last answer filled. */
export type PinMemory = { pending?: AbortController; filled?: { city?: string; state?: string } };

type Setters = {
  setAnswer: (answer: PinAnswer) => void;
  setValues: (update: (current: Values) => Values) => void;
  setErrors: (update: (current: Errors) => Errors) => void;
};

/**
 * Asks the shop's copy of India Post's directory about a typed PIN and fills the city and state
 * when each is empty or still holds what an earlier PIN filled: what the shopper typed or chose
 * stays. An unreachable shop says nothing: the server checks the PIN on Pay Now.
 */
export async function pinTyped(zip: string, memory: PinMemory, { setAnswer, setValues, setErrors }: Setters): Promise<void> {
  memory.pending?.abort();
  if (!/^[1-9]\d{5}$/.test(zip)) return;
  const controller = (memory.pending = new AbortController());
  let found: PinCodeAnswer;
  try {
    found = await apiFetch<PinCodeAnswer>(`/api/pin-codes/${zip}`, { signal: controller.signal });
  } catch (error) {
    if (!controller.signal.aborted && error instanceof ApiError && error.status === 404) setAnswer({ pin: zip, problem: () => browserMessages().errors.pin_unknown({ pin: zip }) });
    return;
  }
  if (controller.signal.aborted) return;
  setAnswer({
    pin: zip,
    problem: (state) => (state && !found.states.includes(state) ? withStateNames(browserMessages()).pin_state({ pin: zip, states: found.states, chosen: state }) : undefined),
  });
  const before = memory.filled ?? {};
  setValues((current) => {
    if (current.zip !== zip) return current; // the shopper typed on meanwhile
    const fill: { city?: string; state?: string } = {};
    if (current.city.trim() === '' || current.city === before.city) fill.city = found.city;
    if (current.state === '' || current.state === before.state) fill.state = found.state;
    memory.filled = fill;
    return { ...current, ...fill };
  });
  // "Enter your city." or "Choose your state" no longer holds: the field is filled, or the shopper's own.
  setErrors((current) => ({ ...current, city: undefined, state: undefined }));
}
