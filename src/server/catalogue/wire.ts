import type { ImageSrcsets, Product, ProductInput, ProductTranslations } from '../../shared/product.ts';
import { paiseToRupees, rupeesToPaise } from '../../shared/money.ts';
import { FEW_LEFT_BELOW, STOCK_WHEN_NOT_GIVEN } from '../../shared/stock.ts';
import type { StoredImage } from '../media/images.ts';
import type { ProductColumns, ProductRecord } from './repository.ts';
import { soldBreakupOf } from '../rates/pricing.ts';

// The API's product (the spec's field names, rupees, grams) and the database's (columns, paise,
// milligrams) meet here, both ways; the repository sees columns only.

/** A new product's columns from the operator's fields (all given but Stock, so every column is set). */
export function toProductColumns(input: ProductInput): ProductColumns {
  const none = { description: null, name_hi: null, description_hi: null, name_or: null, description_or: null };
  // A weight-priced product's price, rate and date are set when it is saved (rates/pricing.ts).
  const pricing = { price_paise: 0, priced_by: 'fixed', making_by: null, making_value: null, extras_paise: 0, rate_paise: null, rate_date: null };
  return { stock: STOCK_WHEN_NOT_GIVEN, ...none, ...pricing, ...toProductColumnChanges(input) } as ProductColumns;
}

/** The columns an edit changes: only the fields it gives. */
export function toProductColumnChanges(changes: Partial<ProductInput>): Partial<ProductColumns> {
  const columns: Partial<ProductColumns> = {};
  if (changes.ProductName !== undefined) columns.name = changes.ProductName;
  if (changes.ProductPrice !== undefined) columns.price_paise = rupeesToPaise(changes.ProductPrice);
  if (changes.PricedBy !== undefined) columns.priced_by = changes.PricedBy;
  if (changes.MakingChargeBy !== undefined) columns.making_by = changes.MakingChargeBy;
  // Rupees per gram as paise per gram, a percentage as hundredths of a percent: both times 100.
  if (changes.MakingCharge !== undefined) columns.making_value = Math.round(changes.MakingCharge * 100);
  if (changes.Extras !== undefined) columns.extras_paise = rupeesToPaise(changes.Extras);
  if (changes.Category !== undefined) columns.category = changes.Category;
  if (changes.MetalType !== undefined) columns.metal_type = changes.MetalType;
  if (changes.Purity !== undefined) columns.purity = changes.Purity;
  if (changes.metalWeight !== undefined) columns.metal_weight_mg = Math.round(changes.metalWeight * 1000);
  if (changes.Colour !== undefined) columns.colour = changes.Colour;
  if (changes.Style !== undefined) columns.style = changes.Style;
  if (changes.Stock !== undefined) columns.stock = changes.Stock;
  if (changes.Description !== undefined) columns.description = words(changes.Description);
  const { hi, or } = changes.Translations ?? {};
  if (hi?.name !== undefined) columns.name_hi = words(hi.name);
  if (hi?.description !== undefined) columns.description_hi = words(hi.description);
  if (or?.name !== undefined) columns.name_or = words(or.name);
  if (or?.description !== undefined) columns.description_or = words(or.description);
  return columns;
}

/** A name or description as stored: trimmed, in one Unicode form (search folds it so), null for none. */
function words(text: string): string | null {
  return text.trim().normalize('NFC') || null;
}

/** What a product answer carries of the operator's words: names only (listings, search, carts) or descriptions too. */
export type ProductWords = 'names' | 'all';

/** The Hindi and Odia words of a record, the empty ones left out; undefined when there are none. */
function translationsOf(record: ProductRecord, words: ProductWords): ProductTranslations | undefined {
  const translations: ProductTranslations = {};
  for (const [language, name, description] of [
    ['hi', record.name_hi, record.description_hi],
    ['or', record.name_or, record.description_or],
  ] as const) {
    const entry = { ...(name ? { name } : {}), ...(words === 'all' && description ? { description } : {}) };
    if (entry.name !== undefined || entry.description !== undefined) translations[language] = entry;
  }
  return Object.keys(translations).length > 0 ? translations : undefined;
}

