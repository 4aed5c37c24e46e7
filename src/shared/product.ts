import { z } from 'zod/mini';
import { CATEGORIES, COLOURS, METAL_TYPES, STYLES } from './catalogue.ts';
import { ALL_GRADES, isGradeOf, PURITY_GRADES } from './metal-rates.ts';
import { MAX_STOCK } from './stock.ts';

// The product on the wire lives in product-wire.ts (the shopper's pages need only that); the
// operator's product fields are here, on zod/mini (its forms are lazy chunks).
export { readProduct, type ImageSrcsets, type Product, type ProductList, type ProductTranslations } from './product-wire.ts';

/** The longest description the operator may write, in characters. */
export const MAX_DESCRIPTION_LENGTH = 2000;

/**
 * A web address or markup: refused in the operator's words as in a shopper's name (the rule of
 * checkout.ts, decision 027), since pages and e-mails show them as text.
 */
const LINK_OR_MARKUP = /[<>]|[a-z][a-z\d+.-]*:\/\/|\bwww\./i;
const noLinks = (message: string) => z.refine<string>((value) => !LINK_OR_MARKUP.test(value), message);

/** An optional name or description: trimmed, in one Unicode form; empty means none (an edit clears it). */
const words = (what: 'name' | 'description', language: string) =>
  z.optional(
    z
      .string({ error: `Enter the ${what} in ${language} as text.` })
      .check(
        z.trim(),
        z.normalize('NFC'),
        what === 'name'
          ? z.maxLength(120, `Keep the ${language} name under 120 characters.`)
          : z.maxLength(MAX_DESCRIPTION_LENGTH, `Keep the ${language} description under 2,000 characters.`),
        noLinks(`Write the ${language} ${what} without web addresses, links or < >.`),
      ),
  );

const translation = (language: string) =>
  z.optional(z.strictObject({ name: words('name', language), description: words('description', language) }));

const twoDecimals = z.refine<number>((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Use at most two decimals.');

/** How a product is priced: as the operator sets it, or by weight at the day's metal rate (decision 035). */
export const PRICED_BY = ['fixed', 'weight'] as const;
/** A making charge in rupees per gram of metal, or a percentage of the metal value. */
export const MAKING_BY = ['gram', 'percent'] as const;

/** The highest price the shop takes for a piece, in rupees. */
export const MAX_PRICE_RUPEES = 10_000_000;

const productFields = z.strictObject({
  ProductName: z
    .string()
    .check(z.trim(), z.minLength(1, 'Enter a product name.'), z.maxLength(120, 'Keep the name under 120 characters.')),
  /** Required for a fixed price; a weight-priced product's price is computed (and this is ignored). */
  ProductPrice: z.optional(
    z
      .number({ error: 'Enter the price in rupees.' })
      .check(z.positive('The price must be more than zero.'), z.maximum(MAX_PRICE_RUPEES, 'The price is too high.'), twoDecimals),
  ),
  PricedBy: z.optional(z.enum(PRICED_BY, { error: 'Choose a fixed price or pricing by weight.' })),
  MakingChargeBy: z.optional(z.enum(MAKING_BY, { error: 'Choose a making charge per gram or a percentage.' })),
  /** Rupees per gram, or a percentage of the metal value (MakingChargeBy). */
  MakingCharge: z.optional(
    z
      .number({ error: 'Enter the making charge as a number (0 if none).' })
      .check(z.minimum(0, 'The making charge cannot be below 0.'), z.maximum(100_000, 'The making charge is too high.'), twoDecimals),
  ),
  /** Stones and extras, in rupees. */
  Extras: z.optional(
    z
      .number({ error: 'Enter the stones and extras in rupees (0 if none).' })
      .check(z.minimum(0, 'Stones and extras cannot be below 0.'), z.maximum(MAX_PRICE_RUPEES, 'Stones and extras are too high.'), twoDecimals),
  ),
  Category: z.enum(CATEGORIES, { error: 'Choose a category.' }),
  MetalType: z.enum(METAL_TYPES, { error: 'Choose a metal type.' }),
  /** The purity grade, one of the metal's (shared/metal-rates.ts). */
  Purity: z.enum(ALL_GRADES, { error: 'Choose the purity grade, such as 925 or 22K.' }),
  metalWeight: z
    .number({ error: 'Enter the metal weight in grams.' })
    .check(z.positive('The weight must be more than zero.'), z.maximum(10_000)),
  Colour: z.enum(COLOURS, { error: 'Choose a colour.' }),
  Style: z.enum(STYLES, { error: 'Choose a style.' }),
  /** Pieces in stock. The operator's form always sends it; saved without it, a product gets STOCK_WHEN_NOT_GIVEN. */
  Stock: z.optional(
    z
      .number({ error: 'Enter how many pieces are in stock (0 if none).' })
      .check(
        z.refine(Number.isSafeInteger, 'The stock must be a whole number of pieces.'),
        z.minimum(0, 'The stock cannot be below 0.'),
        z.maximum(MAX_STOCK, `The stock can be at most ${MAX_STOCK.toLocaleString('en-IN')} pieces.`),
      ),
  ),
  /** The description in English (optional; empty for none). */
  Description: words('description', 'English'),
  /** The name and description in Hindi and Odia (optional; an edit changes only the words it gives). */
  Translations: z.optional(z.strictObject({ hi: translation('Hindi'), or: translation('Odia') })),
});
export type ProductInput = z.infer<typeof productFields>;

/**
 * The rules across fields, for a new product or an edited one as it will be saved: the grade
 * is one of the metal's; a fixed price needs its price; pricing by weight needs the making
 * charge (a percentage at most 100). Answers a message per field (none: all is well).
 */
export function productFieldProblems(product: Partial<ProductInput>): Record<string, string> {
  const problems: Record<string, string> = {};
  const { MetalType, Purity } = product;
  if (MetalType !== undefined && Purity !== undefined && !isGradeOf(MetalType, Purity)) {
    problems.Purity = `${Purity} is not a grade of ${MetalType.toLowerCase()}: choose ${PURITY_GRADES[MetalType].join(', ')}.`;
  }
  if (product.PricedBy === 'weight') {
    if (product.MakingChargeBy === undefined) problems.MakingChargeBy = 'Choose a making charge per gram or a percentage.';
    if (product.MakingCharge === undefined) problems.MakingCharge = 'Enter the making charge (0 if none).';
    else if (product.MakingChargeBy === 'percent' && product.MakingCharge > 100) problems.MakingCharge = 'A making charge is at most 100% of the metal value.';
  } else if (product.ProductPrice === undefined) {
    problems.ProductPrice = 'Enter the price in rupees.';
  }
  return problems;
}

/** The operator's product fields, validated the same way by the form and by the server. */
export const productInputSchema = productFields.check(
  z.superRefine((product, context) => {
    for (const [field, message] of Object.entries(productFieldProblems(product))) {
      context.addIssue({ code: 'custom', message, path: [field], input: product });
    }
  }),
);

/** An edit: any of the product fields, each validated as above (the rules across fields are checked on the product as it will be). */
export const productChangesSchema = z.partial(productFields);
