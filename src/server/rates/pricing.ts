import type { Kysely } from 'kysely';
import { priceByWeight, type MakingCharge, type PriceBreakup, type SoldBreakup } from '../../shared/metal-rates.ts';
import { rupeesToPaise } from '../../shared/money.ts';
import { MAX_PRICE_RUPEES } from '../../shared/product.ts';
import type { Database, ProductsTable } from '../db/schema.ts';
import type { MetalRateRow } from './tables.ts';

// A weight-priced product's price is stored on the product (price_paise), with the rate and its
// date it was computed from, whenever the product or its rate changes (decision 035): every
// reader of prices (pages, the page cache, the cart's check, checkout) reads it as it reads a
// fixed price.

/** A product priced by weight with no rate for its metal and purity. */
export class NoRateError extends Error {
  readonly metal: string;
  readonly purity: string;

  constructor(metal: string, purity: string) {
    super(`There is no rate for ${purity} ${metal.toLowerCase()} yet.`);
    this.metal = metal;
    this.purity = purity;
  }
}

/** A product priced by weight whose price would be above the shop's highest, or under a rupee. */
export class PriceOutOfRangeError extends Error {}

type PricedColumns = Pick<ProductsTable, 'priced_by' | 'making_by' | 'making_value' | 'extras_paise' | 'metal_weight_mg' | 'rate_paise' | 'rate_date'>;

function makingOf(row: Pick<ProductsTable, 'making_by' | 'making_value'>): MakingCharge {
  const value = Number(row.making_value ?? 0);
  return row.making_by === 'percent' ? { by: 'percent', hundredths: value } : { by: 'gram', paisePerGram: value };
}

/** A weight-priced product's break-up at `ratePaise`. */
export function breakupAt(row: Omit<PricedColumns, 'rate_paise' | 'rate_date' | 'priced_by'>, ratePaise: number): PriceBreakup {
  return priceByWeight({ weightMg: Number(row.metal_weight_mg), ratePaise, making: makingOf(row), extrasPaise: Number(row.extras_paise) });
}

/** The break-up of a stored weight-priced product (at the rate it was priced at); null for a fixed price. */
export function soldBreakupOf(row: PricedColumns): SoldBreakup | null {
  if (row.priced_by !== 'weight' || row.rate_paise === null || row.rate_date === null) return null;
  const ratePaise = Number(row.rate_paise);
  return { ...breakupAt(row, ratePaise), weightMg: Number(row.metal_weight_mg), ratePaise, rateDate: row.rate_date, making: makingOf(row) };
}

/** The rate that applies now for a metal and purity: the latest date, then the latest set. */
export async function currentRate(db: Kysely<Database>, metal: string, purity: string): Promise<MetalRateRow | undefined> {
  return db
    .selectFrom('metal_rates')
    .selectAll()
    .where('metal', '=', metal)
    .where('purity', '=', purity)
    .orderBy('applies_from', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The columns that price a product as it will be saved: a weight-priced one gets its price,
 * rate and date from the current rate (NoRateError without one); a fixed one keeps its price.
 */
export async function pricedColumns<T extends PricedColumns & Pick<ProductsTable, 'metal_type' | 'purity' | 'price_paise'>>(
  db: Kysely<Database>,
  row: T,
): Promise<T> {
  if (row.priced_by !== 'weight') {
    // A fixed price names no rate (one left from pricing by weight is cleared).
    return (row.rate_paise ?? null) === null && (row.rate_date ?? null) === null ? row : { ...row, rate_paise: null, rate_date: null };
  }
  const rate = await currentRate(db, row.metal_type, row.purity);
  if (!rate) throw new NoRateError(row.metal_type, row.purity);
  const { totalPaise } = breakupAt(row, Number(rate.rate_paise));
  if (totalPaise > rupeesToPaise(MAX_PRICE_RUPEES)) throw new PriceOutOfRangeError('At this rate the price comes to more than the shop takes for a piece.');
  if (totalPaise < 100) throw new PriceOutOfRangeError('At this rate the price comes to less than a rupee.');
  return { ...row, price_paise: totalPaise, rate_paise: Number(rate.rate_paise), rate_date: rate.applies_from };
}