/**
 * A product as the API answers it: the spec's field names, prices in rupees, image URLs; the
 * names in every language, and with `words` 'all' (a product's own page, the operator's
 * answers) the descriptions too. Listings leave descriptions out: they would weigh every page.
 */
export function toWireProduct(record: ProductRecord, urlOf: (key: string) => string, words: ProductWords = 'all'): Product {
  const translations = translationsOf(record, words);
  return {
    id: record.id,
    ProductName: record.name,
    ProductPrice: paiseToRupees(record.price_paise),
    ProductImgs: {
      high: record.images.map((image) => urlOf(image.highKey)),
      low: record.images.map((image) => urlOf(image.lowKey)),
    },
    Category: record.category,
    MetalType: record.metal_type,
    Purity: record.purity,
    metalWeight: record.metal_weight_mg / 1000,
    Colour: record.colour,
    Style: record.style,
    ProductImgSrcsets: record.images.map((image) => srcsetsOf(image, urlOf)),
    Stock: Number(record.stock),
    ...(words === 'all' && record.description ? { Description: record.description } : {}),
    ...(translations ? { Translations: translations } : {}),
    ...(words === 'all' ? pricingOf(record) : {}),
  };
}

/** How a product is priced, and a weight-priced one's break-up (decision 035), as a product's own answer gives them. */
function pricingOf(record: ProductRecord): Pick<Product, 'PricedBy' | 'MakingChargeBy' | 'MakingCharge' | 'Extras' | 'PriceBreakup'> {
  const breakup = soldBreakupOf(record);
  const making = record.making_by === null ? {} : { MakingChargeBy: record.making_by, MakingCharge: Number(record.making_value ?? 0) / 100 };
  if (record.priced_by !== 'weight' || !breakup) return { ...making, ...(record.extras_paise ? { Extras: paiseToRupees(Number(record.extras_paise)) } : {}) };
  return {
    PricedBy: 'weight',
    ...making,
    Extras: paiseToRupees(breakup.extrasPaise),
    PriceBreakup: {
      Rate: paiseToRupees(breakup.ratePaise),
      RateDate: breakup.rateDate,
      Metal: paiseToRupees(breakup.metalPaise),
      Making: paiseToRupees(breakup.makingPaise),
      Extras: paiseToRupees(breakup.extrasPaise),
      GST: paiseToRupees(breakup.gstPaise),
      Rounding: paiseToRupees(breakup.roundingPaise),
      Total: paiseToRupees(breakup.totalPaise),
    },
  };
}

/**
 * A product as public answers give it (decision 027): the exact count only where the storefront
 * shows it (below FEW_LEFT_BELOW: "Only N left", "Out of stock") or up to `exactUpTo` (the
 * cart check, for a product its cart holds that many of); otherwise only the coarse level, so
 * that the shop's answers are no inventory feed.
 */
export function toPublicWireProduct(
  record: ProductRecord,
  urlOf: (key: string) => string,
  exactUpTo = 0,
  words: ProductWords = 'names',
): Product {
  const { Stock: _exact, ...product } = toWireProduct(record, urlOf, words);
  const stock = Number(record.stock);
  const StockLevel = stock <= 0 ? 'out_of_stock' : stock < FEW_LEFT_BELOW ? 'few_left' : 'in_stock';
  return { ...product, StockLevel, ...(stock < FEW_LEFT_BELOW || stock <= exactUpTo ? { Stock: stock } : {}) };
}

function srcsetsOf(image: StoredImage, urlOf: (key: string) => string): ImageSrcsets {
  const srcset = (format: string) =>
    image.variants
      .filter((variant) => variant.format === format)
      .map((variant) => `${urlOf(variant.key)} ${variant.width}w`)
      .join(', ');
  return { width: image.width, height: image.height, avif: srcset('avif'), webp: srcset('webp'), jpeg: srcset('jpeg') };
}
