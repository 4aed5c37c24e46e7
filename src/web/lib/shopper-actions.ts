import { readProduct, type Product } from '../../shared/product-wire.ts';
import { DEFAULT_SIZE } from '../../shared/sizes.ts';
import { sameLine, type CartLine } from '../../shared/cart-lines.ts';
import { addProduct, piecesOf, withFreshProducts, withoutLine, withQuantity, withSize, type AddOutcome, type PriceChange } from '../../shared/cart-rules.ts';
import { CART_KEY, readList, WISHLIST_KEY, writeList } from './shopper-store.ts';
import { cartCookieAssignment } from '../../shared/cart-cookie.ts';

// What shoppers do to their cart and wishlist (the lists themselves: shopper-store.ts; the
// cart's rules: shared/cart-rules.ts).

/**
 * Saves the cart and mirrors its lines in their cookie, so that the server renders /cart with
 * them (shared/cart-cookie.ts, decision 008). A cart too long for a cookie removes it; the
 * cookie holds no secret.
 */
function writeCart(lines: CartLine[]): void {
  writeList(CART_KEY, lines);
  document.cookie = cartCookieAssignment(lines);
}

/** Applies a rule to the stored lines and saves what it answers, unless it changed nothing. */
function changeCart(rule: (lines: CartLine[]) => CartLine[]): void {
  const lines = readList(CART_KEY);
  const next = rule(lines);
  if (next !== lines) writeCart(next);
}

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

/**
 * Adds one piece of the product in that size (shared/cart-rules.ts: addProduct), unless the cart
 * already holds every piece of its `Stock` (known where the product was read from the shop).
 * Without a size, the piece's default: 2.6 for a bangle, none for a chain, a ring 'choose-size'.
 */
export function addToCart(product: Product, size: string = DEFAULT_SIZE): AddOutcome {
  const { lines, outcome } = addProduct(readList(CART_KEY), productOnly(product), size, product.Stock);
  if (outcome === 'added' || outcome === 'increased') writeCart(lines);
  return outcome;
}

/** Sets a line's quantity, never below 1 nor above the per-line limit. */
export function setQuantity(id: string, size: string, quantity: number): void {
  changeCart((lines) => withQuantity(lines, id, size, quantity));
}

/** Removes the line of that product and size. */
export function removeLine(id: string, size: string): void {
  changeCart((lines) => withoutLine(lines, id, size));
}

/**
 * Changes a line's size; a line that already has the new size absorbs its quantity, up to the
 * per-line limit. Answers how many pieces that limit dropped.
 */
export function changeSize(id: string, fromSize: string, toSize: string): number {
  const lines = readList(CART_KEY);
  const next = withSize(lines, id, fromSize, toSize);
  if (next !== lines) writeCart(next);
  return piecesOf(lines, id) - piecesOf(next, id);
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

/**
 * Moves a wishlist product to the cart in its default size (2.6 for a bangle, none for a chain)
 * and off the wishlist; it stays on the wishlist when the cart already holds every piece of its
 * `Stock`, or when it is a ring, whose size the shopper chooses.
 */
export function moveToCart(product: Product): AddOutcome {
  const outcome = addToCart(product);
  if (outcome !== 'no-more-stock' && outcome !== 'choose-size') removeFromWishlist(product.id);
  return outcome;
}

/**
 * Replaces the product fields of every line whose product the server answered (fresh names,
 * images and prices); answers the price changes, one per product, for a notice.
 */
export function refreshCartProducts(products: readonly Product[]): PriceChange[] {
  const stored = readList(CART_KEY);
  const { lines, changes } = withFreshProducts(stored, products.map(productOnly));
  if (lines !== stored) writeCart(lines);
  return changes;
}

export function clearCart(): void {
  writeCart([]);
}
