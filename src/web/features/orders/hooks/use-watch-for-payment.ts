import { useEffect } from 'react';
import type { PublicOrder } from '../../../../shared/order.ts';
import { fetchOrder } from '../api/orders.ts';

// The order page's watch for a payment (UPI or Razorpay, decisions 032 and 033), used by the
// payment card on screen while the order awaits its payment.

/** How often the page asks whether the payment has come in. */
const WATCH_EVERY_MS = 10_000;

/** The order link's key (decision 030), asked for again with the order so that its answer keeps the invoice's link. */
export const pageKey = () => new URLSearchParams(window.location.search).get('key');

/** What the card shows of an attempt that failed (Razorpay): a new one is news too. */
const lastErrorOf = (order: PublicOrder) => (order.payment?.method === 'razorpay' ? order.payment.lastError : null);

/**
 * Asks the shop for the order every 10 s while it awaits its payment, with the page's key (the
 * answer keeps the invoice's link), and hands over the order once its status has changed, or
 * the gateway reports a failed attempt. Stops then, and when the page is left.
 */
export function useWatchForPayment(order: PublicOrder, onChange: (order: PublicOrder) => void): void {
  const { number } = order;
  const lastError = lastErrorOf(order);
  useEffect(() => {
    const key = pageKey();
    const controller = new AbortController();
    let asking = false;
    const timer = window.setInterval(() => {
      if (asking || document.hidden) return;
      asking = true;
      fetchOrder(number, controller.signal, key).then(
        (fresh) => {
          asking = false;
          if (fresh.status === 'awaiting_payment' && lastErrorOf(fresh) === lastError) return;
          window.clearInterval(timer);
          onChange(fresh);
        },
        () => {
          asking = false; // offline for a moment: the next turn asks again
        },
      );
    }, WATCH_EVERY_MS);
    return () => {
      window.clearInterval(timer);
      controller.abort();
    };
  }, [number, lastError, onChange]);
}
