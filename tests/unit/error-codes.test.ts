import { describe, expect, it } from 'vitest';
import { englishErrors } from '../../src/shared/error-words.ts';
import type { ErrorCode, ErrorDetail, ErrorParams, RazorpayRefusal, RetryRefusal, UpiReferenceRefusal } from '../../src/shared/errors.ts';
import { shippingFieldErrors } from '../../src/shared/checkout.ts';
import { ApiError, fieldMessageOf, messageOf } from '../../src/web/lib/api.ts';
import { MESSAGES } from '../helpers/page-language.tsx';

// Issue 27, point 2: the errors a shopper can meet are codes with their figures; each language
// words every one of them, and the web words an answer's code in the page's language.

const short = { name: 'Lotus Ring', sizes: ['2.6', '2.8'], left: 2, wanted: 3 };

/** Figures for every code (the type makes a new code add its own here). */
const SAMPLES: { [C in ErrorCode]: ErrorParams[C] } = {
  name_missing: {}, name_long: {}, name_links: {}, email_missing: {}, email_long: {}, email_invalid: {},
  phone_missing: {}, phone_invalid: {}, address_missing: {}, address_long: {}, address_links: {},
  city_missing: {}, city_long: {}, city_links: {}, state_missing: {}, zip_missing: {}, zip_invalid: {},
  pin_unknown: { pin: '999999' },
  pin_state: { pin: '753001', states: ['Odisha'], chosen: 'Bihar' },
  pan_missing: {}, pan_invalid: {}, product_missing: {}, product_unknown: {}, size_invalid: {}, size_choose: {},
  quantity_missing: {}, quantity_whole: {}, quantity_min: {}, quantity_max: {}, payment_method_invalid: {},
  lines_missing: {}, cart_empty: {}, lines_max: {}, lines_duplicate: {},
  cod_limit: { limit: 1_99_999_00 },
  cod_pin_blocked: { pin: '110001' },
  pan_required: {},
  cod_pieces: { perProduct: 3, totalCap: 10, over: [{ name: 'Lotus Ring', pieces: 4 }], pieces: 11, cash: true },
  cod_product_pieces: { perProduct: 3, name: 'Lotus Ring', pieces: 4, cash: false },
  stock: { shortages: [short] },
  stock_line: short,
  products_gone: {}, product_gone: {},
  order_too_large: { max: 1_00_00_000_00, total: 2_55_00_000_00 },
  order_limit: { by: 'phone', count: 3, hours: 24 },
  payment_method_off: { method: 'upi' },
  order_not_found: {}, pieces_sold: {}, gateway_unavailable: {}, unavailable: {}, internal: {}, network: {},
  upi_reference_invalid: {},
  upi_reference_refused: { reason: 'expired' },
  razorpay_refused: { reason: 'payment_failed' },
  payment_signature: {},
  retry_refused: { reason: 'cancelled' },
  payment_link_unsigned: {},
  subscribe_email_invalid: {},
  subscribe_email_long: {},
  too_many: { seconds: 600 },
};

/** Every reason a payment is refused for (the type makes a new reason add itself here). */
const REASONS = {
  upi_reference_refused: Object.keys({ not_upi: 1, paid: 1, cancelled: 1, expired: 1, payment_failed: 1, taken: 1, given: 1 } satisfies Record<UpiReferenceRefusal, 1>),
  razorpay_refused: Object.keys({ not_razorpay: 1, cod: 1, paid: 1, closed: 1, cancelled: 1, expired: 1, payment_failed: 1, other: 1 } satisfies Record<RazorpayRefusal, 1>),
  retry_refused: Object.keys({ cod: 1, awaiting: 1, paid: 1, closed: 1, cancelled: 1, too_old: 1, price_changed: 1 } satisfies Record<RetryRefusal, 1>),
};

const CODES = Object.keys(englishErrors) as ErrorCode[];
const word = (language: 'en' | 'hi' | 'or', code: ErrorCode) => (MESSAGES[language].errors[code] as (params: unknown) => string)(SAMPLES[code]);

