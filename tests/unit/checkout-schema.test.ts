import { describe, expect, it } from 'vitest';
import {
  MAX_LINE_QUANTITY,
  normaliseIndianMobile,
  placeOrderSchema,
  shippingDetailsSchema,
  shippingFieldErrors,
} from '../../src/shared/checkout.ts';
import { INDIAN_STATES, INDIAN_UNION_TERRITORIES, STATES_AND_UNION_TERRITORIES } from '../../src/shared/indian-states.ts';
import { canMoveOrder, ORDER_STATUSES } from '../../src/shared/order.ts';
import { englishErrors } from '../../src/shared/error-words.ts';
import { EMPTY_SHIPPING_FIELD_ERRORS, SHIPPING_TO_CUTTACK } from '../helpers/shop-fixtures.ts';

const valid = SHIPPING_TO_CUTTACK;

/** The shipping form's error codes for these values, worded as the English checkout and the server's message word them. */
const fieldWords = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(shippingFieldErrors(values)).map(([field, code]) => [field, (englishErrors[code] as () => string)()]));

describe('states and union territories', () => {
  it('lists the 28 states and 8 union territories once each', () => {
    expect(INDIAN_STATES).toHaveLength(28);
    expect(INDIAN_UNION_TERRITORIES).toHaveLength(8);
    expect(new Set(STATES_AND_UNION_TERRITORIES).size).toBe(36);
    expect(STATES_AND_UNION_TERRITORIES).toContain('Odisha');
    expect(STATES_AND_UNION_TERRITORIES).toContain('Delhi');
    expect(STATES_AND_UNION_TERRITORIES).toContain('Ladakh');
  });
});

describe('shipping details', () => {
  it('accepts a complete address and trims it', () => {
    const parsed = shippingDetailsSchema.parse({ ...valid, name: '  Ananya Mishra ' });
    expect(parsed).toEqual({ ...valid, phone: '9876543210' });
  });

  it.each([
    ['9876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['09876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['(987) 654-3210', '9876543210'],
  ])('reads the mobile number %s as %s', (typed, digits) => {
    expect(normaliseIndianMobile(typed)).toBe(digits);
    expect(shippingDetailsSchema.parse({ ...valid, phone: typed }).phone).toBe(digits);
  });

  it.each(['12345', '5876543210', '98765432101', 'ninety-eight', '+1 415 555 0100'])('refuses the mobile number %s', (phone) => {
    expect(fieldWords({ ...valid, phone }).phone).toMatch(/10-digit Indian mobile number/);
  });

  it.each(['753012', '110001', '560034'])('accepts the PIN code %s', (zip) => {
    expect(fieldWords({ ...valid, zip })).toEqual({});
  });

  it.each(['053012', '75301', '7530123', '75301a', ''])('refuses the PIN code %j', (zip) => {
    expect(fieldWords({ ...valid, zip }).zip).toMatch(/PIN code/);
  });

  it('requires every field with a message of its own', () => {
    expect(fieldWords({})).toEqual(EMPTY_SHIPPING_FIELD_ERRORS);
    expect(fieldWords({ ...valid, name: '   ' }).name).toBe('Enter your full name.');
  });

  it('refuses a malformed e-mail and a state that is not Indian', () => {
    expect(fieldWords({ ...valid, email: 'ananya@' }).email).toMatch(/valid e-mail/);
    expect(fieldWords({ ...valid, state: 'California' }).state).toBe('Choose your state or union territory.');
  });
});

describe('the order request', () => {
  const line = { productId: 'p1', size: '2.6', quantity: 1 };

  it('takes lines as product id, size and quantity only', () => {
    expect(placeOrderSchema.parse({ ...valid, lines: [line] }).lines).toEqual([line]);
    expect(placeOrderSchema.safeParse({ ...valid, lines: [{ ...line, ProductPrice: 1 }] }).success).toBe(false);
    expect(placeOrderSchema.safeParse({ ...valid, total: 1, lines: [line] }).success).toBe(false);
  });

  it(`allows quantities from 1 to ${MAX_LINE_QUANTITY} and the spec's sizes only`, () => {
    for (const quantity of [0, -1, 1.5, MAX_LINE_QUANTITY + 1, 10_000]) {
      expect(placeOrderSchema.safeParse({ ...valid, lines: [{ ...line, quantity }] }).success).toBe(false);
    }
    expect(placeOrderSchema.safeParse({ ...valid, lines: [{ ...line, quantity: MAX_LINE_QUANTITY }] }).success).toBe(true);
    expect(placeOrderSchema.safeParse({ ...valid, lines: [{ ...line, size: '2.10' }] }).success).toBe(true);
    expect(placeOrderSchema.safeParse({ ...valid, lines: [{ ...line, size: '2.1' }] }).success).toBe(false);
    expect(placeOrderSchema.safeParse({ ...valid, lines: [{ ...line, size: 2.6 }] }).success).toBe(false);
  });

  it('refuses an empty cart and the same product and size twice', () => {
    expect(placeOrderSchema.safeParse({ ...valid, lines: [] }).success).toBe(false);
    expect(placeOrderSchema.safeParse({ ...valid, lines: [line, line] }).success).toBe(false);
    expect(placeOrderSchema.safeParse({ ...valid, lines: [line, { ...line, size: '2.8' }] }).success).toBe(true);
  });
});

describe('order statuses', () => {
  it('moves placed (or a UPI order once paid) -> confirmed -> shipped -> delivered, cancels only before shipping, and takes back a shipped or delivered parcel', () => {
    const allowed = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => canMoveOrder(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'placed->confirmed',
        'confirmed->shipped',
        'shipped->delivered',
        'placed->cancelled',
        'confirmed->cancelled',
        'shipped->returned',
        // A delivered parcel reported refused late, within RETURN_AFTER_DELIVERY_DAYS (decision 042).
        'delivered->returned',
        // A UPI order's payment (decision 032): paid, not received, or expired unpaid; a late
        // payment may still be marked paid.
        'awaiting_payment->paid',
        'awaiting_payment->payment_failed',
        'awaiting_payment->expired',
        'awaiting_payment->cancelled',
        'paid->confirmed',
        'paid->cancelled',
        'payment_failed->paid',
        'expired->paid',
        // The shopper tries paying again from the order page (decision 033).
        'payment_failed->awaiting_payment',
        'expired->awaiting_payment',
      ].sort(),
    );
  });
});
