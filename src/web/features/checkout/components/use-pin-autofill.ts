import { useEffect, useRef, useState } from 'react';
import type { ShippingField } from '../../../../shared/shipping-fields.ts';
import { PIN_CODE_PATTERN, pinStateMismatchMessage, unknownPinMessage, type PinCodeAnswer } from '../../../../shared/pin-codes.ts';
import { ApiError } from '../../../lib/api.ts';
import { lookUpPin } from '../api/look-up-pin.ts';

type Values = Record<ShippingField, string>;
type Errors = Partial<Record<ShippingField, string>>;
type Answer = { pin: string; found: PinCodeAnswer | null };

/**
 * Typing a 6-digit PIN fills the city and state from the shop's PIN directory (decision 019).
 * A field is filled when it is empty or still holds what an earlier PIN filled: what the
 * shopper typed or chose is never replaced. A PIN the directory does not have, or one in
 * another state than the chosen one, is a problem shown on the PIN field (the server refuses
 * the order too). An unreachable shop says nothing here: Pay Now's answer will.
 */
export function usePinAutofill(
  values: Values,
  setValues: (update: (current: Values) => Values) => void,
  setErrors: (update: (current: Errors) => Errors) => void,
) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  /** What the last answer put in the fields: only these may be replaced by the next. */
  const filled = useRef<{ city?: string; state?: string }>({});
  const pending = useRef<AbortController | null>(null);
  /** The values as last drawn, for an answer that arrives while the shopper goes on typing. */
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  });

  const typed = (zip: string) => {
    pending.current?.abort();
    pending.current = null;
    if (!PIN_CODE_PATTERN.test(zip)) return;
    const controller = new AbortController();
    pending.current = controller;
    lookUpPin(zip, controller.signal).then(
      (found) => {
        if (controller.signal.aborted) return;
        setAnswer({ pin: zip, found });
        const now = latest.current;
        if (now.zip !== zip) return;
        const fill: { city?: string; state?: string } = {};
        if (now.city.trim() === '' || now.city === filled.current.city) fill.city = found.city;
        if (now.state === '' || now.state === filled.current.state) fill.state = found.state;
        filled.current = fill;
        setValues((current) => ({ ...current, ...fill }));
        // A message left on a field the PIN just filled ("Enter your city.") no longer holds.
        setErrors((current) => ({ ...current, ...(fill.city ? { city: undefined } : {}), ...(fill.state ? { state: undefined } : {}) }));
      },
      (error: unknown) => {
        if (!controller.signal.aborted && error instanceof ApiError && error.status === 404) setAnswer({ pin: zip, found: null });
      },
    );
  };

  /** What is wrong with the PIN as the directory answered it, for the values as they are now. */
  const problem = (now: Values): string | undefined => {
    if (!answer || answer.pin !== now.zip) return undefined;
    if (!answer.found) return unknownPinMessage(answer.pin);
    if (now.state && !answer.found.states.includes(now.state)) return pinStateMismatchMessage(answer.pin, answer.found.states, now.state);
    return undefined;
  };

  return { typed, problem };
}
