import { isOwnKey } from './own-keys.ts';
import { COLOUR_FILTERS, LISTING_SORTS, listingPagesOf, METAL_FILTERS, PRICE_BANDS, STYLE_FILTERS } from './catalogue.ts';
import { pageAt, type QueryKey } from './route-manifest.ts';

// The part of a page's query that names its content: the canonical link's query
// (src/web/seo/page-head.ts) and the key of the server's page cache (src/server/web/routes.ts).
// Which keys a page reads is declared with the page (shared/route-manifest.ts); how each key
// reads, with its known values, is here.

/**
 * How a query key reads:
 * - `values`: one of the table's keys; `omit` is the default, left out; `emptyIsUnknown`: an
 *   empty value is one the page does not know (the listing skips an empty filter but names an
 *   empty sort: features/discovery/listing-view.ts);
 * - `text`: any text, trimmed; empty is left out;
 * - `pages`: how many pages Load more has shown (listingPagesOf);
 * - `personal`: its presence makes the page one shopper's own: made for each request.
 */
type KeyRule = { values: Readonly<Record<string, unknown>>; omit?: string; emptyIsUnknown?: true } | 'text' | 'pages' | 'personal';

/** Every query key a page may declare, and how it reads. */
export const QUERY_KEYS: Readonly<Record<QueryKey, KeyRule>> = {
  price: { values: PRICE_BANDS },
  metal: { values: METAL_FILTERS },
  colour: { values: COLOUR_FILTERS },
  style: { values: STYLE_FILTERS },
  sort: { values: LISTING_SORTS, omit: 'newest', emptyIsUnknown: true },
  // A page of its own (the canonical link names it too); a value the listing does not take
  // shows its first page, which it then is.
  pages: 'pages',
  q: 'text',
  pay: 'personal',
};

/**
 * The checkout's pay page (decision 033): `/checkout?pay=<order number>&key=<the order link's
 * key>` pays an order placed already (the order page's "Pay now"). It shows one buyer's order, so
 * it names no content of its own: made for each request and never kept, its canonical link the
 * checkout's.
 */
export const CHECKOUT_PAY_PARAMS = { order: 'pay', key: 'key' } as const;

export type PageQuery = {
  /** The parameters that name the content, with known values only, in a fixed order: '' or '?…'. */
  canonical: string;
  /**
   * True when a listing parameter holds a value the listing does not know: the listing names it
   * on screen ("We did not recognise ‘price=cheap’"), so the page is not the canonical one's.
   */
  unrecognised: boolean;
  /** True when the page shows one shopper's own (the checkout's pay page): made for each request, never kept. */
  personal?: true;
};

/**
 * The query of the page at `pathname` (without its language's prefix) that names its content:
 * the keys its manifest entry declares (listings their filters, sort and pages, search its q; the
 * checkout's `pay` makes it one shopper's page); other parameters are left out.
 */
export function pageQuery(pathname: string, params: URLSearchParams): PageQuery {
  const kept = new URLSearchParams();
  let unrecognised = false;
  let personal = false;
  for (const key of pageAt(pathname)?.query ?? []) {
    const rule = QUERY_KEYS[key];
    const value = params.get(key);
    if (rule === 'personal') {
      personal ||= value !== null;
    } else if (rule === 'pages') {
      const pages = listingPagesOf(value);
      if (pages !== null) kept.set(key, String(pages));
    } else if (rule === 'text') {
      const text = (value ?? '').trim();
      if (text) kept.set(key, text);
    } else if (value !== null) {
      if (isOwnKey(rule.values, value)) {
        if (value !== rule.omit) kept.set(key, value);
      } else if (value !== '' || rule.emptyIsUnknown) {
        unrecognised = true;
      }
    }
  }
  const query = kept.toString();
  return { canonical: query ? `?${query}` : '', unrecognised, ...(personal ? { personal: true as const } : {}) };
}
