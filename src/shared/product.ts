import { z } from 'zod';
import { CATEGORIES, COLOURS, METAL_TYPES, STYLES } from './catalogue.ts';

// The product on the wire lives in product-wire.ts, built with zod/mini (which tree-shakes):
// the shopper's cart and wishlist validate with it on every page. The operator's product
// fields stay here on classic zod, which the server's parseOr400 and .partial() expect; only
// the server and the operator's lazy chunk load this module.
export {
  imageSrcsetsSchema,
  productListSchema,
  productSchema,
  type ImageSrcsets,
  type Product,
  type ProductList,
} from './product-wire.ts';

/** The operator's product fields, validated the same way by the form and by the server. */
export const productInputSchema = z.strictObject({
  ProductName: z.string().trim().min(1, 'Enter a product name.').max(120, 'Keep the name under 120 characters.'),
  ProductPrice: z
    .number({ error: 'Enter the price in rupees.' })
    .positive('The price must be more than zero.')
    .max(10_000_000, 'The price is too high.')
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Use at most two decimals.'),
  Category: z.enum(CATEGORIES, { error: 'Choose a category.' }),
  MetalType: z.enum(METAL_TYPES, { error: 'Choose a metal type.' }),
  Purity: z.string().trim().min(1, 'Enter the purity, such as 925 or 22K.').max(40),
  metalWeight: z.number({ error: 'Enter the metal weight in grams.' }).positive('The weight must be more than zero.').max(10_000),
  Colour: z.enum(COLOURS, { error: 'Choose a colour.' }),
  Style: z.enum(STYLES, { error: 'Choose a style.' }),
});
export type ProductInput = z.infer<typeof productInputSchema>;
