import type { Product } from '../../shared/product.ts';
import { escapeMarkup } from '../../shared/markup.ts';
import { isOwnKey } from '../../shared/own-keys.ts';
import { formatInr, rupeesToPaise } from '../../shared/money.ts';
import {
  COLOUR_FILTERS,
  LISTING_SORTS,
  METAL_FILTERS,
  PRICE_BANDS,
  STYLE_FILTERS,
  listingGroupOf,
} from '../../shared/catalogue.ts';

// The <head> tags the server writes for a page it renders (src/web/entry-server.tsx).

const BRAND = 'Rajat Silver';


/** JSON for inside a <script> element: no '<' (nor '>' or '&'), so nothing in it can close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

const productPath = (name: string) => `/product/${encodeURIComponent(name)}`;

/** Rupees with two decimals, from whole paise: 1499.5 -> '1499.50'. */
const rupeesText = (rupees: number) => {
  const paise = rupeesToPaise(rupees);
  return `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
};

/** A product page's title, description, link-preview tags and schema.org Product data. */
export function productHead(product: Product, origin: string): string {
  const price = formatInr(rupeesToPaise(product.ProductPrice));
  const description = `${product.ProductName}: ${product.Purity} ${product.MetalType}, ${price}. Free shipping across India, 15-day returns.`;
  const url = origin + productPath(product.ProductName);
  const images = product.ProductImgs.high.map((image) => new URL(image, origin).href);
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.ProductName,
    image: images,
    description,
    sku: product.id,
    brand: { '@type': 'Brand', name: BRAND },
    offers: {
      '@type': 'Offer',
      price: rupeesText(product.ProductPrice),
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      url,
    },
  };
  const tags = [
    `<title>${escapeMarkup(`${product.ProductName} | ${BRAND}`)}</title>`,
    `<meta name="description" content="${escapeMarkup(description)}" />`,
    `<meta property="og:type" content="product" />`,
    `<meta property="og:title" content="${escapeMarkup(product.ProductName)}" />`,
    `<meta property="og:description" content="${escapeMarkup(description)}" />`,
    `<meta property="og:url" content="${escapeMarkup(url)}" />`,
    `<meta property="product:price:amount" content="${rupeesText(product.ProductPrice)}" />`,
    `<meta property="product:price:currency" content="INR" />`,
  ];
  if (images[0]) tags.push(`<meta property="og:image" content="${escapeMarkup(images[0])}" />`);
  tags.push(`<script type="application/ld+json">${scriptJson(structured)}</script>`);
  return tags.join('\n    ');
}

/** A listing's query parameters that name its content, in this order, with their known values. */
const LISTING_PARAMS: [string, Record<string, unknown>][] = [
  ['price', PRICE_BANDS],
  ['metal', METAL_FILTERS],
  ['colour', COLOUR_FILTERS],
  ['style', STYLE_FILTERS],
  ['sort', LISTING_SORTS],
];
const DEFAULT_SORT = 'newest';

/** The query that names a page's content, in a stable order; '' when none does. */
function canonicalQuery(segments: string[], params: URLSearchParams): string {
  const kept = new URLSearchParams();
  if (segments[0]?.toLowerCase() === 'home' && segments.length === 2) {
    for (const [key, known] of LISTING_PARAMS) {
      const value = params.get(key);
      if (value !== null && isOwnKey(known, value) && !(key === 'sort' && value === DEFAULT_SORT)) kept.set(key, value);
    }
  } else if (segments[0]?.toLowerCase() === 'search' && segments.length === 1) {
    const q = (params.get('q') ?? '').trim();
    if (q) kept.set('q', q);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/**
 * The page's <link rel="canonical">: origin + path, with the query only where it names the
 * content (a listing's known filters and sort, search's q) in a stable order, without a trailing
 * slash. A product page's
 * is /product/{encoded name}; pass the product's own name when it is known (the URL may differ
 * in case or encoding). A listing reached by a menu alias points at its group's own path.
 */
export function canonicalLink(origin: string, url: URL, productName?: string): string {
  const segments = url.pathname.replace(/^\/+|\/+$/g, '').split('/');
  let pathname = url.pathname.replace(/\/+$/, '') || '/';
  if (segments[0]?.toLowerCase() === 'product' && segments.length === 2 && segments[1]) {
    pathname = productPath(productName ?? safeDecode(segments[1]));
  } else if (segments[0]?.toLowerCase() === 'home' && segments.length === 2 && segments[1]) {
    const group = listingGroupOf(safeDecode(segments[1]));
    if (group) pathname = `/home/${group}`;
  }
  return `<link rel="canonical" href="${escapeMarkup(origin + pathname + canonicalQuery(segments, url.searchParams))}">`;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
