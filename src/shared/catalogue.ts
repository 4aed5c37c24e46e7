// The catalogue's vocabulary and the category menu tree, shared by the server (filters,
// validation) and the web app (menus, forms).

import { isOwnKey, ownValue } from './own-keys.ts';

export const CATEGORIES = ['Ring', 'Necklace', 'Pendant', 'Bracelet', 'Bangle', 'Earring'] as const;
export type Category = (typeof CATEGORIES)[number];

export const METAL_TYPES = ['Silver', 'Gold', 'Platinum'] as const;
export type MetalType = (typeof METAL_TYPES)[number];

/** Gold: a gold piece's own colour (plated silver is 'Gold Plated'); not one of the spec's colour filters. */
export const COLOURS = ['Silver', 'Gold', 'Gold Plated', 'Rose Gold', 'Oxidised'] as const;
export type Colour = (typeof COLOURS)[number];

export const STYLES = ['Everyday', 'Office', 'Party'] as const;
export type Style = (typeof STYLES)[number];

/** Listing groups: the menu's category slugs and the product categories they hold. */
export const LISTING_GROUPS = {
  rings: { title: 'Rings', categories: ['Ring'] },
  'necklaces&Pendants': { title: 'Necklaces & Pendants', categories: ['Necklace', 'Pendant'] },
  bracelets: { title: 'Bracelets & Bangles', categories: ['Bracelet', 'Bangle'] },
  earrings: { title: 'Earrings', categories: ['Earring'] },
} as const satisfies Record<string, { title: string; categories: readonly Category[] }>;
export type ListingGroup = keyof typeof LISTING_GROUPS;

/** Spellings that the menus use and that mean a listing group (the spec keeps a typo). */
const GROUP_ALIASES: Record<string, ListingGroup> = { 'necklaces&Pendantss': 'necklaces&Pendants' };

export function listingGroupOf(slug: string): ListingGroup | undefined {
  if (isOwnKey(LISTING_GROUPS, slug)) return slug;
  return ownValue(GROUP_ALIASES, slug);
}

/**
 * Price bands of the menus, in paise. The one rule for their edges: `minPaise` is inclusive
 * and `maxPaise` exclusive, so the bands partition every price and each price is in exactly
 * one band: ₹1,499.99 is u1500, ₹1,500 is 15h30h, ₹3,000 is 30h50h, ₹5,000 is 50h.
 */
export const PRICE_BANDS = {
  u1500: { label: 'Under ₹1,500', minPaise: 0, maxPaise: 150_000 },
  '15h30h': { label: '₹1,500 - ₹3,000', minPaise: 150_000, maxPaise: 300_000 },
  '30h50h': { label: '₹3,000 - ₹5,000', minPaise: 300_000, maxPaise: 500_000 },
  '50h': { label: 'Above ₹5,000', minPaise: 500_000, maxPaise: null },
} as const satisfies Record<string, { label: string; minPaise: number; maxPaise: number | null }>;
export type PriceBand = keyof typeof PRICE_BANDS;

/** The band a price (paise) falls in, by the edge rule above. */
export function priceBandOf(paise: number): PriceBand {
  const bands = Object.keys(PRICE_BANDS) as PriceBand[];
  return (
    bands.find((band) => {
      const { minPaise, maxPaise } = PRICE_BANDS[band];
      return paise >= minPaise && (maxPaise === null || paise < maxPaise);
    }) ?? 'u1500'
  );
}

/** Orders of a listing (`?sort=`); newest is the default. */
export const LISTING_SORTS = {
  newest: 'Newest first',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
} as const;
export type ListingSort = keyof typeof LISTING_SORTS;

/** Products on a listing's page; each Load more shows one page more. */
export const LISTING_PAGE_SIZE = 24;
/** The most pages one listing URL shows (`?pages=50`: the first 1,200 products). */
export const MAX_LISTING_PAGES = 50;

/**
 * How many pages a listing URL's `pages` parameter shows (Load more is a link to one page more,
 * so that Back, a shared link and a page without JavaScript show what was loaded): a whole
 * number from 2 to 50, else null (1 page; the URL leaves the parameter out).
 */
export function listingPagesOf(value: string | null): number | null {
  const pages = Number(value);
  return pages >= 2 && pages <= MAX_LISTING_PAGES && pages % 1 === 0 ? pages : null;
}

/** URL tokens of the metal, colour and style filters and what they stand for. */
export const METAL_FILTERS = { silver: 'Silver', gold: 'Gold' } as const satisfies Record<string, MetalType>;
export const COLOUR_FILTERS = {
  silver: 'Silver',
  goldplated: 'Gold Plated',
  rosegold: 'Rose Gold',
  oxidised: 'Oxidised',
} as const satisfies Record<string, Colour>;
export const STYLE_FILTERS = { everyday: 'Everyday', office: 'Office', party: 'Party' } as const satisfies Record<
  string,
  Style
