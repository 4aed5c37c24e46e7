import type { LowStockProduct } from '../../shared/sales.ts';
import { PostgresAdapter, type Kysely } from 'kysely';
import { FEW_LEFT_BELOW, stockShortages, type Shortage } from '../../shared/stock.ts';
import type { Database } from '../db/schema.ts';
import { errorDetail, type ErrorDetail } from '../../shared/errors.ts';
import { shopperError, type HttpError } from '../http/errors.ts';

// Stock moves with orders (decision 016), inside the order's own transaction: placing an order
// takes it, cancelling one gives it back. Every caller passes its transaction. Orders reach
// these through stock-holds.ts (decision 027), which also keeps each hold's end.

/** The order asks for more pieces than the shop has: nothing of it may be stored. */
export class OutOfStockError extends Error {
  readonly shortages: Shortage[];

  constructor(shortages: Shortage[]) {
    super('Not enough stock for this order.');
    this.shortages = shortages;
  }
}

/**
 * The 409 a shopper gets: one sentence per short product, and the same beside each of its
 * lines (`lines.N.quantity`, N the line's place in the request).
 */
export function outOfStockAnswer(error: OutOfStockError, lines: readonly { productId: string }[]): HttpError {
  const fieldCodes: Record<string, ErrorDetail> = {};
  const shortages = error.shortages.map(({ name, sizes, left, wanted }) => ({ name, sizes, left, wanted }));
  error.shortages.forEach((shortage, at) => {
    lines.forEach((line, index) => {
      if (line.productId === shortage.productId) fieldCodes[`lines.${index}.quantity`] = errorDetail('stock_line', shortages[at]!);
    });
  });
  return shopperError(409, 'out_of_stock', errorDetail('stock', { shortages }), fieldCodes);
}

export type StockLine = { product_id: string; product_name: string; size: string; quantity: number };

/** Pieces per product, in product id order (the order in which rows are locked). */
function piecesByProduct(lines: readonly StockLine[]): [string, number][] {
  const pieces = new Map<string, number>();
  for (const line of lines) pieces.set(line.product_id, (pieces.get(line.product_id) ?? 0) + line.quantity);
  return [...pieces].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Locks the products' rows, in id order, before any of them is written. Writing a product also
 * writes the catalogue version (a trigger, migration 0006), and on PostgreSQL two orders that
 * locked a product each and then waited for the version row and the other's product would
 * deadlock. SQLite runs one write transaction at a time (BEGIN IMMEDIATE): nothing to lock.
 */
async function lockProducts(trx: Kysely<Database>, ids: readonly string[]): Promise<void> {
  if (ids.length === 0 || !(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await trx.selectFrom('products').select('id').where('id', 'in', [...ids]).orderBy('id').forUpdate().execute();
}

/**
 * Takes the order's pieces from stock. Each product is taken only while it has enough
 * (a conditional update), so of several shoppers racing for the last piece exactly one gets
 * it; when any product falls short, throws OutOfStockError naming every short line, and the
 * caller's transaction stores nothing.
 */
export async function takeStock(trx: Kysely<Database>, lines: readonly StockLine[]): Promise<void> {
  const pieces = piecesByProduct(lines);
  await lockProducts(
    trx,
    pieces.map(([id]) => id),
  );
  const short = new Set<string>();
  for (const [id, quantity] of pieces) {
    const result = await trx
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '-', quantity) }))
      .where('id', '=', id)
      .where('stock', '>=', quantity)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) short.add(id);
  }
  if (short.size === 0) return;
  const rows = await trx.selectFrom('products').select(['id', 'stock']).where('id', 'in', [...short]).execute();
  const left = new Map(rows.map((row) => [row.id, Number(row.stock)]));
  const shortages = stockShortages(
    lines.map((line) => ({ productId: line.product_id, name: line.product_name, size: line.size, quantity: line.quantity })),
    // A product deleted since it was priced has none left.
    (id) => (short.has(id) ? (left.get(id) ?? 0) : undefined),
  );
  throw new OutOfStockError(shortages);
}

/** An order's lines as stock counts them: product, name, size and pieces. */
export function stockLinesOf(trx: Kysely<Database>, orderNumber: string) {
  return trx
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select(['order_lines.product_id', 'order_lines.product_name', 'order_lines.size', 'order_lines.quantity'])
    .where('orders.number', '=', orderNumber)
    .execute();
}

/** Gives a cancelled order's pieces back to stock (products deleted since are skipped). */
export async function returnStock(trx: Kysely<Database>, orderNumber: string): Promise<void> {
  const lines = await stockLinesOf(trx, orderNumber);
  const pieces = piecesByProduct(lines);
  await lockProducts(
    trx,
    pieces.map(([id]) => id),
  );
  for (const [id, quantity] of pieces) {
    await trx
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '+', quantity) }))
      .where('id', '=', id)
      .execute();
  }
}

/**
 * Products with fewer than FEW_LEFT_BELOW pieces (none first), at most `limit`: for the
 * backend's summary and product list.
 */
export async function lowStockProducts(db: Kysely<Database>, limit = 20): Promise<LowStockProduct[]> {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name', 'stock'])
    .where('stock', '<', FEW_LEFT_BELOW)
    .orderBy('stock')
    .orderBy('name')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, stock: Number(row.stock) }));
}
