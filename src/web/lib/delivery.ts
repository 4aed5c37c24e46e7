import { apiFetch } from './api.ts';
import { DELIVERY_PIN_COOKIE, deliveryPinOf, type DeliveryAnswer } from '../../shared/delivery.ts';
import { splitLanguage, type Language } from '../../shared/languages.ts';

// The delivery date by PIN (decision 037), as the product page's and the checkout's loaders and
// their delivery lines ask for it. Loaded on its own: no screen's first script carries it.

/** The day a parcel ordered now reaches the PIN, written by the shop in the page's language. */
export const fetchDelivery = (pin: string, language: Language, signal?: AbortSignal): Promise<DeliveryAnswer> =>
  apiFetch<DeliveryAnswer>(`/api/delivery/${pin}`, { signal, headers: { 'accept-language': language } });

/** The PIN the shopper gave before: the cookie the server renders with, or the document's. */
export const rememberedPin = (request?: Request): string | undefined =>
  deliveryPinOf(typeof document === 'undefined' ? request?.headers.get('cookie') : document.cookie);

/** A loader's delivery date: for the remembered PIN, in the page's language; null without one, or when the shop cannot say. */
export async function rememberedDelivery(request: Request): Promise<DeliveryAnswer | null> {
  const pin = rememberedPin(request);
  return pin ? fetchDelivery(pin, splitLanguage(new URL(request.url).pathname).language, request.signal).catch(() => null) : null;
}

/** Remembers the PIN for a year, for every page and the server's rendering of them. */
export function rememberPin(pin: string): void {
  document.cookie = `${DELIVERY_PIN_COOKIE}=${pin}; path=/; max-age=31536000; samesite=lax${location.protocol === 'https:' ? '; secure' : ''}`;
}
