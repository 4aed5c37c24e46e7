import { useEffect, useMemo, useRef, useState } from 'react';
import { useFetcher, useSearchParams } from 'react-router';
import { toast } from '../../../components/toasts.ts';
import { ApiError, messageOf, SOMETHING_WENT_WRONG } from '../../../lib/api.ts';
import { dataPath, useRefreshable, type Loaded } from '../../../lib/use-refreshable.ts';
import { ORDER_NUMBER_PATTERN, ORDER_STATUS_LABELS, type OperatorOrder, type OrderPage, type OrderStatus } from '../../../../shared/order.ts';
import type { ShipmentInput } from '../../../../shared/shipping.ts';
import { fetchOrder, updateOrderStatus } from '../api/orders.ts';

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  if (!(key in record)) return record;
  const { [key]: _dropped, ...rest } = record;
  return rest;
}

/**
 * The operator's orders, newest first: the first page (again on refresh), the next pages, the
 * status changes on their way and their refusals, and where focus goes once one has settled.
 */
export function useOrderList() {
  /** The statuses shown (GET /api/orders?status=), comma-separated; '' for every order. */
  const [status, setStatus] = useState('');
  /**
   * The one order shown, as `/backend?order=RS-…` names it (the operators' alert e-mail links
   * there, decision 042); '' for the list.
   */
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = (searchParams.get('order') ?? '').trim().toUpperCase();
  const number = ORDER_NUMBER_PATTERN.test(asked) ? asked : '';
  const more = useFetcher<Loaded<OrderPage>>();
  const [moreError, setMoreError] = useState<string | null>(null);
  /** Orders whose status change is on its way, by number, with the status asked for. */
  const [pending, setPending] = useState<Record<string, OrderStatus>>({});
  /** The server's refusal of a status change, shown on the order it concerns. */
  const [orderErrors, setOrderErrors] = useState<Record<string, string>>({});
  const listRef = useRef<HTMLUListElement>(null);
  /**
   * After a status change the clicked button may be gone: focus moves to that order's next control.
   * After the last page the Load more button is gone: focus moves to the heading of the first order it brought.
   */
  const focusOrder = useRef<{ number: string; target: 'action' | 'heading' } | null>(null);

  const filter = useMemo((): Record<string, string> | undefined => (number ? { number } : status ? { status } : undefined), [number, status]);
  const firstPage = useRefreshable<OrderPage>('orders', undefined, filter);
  const { data: page, setData: setPage, loadError, refreshing } = firstPage;
  const orders = page?.orders ?? null;
  const nextCursor = page?.nextCursor ?? null;
  const loadingMore = more.state !== 'idle';

  /** The list again from its first page: what the earlier list's refusals said is gone with it. */
  function refresh() {
    setMoreError(null);
    setOrderErrors({});
    // A next page on its way follows the earlier list: the router aborts it and its answer is never seen.
    more.reset();
    firstPage.refresh();
  }

  // Runs after every render; acts only when a status change has just settled.
  useEffect(() => {
    const wanted = focusOrder.current;
    if (!wanted) return;
    focusOrder.current = null;
    const card = listRef.current?.querySelector<HTMLElement>(`[data-order="${wanted.number}"]`);
    if (!card) return;
    const active = document.activeElement;
    // Only when the operator was working on this order (or focus was lost with a removed button).
    if (active && active !== document.body && !card.contains(active)) return;
    const action = wanted.target === 'action' ? card.querySelector<HTMLElement>('[data-action]') : null;
    (action ?? card.querySelector<HTMLElement>('[data-order-heading]'))?.focus();
  });

  // Each next page once loaded: appended (orders already listed are skipped), or its failure
  // shown. Declared after the focus effect, which must wait for the render that lists them.
  useEffect(() => {
    const answer = more.data;
    if (!answer) return;
    if (!answer.ok) {
      setMoreError(answer.message ?? SOMETHING_WENT_WRONG);
      return;
    }
    const next = answer.data;
    setPage((current) => {
      const known = new Set((current?.orders ?? []).map((order) => order.number));
      return {
        orders: [...(current?.orders ?? []), ...next.orders.filter((order) => !known.has(order.number))],
        nextCursor: next.nextCursor,
        returnAfterDeliveryDays: next.returnAfterDeliveryDays,
      };
    });
    // The button may disappear with the last page: continue from the first order just loaded.
    const firstNew = next.orders[0]?.number;
    if (firstNew && !next.nextCursor) focusOrder.current = { number: firstNew, target: 'heading' };
  }, [more.data, setPage]);

  /** Another filter: its first page replaces the list, and what the earlier list's refusals said is gone with it. */
  function showStatuses(next: string) {
    if (next === status && !number) return;
    setMoreError(null);
    setOrderErrors({});
    more.reset();
    setPage(null);
    setStatus(next);
    // The list again, in place of the one order the address named.
    if (number) {
      setSearchParams(
        (current) => {
          const kept = new URLSearchParams(current);
          kept.delete('order');
          return kept;
        },
        { replace: true, preventScrollReset: true },
      );
    }
  }

  function loadMore() {
    if (!nextCursor || loadingMore) return;
    setMoreError(null);
    void more.load(dataPath('orders', { after: nextCursor, ...filter }));
  }

  function replaceOrder(number: string, change: (order: OperatorOrder) => OperatorOrder) {
    setPage((current) => current && { ...current, orders: current.orders.map((order) => (order.number === number ? change(order) : order)) });
  }

  /** Moves the order; answers what refused it, or null once moved. */
  async function move(order: OperatorOrder, status: OrderStatus, shipment?: ShipmentInput): Promise<unknown> {
    if (pending[order.number]) return null;
    setPending((current) => ({ ...current, [order.number]: status }));
    setOrderErrors((current) => without(current, order.number));
    try {
      const updated = await updateOrderStatus(order.number, status, shipment);
      replaceOrder(order.number, () => updated);
      toast.success(`Order ${order.number} is now ${ORDER_STATUS_LABELS[updated.status].toLowerCase()}.`);
      return null;
    } catch (caught) {
      setOrderErrors((current) => ({ ...current, [order.number]: messageOf(caught) }));
      if (caught instanceof ApiError && caught.code === 'invalid_transition') {
        // Someone else moved it meanwhile: show the status it has now, and the moves it allows.
        try {
          const fresh = await fetchOrder(order.number);
          replaceOrder(order.number, (old) => ({ ...old, status: fresh.status }));
        } catch {
          // the refusal stays on screen; Refresh reads every order again
        }
      }
      return caught;
    } finally {
      focusOrder.current = { number: order.number, target: 'action' };
      setPending((current) => without(current, order.number));
    }
  }

  const returnAfterDeliveryDays = page?.returnAfterDeliveryDays ?? null;
  return { orders, nextCursor, loadError, refreshing, refresh, loadingMore, moreError, loadMore, pending, orderErrors, move, listRef, status, number, showStatuses, returnAfterDeliveryDays };
}
