import { useSyncExternalStore } from 'react';
import { z } from 'zod/mini';
import { productSchema, type Product } from '../../shared/product-wire.ts';
import { DEFAULT_SIZE, isSize, SIZES, type Size } from '../../shared/sizes.ts';
import { MAX_LINE_QUANTITY } from '../../shared/order-limits.ts';
import { rupeesToPaise } from '../../shared/money.ts';

// The shopper's cart and wishlist, kept in the browser under the spec's local-storage keys
// 'incart' and 'wishlist' (both JSON lists). Every read is validated: bad or foreign data
// resets that key. A storage that throws (private mode, quota) falls back to memory. Other
// tabs follow through the 'storage' event. Components read through useCart/useWishlist only.

export const CART_KEY = 'incart';
export const WISHLIST_KEY = 'wishlist';

/**
 * A line's size is one of the spec's sizes, as a string. Sizes saved as numbers by the
 * original shop read as the size they meant: 2.1 is '2.10', 2.6 is '2.6'.
 */
const sizeSchema = z.union([
  z.enum(SIZES),
  z.pipe(
    z.number(),
    z.transform((value: number, context) => {
      const size = SIZES.find((candidate) => Number(candidate) === value);
      if (size) return size;
      context.issues.push({ code: 'custom', message: `unknown size ${value}`, input: value });
      return z.NEVER;
    }),
  ),
]);

export const cartLineSchema = z.extend(productSchema, {
  size: sizeSchema,
  /** At least 1; a larger count than one order line may hold reads as that limit. */
  quantity: z.pipe(
    z.int().check(z.minimum(1)),
    z.transform((quantity: number) => Math.min(quantity, MAX_LINE_QUANTITY)),
  ),
});
export type CartLine = z.infer<typeof cartLineSchema>;

const sameLine = (line: CartLine, id: string, size: string) => line.id === id && line.size === size;

/** Lines of the same product and size (2.1 and '2.10' in an old cart) become one. */
function mergeLines(lines: CartLine[]): CartLine[] {
  const merged: CartLine[] = [];
  for (const line of lines) {
    const index = merged.findIndex((other) => sameLine(other, line.id, line.size));
    const existing = merged[index];
    if (existing) merged[index] = { ...existing, quantity: Math.min(MAX_LINE_QUANTITY, existing.quantity + line.quantity) };
    else merged.push(line);
  }
  return merged;
}

const listSchemas = {
  [CART_KEY]: z.pipe(z.array(cartLineSchema), z.transform(mergeLines)),
  [WISHLIST_KEY]: z.array(productSchema),
};
type Key = keyof typeof listSchemas;
type ListOf<K extends Key> = z.infer<(typeof listSchemas)[K]>;

const EMPTY: never[] = [];
/** Lists whose last write the storage refused: they live here for the rest of this page. */
const memory = new Map<Key, string>();
/** The last raw text read per key and its parsed list, so that snapshots stay stable. */
const cache = new Map<Key, { raw: string | null; value: unknown[] }>();
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // e.g. a sandboxed frame: reading the property throws
  }
}

