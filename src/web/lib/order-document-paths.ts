import { CHECKOUT_PAY_PARAMS } from '../../shared/page-query.ts';

// The buyer's links to an order's GST documents (decision 030) and to paying it, apart from
// paths.ts: only the order page's deferred parts and the checkout's order step (loaded on use)
// build them, so that no shopper screen's first script carries them.

/** The order's page with the buyer's key: the page then links the order's invoice and credit note. */
export function orderPathWithKey(orderNumber: string, documentsKey: string): string {
  return `/order/${encodeURIComponent(orderNumber)}?key=${encodeURIComponent(documentsKey)}`;
}

/** Where the buyer downloads an order's GST invoice or credit note (a PDF): the key opens it. */
export function orderDocumentPath(orderNumber: string, document: 'invoice' | 'credit-note', documentsKey: string): string {
  return `/api/orders/${encodeURIComponent(orderNumber)}/${document}.pdf?key=${encodeURIComponent(documentsKey)}`;
}

/**
 * The checkout's pay page of an order awaiting its Razorpay payment (decision 033): "Pay ₹X for
 * order RS-…" and Pay Now, which opens Razorpay's Checkout. With the key, Checkout is filled in
 * with the buyer's name, e-mail and phone.
 */
export function checkoutPayPath(orderNumber: string, documentsKey?: string | null): string {
  const query = new URLSearchParams({ [CHECKOUT_PAY_PARAMS.order]: orderNumber, ...(documentsKey ? { [CHECKOUT_PAY_PARAMS.key]: documentsKey } : {}) });
  return `/checkout?${query}`;
}
