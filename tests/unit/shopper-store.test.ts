// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { Product } from '../../src/shared/product.ts';
import { storedProduct as product } from '../helpers/shop-fixtures.ts';
import type * as StoreModule from '../../src/web/lib/shopper-store.ts';
import type * as ActionsModule from '../../src/web/lib/shopper-actions.ts';

type Store = typeof StoreModule & typeof ActionsModule;

const stored = (key: string): unknown => {
  const raw = window.localStorage.getItem(key);
  return raw === null ? null : JSON.parse(raw);
};

let store: Store;
const realStorage = Object.getOwnPropertyDescriptor(window, 'localStorage');

beforeEach(async () => {
  window.localStorage.clear();
  vi.resetModules();
  store = { ...(await import('../../src/web/lib/shopper-store.ts')), ...(await import('../../src/web/lib/shopper-actions.ts')) };
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  if (realStorage) Object.defineProperty(window, 'localStorage', realStorage);
  else Reflect.deleteProperty(window, 'localStorage');
});

describe('reading what the browser holds', () => {
  it('reads empty lists when nothing is stored', () => {
    expect(store.getCart()).toEqual([]);
    expect(store.getWishlist()).toEqual([]);
  });

  it('reads a cart saved by the original shop, numeric sizes included', () => {
    window.localStorage.setItem(
      'incart',
      JSON.stringify([
        { ...product('a'), size: 2.1, quantity: 2 },
        { ...product('b'), size: 2.6, quantity: 1 },
        { ...product('c'), size: '2.12', quantity: 1 },
        { ...product('d'), size: 2.12, quantity: 1 },
      ]),
    );
    expect(store.getCart().map((line) => [line.id, line.size, line.quantity])).toEqual([
      ['a', '2.10', 2],
      ['b', '2.6', 1],
      ['c', '2.12', 1],
      ['d', '2.12', 1],
    ]);
  });

  it('fits a cart saved before sizes belonged to the piece (decision 040): a chain drops its size, a ring waits for one, a bangle keeps its own', () => {
    const chain = product('c', 2450, { Category: 'Necklace', ProductName: 'Rope Chain' });
    const ring = product('r', 1299, { Category: 'Ring', ProductName: 'Lotus Ring' });
    window.localStorage.setItem(
      'incart',
      JSON.stringify([
        { ...chain, size: '2.6', quantity: 1 },
        { ...chain, size: 2.8, quantity: 2 },
        { ...ring, size: '2.6', quantity: 1 },
        { ...product('b'), size: '2.10', quantity: 1 },
      ]),
    );
    expect(store.getCart().map((line) => [line.id, line.size, line.quantity])).toEqual([
      ['c', '', 3],
      ['r', '', 1],
      ['b', '2.10', 1],
    ]);
    // The ring's line takes one of its own sizes.
    store.changeSize('r', '', '14');
    expect(store.getCart().map((line) => [line.id, line.size])).toEqual([
      ['c', ''],
      ['r', '14'],
      ['b', '2.10'],
    ]);
    expect(document.cookie).toContain(encodeURIComponent('c~~3,r~14~1,b~2.10~1'));
  });

  it('adds a ring only in one of its sizes, and a chain or earrings without a size', () => {
    const ring = product('r', 1299, { Category: 'Ring' });
    expect(store.addToCart(ring)).toBe('choose-size');
    expect(store.addToCart(ring, '2.6')).toBe('choose-size');
    expect(store.getCart()).toEqual([]);
    expect(store.addToCart(ring, '12')).toBe('added');
    expect(store.addToCart(product('e', 999, { Category: 'Earring' }), '2.6')).toBe('added');
    expect(store.getCart().map((line) => [line.id, line.size])).toEqual([
      ['r', '12'],
      ['e', ''],
    ]);
    // From the wishlist, a ring stays there for its size to be chosen.
    store.toggleWishlist(ring);
    expect(store.moveToCart(ring)).toBe('choose-size');
    expect(store.getWishlist().map((item) => item.id)).toEqual(['r']);
  });

  it("keeps '2.10' and '2.1' apart: a text size must be one of the spec's sizes", () => {
    window.localStorage.setItem('incart', JSON.stringify([{ ...product('a'), size: '2.1', quantity: 1 }]));
    expect(store.getCart()).toEqual([]);
    expect(window.localStorage.getItem('incart')).toBeNull();
  });

  it('merges lines of one product that name the same size two ways', () => {
    window.localStorage.setItem(
      'incart',
      JSON.stringify([
        { ...product('a'), size: 2.1, quantity: 2 },
        { ...product('a'), size: '2.10', quantity: 3 },
      ]),
    );
    expect(store.getCart().map((line) => [line.size, line.quantity])).toEqual([['2.10', 5]]);
  });

  it('caps a stored quantity at the per-line limit', () => {
    window.localStorage.setItem('incart', JSON.stringify([{ ...product('a'), size: '2.6', quantity: 500 }]));
    expect(store.getCart()[0]?.quantity).toBe(10);
  });

  it.each([
    ['corrupted JSON', '[{"id": "a",'],
    ['a JSON object instead of a list', '{"id":"a"}'],
    ['a string', '"hello"'],
    ['null', 'null'],
    ['a list of numbers', '[1,2,3]'],
    ['a line without a product id', JSON.stringify([{ ProductName: 'x', size: '2.6', quantity: 1 }])],
    ['a price that is text', JSON.stringify([{ ...product('a'), ProductPrice: '1299', size: '2.6', quantity: 1 }])],
    ['a negative price', JSON.stringify([{ ...product('a', -5), size: '2.6', quantity: 1 }])],
    ['quantity 0', JSON.stringify([{ ...product('a'), size: '2.6', quantity: 0 }])],
    ['a fractional quantity', JSON.stringify([{ ...product('a'), size: '2.6', quantity: 1.5 }])],
    ['a quantity that is text', JSON.stringify([{ ...product('a'), size: '2.6', quantity: '2' }])],
    ['a missing size', JSON.stringify([{ ...product('a'), quantity: 1 }])],
    ['an unknown numeric size', JSON.stringify([{ ...product('a'), size: 3, quantity: 1 }])],
    ['a foreign shape', JSON.stringify([{ sku: 'X1', qty: 2 }])],
  ])('resets the cart on %s and keeps working', (_name, raw) => {
    window.localStorage.setItem('incart', raw);
    window.localStorage.setItem('wishlist', JSON.stringify([product('w')]));
    expect(store.getCart()).toEqual([]);
    expect(window.localStorage.getItem('incart')).toBeNull();
    // Only the bad key is reset.
    expect(store.getWishlist().map((item) => item.id)).toEqual(['w']);
    store.addToCart(product('a'), '2.6');
    expect(store.getCart().map((line) => line.id)).toEqual(['a']);
  });

  it.each([
    ['corrupted JSON', 'not json'],
    ['a foreign shape', JSON.stringify([{ title: 'x' }])],
    ['images that are not lists', JSON.stringify([{ ...product('a'), ProductImgs: { high: 'x', low: 'y' } }])],
  ])('resets the wishlist on %s', (_name, raw) => {
    window.localStorage.setItem('wishlist', raw);
    expect(store.getWishlist()).toEqual([]);
    expect(window.localStorage.getItem('wishlist')).toBeNull();
  });

  it('drops unknown fields of stored records', () => {
    window.localStorage.setItem('wishlist', JSON.stringify([{ ...product('a'), secret: 'x' }]));
    expect(store.getWishlist()[0]).not.toHaveProperty('secret');
  });

  it('answers the same list object until the stored text changes', () => {
    store.addToCart(product('a'), '2.6');
    const first = store.getCart();
    expect(store.getCart()).toBe(first);
    store.setQuantity('a', '2.6', 2);
    expect(store.getCart()).not.toBe(first);
  });
});