function readRaw(key: Key): string | null {
  if (memory.has(key)) return memory.get(key) ?? null;
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeRaw(key: Key, raw: string | null): void {
  try {
    const store = storage();
    if (!store) throw new Error('no storage');
    if (raw === null) store.removeItem(key);
    else store.setItem(key, raw);
    memory.delete(key);
  } catch {
    // private mode or quota: the list lives on in memory for this page
    if (raw === null) memory.set(key, '[]');
    else memory.set(key, raw);
  }
}

function readList<K extends Key>(key: K): ListOf<K> {
  const raw = readRaw(key);
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.value as ListOf<K>;
  if (raw === null) {
    cache.set(key, { raw, value: EMPTY });
    return EMPTY as ListOf<K>;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  const result = listSchemas[key].safeParse(parsed);
  if (!result.success) {
    // Bad or foreign data: reset this key and keep the page working.
    writeRaw(key, null);
    cache.set(key, { raw: readRaw(key), value: EMPTY });
    return EMPTY as ListOf<K>;
  }
  const value = result.data as ListOf<K>;
  cache.set(key, { raw, value });
  return value;
}

function writeList<K extends Key>(key: K, list: ListOf<K>): void {
  const raw = JSON.stringify(list);
  writeRaw(key, raw);
  cache.set(key, { raw: readRaw(key), value: list });
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // key null: another tab cleared the whole storage.
    if (event.key === null || event.key === CART_KEY || event.key === WISHLIST_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The server renders an empty cart and wishlist; the browser's lists arrive after hydration. */
const serverSnapshot = () => EMPTY;
const cartSnapshot = () => readList(CART_KEY);
const wishlistSnapshot = () => readList(WISHLIST_KEY);

export function useCart(): CartLine[] {
  return useSyncExternalStore(subscribe, cartSnapshot, serverSnapshot);
}

export function useWishlist(): Product[] {
  return useSyncExternalStore(subscribe, wishlistSnapshot, serverSnapshot);
}

/** For event handlers and effects; components subscribe with useCart. */
export function getCart(): CartLine[] {
  return readList(CART_KEY);
}

/** For event handlers and effects; components subscribe with useWishlist. */
export function getWishlist(): Product[] {
  return readList(WISHLIST_KEY);
}

/** A product without any cart-line fields, as the wishlist keeps it. */
function productOnly(product: Product): Product {
  return productSchema.parse(product);
}

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
  const list = readList(WISHLIST_KEY);
  if (!list.some((item) => item.id === id)) return;
  writeList(
    WISHLIST_KEY,
    list.filter((item) => item.id !== id),
  );
}

export type AddOutcome = 'added' | 'increased' | 'at-limit';

/**
 * Same product and size: quantity + 1 (up to the per-line limit); otherwise a new line of
 * quantity 1. A size that is not one of the spec's sizes becomes the default, 2.6.
 */
export function addToCart(product: Product, size: string = DEFAULT_SIZE): AddOutcome {
  const chosen: Size = isSize(size) ? size : DEFAULT_SIZE;
  const lines = readList(CART_KEY);
  const existing = lines.find((line) => sameLine(line, product.id, chosen));
  if (!existing) {
    writeList(CART_KEY, [...lines, { ...productOnly(product), size: chosen, quantity: 1 }]);
    return 'added';
  }
  if (existing.quantity >= MAX_LINE_QUANTITY) return 'at-limit';
  writeList(
    CART_KEY,
    lines.map((line) => (line === existing ? { ...line, quantity: line.quantity + 1 } : line)),
  );
  return 'increased';
}

/** Sets a line's quantity, never below 1 nor above the per-line limit. */
export function setQuantity(id: string, size: string, quantity: number): void {
  if (!Number.isFinite(quantity)) return;
  const next = Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(quantity)));
  const lines = readList(CART_KEY);
  if (!lines.some((line) => sameLine(line, id, size) && line.quantity !== next)) return;
  writeList(
    CART_KEY,
    lines.map((line) => (sameLine(line, id, size) ? { ...line, quantity: next } : line)),
  );
}

/** Removes the line of that product and size. */
export function removeLine(id: string, size: string): void {
  const lines = readList(CART_KEY);
  if (!lines.some((line) => sameLine(line, id, size))) return;
  writeList(
    CART_KEY,
    lines.filter((line) => !sameLine(line, id, size)),
  );
}

/** Changes a line's size; a line that already has the new size absorbs its quantity. */
export function changeSize(id: string, fromSize: string, toSize: string): void {
  if (fromSize === toSize || !isSize(toSize)) return;
  const lines = readList(CART_KEY);
  const moving = lines.find((line) => sameLine(line, id, fromSize));
  if (!moving) return;
  const target = lines.find((line) => sameLine(line, id, toSize));
  writeList(
    CART_KEY,
    target
      ? lines
          .filter((line) => line !== moving)
          .map((line) =>
            line === target ? { ...line, quantity: Math.min(MAX_LINE_QUANTITY, line.quantity + moving.quantity) } : line,
          )
      : lines.map((line) => (line === moving ? { ...line, size: toSize } : line)),
  );
}

/**
 * Moves a cart line's product to the wishlist (added only if absent) and out of the cart.
 * Answers false when there was no such line.
 */
export function moveToWishlist(id: string, size: string): boolean {
  const line = readList(CART_KEY).find((candidate) => sameLine(candidate, id, size));
  if (!line) return false;
  const wishlist = readList(WISHLIST_KEY);
  if (!wishlist.some((item) => item.id === id)) writeList(WISHLIST_KEY, [...wishlist, productOnly(line)]);
  removeLine(id, size);
  return true;
}

/** Moves a wishlist product to the cart in the default size, 2.6, and off the wishlist. */
export function moveToCart(product: Product): AddOutcome {
  const outcome = addToCart(product, DEFAULT_SIZE);
  removeFromWishlist(product.id);
  return outcome;
}

export type PriceChange = { id: string; name: string; fromPaise: number; toPaise: number };

/**
 * Replaces the product fields of every line whose product the server answered (fresh names,
 * images and prices); answers the price changes, one per product, for a notice.
 */
export function refreshCartProducts(products: readonly Product[]): PriceChange[] {
  const byId = new Map(products.map((product) => [product.id, productOnly(product)]));
  const changes = new Map<string, PriceChange>();
  let changed = false;
  const lines = readList(CART_KEY);
  const next = lines.map((line) => {
    const fresh = byId.get(line.id);
    if (!fresh || JSON.stringify(fresh) === JSON.stringify(productOnly(line))) return line;
    changed = true;
    if (fresh.ProductPrice !== line.ProductPrice) {
      changes.set(line.id, {
        id: line.id,
        name: fresh.ProductName,
        fromPaise: rupeesToPaise(line.ProductPrice),
        toPaise: rupeesToPaise(fresh.ProductPrice),
      });
    }
    return { ...fresh, size: line.size, quantity: line.quantity };
  });
  if (changed) writeList(CART_KEY, next);
  return [...changes.values()];
}

export function clearCart(): void {
  writeList(CART_KEY, []);
}
