import { describe, expect, it } from 'vitest';
import { formatInr, formatRs, formatRupees, percentOf, rupeesToPaise } from '../../src/shared/money.ts';
import { cartTotals, mrpPaise, savePaise } from '../../src/shared/pricing.ts';

describe('money', () => {
  it('converts rupees with two decimals to paise exactly', () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(1299)).toBe(129_900);
    expect(rupeesToPaise(0.07)).toBe(7);
  });

  it('rounds percentages half-up to the paisa', () => {
    expect(percentOf(1, 50)).toBe(1); // 0.5 paise rounds up
    expect(percentOf(3, 15)).toBe(0); // 0.45 paise rounds down
    expect(percentOf(129_900, 30)).toBe(38_970);
  });

  it('formats exactly as Intl en-IN would, without its cost', () => {
    const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const plain = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const paise of [0, 5, 99, 100, 999, 100_000, 1_234_567, 12_345_600, 999_999_999, 1_000_000_000_00, -12_345]) {
      expect(formatInr(paise)).toBe(inr.format(paise / 100));
      expect(formatRs(paise)).toBe(`Rs.${plain.format(paise / 100)}/-`);
    }
  });

  it('formats Indian rupees with lakh grouping', () => {
    expect(formatInr(12_345_600)).toBe('₹1,23,456.00');
    expect(formatRs(129_900)).toBe('Rs.1,299.00/-');
  });

  it('formats the wire\'s rupees through paise', () => {
    expect(formatRupees(1299)).toBe('₹1,299.00');
    expect(formatRupees(123_456.5)).toBe('₹1,23,456.50');
    expect(formatRupees(19.99)).toBe('₹19.99');
  });
});

describe('pricing', () => {
  it('shows MRP as price plus 30% and saves 30% of price', () => {
    expect(mrpPaise(129_900)).toBe(168_870);
    expect(savePaise(129_900)).toBe(38_970);
  });

  it('takes 15% off the item total, with free shipping', () => {
    const totals = cartTotals([
      { unitPricePaise: 129_900, quantity: 2 },
      { unitPricePaise: 59_900, quantity: 1 },
    ]);
    expect(totals).toEqual({
      itemTotalPaise: 319_700,
      savingsPaise: 47_955,
      shippingPaise: 0,
      orderTotalPaise: 271_745,
    });
  });

  it('answers zero for an empty cart', () => {
    expect(cartTotals([]).orderTotalPaise).toBe(0);
  });
});
