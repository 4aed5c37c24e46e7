import { isOwnKey } from './own-keys.ts';
import { LISTING_FILTERS, LISTING_SORTS, listingPagesOf } from './catalogue.ts';

// The part of a page's query that names its content: the canonical link's query
// (src/web/seo/page-head.ts) and the key of the server's page cache (src/server/web/routes.ts).

/** A listing's query parameters, in this order, with their known values. */
const LISTING_PARAMS: [string, Record<string, unknown>][] = [...Object.entries(LISTING_FILTERS), ['sort', LISTING_SORTS]];
const DEFAULT_SORT = 'newest';

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
 * Listings (/home/{group}) read their filters, sort and pages, search (/search) its q; other pages
 * no parameter that names content (the checkout's `pay` makes it one shopper's page).
 */
export function pageQuery(pathname: string, params: URLSearchParams): PageQuery {
  const segments = pathname.replace(/^\/+|\/+$/g, '').split('/');
  const kept = new URLSearchParams();
  let unrecognised = false;
  if (segments[0]?.toLowerCase() === 'home' && segments.length === 2) {
    for (const [key, known] of LISTING_PARAMS) {
      const value = params.get(key);
      if (value === null) continue;
      if (isOwnKey(known, value)) {
        if (!(key === 'sort' && value === DEFAULT_SORT)) kept.set(key, value);
      } else if (value !== '' || key === 'sort') {
        // The listing skips an empty filter but names an empty sort (features/discovery/listing-view.ts).
        unrecognised = true;
      }
    }
    // How many pages Load more has shown: a page of its own (the canonical link names it too);
    // a value the listing does not take shows its first page, which it then is.
    const pages = listingPagesOf(params.get('pages'));
    if (pages !== null) kept.set('pages', String(pages));
  } else if (segments[0]?.toLowerCase() === 'search' && segments.length === 1) {
    const q = (params.get('q') ?? '').trim();
    if (q) kept.set('q', q);
  }
  const personal = segments[0]?.toLowerCase() === 'checkout' && segments.length === 1 && params.has(CHECKOUT_PAY_PARAMS.order);
  const query = kept.toString();
  return { canonical: query ? `?${query}` : '', unrecognised, ...(personal ? { personal: true as const } : {}) };
}
