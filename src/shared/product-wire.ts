import { z } from 'zod/mini';

// The product as the API answers it and as the browser keeps it in the cart and wishlist,
// built with zod/mini, which tree-shakes: the shopper's store validates stored lists with
// these schemas on every page, so they are in the entry chunk. product.ts re-exports them.

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
  id: z.string().check(z.minLength(1)),
  ProductName: z.string().check(z.minLength(1)),
  /** Rupees, at most two decimals. */
  ProductPrice: z.number().check(z.nonnegative()),
  ProductImgs: z.object({ high: z.array(z.string()), low: z.array(z.string()) }),
  Category: z.string(),
  MetalType: z.string(),
  Purity: z.string(),
  /** Grams. */
  metalWeight: z.optional(z.number().check(z.nonnegative())),
  Colour: z.optional(z.string()),
  Style: z.optional(z.string()),
  ProductImgSrcsets: z.optional(z.array(imageSrcsetsSchema)),
});
export type Product = z.infer<typeof productSchema>;

export const productListSchema = z.object({
  products: z.array(productSchema),
  nextCursor: z.nullable(z.string()),
});
export type ProductList = z.infer<typeof productListSchema>;
