import { describe, expect, it } from 'vitest';
import { indiaDayOf } from '../../src/shared/india-days.ts';
import { hallmarkGrade, isFarRateChange, isGradeOf, isRateStale, priceByWeight, rateChangeLine, rateChangePercent, type PriceBreakup } from '../../src/shared/metal-rates.ts';
import { metalRateInputSchema } from '../../src/shared/metal-rate-input.ts';
import { productFieldProblems, productInputSchema } from '../../src/shared/product.ts';
import { gradeOf } from '../../src/server/db/migrations/0022-metal-rates.ts';

const sum = (breakup: PriceBreakup) => breakup.metalPaise + breakup.makingPaise + breakup.extrasPaise + breakup.gstPaise + breakup.roundingPaise;

describe('priceByWeight', () => {
  it('prices metal × rate + making per gram + extras, GST 3% included, rounded to the rupee', () => {
    // 9 g at ₹152.60/g = ₹1,373.40; making ₹40/g = ₹360; GST 3% of ₹1,733.40 = ₹52.002 -> ₹52.00.
    const breakup = priceByWeight({ weightMg: 9_000, ratePaise: 152_60, making: { by: 'gram', paisePerGram: 40_00 }, extrasPaise: 0 });
    expect(breakup).toEqual({ metalPaise: 1_373_40, makingPaise: 360_00, extrasPaise: 0, gstPaise: 52_00, roundingPaise: -40, totalPaise: 1_785_00 });
    expect(sum(breakup)).toBe(breakup.totalPaise);
  });

  it('takes a making charge as a percentage of the metal value, and stones in rupees', () => {
    // 11.3 g at ₹152.60 = ₹1,724.38; 15% = ₹258.657 -> ₹258.66; stones ₹1,200; before tax ₹3,183.04; GST ₹95.4912 -> ₹95.49.
    const breakup = priceByWeight({ weightMg: 11_300, ratePaise: 152_60, making: { by: 'percent', hundredths: 15_00 }, extrasPaise: 1_200_00 });
    expect(breakup).toEqual({ metalPaise: 1_724_38, makingPaise: 258_66, extrasPaise: 1_200_00, gstPaise: 95_49, roundingPaise: 47, totalPaise: 3_279_00 });
    expect(sum(breakup)).toBe(breakup.totalPaise);
  });

  it('rounds half-up at each step: half a paisa up, half a rupee up', () => {
    // 1.005 g at ₹1/g: 100.5 paise -> 101.
    expect(priceByWeight({ weightMg: 1_005, ratePaise: 100, making: { by: 'gram', paisePerGram: 0 }, extrasPaise: 0 }).metalPaise).toBe(101);
    // ₹100 before tax + ₹3 GST = ₹103.00 exactly: no rounding line.
    const exact = priceByWeight({ weightMg: 1_000, ratePaise: 100_00, making: { by: 'gram', paisePerGram: 0 }, extrasPaise: 0 });
    expect(exact).toMatchObject({ gstPaise: 3_00, roundingPaise: 0, totalPaise: 103_00 });
    // ₹0.50 + 3% (1.5 paise -> 2) = 52 paise -> ₹1 (rounding +48); 48 paise + 1 = 49 -> ₹0.
    expect(priceByWeight({ weightMg: 1_000, ratePaise: 50, making: { by: 'gram', paisePerGram: 0 }, extrasPaise: 0 })).toMatchObject({ gstPaise: 2, roundingPaise: 48, totalPaise: 100 });
    expect(priceByWeight({ weightMg: 1_000, ratePaise: 48, making: { by: 'gram', paisePerGram: 0 }, extrasPaise: 0 })).toMatchObject({ gstPaise: 1, roundingPaise: -49, totalPaise: 0 });
  });

  it('adds up to its total exactly, to the paisa, across many weights, rates and charges', () => {
    let seed = 7;
    const next = (limit: number) => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % limit;
    for (let run = 0; run < 2_000; run += 1) {
      const making = run % 2 === 0 ? { by: 'gram' as const, paisePerGram: next(200_00) } : { by: 'percent' as const, hundredths: next(30_00) };
      const breakup = priceByWeight({ weightMg: 1 + next(100_000), ratePaise: 1 + next(15_000_00), making, extrasPaise: next(5_000_00) });
      expect(sum(breakup)).toBe(breakup.totalPaise);
      expect(breakup.totalPaise % 100).toBe(0);
      expect(breakup.roundingPaise).toBeGreaterThanOrEqual(-49);
      expect(breakup.roundingPaise).toBeLessThanOrEqual(50);
      const beforeTax = breakup.metalPaise + breakup.makingPaise + breakup.extrasPaise;
      expect(Math.abs(breakup.gstPaise - beforeTax * 0.03)).toBeLessThanOrEqual(0.5);
    }
  });
});