>;

/** A listing's filters by their query parameter, in menu order; each one's URL tokens are its keys. */
export const LISTING_FILTERS = { price: PRICE_BANDS, metal: METAL_FILTERS, colour: COLOUR_FILTERS, style: STYLE_FILTERS } as const;

/** A listing's filters as they appear in the URL query: /home/rings?price=u1500&metal=silver */
export type ListingFilters = { [Key in keyof typeof LISTING_FILTERS]?: keyof (typeof LISTING_FILTERS)[Key] };

/**
 * The menu's entries, sections and links carry a `key` besides their English label, by which
 * the storefront words them in the page's language (web/messages: common.menu, common.filters).
 */
export type MenuEntryKey = 'rings' | 'necklaces' | 'bracelets' | 'earrings' | 'about' | 'services' | 'contact';
/** A link's key: a filter's URL token in its section's filter (price, metal...), else its page's ('submenu1'/'submenu2'). */
export type MenuLink = { key: string; label: string; to: string };
/** `key`: the filter whose choices the section lists; none for the placeholder menus' one section. */
export type MenuSection = { key?: keyof typeof LISTING_FILTERS; title: string; links: MenuLink[] };
export type MenuEntry = { key: MenuEntryKey; label: string; to?: string; sections: MenuSection[] };

function listingPath(slug: string, filters: ListingFilters = {}): string {
  const query = new URLSearchParams(filters as Record<string, string>).toString();
  return `/home/${slug}${query ? `?${query}` : ''}`;
}

function categoryMenu(key: MenuEntryKey, label: string, slug: ListingGroup, withAllLink: boolean): MenuEntry {
  const priceLinks: MenuLink[] = (Object.keys(PRICE_BANDS) as PriceBand[]).map((price) => ({
    key: price,
    label: PRICE_BANDS[price].label,
    // The spec's menu spells this one link 'Pendantss'; it is kept and means the same listing.
    to: listingPath(slug === 'necklaces&Pendants' && price === '30h50h' ? 'necklaces&Pendantss' : slug, { price }),
  }));
  const sections: MenuSection[] = [
    { key: 'price', title: 'Shop by Price', links: priceLinks },
    {
      key: 'metal',
      title: 'Shop by Metal',
      links: [
        { key: 'silver', label: 'Silver', to: listingPath(slug, { metal: 'silver' }) },
        { key: 'gold', label: 'Gold', to: listingPath(slug, { metal: 'gold' }) },
      ],
    },
    {
      key: 'colour',
      title: 'Shop by Colour',
      links: (Object.keys(COLOUR_FILTERS) as (keyof typeof COLOUR_FILTERS)[]).map((colour) => ({
        key: colour,
        label: COLOUR_FILTERS[colour],
        to: listingPath(slug, { colour }),
      })),
    },
    {
      key: 'style',
      title: 'Shop by Style',
      links: (Object.keys(STYLE_FILTERS) as (keyof typeof STYLE_FILTERS)[]).map((style) => ({
        key: style,
        label: STYLE_FILTERS[style],
        to: listingPath(slug, { style }),
      })),
    },
  ];
  return { key, label, ...(withAllLink ? { to: listingPath(slug) } : {}), sections };
}

/**
 * A menu of the shop's own pages: the spec's routes (`/about/submenu1`...), each link named by
 * its page's title (in the page's language: the web's menu words).
 */
function pagesMenu(key: MenuEntryKey, label: string, base: string, titles: readonly [string, string]): MenuEntry {
  return {
    key,
    label,
    sections: [
      {
        title: label,
        links: titles.map((title, index) => ({ key: `submenu${index + 1}`, label: title, to: `/${base}/submenu${index + 1}` })),
      },
    ],
  };
}

/** The one menu tree, shown by the desktop menu and by the phone sidebar. */
export const MENU_TREE: readonly MenuEntry[] = [
  categoryMenu('rings', 'Rings', 'rings', true),
  categoryMenu('necklaces', 'Necklaces & Pendants', 'necklaces&Pendants', false),
  categoryMenu('bracelets', 'Bracelets', 'bracelets', false),
  categoryMenu('earrings', 'Earrings', 'earrings', true),
  pagesMenu('about', 'About', 'about', ['Our Story', 'The Filigree of Cuttack']),
  pagesMenu('services', 'Services', 'services', ['Sizing Guide & Resizing', 'Silver Exchange & Care']),
  pagesMenu('contact', 'Contact', 'contact', ['Customer Care', 'Visit Our Store']),
];
