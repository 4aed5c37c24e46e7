// Every URL the storefront builds from data, in one place: links, navigations and canonical
// links all agree. Fixed addresses ('/cart', '/checkout') are written where they are linked.

/** A product's page: /product/{ProductName}; names with spaces and symbols round-trip. */
export function productPath(productName: string): string {
  return `/product/${encodeURIComponent(productName)}`;
}

/**
 * A listing: /home/{slug}, with its filters and sort as the query when there are any. The slug
 * is kept as given (the menu's misspelt 'necklaces&Pendantss' is a working alias).
 */
export function listingPath(slug: string, query?: URLSearchParams): string {
  const search = query?.toString();
  return `/home/${slug}${search ? `?${search}` : ''}`;
}

/** The results page of a search. */
export function searchPath(query: string): string {
  return `/search?${new URLSearchParams({ q: query.trim() })}`;
}

/** An order's confirmation page. */
export function orderPath(orderNumber: string): string {
  return `/order/${encodeURIComponent(orderNumber)}`;
}

/** Where an order's GST invoice (a PDF) is downloaded. */
export function orderInvoicePath(orderNumber: string): string {
  return `/api/orders/${encodeURIComponent(orderNumber)}/invoice.pdf`;
}
