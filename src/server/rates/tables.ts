import type { Generated, Selectable } from 'kysely';

/** One setting of a metal rate (migration 0022): never changed, so the rows are the history. */
export interface MetalRatesTable {
  id: Generated<number>;
  metal: string;
  /** The purity grade: '925', '22K', '950'… (shared/metal-rates.ts). */
  purity: string;
  /** Per gram. */
  rate_paise: number;
  /** The day of India's calendar it applies from, 'YYYY-MM-DD'. */
  applies_from: string;
  /** When it was set (ISO-8601 UTC), and by whom (the operator's e-mail; 'demo' for the demo catalogue's). */
  set_at: string;
  set_by: string | null;
}

/** A rate as read. */
export type MetalRateRow = Selectable<MetalRatesTable>;

export interface RateTables {
  metal_rates: MetalRatesTable;
}
