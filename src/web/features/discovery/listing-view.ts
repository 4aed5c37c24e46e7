import { isOwnKey } from '../../../shared/own-keys.ts';
import { listingPath } from '../../lib/paths.ts';
import { wordOf } from '../../lib/words.tsx';
import type { Messages } from '../../messages/types.ts';
import {
  LISTING_FILTERS,
  LISTING_PAGE_SIZE,
  LISTING_SORTS,
  listingGroupOf,
  listingPagesOf,
  type ListingFilters,
  type ListingGroup,
  type ListingSort,
} from '../../../shared/catalogue.ts';

// What a /home/{group}?price=..&metal=..&colour=..&style=..&sort=.. URL shows. Unrecognised
// values are ignored (and reported, so the page can say so), never an error.

export type FilterKey = keyof ListingFilters;

export type ListingView = {
  /** The path segment as given (it may be unknown, or the spec's 'Pendantss' alias). */
  slug: string;
  /** The listing group, or null for an unknown slug (all jewellery is shown). */
  group: ListingGroup | null;
  filters: ListingFilters;
  sort: ListingSort;
  /** How many pages are shown (Load more adds one: `?pages=`). */
  pages: number;
  /** Query parameters that were not understood, such as 'price=cheap'. */
  ignored: string[];
};

/** The page's words for the listing: its own (messages' `shop`) and the filters' (`common`, which the menus show too). */
type ListingWords = Pick<Messages, 'common' | 'shop'>;

/** The filters by their query parameter, in menu order. */
export const FILTER_KEYS = Object.keys(LISTING_FILTERS) as FilterKey[];

/** Each filter's choices, in menu order: their URL tokens (their words: common.filters). */
export const FILTER_OPTIONS = Object.fromEntries(FILTER_KEYS.map((key) => [key, Object.keys(LISTING_FILTERS[key])])) as Record<FilterKey, string[]>;


/** /home/all lists every category; any other unknown slug does too, and says so. */
export const ALL_SLUG = 'all';

/** True when the slug names no category (and is not 'all'). */
export function isUnknownSlug(view: Pick<ListingView, 'slug' | 'group'>): boolean {
  return view.group === null && view.slug !== ALL_SLUG;
}

export function readListingView(slug: string, params: URLSearchParams): ListingView {
  const filters: ListingFilters = {};
  const ignored: string[] = [];
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value === null || value === '') continue;
    if (isOwnKey(LISTING_FILTERS[key], value)) {
      (filters as Record<FilterKey, string>)[key] = value;
    } else {
      ignored.push(`${key}=${value}`);
    }
  }
  const sortParam = params.get('sort');
  const sort = sortParam !== null && isOwnKey(LISTING_SORTS, sortParam) ? sortParam : 'newest';
  if (sortParam !== null && sortParam !== sort) ignored.push(`sort=${sortParam}`);
  // A `pages` that is not 2 to 50 shows the first page: nothing else to say.
  const pages = listingPagesOf(params.get('pages')) ?? 1;
  return { slug, group: listingGroupOf(slug) ?? null, filters, sort, pages, ignored };
}

/**
 * The listing last asked for, set by its loader in the browser: the one on screen, or one on its
 * way (a chip just clicked), since the router changes the URL and redraws only once the data has
 * arrived. A sort chosen meanwhile builds on it, not on the listing as drawn.
 */
export const lastAsked: { view?: ListingView } = {};

/** The API query for `limit` products of a view, from its start or after `cursor`. */
export function apiParams(view: ListingView, limit = LISTING_PAGE_SIZE, cursor?: string | null): Record<string, string> {
  return {
    ...(view.group ? { group: view.group } : {}),
    ...(view.filters as Record<string, string>),
    sort: view.sort,
    limit: String(limit),
    ...(cursor ? { cursor } : {}),
  };
}

/**
 * The URL of a view changed by `change` (undefined removes a filter). It keeps the slug as
 * given, so the spec's typo link keeps working, and leaves the default sort out of the URL.
 * Only Load more keeps more than the first page: any other change starts the listing again.
 */
export function listingHref(
  view: Pick<ListingView, 'slug' | 'filters' | 'sort'>,
  change: Partial<Record<FilterKey, string | undefined>> & { sort?: ListingSort; slug?: string; pages?: number } = {},
): string {
  const { slug = view.slug, sort = view.sort, pages = 1, ...filterChange } = change;
  const filters: Record<string, string | undefined> = { ...view.filters, ...filterChange };
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (sort !== 'newest') params.set('sort', sort);
  if (pages > 1) params.set('pages', String(pages));
  return listingPath(slug, params);
}

/** A filter choice's words ('Under ₹1,500'), or the token as given. */
export function labelOf(key: FilterKey, value: string, words: ListingWords): string {
  return wordOf(words.common.filters[key].options, value);
}

export function groupTitle(view: Pick<ListingView, 'group'>, words: ListingWords): string {
  return view.group ? words.shop.groups[view.group] : words.shop.allJewellery;
}

/** One sentence saying what is shown: 'Oxidised earrings in silver, under ₹1,500, for parties; newest first.' */
export function describeView(view: ListingView, words: ListingWords): string {
  const { price, metal, colour, style } = view.filters;
  const summary = words.shop.listing.summary;
  const noun = view.group ? words.shop.groups[view.group].toLowerCase() : summary.jewellery;
  const parts = [[colour ? summary.colours[colour] : undefined, noun].filter(Boolean).join(' ')];
  if (metal) parts.push(summary.metal(words.common.filters.metal.options[metal]));
  if (price) parts.push(summary.prices[price]);
  if (style) parts.push(summary.styles[style]);
  const sentence = parts.join(', ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}; ${summary.sorts[view.sort]}`;
}

/** What the listing's empty state offers: the same view without each filter, without all, elsewhere. */
export function widerViews(view: ListingView, words: ListingWords): { label: string; href: string }[] {
  const listing = words.shop.listing;
  const active = FILTER_KEYS.filter((key) => view.filters[key]);
  const views = active.map((key) => ({
    label: listing.removeOne(labelOf(key, view.filters[key]!, words)),
    href: listingHref(view, { [key]: undefined }),
  }));
  if (active.length > 1) views.push({ label: listing.clearAll, href: listingHref({ ...view, filters: {} }) });
  if (view.group && active.length > 0) views.push({ label: listing.allWithFilters, href: listingHref(view, { slug: ALL_SLUG }) });
  if (active.length === 0) views.push({ label: listing.browseAll, href: listingHref({ ...view, filters: {} }, { slug: ALL_SLUG }) });
  return views;
}
