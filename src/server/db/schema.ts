import type { AuthTables } from '../auth/tables.ts';
import type { OrderTables } from '../orders/tables.ts';
import type { NewsletterTables } from '../newsletter/tables.ts';
import type { VitalsTables } from '../vitals/tables.ts';
import type { InvoiceTables } from '../invoices/tables.ts';
import type { MailTables } from '../mail/tables.ts';
import type { PinCodeTables } from '../pin-codes/tables.ts';
import type { AuditTables } from '../audit/tables.ts';
import type { PaymentTables } from '../payments/tables.ts';
import type { DeliveryTables } from '../delivery/tables.ts';
import type { RateTables } from '../rates/tables.ts';

// Table types for Kysely. Timestamps are ISO-8601 UTC strings on both databases, so that
// repositories never see a driver-specific type. Each resource declares its own tables.

// A column added to products must also be named in SQLite's trigger that keeps the catalogue
// version (migration 0025; tests/api/catalogue-version.test.ts names any left out).
export interface ProductsTable {
  id: string;
  name: string;
  price_paise: number;
  category: string;
  metal_type: string;
  purity: string;
  metal_weight_mg: number;
  colour: string;
  style: string;
  /** Pieces in stock, never below zero (src/server/orders/stock.ts takes and returns them). */
  stock: number;
  /** The operator's words (migration 0020): an English description, a Hindi and an Odia name and description; null when none. */
  description: string | null;
  name_hi: string | null;
  description_hi: string | null;
  name_or: string | null;
  description_or: string | null;
  /** Pricing (migration 0022, decision 035): 'fixed' (price_paise as the operator set it) or 'weight' (computed from the rate). */
  priced_by: 'fixed' | 'weight';
  /** The making charge: 'gram' (making_value paise per gram) or 'percent' (hundredths of a percent of the metal value); null when none given. */
  making_by: 'gram' | 'percent' | null;
  making_value: number | null;
  extras_paise: number;
  /** The rate per gram and its date that price_paise was computed from (weight pricing); null for fixed prices. */
  rate_paise: number | null;
  rate_date: string | null;
  created_at: string;
  updated_at: string;
}

export interface ProductImagesTable {
  product_id: string;
  position: number;
  high_key: string;
  low_key: string;
  width: number;
  height: number;
  /** JSON: the responsive variants, [{ format, width, key }]. */
  variants: string;
}

/** Small facts about the installation, such as whether the demo catalogue was loaded. */
export interface MetaTable {
  key: string;
  value: string;
}

export interface CatalogueTables {
  products: ProductsTable;
  product_images: ProductImagesTable;
  meta: MetaTable;
}

export interface Database extends CatalogueTables, AuthTables, OrderTables, NewsletterTables, VitalsTables, MailTables, InvoiceTables, PinCodeTables, AuditTables, PaymentTables, DeliveryTables, RateTables {}