describe('a storage that throws', () => {
  it('falls back to memory when writes throw (quota, private mode)', () => {
    const items = new Map<string, string>();
    const full = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: (key: string) => items.delete(key),
    };
    Object.defineProperty(window, 'localStorage', { configurable: true, value: full });
    store.addToCart(product('a'), '2.6');
    store.addToCart(product('a'), '2.6');
    store.toggleWishlist(product('b'));
    expect(store.getCart().map((line) => [line.id, line.quantity])).toEqual([['a', 2]]);
    expect(store.getWishlist().map((item) => item.id)).toEqual(['b']);
    expect(items.size).toBe(0);
  });

  it('falls back to memory when reading localStorage itself throws', () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(store.getCart()).toEqual([]);
    store.addToCart(product('a'), '2.8');
    store.changeSize('a', '2.8', '2.10');
    expect(store.getCart().map((line) => [line.id, line.size])).toEqual([['a', '2.10']]);
    store.clearCart();
    expect(store.getCart()).toEqual([]);
  });
});

describe('cart actions', () => {
  it('adds a new line of quantity 1, or raises the quantity of the same product and size', () => {
    expect(store.addToCart(product('a'), '2.6')).toBe('added');
    expect(store.addToCart(product('a'), '2.6')).toBe('increased');
    expect(store.addToCart(product('a'), '2.8')).toBe('added');
    expect(store.getCart().map((line) => [line.id, line.size, line.quantity])).toEqual([
      ['a', '2.6', 2],
      ['a', '2.8', 1],
    ]);
    expect(stored('incart')).toEqual([
      { ...product('a'), size: '2.6', quantity: 2 },
      { ...product('a'), size: '2.8', quantity: 1 },
    ]);
  });

  it('uses size 2.6 by default and for a size that is not on the list', () => {
    store.addToCart(product('a'));
    store.addToCart(product('b'), '7');
    expect(store.getCart().map((line) => line.size)).toEqual(['2.6', '2.6']);
  });

  it('stores product fields only, never a line of a line', () => {
    store.addToCart({ ...product('a'), size: '2.4', quantity: 9 } as Product, '2.2');
    expect(store.getCart()[0]).toMatchObject({ size: '2.2', quantity: 1 });
  });

  it('stops at the per-line limit', () => {
    store.addToCart(product('a'), '2.6');
    store.setQuantity('a', '2.6', 10);
    expect(store.addToCart(product('a'), '2.6')).toBe('at-limit');
    expect(store.getCart()[0]?.quantity).toBe(10);
  });

  it('never lets a quantity go below 1 or above the limit, and ignores nonsense', () => {
    store.addToCart(product('a'), '2.6');
    store.setQuantity('a', '2.6', 0);
    expect(store.getCart()[0]?.quantity).toBe(1);
    store.setQuantity('a', '2.6', -4);
    expect(store.getCart()[0]?.quantity).toBe(1);
    store.setQuantity('a', '2.6', 3.7);
    expect(store.getCart()[0]?.quantity).toBe(3);
    store.setQuantity('a', '2.6', Number.NaN);
    expect(store.getCart()[0]?.quantity).toBe(3);
    store.setQuantity('a', '2.6', 1e9);
    expect(store.getCart()[0]?.quantity).toBe(10);
  });

  it('removes only the line of that product and size', () => {
    store.addToCart(product('a'), '2.6');
    store.addToCart(product('a'), '2.8');
    store.addToCart(product('b'), '2.6');
    store.removeLine('a', '2.6');
    expect(store.getCart().map((line) => `${line.id}@${line.size}`)).toEqual(['a@2.8', 'b@2.6']);
  });

  it('changes a size, merging into a line that already has it', () => {
    store.addToCart(product('a'), '2.6');
    store.setQuantity('a', '2.6', 2);
    store.addToCart(product('a'), '2.8');
    store.addToCart(product('b'), '2.6');
    store.changeSize('a', '2.6', '2.8');
    expect(store.getCart().map((line) => `${line.id}@${line.size}x${line.quantity}`)).toEqual(['a@2.8x3', 'b@2.6x1']);
    store.changeSize('b', '2.6', '2.12');
    expect(store.getCart().map((line) => `${line.id}@${line.size}x${line.quantity}`)).toEqual(['a@2.8x3', 'b@2.12x1']);
    store.changeSize('b', '2.12', 'XL');
    expect(store.getCart()[1]?.size).toBe('2.12');
  });

  it('caps a merged quantity at the limit', () => {
    store.addToCart(product('a'), '2.6');
    store.setQuantity('a', '2.6', 8);
    store.addToCart(product('a'), '2.8');
    store.setQuantity('a', '2.8', 8);
    expect(store.changeSize('a', '2.6', '2.8')).toBe(6);
    expect(store.getCart().map((line) => [line.size, line.quantity])).toEqual([['2.8', 10]]);
    expect(store.changeSize('a', '2.8', '2.2')).toBe(0);
  });

  it('adds no piece beyond the product’s stock, whatever the size', () => {
    const twoLeft = product('a', 1299, { Stock: 2 });
    expect(store.addToCart(twoLeft, '2.6')).toBe('added');
    expect(store.addToCart(twoLeft, '2.8')).toBe('added');
    expect(store.addToCart(twoLeft, '2.6')).toBe('no-more-stock');
    expect(store.getCart().map((line) => [line.size, line.quantity])).toEqual([['2.6', 1], ['2.8', 1]]);
    expect(store.addToCart(product('b', 1299, { Stock: 0 }), '2.6')).toBe('no-more-stock');
    expect(store.getCart()).toHaveLength(2);
    expect(stored('incart')).not.toContainEqual(expect.objectContaining({ Stock: expect.anything() }));
  });

  it('refreshes product records and reports price changes', () => {
    store.addToCart(product('a', 1000), '2.6');
    store.addToCart(product('a', 1000), '2.8');
    store.addToCart(product('b', 500), '2.6');
    const changes = store.refreshCartProducts([product('a', 1100.5), product('b', 500, { ProductName: 'Renamed' })]);
    expect(changes).toEqual([{ id: 'a', name: 'Bangle a', fromPaise: 100_000, toPaise: 110_050 }]);
    expect(store.getCart().map((line) => [line.ProductName, line.ProductPrice, line.size])).toEqual([
      ['Bangle a', 1100.5, '2.6'],
      ['Bangle a', 1100.5, '2.8'],
      ['Renamed', 500, '2.6'],
    ]);
    const before = store.getCart();
    expect(store.refreshCartProducts([product('a', 1100.5)])).toEqual([]);
    expect(store.getCart()).toBe(before);
  });

  it('empties the cart', () => {
    store.addToCart(product('a'), '2.6');
    store.clearCart();
    expect(store.getCart()).toEqual([]);
    expect(stored('incart')).toEqual([]);
  });
});

