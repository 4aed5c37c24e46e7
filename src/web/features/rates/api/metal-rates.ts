import { apiFetch } from '../../../lib/api.ts';
import type { MetalRate, MetalRateInput, MetalRates } from '../../../../shared/metal-rate-input.ts';

/** Operator: today's metal rates, and every rate set, newest first (decision 035). */
export function fetchMetalRates(signal?: AbortSignal): Promise<MetalRates> {
  return apiFetch<MetalRates>('/api/metal-rates', { cache: 'no-store', ...(signal ? { signal } : {}) });
}

/** Operator: sets a rate; the shop reprices the products priced by weight in its metal and purity. */
export function setMetalRate(rate: MetalRateInput): Promise<{ rate: MetalRate; repriced: number }> {
  return apiFetch('/api/metal-rates', { method: 'POST', json: rate });
}