describe('error codes', () => {
  it('has figures for every code', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...CODES].sort());
  });

  it.each(['hi', 'or'] as const)('are all worded in %s, in its own script, with their figures', (language) => {
    expect(Object.keys(MESSAGES[language].errors).sort()).toEqual([...CODES].sort());
    const script = language === 'hi' ? /[\u0900-\u097F]/ : /[\u0B00-\u0B7F]/;
    for (const code of CODES) {
      const text = word(language, code);
      expect(text, code).toMatch(script);
      expect(text, code).not.toBe(word('en', code));
    }
    expect(word(language, 'cod_limit')).toContain('₹1,99,999');
    expect(word(language, 'stock_line')).toContain('“Lotus Ring” (');
    expect(word(language, 'order_too_large')).toContain('₹1,00,00,000.00');
  });

  it.each(['en', 'hi', 'or'] as const)('words every reason a payment is refused for in %s, each its own sentence', (language) => {
    for (const [code, reasons] of Object.entries(REASONS)) {
      const say = MESSAGES[language].errors[code as keyof typeof REASONS] as (params: { reason: string }) => string;
      const said = reasons.map((reason) => say({ reason }));
      for (const [index, text] of said.entries()) expect(text, `${code} ${reasons[index]}`).toMatch(/^[^]{10,}[.।]$/u);
      expect(new Set(said).size, code).toBe(said.length);
    }
  });

  it('says one piece and one hour in the singular in Hindi', () => {
    const { errors } = MESSAGES.hi;
    expect(errors.stock_line({ ...short, left: 1 })).toContain('केवल 1 बचा है');
    expect(errors.stock_line(short)).toContain('केवल 2 बचे हैं');
    expect(errors.order_limit({ by: 'phone', count: 3, hours: 1 })).toContain('पिछले एक घंटे में');
    expect(errors.order_limit({ by: 'phone', count: 3, hours: 24 })).toContain('पिछले 24 घंटों में');
  });

  it('keeps the English words the screens showed', () => {
    expect(MESSAGES.en.errors).toBe(englishErrors);
    expect(word('en', 'stock_line')).toBe('Only 2 of “Lotus Ring” (sizes 2.6, 2.8) are left and your cart has 3: lower the quantity or remove it.');
    expect(word('en', 'phone_invalid')).toBe('Enter a 10-digit Indian mobile number, such as 98765 43210.');
  });

  it("gives the checkout's own validation as codes", () => {
    expect(shippingFieldErrors({ name: '', email: 'x', phone: '123', address: 'www.example.com road', city: 'Cuttack', state: 'Odisha', zip: '053001' })).toEqual({
      name: 'name_missing',
      email: 'email_invalid',
      phone: 'phone_invalid',
      address: 'address_links',
      zip: 'zip_invalid',
    });
  });
});

describe('messageOf', () => {
  const refusal = new ApiError(409, {
    error: 'out_of_stock',
    message: 'English words',
    code: 'stock',
    params: { shortages: [short] },
    fieldErrors: { 'lines.0.quantity': 'English words' },
    fieldCodes: { 'lines.0.quantity': { code: 'stock_line', params: short } satisfies ErrorDetail },
  });

  it("words a code in the page's language", () => {
    expect(messageOf(refusal, 'fallback', MESSAGES.hi.errors)).toBe(word('hi', 'stock'));
    expect(messageOf(refusal, 'fallback', MESSAGES.or.errors)).toBe(word('or', 'stock'));
    expect(fieldMessageOf(refusal, 'lines.0.quantity', MESSAGES.hi.errors)).toBe(word('hi', 'stock_line'));
  });

  it("falls back to the server's message for an unknown code or none, and words an unreachable shop", () => {
    expect(messageOf(refusal)).toBe('English words');
    const unknown = new ApiError(409, { error: 'x', message: 'From the server', code: 'not_a_code' as ErrorCode, params: {} });
    expect(messageOf(unknown, 'fallback', MESSAGES.hi.errors)).toBe('From the server');
    expect(messageOf(new ApiError(500, { error: 'x', message: 'Plain' }), 'fallback', MESSAGES.or.errors)).toBe('Plain');
    expect(messageOf(new ApiError(0, { error: 'network', message: 'offline' }), 'fallback', MESSAGES.hi.errors)).toBe(word('hi', 'network'));
    expect(messageOf(new Error('bug'), 'fallback', MESSAGES.hi.errors)).toBe('fallback');
  });
});
