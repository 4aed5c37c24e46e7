import { ApiError, apiFetch, NETWORK_ERROR_MESSAGE } from '../../../lib/api.ts';
import type { ApiErrorBody } from '../../../../shared/errors.ts';
import type { SalesSummary } from '../../../../shared/sales.ts';

/** Operator: orders and takings today, over 7 and 30 days, and what waits to be shipped. */
export function fetchSalesSummary(signal?: AbortSignal): Promise<SalesSummary> {
  return apiFetch<SalesSummary>('/api/sales/summary', signal ? { signal } : {});
}

/** A downloaded export: the file and the name the server gave it. */
export type OrdersExport = { blob: Blob; fileName: string };

/**
 * Operator: the orders placed from the first day to the last (India's days) as a CSV file.
 * Fetched rather than followed as a link, so that a refusal (a bad range, a session that ended)
 * is shown beside the form instead of replacing the backend with an error page.
 */
export async function fetchOrdersCsv(from: string, to: string): Promise<OrdersExport> {
  let response: Response;
  try {
    response = await fetch(`/api/sales/orders.csv?${new URLSearchParams({ from, to }).toString()}`, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, { error: 'network', message: NETWORK_ERROR_MESSAGE });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as Partial<ApiErrorBody>;
    throw new ApiError(response.status, body);
  }
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return { blob: await response.blob(), fileName: named?.[1] ?? `rajat-silver-orders-${from}-to-${to}.csv` };
}
