// The product as the API answers it and as the browser keeps it in the cart and wishlist.
// The shopper's store reads stored lists back on every page, so the reader is plain code:
// a schema library would be in every page's script for this one check. product.ts re-exports.

import type { Language } from './languages.ts';

/** One image's responsive variants: a srcset string per format (widths 300, 800, 1600). */
export type ImageSrcsets = { width: number; height: number; avif: string; webp: string; jpeg: string };

/**
 * A product on the wire. The field names are the spec's (carts saved by the original shop
 * still read); Colour, Style and ProductImgSrcsets are ours, and optional when reading
 * records saved by the original shop.
 */
export type Product = {
  id: string;
  ProductName: string;
  /** Rupees, at most two decimals. */
  ProductPrice: number;
  ProductImgs: { high: string[]; low: string[] };
  Category: string;
  MetalType: string;
  Purity: string;
  /** Grams. */
  metalWeight?: number;
  Colour?: string;
  Style?: string;
  ProductImgSrcsets?: ImageSrcsets[];
  /**
   * Pieces in stock (ours). Never kept in the cart or wishlist (readProduct drops it): a count
   * read then would go stale. Public answers give it only where the storefront shows it ("Only
   * N left", "Out of stock") or a cart needs it (decision 027); operators always get it.
   */
  Stock?: number;
  /** The coarse level public answers give for every product (decision 027). */
  StockLevel?: StockLevel;
  /** The operator's description, in English (ours). */
  Description?: string;
  /** The name and description in Hindi and Odia where the operator gave them (decision 034). */
  Translations?: ProductTranslations;
  /** A product's own answer (decision 035): 'weight' when priced by weight at the day's rate (else a fixed price). */
  PricedBy?: 'fixed' | 'weight';
  /** The making charge: rupees per gram ('gram') or a percentage of the metal value ('percent'). */
  MakingChargeBy?: 'gram' | 'percent';
  MakingCharge?: number;
  /** Stones and extras, rupees. */
  Extras?: number;
  /** A weight-priced product's price, line by line (rupees); Metal + Making + Extras + GST + Rounding = Total = ProductPrice. */
  PriceBreakup?: PriceBreakup;
};

/** Rate: rupees per gram; RateDate: the day it applies from ('YYYY-MM-DD', India). */
export type PriceBreakup = {
  Rate: number;
  RateDate: string;
  Metal: number;
  Making: number;
  Extras: number;
  GST: number;
  Rounding: number;
  Total: number;
};

/** A product's words in the languages besides English; either may be missing. */
export type ProductTranslations = Partial<Record<Exclude<Language, 'en'>, { name?: string; description?: string }>>;

/** The product's name in a page's language, else its English name. The URL keeps the English name. */
export function productName(product: Pick<Product, 'ProductName' | 'Translations'>, language: Language): string {
  return (language === 'en' ? undefined : product.Translations?.[language]?.name) || product.ProductName;
}

/** The product's description in a page's language, else in English, else none. */
export function productDescription(product: Pick<Product, 'Description' | 'Translations'>, language: Language): string | undefined {
  return (language === 'en' ? undefined : product.Translations?.[language]?.description) || product.Description;
}

/** How much of a product the shop has, as the public sees it: more than a few, a few (Stock says how many), none. */
export type StockLevel = 'in_stock' | 'few_left' | 'out_of_stock';

/** A listing's page; `total` (how many in all) on its first page. */
export type ProductList = { products: Product[]; nextCursor: string | null; total?: number };

/** Thrown inside the readers below; they answer null instead. */
class NotAProduct extends Error {}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, nonEmpty = false): string => {
  if (typeof value !== 'string' || (nonEmpty && value.length === 0)) throw new NotAProduct();
  return value;
};
const number = (value: unknown): number => {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw new NotAProduct();
  return value;
};
const texts = (value: unknown): string[] => {
  if (!Array.isArray(value)) throw new NotAProduct();
  return value.map((item) => text(item));
};
const record = (value: unknown): Record<string, unknown> => {
  if (!isRecord(value)) throw new NotAProduct();
  return value;
};

function srcsets(value: unknown): ImageSrcsets {
  const given = record(value);
  return {
    width: number(given.width),
    height: number(given.height),
    avif: text(given.avif),
    webp: text(given.webp),
    jpeg: text(given.jpeg),
  };
}

/** The product's own fields of a stored or received value (others dropped), or null if it is not one. */
export function readProduct(value: unknown): Product | null {
  try {
    const given = record(value);
    const images = record(given.ProductImgs);
    const product: Product = {
      id: text(given.id, true),
      ProductName: text(given.ProductName, true),
      ProductPrice: number(given.ProductPrice),
      ProductImgs: { high: texts(images.high), low: texts(images.low) },
      Category: text(given.Category),
      MetalType: text(given.MetalType),
      Purity: text(given.Purity),
    };
    if (given.metalWeight !== undefined) product.metalWeight = number(given.metalWeight);
    if (given.Colour !== undefined) product.Colour = text(given.Colour);
    if (given.Style !== undefined) product.Style = text(given.Style);
    if (given.ProductImgSrcsets !== undefined) {
      if (!Array.isArray(given.ProductImgSrcsets)) throw new NotAProduct();
      product.ProductImgSrcsets = given.ProductImgSrcsets.map(srcsets);
    }
    if (given.Description !== undefined) product.Description = text(given.Description);
    if (given.Translations !== undefined) {
      const translations = record(given.Translations);
      const read: ProductTranslations = {};
      for (const language of ['hi', 'or'] as const) {
        if (translations[language] === undefined) continue;
        const words = record(translations[language]);
        read[language] = {
          ...(words.name !== undefined ? { name: text(words.name) } : {}),
          ...(words.description !== undefined ? { description: text(words.description) } : {}),
        };
      }
      product.Translations = read;
    }
    return product;
  } catch (error) {
    if (error instanceof NotAProduct) return null;
    throw error;
  }
}
