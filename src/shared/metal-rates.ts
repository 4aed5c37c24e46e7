import type { MetalType } from './catalogue.ts';
import { addDays, indiaDayOf } from './india-days.ts';
import { formatInr } from './money.ts';

// Purity grades, metal rates and the price of a piece sold by weight (issue 28, decision 035).
// Money is integer paise; weights are milligrams; every rounding is half-up, in integers.

/** The purity grades a product may carry, by metal: BIS's IS 2112 silver grades, gold karats, platinum 950. */
export const PURITY_GRADES = {
  Silver: ['800', '835', '925', '958', '970', '990', '999'],
  Gold: ['24K', '22K', '18K', '14K'],
  Platinum: ['950'],
} as const satisfies Record<MetalType, readonly string[]>;

export type PurityGrade = (typeof PURITY_GRADES)[MetalType][number];

/** Every grade of every metal, for the schema's list. */
export const ALL_GRADES = [...PURITY_GRADES.Silver, ...PURITY_GRADES.Gold, ...PURITY_GRADES.Platinum] as const;

/** Gold's fineness in parts per thousand, as its hallmark stamps it beside the karat (22K916). */
const GOLD_FINENESS: Record<string, string> = { '24K': '995', '22K': '916', '18K': '750', '14K': '585' };

/** Whether `grade` is one of `metal`'s grades. */
export function isGradeOf(metal: string, grade: string): boolean {
  return (PURITY_GRADES as Record<string, readonly string[]>)[metal]?.includes(grade) ?? false;
}

/** The grade as the hallmark reads: '925', '22K916', '950'. */
export function hallmarkGrade(grade: string): string {
  return GOLD_FINENESS[grade] ? `${grade}${GOLD_FINENESS[grade]}` : grade;
}

/** The metal and purity pairs the shop keeps a daily rate for (the rates panel lists these first). */
export const RATED_PAIRS: readonly { metal: MetalType; purity: PurityGrade }[] = [
  { metal: 'Silver', purity: '925' },
  { metal: 'Silver', purity: '999' },
  { metal: 'Gold', purity: '22K' },
  { metal: 'Gold', purity: '18K' },
  { metal: 'Platinum', purity: '950' },
];

/** GST on jewellery: 3% of the value before tax. */
export const GST_PERCENT = 3;

/** The highest rate per gram the shop takes: ₹1,00,000 (a typing slip, not a metal). */
export const MAX_RATE_PAISE = 1_00_000_00;

/** The making charge: paise per gram of metal, or hundredths of a percent of the metal value (1250 = 12.5%). */
export type MakingCharge = { by: 'gram'; paisePerGram: number } | { by: 'percent'; hundredths: number };

export type WeightPricing = {
  weightMg: number;
  /** The rate per gram of the product's metal and purity. */
  ratePaise: number;
  making: MakingCharge;
  /** Stones and extras, in paise. */
  extrasPaise: number;
};

/** The price's lines; metal + making + extras + gst + rounding = total, to the paisa. */
export type PriceBreakup = {
  metalPaise: number;
  makingPaise: number;
  extrasPaise: number;
  /** 3% of metal + making + extras. */
  gstPaise: number;
  /** What rounding the sum to the rupee added (negative: took off); -49 to +50 paise. */
  roundingPaise: number;
  /** Whole rupees. */
  totalPaise: number;
};

/** a / b rounded half-up, for non-negative integers. */
function divideRounded(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/**
 * The price of a piece sold by weight: metal value = weight × rate; making charge per gram of
 * the weight or a percentage of the metal value; GST = 3% of metal + making + extras; each of
 * these rounded to the paisa; then the sum rounded to the rupee, the difference a line of its own.
 */
export function priceByWeight({ weightMg, ratePaise, making, extrasPaise }: WeightPricing): PriceBreakup {
  const metalPaise = divideRounded(weightMg * ratePaise, 1000);
  const makingPaise =
    making.by === 'gram' ? divideRounded(weightMg * making.paisePerGram, 1000) : divideRounded(metalPaise * making.hundredths, 10_000);
  const beforeTax = metalPaise + makingPaise + extrasPaise;
  const gstPaise = divideRounded(beforeTax * GST_PERCENT, 100);
  const exact = beforeTax + gstPaise;
  const totalPaise = divideRounded(exact, 100) * 100;
  return { metalPaise, makingPaise, extrasPaise, gstPaise, roundingPaise: totalPaise - exact, totalPaise };
}

/** A rate is stale when it is older than a day: its date is before yesterday in India. */
export function isRateStale(appliesFrom: string, now: Date = new Date()): boolean {
  return appliesFrom < addDays(indiaDayOf(now), -1);
}

/** A weight-priced piece's break-up as sold: what its invoice prints (kept on the order line). */
export type SoldBreakup = PriceBreakup & { weightMg: number; ratePaise: number; rateDate: string; making: MakingCharge };

/**
 * A new rate far from the one it replaces (decision 042): the change and what it reprices, for
 * the operator to confirm before the shop reprices at once (1584 typed for 158.40).
 */
export type RateChange = {
  metal: string;
  purity: string;
  fromPaise: number;
  toPaise: number;
  /** The change in whole percent, rounded half away from zero: 900 for ×10, -90 for ÷10. */
  percent: number;
  /** How many pieces (products priced by weight in the metal and purity) it reprices. */
  pieces: number;
};

/** The change from `fromPaise` to `toPaise` in whole percent, half away from zero. */
export function rateChangePercent(fromPaise: number, toPaise: number): number {
  const difference = Math.abs(toPaise - fromPaise);
  const whole = divideRounded(difference * 100, fromPaise);
  return toPaise < fromPaise ? -whole : whole;
}

/** Whether a new rate is `thresholdPercent` or more away from the current one (exactly, in integers). */
export function isFarRateChange(fromPaise: number, toPaise: number, thresholdPercent: number): boolean {
  return Math.abs(toPaise - fromPaise) * 100 >= thresholdPercent * fromPaise;
}

/** The change in one line: 'Silver 925: ₹158.40 → ₹1,584.00, +900%, 5 pieces'. */
export function rateChangeLine({ metal, purity, fromPaise, toPaise, percent, pieces }: RateChange): string {
  const sign = percent > 0 ? '+' : percent < 0 ? '−' : '';
  return `${metal} ${purity}: ${formatInr(fromPaise)} → ${formatInr(toPaise)}, ${sign}${Math.abs(percent)}%, ${pieces} ${pieces === 1 ? 'piece' : 'pieces'}`;
}
