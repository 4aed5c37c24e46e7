import { z } from 'zod/mini';
import { CATEGORIES, COLOURS, METAL_TYPES, STYLES } from './catalogue.ts';
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

/** The operator's product fields, validated the same way by the form and by the server. */
export const productInputSchema = z.strictObject({
  ProductName: z
    .string()
    .check(z.trim(), z.minLength(1, 'Enter a product name.'), z.maxLength(120, 'Keep the name under 120 characters.')),
  ProductPrice: z
    .number({ error: 'Enter the price in rupees.' })
    .check(
      z.positive('The price must be more than zero.'),
      z.maximum(10_000_000, 'The price is too high.'),
      z.refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Use at most two decimals.'),
    ),
  Category: z.enum(CATEGORIES, { error: 'Choose a category.' }),
  MetalType: z.enum(METAL_TYPES, { error: 'Choose a metal type.' }),
  Purity: z.string().check(z.trim(), z.minLength(1, 'Enter the purity, such as 925 or 22K.'), z.maxLength(40)),
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
export type ProductInput = z.infer<typeof productInputSchema>;

/** An edit: any of the product fields, each validated as above. */
export const productChangesSchema = z.partial(productInputSchema);
