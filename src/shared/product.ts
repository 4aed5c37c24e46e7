import { z } from 'zod';
import { CATEGORIES, COLOURS, METAL_TYPES, STYLES } from './catalogue.ts';

/** One image's responsive variants: a srcset string per format (widths 300, 800, 1600). */
export const imageSrcsetsSchema = z.object({
  width: z.number(),
  height: z.number(),
  avif: z.string(),
  webp: z.string(),
  jpeg: z.string(),
});
export type ImageSrcsets = z.infer<typeof imageSrcsetsSchema>;

/**
 * A product on the wire. The field names are the spec's (carts saved by the original shop
 * still read); Colour, Style and ProductImgSrcsets are ours, and optional when reading
 * records saved by the original shop.
 */
export const productSchema = z.object({
  id: z.string().min(1),
  ProductName: z.string().min(1),
  /** Rupees, at most two decimals. */
  ProductPrice: z.number().nonnegative(),
  ProductImgs: z.object({ high: z.array(z.string()), low: z.array(z.string()) }),
  Category: z.string(),
  MetalType: z.string(),
  Purity: z.string(),
  /** Grams. */
  metalWeight: z.number().nonnegative().optional(),
  Colour: z.string().optional(),
  Style: z.string().optional(),
  ProductImgSrcsets: z.array(imageSrcsetsSchema).optional(),
});
export type Product = z.infer<typeof productSchema>;

export const productListSchema = z.object({
  products: z.array(productSchema),
  nextCursor: z.string().nullable(),
});
export type ProductList = z.infer<typeof productListSchema>;

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
