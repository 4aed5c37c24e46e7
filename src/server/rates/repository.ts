import type { Kysely } from 'kysely';
import { indiaDayOf } from '../../shared/india-days.ts';
import { isFarRateChange, isRateStale, rateChangePercent, RATED_PAIRS, type RateChange } from '../../shared/metal-rates.ts';
import type { CurrentRate, MetalRate, MetalRates } from '../../shared/metal-rate-input.ts';
import { paiseToRupees } from '../../shared/money.ts';
import type { Database } from '../db/schema.ts';
import { currentRate, pricedColumns } from './pricing.ts';
import type { MetalRateRow } from './tables.ts';

// Metal rates (decision 035): each setting is a row of its own, never changed. Setting one
// reprices every product priced by weight in that metal and purity in the same transaction, so
// no reader ever sees a rate without its prices (the products' update replaces the catalogue
// version by trigger, migration 0006: cached pages and answers go with it).

/** How many settings the history shows. */
const HISTORY_LIMIT = 200;

function toRate(row: MetalRateRow): MetalRate {
  return {
    id: Number(row.id),
    metal: row.metal,
    purity: row.purity,
    ratePerGram: paiseToRupees(Number(row.rate_paise)),
    appliesFrom: row.applies_from,
    setAt: row.set_at,
    setBy: row.set_by,
  };
}

export type NewRate = { metal: string; purity: string; ratePaise: number; appliesFrom: string; setBy: string | null };

/**
 * A rate `confirmPercent` or more away from the current one, not confirmed (decision 042):
 * nothing is recorded; the change and the pieces it would reprice are for the operator to see.
 */
export class RateConfirmationNeeded extends Error {
  readonly change: RateChange;
  constructor(change: RateChange) {
    super('The rate is far from the current one.');
    this.change = change;
  }
}

/** How a far rate is handled: `confirmPercent` away or more needs `confirmed` (decision 042). */
export type RateGuard = { confirmPercent: number; confirmed: boolean };

export function ratesRepository(db: Kysely<Database>) {
  return {
    /** Records a rate and reprices the products it prices; answers the rate and how many products were repriced. */
    async setRate(rate: NewRate, now = new Date(), guard?: RateGuard): Promise<{ rate: MetalRate; repriced: number }> {
      return db.transaction().execute(async (trx) => {
        // Read in the transaction that records the rate, so that the change confirmed is the one made.
        const current = await currentRate(trx, rate.metal, rate.purity);
        // The first rate of a pair has nothing to be far from; a rate dated before the current one reprices nothing.
        if (guard && !guard.confirmed && current && rate.appliesFrom >= current.applies_from) {
          const fromPaise = Number(current.rate_paise);
          if (isFarRateChange(fromPaise, rate.ratePaise, guard.confirmPercent)) {
            const pieces = await trx
              .selectFrom('products')
              .select((eb) => eb.fn.countAll<number | string>().as('count'))
              .where('priced_by', '=', 'weight')
              .where('metal_type', '=', rate.metal)
              .where('purity', '=', rate.purity)
              .executeTakeFirstOrThrow();
            throw new RateConfirmationNeeded({
              metal: rate.metal,
              purity: rate.purity,
              fromPaise,
              toPaise: rate.ratePaise,
              percent: rateChangePercent(fromPaise, rate.ratePaise),
              pieces: Number(pieces.count),
            });
          }
        }
        const row = await trx
          .insertInto('metal_rates')
          .values({ metal: rate.metal, purity: rate.purity, rate_paise: rate.ratePaise, applies_from: rate.appliesFrom, set_at: now.toISOString(), set_by: rate.setBy })
          .returningAll()
          .executeTakeFirstOrThrow();
        const products = await trx
          .selectFrom('products')
          .selectAll()
          .where('priced_by', '=', 'weight')
          .where('metal_type', '=', rate.metal)
          .where('purity', '=', rate.purity)
          .execute();
        let repriced = 0;
        for (const product of products) {
          // The rate that applies now: a setting dated before the current one is history only.
          const priced = await pricedColumns(trx, product);
          if (priced.price_paise === product.price_paise && priced.rate_paise === product.rate_paise && priced.rate_date === product.rate_date) continue;
          await trx
            .updateTable('products')
            .set({ price_paise: priced.price_paise, rate_paise: priced.rate_paise, rate_date: priced.rate_date, updated_at: now.toISOString() })
            .where('id', '=', product.id)
            .execute();
          repriced += 1;
        }
        return { rate: toRate(row), repriced };
      });
    },

    /** Today's rate of each pair (the five the shop sells first, then any other set), and the history. */
    async listRates(now = new Date()): Promise<MetalRates> {
      const rows = await db.selectFrom('metal_rates').selectAll().orderBy('id', 'desc').execute();
      const counts = await db
        .selectFrom('products')
        .select(['metal_type', 'purity', (eb) => eb.fn.countAll<number | string>().as('count')])
        .where('priced_by', '=', 'weight')
        .groupBy(['metal_type', 'purity'])
        .execute();
      const pairs = [...RATED_PAIRS.map(({ metal, purity }) => `${metal}|${purity}`)];
      for (const row of rows) if (!pairs.includes(`${row.metal}|${row.purity}`)) pairs.push(`${row.metal}|${row.purity}`);
      const current = pairs.map((pair): CurrentRate => {
        const [metal, purity] = pair.split('|') as [string, string];
        const latest = rows
          .filter((row) => row.metal === metal && row.purity === purity)
          .sort((a, b) => b.applies_from.localeCompare(a.applies_from) || Number(b.id) - Number(a.id))[0];
        const products = Number(counts.find((count) => count.metal_type === metal && count.purity === purity)?.count ?? 0);
        return { metal, purity, rate: latest ? toRate(latest) : null, stale: latest ? isRateStale(latest.applies_from, now) : false, products };
      });
      return { today: indiaDayOf(now), current, history: rows.slice(0, HISTORY_LIMIT).map(toRate) };
    },
  };
}

export type RatesRepository = ReturnType<typeof ratesRepository>;