describe('wishlist actions', () => {
  it('toggles by id: adds when absent, removes when present', () => {
    expect(store.toggleWishlist(product('a'))).toBe('added');
    expect(store.toggleWishlist(product('b'))).toBe('added');
    expect(store.toggleWishlist({ ...product('a'), ProductPrice: 1 })).toBe('removed');
    expect(stored('wishlist')).toEqual([product('b')]);
  });

  it('moves a cart line to the wishlist without duplicating it', () => {
    store.toggleWishlist(product('a'));
    store.addToCart(product('a'), '2.6');
    store.addToCart(product('b'), '2.8');
    expect(store.moveToWishlist('a', '2.6')).toBe(true);
    expect(store.moveToWishlist('b', '2.8')).toBe(true);
    expect(store.moveToWishlist('zzz', '2.8')).toBe(false);
    expect(store.getCart()).toEqual([]);
    expect(stored('wishlist')).toEqual([product('a'), product('b')]);
  });

  it('moves a wishlist product to the cart in size 2.6', () => {
    store.toggleWishlist(product('a'));
    store.moveToCart(product('a'));
    expect(store.getWishlist()).toEqual([]);
    expect(store.getCart().map((line) => [line.id, line.size, line.quantity])).toEqual([['a', '2.6', 1]]);
  });

  it('keeps a product on the wishlist when the cart already holds every piece the shop has', () => {
    const lastOne = product('a', 1299, { Stock: 1 });
    store.addToCart(lastOne, '2.6');
    store.toggleWishlist(lastOne);
    expect(store.moveToCart(lastOne)).toBe('no-more-stock');
    expect(store.getWishlist().map((item) => item.id)).toEqual(['a']);
    expect(store.getCart().map((line) => [line.id, line.quantity])).toEqual([['a', 1]]);
  });

  it('removes by id', () => {
    store.toggleWishlist(product('a'));
    store.removeFromWishlist('a');
    store.removeFromWishlist('nothing');
    expect(store.getWishlist()).toEqual([]);
  });
});

