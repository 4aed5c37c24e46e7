import type { FocusEvent, ReactNode } from 'react';
import { SHIPPING_FIELDS, type CheckoutField, type ShippingField } from '../../../../shared/shipping-fields.ts';
import { useMessages } from '../../../lib/language.tsx';
import type { Messages } from '../../../messages/types.ts';
import styles from './checkout.module.css';

type FieldSpec = {
  label: keyof Messages['checkout']['form'];
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  inputMode?: 'numeric' | 'tel' | 'email';
  maxLength: number;
  /** The placeholder's words, or a figure shown as it is. */
  placeholder?: 'addressHint' | 'zipHint' | '98765 43210';
  wide?: boolean;
};

// Autofill names HTML allows on one-line inputs: 'tel' (a +91 number reads as its ten digits) and
// 'address-line1' ('street-address' is for a multi-line field).
const FIELD_SPECS: Record<Exclude<ShippingField, 'state'>, FieldSpec> = {
  name: { label: 'name', autoComplete: 'name', maxLength: 100, wide: true },
  email: { label: 'email', type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: 254 },
  phone: { label: 'phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 16, placeholder: '98765 43210' },
  address: { label: 'address', autoComplete: 'address-line1', maxLength: 300, placeholder: 'addressHint', wide: true },
  city: { label: 'city', autoComplete: 'address-level2', maxLength: 80 },
  zip: { label: 'zip', autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 6, placeholder: 'zipHint' },
};

/**
 * The checkout's 'Shipping Details' fields in the order of SHIPPING_FIELDS: an input each as
 * FIELD_SPECS describes it, and the state chosen from India's states and union territories.
 * Each field's message shows under it; the ids are `checkout-{field}` (the view focuses the
 * first invalid one). `children`, the fields the order asks for beyond these (the PAN), come last.
 */
export function ShippingFields({
  values,
  errors,
  onChange,
  onBlur,
  children,
}: {
  values: Record<ShippingField, string>;
  errors: Partial<Record<ShippingField, string>>;
  onChange: (field: ShippingField, value: string) => void;
  /** Leaving a field: the view checks it. */
  onBlur: (field: ShippingField, event: FocusEvent<HTMLElement>) => void;
  children?: ReactNode;
}) {
  const {
    checkout: { form },
    ordering: { states },
  } = useMessages();
  const placeholder = (field: Exclude<ShippingField, 'state'>) => {
    const given = FIELD_SPECS[field].placeholder;
    return given === 'addressHint' || given === 'zipHint' ? form[given] : given;
  };
  return (
    <div className={styles.fields}>
      {SHIPPING_FIELDS.map((field) =>
        field === 'state' ? (
          <Field key={field} field={field} label={form.state} error={errors.state}>
            <select
              id="checkout-state"
              name="state"
              required
              autoComplete="address-level1"
              value={values.state}
              aria-invalid={errors.state ? true : undefined}
              aria-describedby={errors.state ? 'checkout-state-error' : undefined}
              onChange={(event) => onChange('state', event.target.value)}
              onBlur={(event) => onBlur('state', event)}
            >
              <option value="">{form.chooseState}</option>
              {/* In the language's own order; the value stays the name the server checks. */}
              {Object.entries(states).map(([state, name]) => (
                <option key={state} value={state}>
                  {name}
                </option>
              ))}
            </select>
          </Field>
        ) : (
          <Field key={field} field={field} label={form[FIELD_SPECS[field].label] as string} error={errors[field]} wide={FIELD_SPECS[field].wide}>
            <input
              id={`checkout-${field}`}
              name={field}
              type={FIELD_SPECS[field].type ?? 'text'}
              required
              autoComplete={FIELD_SPECS[field].autoComplete}
              inputMode={FIELD_SPECS[field].inputMode}
              maxLength={FIELD_SPECS[field].maxLength}
              placeholder={placeholder(field)}
              value={values[field]}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? `checkout-${field}-error` : undefined}
              onChange={(event) => onChange(field, event.target.value)}
              onBlur={(event) => onBlur(field, event)}
            />
          </Field>
        ),
      )}
      {children}
    </div>
  );
}

/** A field of the form: its label, its input (`children`), the hint under it when it has one, then its message. */
export function Field({
  field,
  label,
  error,
  hint,
  wide,
  children,
}: {
  field: CheckoutField;
  label: string;
  error: string | undefined;
  /** Shown under the input; the input names `checkout-{field}-hint` among what describes it. */
  hint?: string;
  wide?: boolean | undefined;
  children: ReactNode;
}) {
  return (
    <div className={styles.field} data-wide={wide || undefined} data-invalid={error ? true : undefined}>
      <label htmlFor={`checkout-${field}`}>{label}</label>
      {children}
      {hint ? (
        <p id={`checkout-${field}-hint`} className={styles.fieldHint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`checkout-${field}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
