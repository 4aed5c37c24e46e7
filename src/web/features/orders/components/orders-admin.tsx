import { Download, Inbox, RefreshCw } from 'lucide';
import { Icon } from '../../../components/icon.tsx';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '../../../components/toasts.ts';
import { ORDER_STATUS_LABELS, ORDER_TRANSITIONS, orderInvoicePath, type OperatorOrder, type OrderStatus } from '../../../../shared/order.ts';
import { formatInr, rupeesToPaise } from '../../../../shared/money.ts';
import { ApiError } from '../../../lib/api.ts';
import { fetchOrder, fetchOrderPage, updateOrderStatus } from '../api/orders.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import styles from './orders-admin.module.css';

// Times as the shop keeps them: Indian Standard Time, whatever the operator's machine says.
const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
const formatWhen = (iso: string) => `${dateTime.format(new Date(iso))} IST`;

const ACTION_LABELS: Record<OrderStatus, string> = {
  placed: 'Mark placed',
  confirmed: 'Confirm',
  shipped: 'Mark shipped',
  delivered: 'Mark delivered',
  cancelled: 'Cancel order',
};

const FINAL_NOTES: Partial<Record<OrderStatus, string>> = {
  delivered: 'Delivered: nothing more to do.',
  cancelled: 'Cancelled: nothing more to do.',
};

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';

const money = (rupees: number) => formatInr(rupeesToPaise(rupees));

/** '9876543210' as people read it: '98765 43210'. */
const readablePhone = (phone: string) => (/^\d{10}$/.test(phone) ? `${phone.slice(0, 5)} ${phone.slice(5)}` : phone);

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  if (!(key in record)) return record;
  const { [key]: _dropped, ...rest } = record;
  return rest;
}

