import type { LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../lib/api.ts';
import type { DataName, Loaded } from '../lib/use-refreshable.ts';
import { fetchSession } from '../features/auth/api/session.ts';
import { authErrorMessage } from '../features/auth/lib/messages.ts';
import { fetchAllProducts } from '../features/admin-products/api/admin-products.ts';
import { fetchOrderPage } from '../features/orders/api/orders.ts';
import { fetchOutbox } from '../features/mail/api/outbox.ts';
import { fetchVitalsSummary } from '../features/vitals/api/vitals-summary.ts';
import { fetchSalesSummary } from '../features/sales/api/sales.ts';
import { fetchSubscribers } from '../features/newsletter/api/subscribers.ts';
import { fetchAuditPage } from '../features/audit/api/audit-log.ts';
import { fetchMetalRates } from '../features/rates/api/metal-rates.ts';

// The data routes (/data/{name}): route loaders without a screen, which the router's fetchers
// load for what an operator's panel shows (web/lib/use-refreshable.ts). Each answers its data
// or the failure in words, never throws: a failure belongs to its panel, not to the page's
// error screen. Loaded in the browser only, with the first panel that asks.

/** A data route's loading, and its failure in words (null: none meant for people; the panel says its own). */
type DataLoader = { load: (signal: AbortSignal, query: URLSearchParams) => Promise<unknown>; messageOf?: (error: unknown) => string | null };

/** Unless a data route words its failures itself: the server's message, written for people. */
const serverMessage = (error: unknown) => (error instanceof ApiError ? error.message : null);

const DATA_LOADERS: Record<DataName, DataLoader> = {
  session: { load: async (signal) => ({ user: await fetchSession(signal) }), messageOf: authErrorMessage },
  products: { load: (signal) => fetchAllProducts(signal) },
  orders: { load: (signal, query) => fetchOrderPage(query.get('after'), signal, query.get('status'), query.get('number')) },
  outbox: { load: (signal) => fetchOutbox(signal) },
  vitals: { load: (signal) => fetchVitalsSummary(signal) },
  sales: { load: (signal) => fetchSalesSummary(signal) },
  subscribers: { load: (signal) => fetchSubscribers(signal) },
  audit: { load: (signal, query) => fetchAuditPage(query.get('before'), signal) },
  rates: { load: (signal) => fetchMetalRates(signal) },
};

/** A panel reloads when it asks (refresh, the next page), never behind its back. */
export const shouldRevalidate = () => false;

export async function loader({ params, request }: LoaderFunctionArgs): Promise<Loaded<unknown>> {
  const name = params['name'] ?? '';
  // Not a page: typed into the address bar (the server renders it) or unknown, it is the shop's not-found screen.
  if (import.meta.env.SSR || !Object.hasOwn(DATA_LOADERS, name)) throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  const { load, messageOf = serverMessage } = DATA_LOADERS[name as DataName];
  try {
    return { ok: true, data: await load(request.signal, new URL(request.url).searchParams) };
  } catch (error) {
    return { ok: false, message: messageOf(error) };
  }
}
