import { useSyncExternalStore } from 'react';
import { readProduct, type Product } from '../../shared/product-wire.ts';
import { BANGLE_SIZES, fittedSize, isSize } from '../../shared/sizes.ts';
import { lineQuantity, mergeLines, type CartLine } from '../../shared/cart-lines.ts';

// The shopper's cart and wishlist, kept in the browser under the spec's local-storage keys
// 'incart' and 'wishlist' (both JSON lists). Every read is validated: bad or foreign data
// resets that key. A storage that throws (private mode, quota) falls back to memory. Other
// tabs follow through the 'storage' event. Components read through useCart/useWishlist only;
// the changes shoppers make are in shopper-actions.ts (not needed by every page's first script),
// which applies the cart's rules (shared/cart-rules.ts).

export const CART_KEY = 'incart';
export const WISHLIST_KEY = 'wishlist';

/**
 * A stored line's size: one of the sizes of any scale (or '' for none), as a string. Sizes saved
 * as numbers by the original shop read as the size they meant: 2.1 is '2.10', 2.6 is '2.6'.
 */
function readSize(value: unknown): string | null {
  if (isSize(value)) return value;
  return typeof value === 'number' ? (BANGLE_SIZES.find((size) => Number(size) === value) ?? null) : null;
}

/**
 * A stored cart line, or null. A quantity above what one order line may hold reads as that limit.
 * Its size is fitted to the piece (shared/sizes.ts, decision 040): a cart saved before sizes
 * belonged to the kind of piece keeps its chain without a size and its ring asking for one.
 */
function readCartLine(value: unknown): CartLine | null {
  const product = readProduct(value);
  if (!product) return null;
  const { size, quantity } = value as { size?: unknown; quantity?: unknown };
  const known = readSize(size);
  if (known === null || typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return null;
  return { ...product, size: fittedSize(known, product.Category), quantity: lineQuantity(quantity) };
}

/** Every item read, or null when the value is not a list or any item is bad. */
function readAll<T>(value: unknown, read: (item: unknown) => T | null): T[] | null {
  if (!Array.isArray(value)) return null;
  const items: T[] = [];
  for (const item of value) {
    const readItem = read(item);
    if (readItem === null) return null;
    items.push(readItem);
  }
  return items;
}

/** Each key's reader of its stored list: null for bad or foreign data. */
const listReaders = {
  // Lines of the same product and size (2.1 and '2.10' in an old cart) become one.
  [CART_KEY]: (value: unknown): CartLine[] | null => {
    const lines = readAll(value, readCartLine);
    return lines && mergeLines(lines);
  },
  [WISHLIST_KEY]: (value: unknown): Product[] | null => readAll(value, readProduct),
};
type Key = keyof typeof listReaders;
type ListOf<K extends Key> = NonNullable<ReturnType<(typeof listReaders)[K]>>;

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

/** A stored list, validated (bad data resets its key). For the store's actions (shopper-actions.ts). */
export function readList<K extends Key>(key: K): ListOf<K> {
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
  const list = listReaders[key](parsed);
  if (list === null) {
    // Bad or foreign data: reset this key and keep the page working.
    writeRaw(key, null);
    cache.set(key, { raw: readRaw(key), value: EMPTY });
    return EMPTY as ListOf<K>;
  }
  const value = list as ListOf<K>;
  cache.set(key, { raw, value });
  return value;
}

/** Saves a list and tells every subscriber. For the store's actions (shopper-actions.ts). */
export function writeList<K extends Key>(key: K, list: ListOf<K>): void {
  const raw = JSON.stringify(list);
  writeRaw(key, raw);
  cache.set(key, { raw: readRaw(key), value: list });
  for (const listener of [...listeners]) listener();
}

/** Calls the listener whenever the cart or the wishlist changes (here or in another tab). */
export function subscribe(listener: () => void): () => void {
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


const noSubscription = () => () => {};

/**
 * False while the server renders and the browser hydrates, when the browser's lists are not
 * known yet (the server renders them empty); true from the first render after that. Screens
 * that show the lists render a placeholder until then, never a wrong "empty".
 */
export function useShopperListsKnown(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** For event handlers and effects; components subscribe with useCart. */
export function getCart(): CartLine[] {
  return readList(CART_KEY);
}

/** For event handlers and effects; components subscribe with useWishlist. */
export function getWishlist(): Product[] {
  return readList(WISHLIST_KEY);
}