describe('purity grades', () => {
  it('knows each metal’s grades and writes gold’s fineness beside its karat', () => {
    expect(isGradeOf('Silver', '925')).toBe(true);
    expect(isGradeOf('Silver', '22K')).toBe(false);
    expect(isGradeOf('Gold', '916')).toBe(false);
    expect(hallmarkGrade('22K')).toBe('22K916');
    expect(hallmarkGrade('925')).toBe('925');
  });

  it('turns the free-text purities of older products into grades (migration 0022)', () => {
    expect(gradeOf('Silver', 'Sterling 92.5')).toBe('925');
    expect(gradeOf('Silver', '999 fine')).toBe('999');
    expect(gradeOf('Silver', '835')).toBe('835');
    expect(gradeOf('Silver', 'pure')).toBe('925');
    expect(gradeOf('Gold', '22 kt')).toBe('22K');
    expect(gradeOf('Gold', '916 hallmark')).toBe('22K');
    expect(gradeOf('Gold', '18K')).toBe('18K');
    expect(gradeOf('Platinum', 'Pt950')).toBe('950');
  });

  it('refuses a grade of another metal, and a fixed price without a price or pricing by weight without a making charge', () => {
    expect(productFieldProblems({ MetalType: 'Silver', Purity: '22K', ProductPrice: 10 })).toEqual({ Purity: '22K is not a grade of silver: choose 800, 835, 925, 958, 970, 990, 999.' });
    expect(productFieldProblems({ MetalType: 'Gold', Purity: '22K' })).toEqual({ ProductPrice: 'Enter the price in rupees.' });
    expect(productFieldProblems({ PricedBy: 'weight' })).toEqual({
      MakingChargeBy: 'Choose a making charge per gram or a percentage.',
      MakingCharge: 'Enter the making charge (0 if none).',
    });
    expect(productFieldProblems({ PricedBy: 'weight', MakingChargeBy: 'percent', MakingCharge: 120 })).toEqual({ MakingCharge: 'A making charge is at most 100% of the metal value.' });
    const result = productInputSchema.safeParse({
      ProductName: 'Kada',
      PricedBy: 'weight',
      MakingChargeBy: 'gram',
      MakingCharge: 40,
      Category: 'Bangle',
      MetalType: 'Silver',
      Purity: '925',
      metalWeight: 28,
      Colour: 'Silver',
      Style: 'Office',
    });
    expect(result.success).toBe(true);
  });
});

describe('metal rates', () => {
  it('validates a new rate: the metal’s grade, a positive rate with two decimals, a real date', () => {
    expect(metalRateInputSchema.safeParse({ metal: 'Gold', purity: '22K', ratePerGram: 11_650.5, appliesFrom: '2026-11-26' }).success).toBe(true);
    const messages = (value: unknown) => metalRateInputSchema.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages({ metal: 'Gold', purity: '925', ratePerGram: 100 })).toEqual(['purity: 925 is not a grade of gold: choose 24K, 22K, 18K, 14K.']);
    expect(messages({ metal: 'Silver', purity: '925', ratePerGram: 0 })).toEqual(['ratePerGram: The rate must be more than zero.']);
    expect(messages({ metal: 'Silver', purity: '925', ratePerGram: 1.234 })).toEqual(['ratePerGram: Use at most two decimals.']);
    expect(messages({ metal: 'Silver', purity: '925', ratePerGram: 150, appliesFrom: '2026-02-30' })).toEqual(['appliesFrom: Enter a real date.']);
  });

  it('counts days on India’s calendar, and calls a rate stale once it is older than a day', () => {
    // 20:00 UTC on 25 Nov is 01:30 on 26 Nov in India.
    const now = new Date('2026-11-25T20:00:00Z');
    expect(indiaDayOf(now)).toBe('2026-11-26');
    expect(isRateStale('2026-11-26', now)).toBe(false);
    expect(isRateStale('2026-11-25', now)).toBe(false);
    expect(isRateStale('2026-11-24', now)).toBe(true);
  });
});

describe('a rate far from the current one (decision 042)', () => {
  it('measures the change in whole percent, exactly at the threshold and either way', () => {
    expect(rateChangePercent(158_40, 1584_00)).toBe(900);
    expect(rateChangePercent(1584_00, 158_40)).toBe(-90);
    expect(rateChangePercent(150_00, 150_75)).toBe(1);
    expect(rateChangePercent(150_00, 150_74)).toBe(0);
    expect(isFarRateChange(150_00, 180_00, 20)).toBe(true);
    expect(isFarRateChange(150_00, 179_99, 20)).toBe(false);
    expect(isFarRateChange(150_00, 120_00, 20)).toBe(true);
    expect(isFarRateChange(150_00, 120_01, 20)).toBe(false);
  });

  it('names the change in one line: metal and purity, old and new rate, percent and pieces', () => {
    expect(rateChangeLine({ metal: 'Silver', purity: '925', fromPaise: 158_40, toPaise: 1584_00, percent: 900, pieces: 5 })).toBe(
      'Silver 925: ₹158.40 → ₹1,584.00, +900%, 5 pieces',
    );
    expect(rateChangeLine({ metal: 'Gold', purity: '22K', fromPaise: 11_650_00, toPaise: 1_165_00, percent: -90, pieces: 1 })).toBe(
      'Gold 22K: ₹11,650.00 → ₹1,165.00, −90%, 1 piece',
    );
  });

  it('takes `confirmed` with a new rate, true or false only', () => {
    expect(metalRateInputSchema.safeParse({ metal: 'Silver', purity: '925', ratePerGram: 1584, confirmed: true }).success).toBe(true);
    expect(metalRateInputSchema.safeParse({ metal: 'Silver', purity: '925', ratePerGram: 1584, confirmed: 'yes' }).success).toBe(false);
  });
});
