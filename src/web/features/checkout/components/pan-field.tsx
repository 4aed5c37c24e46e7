import type { FocusEvent } from 'react';
import { useMessages } from '../../../lib/language.tsx';
import { Field } from './shipping-fields.tsx';

/** A PAN as the card prints it: capitals, no spaces. */
const printed = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/** The input's text as printed, written back with the caret where it was (React would put it at the end). */
function asPrinted(input: HTMLInputElement): string {
  const caret = printed(input.value.slice(0, input.selectionStart ?? input.value.length)).length;
  input.value = printed(input.value);
  input.setSelectionRange(caret, caret);
  return input.value;
}

/**
 * The buyer's PAN, which an order of ₹2,00,000 or more needs (Rule 114B; shared/payment-rules.ts),
 * under the shipping details: read as the card prints it, in capital letters without spaces, with
 * why it is asked and where it goes beside it. Its id is `checkout-pan`.
 */
export function PanField({
  value,
  error,
  onChange,
  onBlur,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}) {
  const { form } = useMessages().checkout;
  return (
    <Field field="pan" label={form.pan} error={error} hint={form.panHint} wide>
      <input
        id="checkout-pan"
        name="pan"
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        // Room for the spaces of a pasted 'ABCDE 1234 F', which go as it is read.
        maxLength={14}
        placeholder="ABCDE1234F"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'checkout-pan-hint checkout-pan-error' : 'checkout-pan-hint'}
        onChange={(event) => onChange(asPrinted(event.target))}
        onBlur={onBlur}
      />
    </Field>
  );
}
