import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { productSchema, type Product } from '../../shared/product.ts';
import { SIZES } from '../../shared/sizes.ts';

// The shopper's cart and wishlist, kept in the browser under the spec's local-storage keys
// 'incart' and 'wishlist' (both JSON lists). Every read is validated: bad or foreign data
// resets that key. A storage that throws (private mode, quota) falls back to memory. Other
// tabs follow through the 'storage' event.

export const CART_KEY = 'incart';
export const WISHLIST_KEY = 'wishlist';

/** Sizes saved as numbers by the original shop read as the size they meant: 2.1 is '2.10'. */
const sizeSchema = z.union([
  z.string().min(1).max(10),
  z.number().transform((value) => SIZES.find((size) => Number(size) === value) ?? String(value)),
]);

export const cartLineSchema = productSchema.extend({
  size: sizeSchema,
  quantity: z.number().int().min(1).max(999),
});
export type CartLine = z.infer<typeof cartLineSchema>;

const listSchemas = {
  [CART_KEY]: z.array(cartLineSchema),
  [WISHLIST_KEY]: z.array(productSchema),
};
type Key = keyof typeof listSchemas;
type ListOf<K extends Key> = z.infer<(typeof listSchemas)[K]>;

const EMPTY: never[] = [];
const memory = new Map<Key, string>();
const cache = new Map<Key, { raw: string | null; value: unknown[] }>();
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function readRaw(key: Key): string | null {
  try {
    const stored = storage()?.getItem(key);
    if (stored !== undefined) return stored ?? memory.get(key) ?? null;
  } catch {
    // storage unavailable: memory below
  }
  return memory.get(key) ?? null;
}

function writeRaw(key: Key, raw: string | null): void {
  if (raw === null) memory.delete(key);
  else memory.set(key, raw);
  try {
    const store = storage();
    if (raw === null) store?.removeItem(key);
    else store?.setItem(key, raw);
  } catch {
    // private mode or quota: the list lives on in memory for this page
  }
}

function readList<K extends Key>(key: K): ListOf<K> {
  const raw = readRaw(key);
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.value as ListOf<K>;
  let value = EMPTY as ListOf<K>;
  if (raw !== null) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
    const result = listSchemas[key].safeParse(parsed);
    if (result.success) {
      value = result.data as ListOf<K>;
    } else {
      // Bad or foreign data: reset this key, keep the page working.
      writeRaw(key, null);
      cache.set(key, { raw: null, value: EMPTY });
      return EMPTY as ListOf<K>;
    }
  }
  cache.set(key, { raw, value });
  return value;
}

function writeList<K extends Key>(key: K, list: ListOf<K>): void {
  const raw = JSON.stringify(list);
  writeRaw(key, raw);
  cache.set(key, { raw, value: list });
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_KEY || event.key === WISHLIST_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const serverSnapshot = () => EMPTY;

export function useCart(): CartLine[] {
  return useSyncExternalStore(subscribe, () => readList(CART_KEY), serverSnapshot);
}

export function useWishlist(): Product[] {
  return useSyncExternalStore(subscribe, () => readList(WISHLIST_KEY), serverSnapshot);
}

export function getCart(): CartLine[] {
  return readList(CART_KEY);
}

export function getWishlist(): Product[] {
  return readList(WISHLIST_KEY);
}

/** A product without any cart-line fields, as the wishlist keeps it. */
function productOnly(product: Product): Product {
  return productSchema.parse(product);
}

const sameLine = (line: CartLine, id: string, size: string) => line.id === id && line.size === size;

/** Adds the product to the wishlist if absent, removes it if present (matched by id). */
export function toggleWishlist(product: Product): 'added' | 'removed' {
  const list = readList(WISHLIST_KEY);
  if (list.some((item) => item.id === product.id)) {
    writeList(
      WISHLIST_KEY,
      list.filter((item) => item.id !== product.id),
    );
    return 'removed';
  }
  writeList(WISHLIST_KEY, [...list, productOnly(product)]);
  return 'added';
}

export function removeFromWishlist(id: string): void {
  writeList(
    WISHLIST_KEY,
    readList(WISHLIST_KEY).filter((item) => item.id !== id),
  );
}

/** Same product and size: quantity + 1; otherwise a new line of quantity 1. */
export function addToCart(product: Product, size: string): void {
  const lines = readList(CART_KEY);
  const existing = lines.find((line) => sameLine(line, product.id, size));
  writeList(
    CART_KEY,
    existing
      ? lines.map((line) => (line === existing ? { ...line, quantity: Math.min(999, line.quantity + 1) } : line))
      : [...lines, { ...productOnly(product), size, quantity: 1 }],
  );
}

/** Sets a line's quantity, never below 1. */
export function setQuantity(id: string, size: string, quantity: number): void {
  const next = Math.min(999, Math.max(1, Math.floor(quantity)));
  writeList(
    CART_KEY,
    readList(CART_KEY).map((line) => (sameLine(line, id, size) ? { ...line, quantity: next } : line)),
  );
}

export function removeLine(id: string, size: string): void {
  writeList(
    CART_KEY,
    readList(CART_KEY).filter((line) => !sameLine(line, id, size)),
  );
}

/** Changes a line's size; a line that already has the new size absorbs its quantity. */
export function changeSize(id: string, fromSize: string, toSize: string): void {
  if (fromSize === toSize) return;
  const lines = readList(CART_KEY);
  const moving = lines.find((line) => sameLine(line, id, fromSize));
  if (!moving) return;
  const target = lines.find((line) => sameLine(line, id, toSize));
  writeList(
    CART_KEY,
    target
      ? lines
          .filter((line) => line !== moving)
          .map((line) => (line === target ? { ...line, quantity: Math.min(999, line.quantity + moving.quantity) } : line))
      : lines.map((line) => (line === moving ? { ...line, size: toSize } : line)),
  );
}

/** Replaces the product fields of every line of that id (fresh prices from the server). */
export function refreshCartProducts(products: readonly Product[]): void {
  const byId = new Map(products.map((product) => [product.id, product]));
  const lines = readList(CART_KEY);
  let changed = false;
  const next = lines.map((line) => {
    const fresh = byId.get(line.id);
    if (!fresh || JSON.stringify(productOnly(fresh)) === JSON.stringify(productOnly(line))) return line;
    changed = true;
    return { ...productOnly(fresh), size: line.size, quantity: line.quantity };
  });
  if (changed) writeList(CART_KEY, next);
}

export function clearCart(): void {
  writeList(CART_KEY, []);
}
