import { describe, expect, it } from 'vitest';
import { lineQuantity, mergeLines, type CartLine } from '../../src/shared/cart-lines.ts';
import { addProduct, piecesOf, withFreshProducts, withoutLine, withQuantity, withSize } from '../../src/shared/cart-rules.ts';
import { MAX_LINE_QUANTITY } from '../../src/shared/order-limits.ts';
import { storedProduct as bangle } from '../helpers/shop-fixtures.ts';

// The cart's rules on their own: pure functions of the lines, no storage (the browser's store
// and its actions are tested in shopper-store.test.ts).

const line = (id: string, size: CartLine['size'], quantity: number): CartLine => ({ ...bangle(id), size, quantity });
const shape = (lines: CartLine[]) => lines.map(({ id, size, quantity }) => [id, size, quantity]);

describe('the cart rules', () => {
  const cart = Object.freeze([line('a', '2.6', 1), line('b', '2.10', MAX_LINE_QUANTITY)]) as CartLine[];

  it('answers the very same lines when a change changes nothing, and never mutates them', () => {
    expect(withQuantity(cart, 'a', '2.6', 1)).toBe(cart);
    expect(withQuantity(cart, 'a', '2.6', Number.NaN)).toBe(cart);
    expect(withQuantity(cart, 'zzz', '2.6', 3)).toBe(cart);
    expect(withoutLine(cart, 'a', '2.8')).toBe(cart);
    expect(withSize(cart, 'a', '2.6', '2.6')).toBe(cart);
    expect(withSize(cart, 'a', '2.6', '2.1')).toBe(cart);
    expect(addProduct(cart, bangle('b'), '2.10')).toEqual({ lines: cart, outcome: 'at-limit' });
    expect(withFreshProducts(cart, [bangle('a')]).lines).toBe(cart);
  });

  it('adds a line of 1, raises the same product and size, and reads an unknown size as 2.6', () => {
    expect(shape(addProduct(cart, bangle('c'), '2.2').lines)).toEqual([...shape(cart), ['c', '2.2', 1]]);
    expect(addProduct(cart, bangle('a'), 'huge')).toMatchObject({ outcome: 'increased' });
    expect(shape(addProduct(cart, bangle('a'), 'huge').lines)[0]).toEqual(['a', '2.6', 2]);
  });

  it('keeps every quantity a whole number from 1 to the per-line limit', () => {
    expect([0, -4, 2.7, 99].map(lineQuantity)).toEqual([1, 1, 2, MAX_LINE_QUANTITY]);
    expect(shape(withQuantity(cart, 'a', '2.6', 99))[0]).toEqual(['a', '2.6', MAX_LINE_QUANTITY]);
  });

  it('adds nothing once the lines hold as many pieces of the product as its stock, sizes together', () => {
    const lines = [line('a', '2.2', 1), line('a', '2.4', 1)];
    expect(piecesOf(lines, 'a')).toBe(2);
    expect(addProduct(lines, bangle('a'), '2.6', 2)).toEqual({ lines, outcome: 'no-more-stock' });
    expect(addProduct(lines, bangle('a'), '2.2', 3)).toMatchObject({ outcome: 'increased' });
    expect(addProduct([], bangle('b'), '2.6', 0)).toEqual({ lines: [], outcome: 'no-more-stock' });
    expect(addProduct(lines, bangle('a'), '2.6')).toMatchObject({ outcome: 'added' });
  });

  it('moves a line to another size, merging into a line that has it, capped at the limit', () => {
    expect(shape(withSize(cart, 'a', '2.6', '2.8'))).toEqual([['a', '2.8', 1], ['b', '2.10', MAX_LINE_QUANTITY]]);
    const two = [line('a', '2.2', 3), line('a', '2.4', 4)];
    expect(shape(withSize(two, 'a', '2.4', '2.2'))).toEqual([['a', '2.2', 7]]);
    expect(shape(mergeLines([line('a', '2.2', 8), line('a', '2.2', 8)]))).toEqual([['a', '2.2', MAX_LINE_QUANTITY]]);
  });

  it('takes fresh product fields and reports each price change once, in paise', () => {
    const doubled = [line('a', '2.2', 1), line('a', '2.4', 1)];
    const { lines, changes } = withFreshProducts(doubled, [{ ...bangle('a', 1500), ProductName: 'Bangle a, new' }]);
    expect(lines.map((fresh) => [fresh.ProductName, fresh.ProductPrice, fresh.size])).toEqual([
      ['Bangle a, new', 1500, '2.2'],
      ['Bangle a, new', 1500, '2.4'],
    ]);
    expect(changes).toEqual([{ id: 'a', name: 'Bangle a, new', fromPaise: 129_900, toPaise: 150_000 }]);
  });

  it('adds a piece in its own sizes (decision 040): a chain without a size, a bangle 2.6 when given none of its sizes', () => {
    const chain = bangle('c', 2450, { Category: 'Necklace', ProductName: 'Rope Chain' });
    expect(shape(addProduct([], chain, '2.6').lines)).toEqual([['c', '', 1]]);
    expect(shape(addProduct([line('c', '', 1)].map((held) => ({ ...held, Category: 'Necklace' })), chain, '2.8').lines)).toEqual([['c', '', 2]]);
    expect(shape(addProduct([], bangle('a'), '14').lines)).toEqual([['a', '2.6', 1]]);
  });

  it('adds a ring only in a ring size: none is chosen for the shopper', () => {
    const ring = bangle('r', 1299, { Category: 'Ring', ProductName: 'Lotus Ring' });
    expect(addProduct([], ring, '2.6')).toEqual({ lines: [], outcome: 'choose-size' });
    expect(addProduct([], ring, '')).toEqual({ lines: [], outcome: 'choose-size' });
    expect(shape(addProduct([], ring, '14').lines)).toEqual([['r', '14', 1]]);
    // A ring line waiting for its size takes one of the ring's sizes, never a bangle's.
    const waiting = [{ ...ring, size: '', quantity: 2 }];
    expect(withSize(waiting, 'r', '', '2.6')).toBe(waiting);
    expect(shape(withSize(waiting, 'r', '', '16'))).toEqual([['r', '16', 2]]);
  });
});
