import type { Product } from '../../shared/product.ts';
import { escapeMarkup, jsonForScript } from '../../shared/markup.ts';
import { formatRupees, rupeesToPaise } from '../../shared/money.ts';
import { listingGroupOf } from '../../shared/catalogue.ts';
import { pageQuery } from '../../shared/page-query.ts';
import { pageAt } from '../../shared/route-manifest.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, localisedPath, splitLanguage, type Language } from '../../shared/languages.ts';
import { NO_QUESTIONS_RETURN_DAYS } from '../content/policy.ts';
import { SHOP } from '../content/shop.ts';
import { listingPath, productPath } from '../lib/paths.ts';

// The <head> tags the server writes for a page it renders (src/web/entry-server.tsx).

const BRAND = SHOP.name;



/** Rupees with two decimals, from whole paise: 1499.5 -> '1499.50'. */
const rupeesText = (rupees: number) => {
  const paise = rupeesToPaise(rupees);
  return `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
};

/** A product page's title, description, link-preview tags and schema.org Product data. */
export function productHead(product: Product, origin: string, language: Language): string {
  const price = formatRupees(product.ProductPrice);
  const description = `${product.ProductName}: ${product.Purity} ${product.MetalType}, ${price}. Free shipping across India, ${NO_QUESTIONS_RETURN_DAYS}-day returns.`;
  const url = origin + localisedPath(language, productPath(product.ProductName));
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
  tags.push(`<script type="application/ld+json">${jsonForScript(structured)}</script>`);
  return tags.join('\n    ');
}

/**
 * The page's <link rel="canonical">: origin + path, with the query only where it names the
 * content (a listing's known filters and sort, search's q) in a stable order, without a trailing
 * slash. A product page's
 * is /product/{encoded name}; pass the product's own name when it is known (the URL may differ
 * in case or encoding). A listing reached by a menu alias points at its group's own path.
 */
export function canonicalLink(origin: string, url: URL, productName?: string): string {
  // A Hindi or Odia page's canonical link is its own language's (decision 034).
  const { language, path } = canonicalPath(url, productName);
  return `<link rel="canonical" href="${escapeMarkup(origin + localisedPath(language, path))}">`;
}

/**
 * The page in each of its languages, for search engines: absolute `<link rel="alternate"
 * hreflang>` to the canonical URL of each (this page's own too), and `x-default` to the English
 * one. None for a page in one language only (the operator's).
 */
export function alternateLinks(origin: string, url: URL, languages: readonly Language[], productName?: string): string {
  if (languages.length < 2) return '';
  const { path } = canonicalPath(url, productName);
  const link = (hreflang: string, language: Language) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(origin + localisedPath(language, path))}">`;
  const tags = languages.map((language) => link(LANGUAGE_TAGS[language], language));
  if (languages.includes(DEFAULT_LANGUAGE)) tags.push(link('x-default', DEFAULT_LANGUAGE));
  return tags.join('\n    ');
}

/** The page's language, and its canonical path and query behind the language's prefix. */
function canonicalPath(url: URL, productName?: string): { language: Language; path: string } {
  const { language, path } = splitLanguage(url.pathname);
  const page = pageAt(path)?.id;
  const parameter = path.split('/').filter(Boolean)[1] ?? '';
  let pathname = path.replace(/\/+$/, '') || '/';
  if (page === 'product') {
    pathname = productPath(productName ?? safeDecode(parameter));
  } else if (page === 'listing') {
    const group = listingGroupOf(safeDecode(parameter));
    if (group) pathname = listingPath(group);
  }
  return { language, path: pathname + pageQuery(path, url.searchParams).canonical };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
