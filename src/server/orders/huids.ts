import type { Kysely, Transaction } from 'kysely';
import { huidRequired, repeatedHuid } from '../../shared/huid.ts';
import type { Database } from '../db/schema.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { OrderHuidsTable } from './tables.ts';

// The HUIDs of a shipped order's pieces (decision 036): checked against the order's lines and
// every other order, and stored in the shipping's own transaction.

/** The HUIDs given do not fit the order's lines: `field` is the request's field they belong to. */
export class HuidError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.field = field;
  }
}

/** A HUID given is recorded on another order already: a HUID names one piece. */
export class HuidTakenError extends HuidError {}

/** The HUIDs of these orders, by line and piece. */
export async function huidsOf(db: Kysely<Database>, orderIds: string[]): Promise<OrderHuidsTable[]> {
  if (orderIds.length === 0) return [];
  return db.selectFrom('order_huids').selectAll().where('order_id', 'in', orderIds).orderBy('order_id').orderBy('line_position').orderBy('piece').execute();
}

/**
 * Records the HUIDs of an order being shipped, in its transaction: `huids` holds one list for
 * each of the order's lines (in their order), the HUIDs of that line's pieces, at most its
 * quantity (already normalised and checked for form and repeats by the route). A line of gold
 * of 2 g or more needs one for every piece; other pieces may go without.
 */
export async function recordHuids(trx: Transaction<Database>, orderId: string, huids: readonly (readonly string[])[] | undefined): Promise<void> {
  const lines = await trx
    .selectFrom('order_lines')
    .select(['position', 'product_name', 'metal_type', 'metal_weight_mg', 'quantity'])
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
  if (huids !== undefined && huids.length !== lines.length) {
    throw new HuidError('huids', `Give the HUIDs as ${lines.length === 1 ? 'one list' : `${lines.length} lists`}, one for each line of the order.`);
  }
  const given = huids ?? lines.map(() => []);
  const repeated = repeatedHuid(given.flat());
  if (repeated) throw new HuidError('huids', `HUID ${repeated} is given twice: each piece has its own.`);
  lines.forEach((line, index) => {
    const count = given[index]!.length;
    const named = `Line ${index + 1} (${line.product_name})`;
    if (count > line.quantity) throw new HuidError(`huids.${index}`, `${named} has ${pieces(line.quantity)}: give at most ${line.quantity} HUID${line.quantity === 1 ? '' : 's'}.`);
    if (count < line.quantity && huidRequired({ metalType: line.metal_type, metalWeightMg: line.metal_weight_mg })) {
      throw new HuidError(`huids.${index}`, `${named} is gold of 2 g or more, which must be hallmarked: give the HUID of each of its ${pieces(line.quantity)}.`);
    }
  });
  const rows = lines.flatMap((line, index) => given[index]!.map((huid, piece) => ({ order_id: orderId, line_position: line.position, piece, huid })));
  if (rows.length === 0) return;
  const taken = await trx
    .selectFrom('order_huids')
    .innerJoin('orders', 'orders.id', 'order_huids.order_id')
    .select(['order_huids.huid', 'orders.number'])
    .where(
      'order_huids.huid',
      'in',
      rows.map((row) => row.huid),
    )
    .executeTakeFirst();
  if (taken) throw takenError(taken.huid, given, `order ${taken.number}`);
  try {
    await trx.insertInto('order_huids').values(rows).execute();
  } catch (error) {
    // Another order recorded one of them since the look above.
    if (isUniqueViolation(error)) throw new HuidTakenError('huids', 'One of these HUIDs was recorded on another order a moment ago: check them and try again.');
    throw error;
  }
}

const pieces = (count: number) => `${count} piece${count === 1 ? '' : 's'}`;

function takenError(huid: string, given: readonly (readonly string[])[], where: string): HuidTakenError {
  const line = given.findIndex((list) => list.includes(huid));
  const field = line < 0 ? 'huids' : `huids.${line}.${given[line]!.indexOf(huid)}`;
  return new HuidTakenError(field, `HUID ${huid} is already recorded on ${where}: a HUID names one piece.`);
}

/** The HUIDs of a line's pieces as the invoice and the e-mails print them: 'HUID AB12C3, XY98Z7' (decision 036); null when none. */
export function huidsOfLine(order: { huids?: readonly OrderHuidsTable[] | undefined }, position: number): string | null {
  const huids = (order.huids ?? []).filter((row) => row.line_position === position).map((row) => row.huid);
  return huids.length > 0 ? `HUID ${huids.join(', ')}` : null;
}
