import { z } from 'zod/mini';
import { isSize } from './sizes.ts';
import { STATES_AND_UNION_TERRITORIES } from './indian-states.ts';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from './order-limits.ts';
import { SHIPPING_FIELDS, type CheckoutField, type ShippingField } from './shipping-fields.ts';
import { PAYMENT_METHODS } from './payment-methods.ts';
import type { ErrorCode } from './errors.ts';

// The checkout's rules, shared by the form (messages beside each field) and by the server
// (400 with the same codes keyed by field). zod/mini, as on every module the web app loads:
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

// Each rule's message is its error code (errors.ts): the server words it in English for its
// `message`, the storefront in the page's language.
const required = (code: ErrorCode) => z.string({ error: code }).check(z.trim(), z.minLength(1, code));

/**
 * A web address (`https://…`, `www.…`) or markup (`<`, `>`): the shop relays names and address
 * lines in e-mails from its own domain, so they may hold neither (decision 027).
 */
const LINK_OR_MARKUP = /[<>]|[a-z][a-z\d+.-]*:\/\/|\bwww\./i;
const noLinks = (code: ErrorCode) => z.refine<string>((value) => !LINK_OR_MARKUP.test(value), code);

export const shippingDetailsShape = {
  name: required('name_missing').check(z.minLength(2, 'name_missing'), z.maxLength(100, 'name_long'), noLinks('name_links'),
  ),
  email: z.pipe(
    required('email_missing').check(z.maxLength(254, 'email_long')),
    z.email('email_invalid'),
  ),
  phone: z.pipe(
    z.pipe(required('phone_missing'), z.transform(normaliseIndianMobile)),
    z.string().check(z.regex(/^[6-9]\d{9}$/, 'phone_invalid')),
  ),
  address: required('address_missing').check(z.minLength(5, 'address_missing'), z.maxLength(300, 'address_long'), noLinks('address_links'),
  ),
  city: required('city_missing').check(z.minLength(2, 'city_missing'), z.maxLength(80, 'city_long'), noLinks('city_links'),
  ),
  state: z.enum(STATES_AND_UNION_TERRITORIES, { error: 'state_missing' }),
  zip: required('zip_missing').check(z.regex(/^[1-9]\d{5}$/, 'zip_invalid')),
} satisfies Record<ShippingField, unknown>;

/** The 'Shipping Details' form: name, email, phone, address, city, state, zip. */
export const shippingDetailsSchema = z.strictObject(shippingDetailsShape);
export type ShippingDetails = z.infer<typeof shippingDetailsSchema>;

/** A line as the client sends it: which product, which size, how many. Never a price. */
export const orderLineInputSchema = z.strictObject({
  productId: z.string({ error: 'product_missing' }).check(z.minLength(1, 'product_missing'), z.maxLength(40, 'product_unknown')),
  // One of a scale's sizes, or '' for a piece without a size; which the product takes, pricing checks (decision 040).
  size: z.string({ error: 'size_invalid' }).check(z.refine(isSize, 'size_invalid')),
  quantity: z
    .number({ error: 'quantity_missing' })
    .check(
      z.refine(Number.isSafeInteger, 'quantity_whole'),
      z.minimum(1, 'quantity_min'),
      z.maximum(MAX_LINE_QUANTITY, 'quantity_max'),
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
  z.string({ error: 'pan_missing' }).check(z.overwrite((value) => value.replace(/\s+/g, '').toUpperCase())),
  z.string().check(z.minLength(1, 'pan_missing'), z.regex(PAN_PATTERN, 'pan_invalid')),
);

/**
 * The body of POST /api/orders: the shipping details, the PAN when the order needs it, how it is
 * paid (cash on delivery when not said: decision 032), and the lines.
 */
export const placeOrderSchema = z.strictObject({
  ...shippingDetailsShape,
  pan: z.optional(panSchema),
  paymentMethod: z.optional(z.enum(PAYMENT_METHODS, 'payment_method_invalid')),
  lines: z.array(orderLineInputSchema, { error: 'lines_missing' }).check(
    z.minLength(1, 'cart_empty'),
    z.maxLength(MAX_ORDER_LINES, 'lines_max'),
    z.refine(
      (lines) => new Set(lines.map((line) => `${line.productId}\u0000${line.size}`)).size === lines.length,
      'lines_duplicate',
    ),
  ),
});
export type PlaceOrderInput = z.infer<typeof placeOrderSchema>;

/** Per-field error codes of the shipping form, keyed by field, as the server also answers them. */
export function shippingFieldErrors(values: Record<string, unknown>): Partial<Record<ShippingField, ErrorCode>> {
  const result = shippingDetailsSchema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<ShippingField, ErrorCode>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in shippingDetailsShape) errors[field as ShippingField] ??= issue.message as ErrorCode;
  }
  return errors;
}

/**
 * Per-field error codes of the whole checkout form: the shipping details', and the PAN's when the
 * order needs it (payment-rules.ts's panRequired), as the server also answers them.
 */
export function checkoutFieldErrors(values: Record<string, unknown>, panNeeded: boolean): Partial<Record<CheckoutField, ErrorCode>> {
  const { pan, ...shipping } = values;
  const errors: Partial<Record<CheckoutField, ErrorCode>> = shippingFieldErrors(shipping);
  const checked = panNeeded ? panSchema.safeParse(pan) : null;
  if (checked && !checked.success) errors.pan = checked.error.issues[0]?.message as ErrorCode;
  return errors;
}
