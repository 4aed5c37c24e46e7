import { apiFetch } from '../../../lib/api.ts';
import type { PinCodeAnswer } from '../../../../shared/pin-codes.ts';

/** The PIN's city and state from the shop's copy of India Post's directory; ApiError 404 for a PIN it does not have. */
export function lookUpPin(pin: string, signal: AbortSignal): Promise<PinCodeAnswer> {
  return apiFetch<PinCodeAnswer>(`/api/pin-codes/${pin}`, { signal });
}
