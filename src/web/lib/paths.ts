import { fillPath, pageById } from '../../shared/route-manifest.ts';

// Every URL the storefront builds from data, in one place: links, navigations and canonical
// links all agree. The paths are the route manifest's (shared/route-manifest.ts). Fixed
// addresses ('/cart', '/checkout') are written where they are linked. Links stay in the page's
// language through the router's basename (decision 034).

const pathOf = (id: string) => pageById(id)!.path;

/** A product's page: /product/{ProductName}; names with spaces and symbols round-trip. */
export function productPath(productName: string): string {
  return fillPath(pathOf('product'), encodeURIComponent(productName));
}

/**
 * A listing: /home/{slug}, with its filters and sort as the query when there are any. The slug
 * is kept as given (the menu's misspelt 'necklaces&Pendantss' is a working alias).
 */
export function listingPath(slug: string, query?: URLSearchParams): string {
  const search = query?.toString();
  return `${fillPath(pathOf('listing'), slug)}${search ? `?${search}` : ''}`;
}

/** The results page of a search. */
export function searchPath(query: string): string {
  return `${pathOf('search')}?${new URLSearchParams({ q: query.trim() })}`;
}

/** An order's confirmation page. */
export function orderPath(orderNumber: string): string {
  return fillPath(pathOf('order'), encodeURIComponent(orderNumber));
}

/** Where an order's GST invoice (a PDF) is downloaded. */
export function orderInvoicePath(orderNumber: string): string {
  return `/api/orders/${encodeURIComponent(orderNumber)}/invoice.pdf`;
}
