import { isSize, type Size } from './sizes.ts';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from './order-limits.ts';

// The cart lives in the browser under the spec's local-storage key 'incart'. Its lines (product,
// size, quantity; '' for a piece without a size) are mirrored in this cookie so that the server can render /cart with them:
// the page arrives whole, before any script. The browser's list stays the cart; a missing, stale
// or bad cookie only means the page shows its placeholder until the browser has read the cart.

export const CART_COOKIE = 'incart_lines';
/** Well under the 4 KB a browser keeps per cookie; a longer cart is not mirrored. */
const MAX_COOKIE_CHARS = 3000;

export type CartCookieLine = { id: string; size: Size; quantity: number };

/** The cookie's value for these lines (`id~size~quantity,...`), or null when it would not fit. */
export function encodeCartCookie(lines: readonly CartCookieLine[]): string | null {
  const value = encodeURIComponent(lines.map((line) => `${line.id}~${line.size}~${line.quantity}`).join(','));
  return value.length <= MAX_COOKIE_CHARS ? value : null;
}

/** What the browser sets for these lines (`document.cookie = ...`): a cart too long for it removes the cookie. */
export function cartCookieAssignment(lines: readonly CartCookieLine[]): string {
  const value = encodeCartCookie(lines);
  return `${CART_COOKIE}=${value ?? ''};path=/;samesite=lax;max-age=${value === null ? 0 : 31_536_000}`;
}

/** The lines a Cookie header carries: null when it has no cart cookie or the cookie is not one we wrote. */
export function decodeCartCookie(cookieHeader: string | null | undefined): CartCookieLine[] | null {
  const pair = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CART_COOKIE}=`));
  if (pair === undefined) return null;
  const raw = pair.slice(CART_COOKIE.length + 1);
  if (raw.length > MAX_COOKIE_CHARS) return null;
  let text: string;
  try {
    text = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (text === '') return [];
  const ID = /^[A-Za-z0-9_-]{1,40}$/;
  const lines: CartCookieLine[] = [];
  for (const item of text.split(',')) {
    const [id, size, quantity, ...rest] = item.split('~');
    const count = Number(quantity);
    if (rest.length > 0 || !id || !ID.test(id) || !isSize(size) || !Number.isInteger(count) || count < 1 || count > MAX_LINE_QUANTITY) return null;
    lines.push({ id, size, quantity: count });
  }
  return lines.length <= MAX_ORDER_LINES ? lines : null;
}
