import { describe, expect, it } from 'vitest';
import { CART_COOKIE, decodeCartCookie, encodeCartCookie } from '../../src/shared/cart-cookie.ts';
import { MAX_LINE_QUANTITY } from '../../src/shared/order-limits.ts';

const header = (value: string) => `theme=dark; ${CART_COOKIE}=${value}; other=1`;

describe('the cart cookie', () => {
  it('carries each line’s product, size and quantity', () => {
    const lines = [
      { id: 'abc_123', size: '2.10', quantity: 2 },
      { id: 'XYZ-9', size: '2.12', quantity: 1 },
    ] as const;
    const value = encodeCartCookie(lines)!;
    expect(decodeCartCookie(header(value))).toEqual(lines);
    expect(decodeCartCookie(header(encodeCartCookie([])!))).toEqual([]);
  });

  it('carries a ring size, and a piece without a size (decision 040)', () => {
    const lines = [
      { id: 'ring', size: '14', quantity: 1 },
      { id: 'chain', size: '', quantity: 2 },
    ];
    const value = encodeCartCookie(lines)!;
    expect(decodeURIComponent(value)).toBe('ring~14~1,chain~~2');
    expect(decodeCartCookie(header(value))).toEqual(lines);
  });

  it('is not written for a cart too long for a cookie', () => {
    const lines = Array.from({ length: 70 }, (_, index) => ({ id: `${'p'.repeat(38)}${String(index).padStart(2, '0')}`, size: '2.10' as const, quantity: 10 }));
    expect(encodeCartCookie(lines)).toBeNull();
  });

  it('reads as no cart when absent, malformed or not one the shop wrote', () => {
    for (const bad of [
      undefined,
      'theme=dark',
      header('%E0%A4%A'),
      header(encodeURIComponent('abc~2.6')),
      header(encodeURIComponent('abc~9.9~1')),
      header(encodeURIComponent('abc~26~1')),
      header(encodeURIComponent('abc~2.6~0')),
      header(encodeURIComponent(`abc~2.6~${MAX_LINE_QUANTITY + 1}`)),
      header(encodeURIComponent('abc~2.6~1.5')),
      header(encodeURIComponent('a b~2.6~1')),
      header(encodeURIComponent('abc~2.6~1~x')),
      header(encodeURIComponent(Array.from({ length: 51 }, (_, index) => `p${index}~2.6~1`).join(','))),
    ]) {
      expect(decodeCartCookie(bad)).toBeNull();
    }
  });
});
