import { apiFetch, messageOf } from '../../../lib/api.ts';
import { orderPathWithKey } from '../../../lib/order-document-paths.ts';
import { orderPath } from '../../../lib/paths.ts';
import { browserMessages } from '../../../lib/language.tsx';
import {
  RAZORPAY_CHECKOUT_SCRIPT,
  razorpayCallbackPath,
  razorpayCheckoutPath,
  type PublicOrder,
  type RazorpayCallback,
  type RazorpayCheckout,
} from '../../../../shared/order.ts';

// Paying an order placed for Razorpay (decision 033), on the checkout page only: the shop makes
// the gateway's order, Razorpay's Checkout script is added to the page then (never before, never
// on another page; the checkout page's policy allows it), and its Checkout opens over the page.
// Its success callback goes to the shop, which checks it and asks the gateway; either way the
// shopper then sees the order's page, which shows the payment once the shop has it. Loaded when
// Pay Now is pressed with Razorpay chosen: nothing of it is in the checkout's first script.

/** The options of Razorpay's Checkout that the shop sets (its documentation's names). */
type CheckoutOptions = {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: RazorpayCheckout['prefill'];
  handler: (response: RazorpayCallback) => void;
  modal: { ondismiss: () => void };
  theme: { color: string };
};

declare global {
  interface Window {
    Razorpay?: new (options: CheckoutOptions) => { open(): void };
  }
}


/** The shop's accent, as its tokens give it (styles/tokens.css), for Checkout's colour. */
const ACCENT_FALLBACK = '#8a5f27';

let scriptLoading: Promise<void> | null = null;

/** Adds Razorpay's Checkout script to the page, once; a failed load may be tried again. */
function loadCheckoutScript(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  scriptLoading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve() : reject(new Error('no Razorpay')));
    script.onerror = () => {
      script.remove();
      reject(new Error('script failed'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    scriptLoading = null;
    throw error;
  });
  return scriptLoading;
}

/** Where the shopper goes once Checkout is done with: the order's page, with its key when known. */
export const orderPageOf = (number: string, key: string | null | undefined) => (key ? orderPathWithKey(number, key) : orderPath(number));

/**
 * Opens Razorpay's Checkout for `order` (awaiting its payment) and answers once the shopper is
 * done with it: paid (the callback is sent to the shop) or closed, the shopper is taken to the
 * order's page (`open`) and the answer is undefined. Answers the reason in words when Checkout
 * could not open (the gateway unavailable, its script not loaded); the order stays as it is,
 * and may be paid again from here or its page.
 */
export async function payOnline(order: Pick<PublicOrder, 'number'>, key: string | null | undefined, open: (path: string) => void | Promise<void>): Promise<string | undefined> {
  const query = key ? `?key=${encodeURIComponent(key)}` : '';
  // The gateway's script loads while the shop makes the gateway's order.
  const scriptLoaded = loadCheckoutScript().then(
    () => true,
    () => false,
  );
  let checkout: RazorpayCheckout;
  try {
    checkout = await apiFetch<RazorpayCheckout>(`${razorpayCheckoutPath(order.number)}${query}`, { method: 'POST' });
  } catch (error) {
    // The shop's words when it refused (the gateway unavailable, the order paid meanwhile).
    return messageOf(error, browserMessages().checkout.form.payWindowFailed, browserMessages().errors);
  }
  // The shop answered, so the shopper's connection works: the gateway's script is down or blocked.
  const Razorpay = (await scriptLoaded) ? window.Razorpay : undefined;
  if (!Razorpay) return browserMessages().checkout.form.gatewayScriptFailed;
  const orderPage = orderPageOf(order.number, key);
  const accent = getComputedStyle(document.documentElement).getPropertyValue('--colour-accent').trim() || ACCENT_FALLBACK;
  return new Promise<string | undefined>((resolve) => {
    let left = false;
    const done = () => {
      if (left) return;
      left = true;
      void Promise.resolve(open(orderPage)).then(() => resolve(undefined));
    };
    try {
      new Razorpay({
        key: checkout.keyId,
        amount: checkout.amount,
        currency: checkout.currency,
        name: checkout.name,
        description: checkout.description,
        order_id: checkout.orderId,
        prefill: checkout.prefill,
        handler: (response) => {
          // The shop checks the signature and asks the gateway; should this fail (offline), its
          // webhook and its own checks still settle the order, which its page shows.
          apiFetch(`${razorpayCallbackPath(order.number)}${query}`, { method: 'POST', json: response }).then(done, done);
        },
        modal: { ondismiss: done },
        theme: { color: accent },
      }).open();
    } catch {
      resolve(browserMessages().checkout.form.payWindowFailed);
    }
  });
}
