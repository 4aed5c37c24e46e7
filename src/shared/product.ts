import { z } from 'zod/mini';
import { CATEGORIES, COLOURS, METAL_TYPES, STYLES } from './catalogue.ts';
import { MAX_STOCK } from './stock.ts';

// The product on the wire lives in product-wire.ts (the shopper's pages need only that); the
// operator's product fields are here, on zod/mini (its forms are lazy chunks).
export { readProduct, type ImageSrcsets, type Product, type ProductList } from './product-wire.ts';

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
});
export type ProductInput = z.infer<typeof productInputSchema>;

/** An edit: any of the product fields, each validated as above. */
export const productChangesSchema = z.partial(productInputSchema);
