import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  cashOnDeliveryAllowed,
  cashOnDeliveryRefusal,
  DEFAULT_COD_LIMIT_PAISE,
  panRequired,
  paymentProblem,
} from '../../src/shared/payment-rules.ts';
import { panSchema, placeOrderSchema } from '../../src/shared/checkout.ts';
import { loadConfig } from '../../src/server/config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'shop-config-'));

describe('how an order may be paid', () => {
  it('allows cash on delivery up to the ceiling, to the paisa', () => {
    expect(DEFAULT_COD_LIMIT_PAISE).toBe(1_99_999_00);
    expect(cashOnDeliveryAllowed(1_99_999_00, DEFAULT_COD_LIMIT_PAISE)).toBe(true);
    expect(cashOnDeliveryAllowed(1_99_999_01, DEFAULT_COD_LIMIT_PAISE)).toBe(false);
    expect(cashOnDeliveryAllowed(3_00_040_65, DEFAULT_COD_LIMIT_PAISE)).toBe(false);
  });

  it('asks for the PAN from ₹2,00,000 (Rule 114B)', () => {
    expect(panRequired(1_99_999_99)).toBe(false);
    expect(panRequired(2_00_000_00)).toBe(true);
  });

  it('puts the cash ceiling before the PAN, and says how to reach the shop', () => {
    const refusal =
      'Cash on delivery is possible up to ₹1,99,999 an order. For this order please call us on +91 671 230 4455 or write to sales@rajatsilver.in.';
    expect(cashOnDeliveryRefusal(DEFAULT_COD_LIMIT_PAISE)).toBe(refusal);
    expect(paymentProblem({ totalPaise: 3_00_040_65, method: 'cod', pan: undefined, codLimitPaise: DEFAULT_COD_LIMIT_PAISE })).toEqual({
      code: 'cod_limit',
      params: { limit: DEFAULT_COD_LIMIT_PAISE },
    });
    expect(paymentProblem({ totalPaise: 3_00_040_65, method: 'cod', pan: 'ABCPE1234F', codLimitPaise: DEFAULT_COD_LIMIT_PAISE })?.code).toBe('cod_limit');
    expect(paymentProblem({ totalPaise: 1_99_999_00, method: 'cod', pan: undefined, codLimitPaise: DEFAULT_COD_LIMIT_PAISE })).toBeNull();
    expect(cashOnDeliveryRefusal(50_000_50)).toMatch(/^Cash on delivery is possible up to ₹50,000\.50 an order\./);
  });
});

describe('the PAN', () => {
  it.each([
    ['ABCPE1234F', 'ABCPE1234F'],
    ['abcpe1234f', 'ABCPE1234F'],
    [' ABCPE 1234 F ', 'ABCPE1234F'],
  ])('reads %j as %s', (typed, pan) => {
    expect(z.parse(panSchema, typed)).toBe(pan);
  });

  it.each(['', 'ABCP1234F', 'ABCPE12345', 'ABCPE1234FF', '1BCPE1234F', 'ABCPEI234F', 'ABCPE-1234F'])('refuses %j', (typed) => {
    expect(z.safeParse(panSchema, typed).success).toBe(false);
  });

  it('is optional in the order', () => {
    const order = {
      name: 'Ananya Mishra',
      email: 'ananya@example.in',
      phone: '9876543210',
      address: '12, Link Road',
      city: 'Cuttack',
      state: 'Odisha',
      zip: '753012',
      lines: [{ productId: 'p1', size: '2.6', quantity: 1 }],
    };
    expect(z.safeParse(placeOrderSchema, order).success).toBe(true);
    expect(z.parse(placeOrderSchema, { ...order, pan: 'abcpe1234f' }).pan).toBe('ABCPE1234F');
  });
});

describe('COD_LIMIT', () => {
  it('is ₹1,99,999 unless set lower, and is refused at ₹2,00,000 or more, in one line', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).codLimitPaise).toBe(1_99_999_00);
    expect(loadConfig({ DATA_DIR: dataDir(), COD_LIMIT: '50000' }).codLimitPaise).toBe(50_000_00);
    expect(() => loadConfig({ DATA_DIR: dataDir(), COD_LIMIT: '200000' })).toThrow(
      'COD_LIMIT must be below 200000: the Income-tax Act (s.269ST) bars taking ₹2,00,000 or more in cash for one sale',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), COD_LIMIT: '1.5 lakh' })).toThrow('COD_LIMIT must be a whole number of rupees, such as 199999');
  });
});

describe('the settings of COD orders that hold stock (decision 027)', () => {
  it('default to 3 of a product, 10 pieces, a 48-hour hold, 3 orders a contact and 10 a client a day, bulk from 5 pieces or ₹50,000', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).cod).toEqual({
      caps: { perProduct: 3, total: 10 },
      holdMs: 48 * 3_600_000,
      limits: { perContact: 3, perClient: 10, windowMs: 24 * 3_600_000 },
      bulk: { pieces: 5, paise: 50_000_00 },
    });
    expect(loadConfig({ DATA_DIR: dataDir(), COD_CONFIRM_HOURS: '72', COD_MAX_PER_PRODUCT: '6' }).cod).toMatchObject({ holdMs: 72 * 3_600_000, caps: { perProduct: 6 } });
  });

  it('refuse a count that is not a whole number of 1 or more, in one line', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), COD_CONFIRM_HOURS: '0' })).toThrow('COD_CONFIRM_HOURS must be a whole number of hours, 1 or more');
    expect(() => loadConfig({ DATA_DIR: dataDir(), ORDERS_PER_CONTACT: 'three' })).toThrow('ORDERS_PER_CONTACT must be a whole number of orders, 1 or more');
  });
});