describe('components and other tabs', () => {
  it('re-renders subscribers when this tab changes the lists', () => {
    const cart = renderHook(() => store.useCart());
    const wishlist = renderHook(() => store.useWishlist());
    expect(cart.result.current).toEqual([]);
    act(() => {
      store.addToCart(product('a'), '2.6');
      store.toggleWishlist(product('b'));
    });
    expect(cart.result.current.map((line) => line.id)).toEqual(['a']);
    expect(wishlist.result.current.map((item) => item.id)).toEqual(['b']);
  });

  it('follows another tab through the storage event', () => {
    const cart = renderHook(() => store.useCart());
    act(() => {
      window.localStorage.setItem('incart', JSON.stringify([{ ...product('x'), size: '2.4', quantity: 3 }]));
      window.dispatchEvent(new StorageEvent('storage', { key: 'incart' }));
    });
    expect(cart.result.current.map((line) => [line.id, line.size, line.quantity])).toEqual([['x', '2.4', 3]]);

    // Another tab writes garbage: this tab resets the key and shows an empty cart.
    act(() => {
      window.localStorage.setItem('incart', '{oops');
      window.dispatchEvent(new StorageEvent('storage', { key: 'incart' }));
    });
    expect(cart.result.current).toEqual([]);
    expect(window.localStorage.getItem('incart')).toBeNull();

    // Another tab clears the whole storage (key null).
    act(() => store.addToCart(product('y'), '2.6'));
    expect(cart.result.current).toHaveLength(1);
    act(() => {
      window.localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(cart.result.current).toEqual([]);
  });

  it('ignores storage events for other keys and stops listening on unmount', () => {
    const cart = renderHook(() => store.useCart());
    const first = cart.result.current;
    act(() => {
      window.localStorage.setItem('theme', 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
    });
    expect(cart.result.current).toBe(first);
    const remove = vi.spyOn(window, 'removeEventListener');
    cart.unmount();
    expect(remove).toHaveBeenCalledWith('storage', expect.any(Function));
  });
});
