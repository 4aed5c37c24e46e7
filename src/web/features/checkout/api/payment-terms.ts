import { apiFetch } from '../../../lib/api.ts';
import type { PaymentTerms } from '../../../../shared/order.ts';

/**
 * The shop's cash-on-delivery ceiling and the words that refuse a larger order, for the
 * checkout to say so before Pay Now; null when the shop cannot be asked (it refuses such an
 * order all the same, in the same words).
 */
export const fetchPaymentTerms = (signal: AbortSignal): Promise<PaymentTerms | null> =>
  apiFetch<PaymentTerms>('/api/payment-terms', { signal }).catch(() => null);
