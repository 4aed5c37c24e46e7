import { z } from 'zod/mini';
import { SIZES } from './sizes.ts';
import { STATES_AND_UNION_TERRITORIES } from './indian-states.ts';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from './order-limits.ts';
import { SHIPPING_FIELDS, type ShippingField } from './shipping-fields.ts';
import { PAYMENT_METHODS } from './payment-methods.ts';

// The checkout's rules, shared by the form (messages beside each field) and by the server
// (400 with the same messages keyed by field). zod/mini, as on every module the web app loads:
// it tree-shakes, and one flavour of zod keeps the shared zod core small.

export { MAX_LINE_QUANTITY, MAX_ORDER_LINES, SHIPPING_FIELDS, type ShippingField };

/**
 * A mobile number as people type it ('98765 43210', '+91-98765-43210', '098765 43210') to its
 * ten digits; anything else is returned as typed so that validation can refuse it.
 */
export function normaliseIndianMobile(value: string): string {
  const digits = value.replace(/[\s().-]/g, '');
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(digits);
  return match?.[1] ?? digits;
}

const required = (message: string) => z.string({ error: message }).check(z.trim(), z.minLength(1, message));

/**
 * A web address (`https://…`, `www.…`) or markup (`<`, `>`): the shop relays names and address
 * lines in e-mails from its own domain, so they may hold neither (decision 027).
 */
const LINK_OR_MARKUP = /[<>]|[a-z][a-z\d+.-]*:\/\/|\bwww\./i;
const noLinks = (message: string) => z.refine<string>((value) => !LINK_OR_MARKUP.test(value), message);

export const shippingDetailsShape = {
  name: required('Enter your full name.').check(
    z.minLength(2, 'Enter your full name.'),
    z.maxLength(100, 'Keep the name under 100 characters.'),
    noLinks('Enter just your name: no web addresses, links or < >.'),
  ),
  email: z.pipe(
    required('Enter your e-mail address.').check(z.maxLength(254, 'This e-mail address is too long.')),
    z.email('Enter a valid e-mail address, such as name@example.com.'),
  ),
  phone: z.pipe(
    z.pipe(required('Enter your 10-digit mobile number.'), z.transform(normaliseIndianMobile)),
    z.string().check(z.regex(/^[6-9]\d{9}$/, 'Enter a 10-digit Indian mobile number, such as 98765 43210.')),
  ),
  address: required('Enter your address: house number, street and area.').check(
    z.minLength(5, 'Enter your address: house number, street and area.'),
    z.maxLength(300, 'Keep the address under 300 characters.'),
    noLinks('Enter the address as it is written on the door: no web addresses, links or < >.'),
  ),
  city: required('Enter your city.').check(
    z.minLength(2, 'Enter your city.'),
    z.maxLength(80, 'Keep the city under 80 characters.'),
    noLinks('Enter just the city: no web addresses, links or < >.'),
  ),
  state: z.enum(STATES_AND_UNION_TERRITORIES, { error: 'Choose your state or union territory.' }),
  zip: required('Enter your 6-digit PIN code.').check(z.regex(/^[1-9]\d{5}$/, 'Enter a valid 6-digit PIN code, such as 753001.')),
} satisfies Record<ShippingField, unknown>;

/** The 'Shipping Details' form: name, email, phone, address, city, state, zip. */
export const shippingDetailsSchema = z.strictObject(shippingDetailsShape);
export type ShippingDetails = z.infer<typeof shippingDetailsSchema>;

/** A line as the client sends it: which product, which size, how many. Never a price. */
export const orderLineInputSchema = z.strictObject({
  productId: z.string({ error: 'Missing product.' }).check(z.minLength(1, 'Missing product.'), z.maxLength(40, 'Unknown product.')),
  size: z.enum(SIZES, { error: `Choose a size: ${SIZES.join(', ')}.` }),
  quantity: z
    .number({ error: 'Enter a quantity.' })
    .check(
      z.refine(Number.isSafeInteger, 'The quantity must be a whole number.'),
      z.minimum(1, 'The quantity must be at least 1.'),
      z.maximum(MAX_LINE_QUANTITY, `At most ${MAX_LINE_QUANTITY} of one piece per order.`),
    ),
});
export type OrderLineInput = z.infer<typeof orderLineInputSchema>;

/** The PAN as the Income Tax Department issues it: 5 letters, 4 digits, 1 letter ('ABCPE1234F'). */
const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;

/**
 * The buyer's PAN, as typed ('abcde 1234f' reads as 'ABCDE1234F'). Only the format is checked:
 * the fourth letter's holder types differ between published lists, and refusing a real PAN
 * would stop a lawful sale. Which orders need it: payment-rules.ts's panRequired.
 */
export const panSchema = z.pipe(
  z.string({ error: 'Enter your PAN.' }).check(z.overwrite((value) => value.replace(/\s+/g, '').toUpperCase())),
  z.string().check(z.regex(PAN_PATTERN, 'Enter your PAN as it is on the card: 5 letters, 4 digits and a letter, such as ABCDE1234F.')),
);

/**
 * The body of POST /api/orders: the shipping details, the PAN when the order needs it, how it is
 * paid (cash on delivery when not said: decision 032), and the lines.
 */
export const placeOrderSchema = z.strictObject({
  ...shippingDetailsShape,
  pan: z.optional(panSchema),
  paymentMethod: z.optional(z.enum(PAYMENT_METHODS, 'Choose how to pay: UPI, card, netbanking or wallet through Razorpay, or cash on delivery.')),
  lines: z.array(orderLineInputSchema, { error: 'The order has no items.' }).check(
    z.minLength(1, 'Your cart is empty.'),
    z.maxLength(MAX_ORDER_LINES, `An order holds at most ${MAX_ORDER_LINES} different pieces.`),
    z.refine(
      (lines) => new Set(lines.map((line) => `${line.productId}\u0000${line.size}`)).size === lines.length,
      'Each product and size may appear only once.',
    ),
  ),
});
export type PlaceOrderInput = z.infer<typeof placeOrderSchema>;

/** Per-field messages of the shipping form, keyed by field, as the server also answers them. */
export function shippingFieldErrors(values: Record<string, unknown>): Partial<Record<ShippingField, string>> {
  const result = shippingDetailsSchema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<ShippingField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in shippingDetailsShape) errors[field as ShippingField] ??= issue.message;
  }
  return errors;
}
