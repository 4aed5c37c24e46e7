import { SHIPPING_FIELDS, type ShippingField } from '../../../../shared/shipping-fields.ts';

// What the shopper typed at the checkout, kept in session storage so that a reload of the tab
// does not lose it: this tab only (another tab starts empty), the shipping details only (never
// the cart's lines: the cart is the browser's list; nor the buyer's PAN, typed again after a
// reload rather than kept in the browser), and forgotten once the order is placed.
// Loaded after the form is on screen; unreadable or foreign data is dropped without a word.

const KEPT_KEY = 'checkout-fields';
/** Longer than any field's own limit (the address's 300): anything longer was not typed here. */
const LONGEST = 300;

type Values = Record<ShippingField, string>;

/** The kept details, each field only where the shopper has typed nothing since the page opened. */
export function restore<Typed extends Values>(typed: Typed): Typed {
  let kept: unknown;
  try {
    kept = JSON.parse(sessionStorage.getItem(KEPT_KEY) ?? 'null');
  } catch {
    kept = undefined;
  }
  if (kept === null) return typed;
  const fields = readFields(kept);
  if (!fields) {
    forget();
    return typed;
  }
  const restored = { ...typed };
  for (const field of SHIPPING_FIELDS) if (restored[field] === '') restored[field] = fields[field];
  return restored;
}

/** Every field a string of at most LONGEST characters, or null. */
function readFields(value: unknown): Values | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const fields = {} as Values;
  for (const field of SHIPPING_FIELDS) {
    const text: unknown = Object.hasOwn(value, field) ? (value as Record<string, unknown>)[field] : '';
    if (typeof text !== 'string' || text.length > LONGEST) return null;
    fields[field] = text;
  }
  return fields;
}

export function keep(values: Values): void {
  try {
    sessionStorage.setItem(KEPT_KEY, JSON.stringify(Object.fromEntries(SHIPPING_FIELDS.map((field) => [field, values[field]]))));
  } catch {
    // Storage off or full: a reload starts empty, as before.
  }
}

export function forget(): void {
  try {
    sessionStorage.removeItem(KEPT_KEY);
  } catch {
    // Storage off: nothing was kept.
  }
}
