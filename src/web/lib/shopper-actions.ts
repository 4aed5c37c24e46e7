import { readProduct, type Product } from '../../shared/product-wire.ts';
import { DEFAULT_SIZE, isSize, type Size } from '../../shared/sizes.ts';
import { MAX_LINE_QUANTITY } from '../../shared/order-limits.ts';
import { rupeesToPaise } from '../../shared/money.ts';
import { CART_KEY, readList, sameLine, WISHLIST_KEY, writeList, type CartLine } from './shopper-store.ts';
import { cartCookieAssignment } from '../../shared/cart-cookie.ts';

/**
 * Saves the cart and mirrors its lines in their cookie, so that the server renders /cart with
 * them (shared/cart-cookie.ts, decision 008). A cart too long for a cookie removes it; the
 * cookie holds no secret.
 */
function writeCart(lines: CartLine[]): void {
  writeList(CART_KEY, lines);
  document.cookie = cartCookieAssignment(lines);
}

// What shoppers do to their cart and wishlist (the lists themselves: shopper-store.ts).

/** A product without any cart-line fields, as the wishlist keeps it. */
function productOnly(product: Product): Product {
  const read = readProduct(product);
  if (!read) throw new Error(`not a product: ${JSON.stringify(product).slice(0, 80)}`);
  return read;
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
    writeCart([...lines, { ...productOnly(product), size: chosen, quantity: 1 }]);
    return 'added';
  }
  if (existing.quantity >= MAX_LINE_QUANTITY) return 'at-limit';
  writeCart(lines.map((line) => (line === existing ? { ...line, quantity: line.quantity + 1 } : line)));
  return 'increased';
}

/** Sets a line's quantity, never below 1 nor above the per-line limit. */
export function setQuantity(id: string, size: string, quantity: number): void {
  if (!Number.isFinite(quantity)) return;
  const next = Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(quantity)));
  const lines = readList(CART_KEY);
  if (!lines.some((line) => sameLine(line, id, size) && line.quantity !== next)) return;
  writeCart(lines.map((line) => (sameLine(line, id, size) ? { ...line, quantity: next } : line)));
}

/** Removes the line of that product and size. */
export function removeLine(id: string, size: string): void {
  const lines = readList(CART_KEY);
  if (!lines.some((line) => sameLine(line, id, size))) return;
  writeCart(lines.filter((line) => !sameLine(line, id, size)));
}

/** Changes a line's size; a line that already has the new size absorbs its quantity. */
export function changeSize(id: string, fromSize: string, toSize: string): void {
  if (fromSize === toSize || !isSize(toSize)) return;
  const lines = readList(CART_KEY);
  const moving = lines.find((line) => sameLine(line, id, fromSize));
  if (!moving) return;
  const target = lines.find((line) => sameLine(line, id, toSize));
  writeCart(
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
  if (changed) writeCart(next);
  return [...changes.values()];
}

export function clearCart(): void {
  writeCart([]);
}