/** The operator's orders: newest first, a page at a time, with the status changes each order allows. */
export function OrdersAdmin() {
  const titleId = useId();
  /** null until the first page arrives. */
  const [orders, setOrders] = useState<OperatorOrder[] | null>(null);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  /** Orders whose status change is on its way, by number, with the status asked for. */
  const [pending, setPending] = useState<Record<string, OrderStatus>>({});
  /** The server's refusal of a status change, shown on the order it concerns. */
  const [orderErrors, setOrderErrors] = useState<Record<string, string>>({});
  const [cancelling, setCancelling] = useState<OperatorOrder | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  /**
   * After a status change the clicked button may be gone: focus moves to that order's next control.
   * After the last page the Load more button is gone: focus moves to the heading of the first order it brought.
   */
  const focusOrder = useRef<{ number: string; target: 'action' | 'heading' } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchOrderPage(null, controller.signal)
      .then((page) => {
        setOrders(page.orders);
        setNextCursor(page.nextCursor);
        setLoadError(null);
        setMoreError(null);
        setOrderErrors({});
      })
      .catch((caught: unknown) => {
        if (!controller.signal.aborted) setLoadError(messageOf(caught));
      })
      .finally(() => {
        if (!controller.signal.aborted) setRefreshing(false);
      });
    return () => controller.abort();
  }, [reloads]);

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

  function refresh() {
    setRefreshing(true);
    setReloads((count) => count + 1);
  }

  async function loadMore() {
    if (!nextCursor || loadingMore) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const page = await fetchOrderPage(nextCursor);
      const firstNew = page.orders[0]?.number;
      setOrders((current) => {
        const known = new Set((current ?? []).map((order) => order.number));
        return [...(current ?? []), ...page.orders.filter((order) => !known.has(order.number))];
      });
      setNextCursor(page.nextCursor);
      // The button may disappear with the last page: continue from the first order just loaded.
      if (firstNew && !page.nextCursor) focusOrder.current = { number: firstNew, target: 'heading' };
    } catch (caught) {
      setMoreError(messageOf(caught));
    } finally {
      setLoadingMore(false);
    }
  }

  function replaceOrder(number: string, change: (order: OperatorOrder) => OperatorOrder) {
    setOrders((current) => current?.map((order) => (order.number === number ? change(order) : order)) ?? null);
  }

  async function move(order: OperatorOrder, status: OrderStatus) {
    if (pending[order.number]) return;
    setPending((current) => ({ ...current, [order.number]: status }));
    setOrderErrors((current) => without(current, order.number));
    try {
      const updated = await updateOrderStatus(order.number, status);
      replaceOrder(order.number, () => updated);
      toast.success(`Order ${order.number} is now ${ORDER_STATUS_LABELS[updated.status].toLowerCase()}.`);
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
    } finally {
      focusOrder.current = { number: order.number, target: 'action' };
      setPending((current) => without(current, order.number));
    }
  }

  function confirmCancel() {
    const order = cancelling;
    setCancelling(null);
    if (order) void move(order, 'cancelled');
  }

  return (
    <section className={styles.panel} aria-labelledby={titleId} aria-busy={orders === null || refreshing}>
      <div className={styles.panelHead}>
        <h2 id={titleId} className={styles.panelTitle}>
          Orders
        </h2>
        <button type="button" className={styles.secondary} onClick={refresh} disabled={refreshing || (orders === null && !loadError)}>
          <Icon icon={RefreshCw} size={16} aria-hidden="true" className={refreshing ? styles.spinning : undefined} />
          {refreshing ? 'Refreshing…' : 'Refresh'}
        </button>
        <p className={styles.lead}>Newest first. Every order is cash on delivery: collect the order total.</p>
      </div>

      {loadError ? (
        <div className={styles.loadError} role="alert">
          <p>{orders === null ? `The orders could not be loaded. ${loadError}` : `The orders could not be refreshed. ${loadError}`}</p>
          {orders === null ? (
            <button type="button" className={styles.secondary} onClick={refresh} disabled={refreshing}>
              {refreshing ? 'Trying again…' : 'Try again'}
            </button>
          ) : null}
        </div>
      ) : null}

      {orders === null ? (
        loadError ? null : (
          <p className={styles.hint} role="status">
            Loading orders…
          </p>
        )
      ) : orders.length === 0 ? (
        <div className={styles.empty}>
          <Icon icon={Inbox} size={28} aria-hidden="true" />
          <p>No orders yet. Orders placed at checkout appear here.</p>
        </div>
      ) : (
        <ul ref={listRef} className={styles.list} aria-label="Orders">
          {orders.map((order) => (
            <OrderRow
              key={order.number}
              order={order}
              pending={pending[order.number]}
              error={orderErrors[order.number]}
              onMove={(status) => (status === 'cancelled' ? setCancelling(order) : void move(order, status))}
            />
          ))}
        </ul>
      )}

      {orders && orders.length > 0 ? (
        <div className={styles.more}>
          <p className={styles.hint} aria-live="polite">
            {nextCursor
              ? `Showing the newest ${orders.length === 1 ? 'order' : `${orders.length} orders`}.`
              : orders.length === 1
                ? '1 order in all.'
                : `All ${orders.length} orders shown.`}
          </p>
          {nextCursor ? (
            <button type="button" className={styles.secondary} onClick={() => void loadMore()} aria-disabled={loadingMore}>
              {loadingMore ? 'Loading…' : 'Load more orders'}
            </button>
          ) : null}
          {moreError ? (
            <p className={styles.error} role="alert">
              {moreError}
            </p>
          ) : null}
        </div>
      ) : null}

      <ConfirmDialog
        open={cancelling !== null}
        title={
          <>
            Cancel order <span className={styles.dialogNumber}>{cancelling?.number}</span>?
          </>
        }
        cancelLabel="Keep order"
        confirmLabel="Yes, cancel order"
        onCancel={() => setCancelling(null)}
        onConfirm={confirmCancel}
      >
        {cancelling ? (
          <>
            The order of <strong>{cancelling.shipTo.name}</strong> for <strong>{money(cancelling.orderTotal)}</strong> will be
            cancelled. This cannot be undone.
          </>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}

type RowProps = {
  order: OperatorOrder;
  /** The status asked for while the change is on its way. */
  pending: OrderStatus | undefined;
  error: string | undefined;
  onMove: (status: OrderStatus) => void;
};

function OrderRow({ order, pending, error, onMove }: RowProps) {
  const { shipTo } = order;
  const next = ORDER_TRANSITIONS[order.status];
  const pieces = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const phone = readablePhone(shipTo.phone);

  return (
    <li className={styles.order} data-order={order.number} aria-label={`Order ${order.number}`} aria-busy={pending !== undefined}>
      <div className={styles.orderHead}>
        <div className={styles.orderId}>
          <h3 className={styles.orderNumber} tabIndex={-1} data-order-heading>
            {order.number}
          </h3>
          <time className={styles.when} dateTime={order.createdAt}>
            {formatWhen(order.createdAt)}
          </time>
        </div>
        <p className={styles.status} data-status={order.status} data-testid="order-status">
          <span className="visually-hidden">Status: </span>
          {ORDER_STATUS_LABELS[order.status]}
        </p>
        <p className={styles.total}>
          <span className={styles.totalAmount} data-testid="order-total">
            {money(order.orderTotal)}
          </span>
          <span className={styles.totalNote}>
            Cash on delivery · {pieces} {pieces === 1 ? 'piece' : 'pieces'}
          </span>
        </p>
      </div>

      <div className={styles.orderBody}>
        <div className={styles.shipTo}>
          <h4 className={styles.label}>Ship to</h4>
          <p className={styles.customer}>{shipTo.name}</p>
          <p className={styles.contact}>
            <a href={`tel:+91${shipTo.phone}`}>{phone}</a>
            <span aria-hidden="true"> · </span>
            <a href={`mailto:${shipTo.email}`} className={styles.email}>
              {shipTo.email}
            </a>
          </p>
          <address className={styles.address}>
            {shipTo.address}
            <br />
            {shipTo.city}, {shipTo.state} {shipTo.zip}
          </address>
        </div>
        <div className={styles.items}>
          <h4 className={styles.label}>Items</h4>
          <ul className={styles.lines}>
            {order.lines.map((line) => (
              <li key={`${line.productId}@${line.size}`} className={styles.line}>
                <span className={styles.lineText}>
                  <span className={styles.lineName}>{line.name}</span>
                  <span className={styles.lineMeta}>
                    Size {line.size} · Qty {line.quantity} <span className={styles.nowrap}>× {money(line.unitPrice)}</span>
                  </span>
                </span>
                <span className={styles.linePrice}>{money(line.lineTotal)}</span>
              </li>
            ))}
          </ul>
          <dl className={styles.sums}>
            <div>
              <dt>Item total</dt>
              <dd>{money(order.itemTotal)}</dd>
            </div>
            {order.savings > 0 ? (
              <div>
                <dt>Subscription savings</dt>
                <dd>-{money(order.savings)}</dd>
              </div>
            ) : null}
            <div>
              <dt>Shipping</dt>
              <dd>{order.shipping > 0 ? money(order.shipping) : 'Free'}</dd>
            </div>
            <div className={styles.sumTotal}>
              <dt>To collect on delivery</dt>
              <dd>{money(order.orderTotal)}</dd>
            </div>
          </dl>
        </div>
      </div>

      {error ? (
        <p className={styles.error} role="alert">
          Could not change order {order.number}: {error}
        </p>
      ) : null}

      <div className={styles.orderFoot}>
        {next.length > 0 ? (
          <div className={styles.actions} role="group" aria-label={`Change the status of order ${order.number}`}>
            {next.map((status) => (
              <button
                key={status}
                type="button"
                data-action
                className={status === 'cancelled' ? styles.danger : styles.primary}
                aria-disabled={pending !== undefined}
                onClick={() => {
                  if (pending === undefined) onMove(status);
                }}
              >
                {pending === status ? 'Saving…' : ACTION_LABELS[status]}
              </button>
            ))}
          </div>
        ) : (
          <p className={styles.hint}>{FINAL_NOTES[order.status]}</p>
        )}
        {order.invoiceNumber ? (
          <a className={`${styles.secondary} ${styles.invoiceLink}`} href={orderInvoicePath(order.number)} download>
            <Icon icon={Download} size={16} aria-hidden="true" />
            Invoice <span className={styles.nowrap}>{order.invoiceNumber}</span>
          </a>
        ) : null}
        {order.updatedAt !== order.createdAt ? (
          <p className={styles.updated}>
            Last change <time dateTime={order.updatedAt}>{formatWhen(order.updatedAt)}</time>
          </p>
        ) : null}
      </div>
    </li>
  );
}
