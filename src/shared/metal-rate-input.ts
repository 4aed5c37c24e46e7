import { z } from 'zod/mini';
import { METAL_TYPES } from './catalogue.ts';
import { ALL_GRADES, isGradeOf, MAX_RATE_PAISE, PURITY_GRADES } from './metal-rates.ts';

// The operator's new metal rate (decision 035), validated the same way by the rates panel and
// the server; the server also refuses a date after today in India (it cannot reprice later).

export const metalRateInputSchema = z
  .strictObject({
    metal: z.enum(METAL_TYPES, { error: 'Choose a metal.' }),
    purity: z.enum(ALL_GRADES, { error: 'Choose a purity grade.' }),
    /** Rupees per gram, at most two decimals. */
    ratePerGram: z
      .number({ error: 'Enter the rate per gram in rupees.' })
      .check(
        z.positive('The rate must be more than zero.'),
        z.maximum(MAX_RATE_PAISE / 100, 'The rate is too high: at most ₹1,00,000 a gram.'),
        z.refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Use at most two decimals.'),
      ),
    /** The day it applies from, 'YYYY-MM-DD' (India); today when not given. */
    appliesFrom: z.optional(
      z.string({ error: 'Enter the date the rate applies from.' }).check(
        z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as YYYY-MM-DD.'),
        z.refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'Enter a real date.'),
      ),
    ),
    /**
     * The operator saw the change and confirmed it (decision 042): a rate RATE_CONFIRM_PERCENT
     * or more away from the current one is refused without it, with the change's figures.
     */
    confirmed: z.optional(z.boolean({ error: 'confirmed is true or false.' })),
  })
  .check(
    z.superRefine((rate, context) => {
      if (!isGradeOf(rate.metal, rate.purity)) {
        const message = `${rate.purity} is not a grade of ${rate.metal.toLowerCase()}: choose ${PURITY_GRADES[rate.metal].join(', ')}.`;
        context.addIssue({ code: 'custom', message, path: ['purity'], input: rate });
      }
    }),
  );
export type MetalRateInput = z.infer<typeof metalRateInputSchema>;

/** A rate as the operator's API gives it (ratePerGram in rupees). */
export type MetalRate = { id: number; metal: string; purity: string; ratePerGram: number; appliesFrom: string; setAt: string; setBy: string | null };

/** Today's rate of a pair the shop prices by (null: none set yet); `stale` when older than a day. */
export type CurrentRate = { metal: string; purity: string; rate: MetalRate | null; stale: boolean; products: number };

/** GET /api/metal-rates: today's date in India, the current rate of each pair, and the history, newest first. */
export type MetalRates = { today: string; current: CurrentRate[]; history: MetalRate[] };

/** The 409 `rate_confirmation`'s details: a far change the operator is to confirm (rupees per gram, as the API gives rates). */
export type RateConfirmation = {
  metal: string;
  purity: string;
  fromRatePerGram: number;
  toRatePerGram: number;
  percent: number;
  pieces: number;
};
