import { useEffect, useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { ORDER_STATUS_LABELS, ORDER_TRANSITIONS, type OperatorOrder, type OrderStatus } from '../../../../shared/order.ts';
import { formatInr, rupeesToPaise } from '../../../../shared/money.ts';
import { ApiError } from '../../../lib/api.ts';
import { fetchOrderPage, updateOrderStatus } from '../api/orders.ts';
import styles from './orders.module.css';

const placedAt = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

const ACTION_LABELS: Record<OrderStatus, string> = {
  placed: 'Mark placed',
  confirmed: 'Confirm',
  shipped: 'Mark shipped',
  delivered: 'Mark delivered',
  cancelled: 'Cancel order',
};

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';

/** The operator's orders: newest first, with the status changes each order allows. */
export function OrdersAdmin() {
  const [orders, setOrders] = useState<OperatorOrder[]>([]);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchOrderPage(null, controller.signal)
      .then((page) => {
        setOrders(page.orders);
        setNextCursor(page.nextCursor);
        setState('ready');
        setError(null);
      })
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return;
        setError(messageOf(caught));
        setState('error');
      });
    return () => controller.abort();
  }, [reloads]);

  const loadMore = async () => {
    if (!nextCursor) return;
    setBusy('more');
    try {
      const page = await fetchOrderPage(nextCursor);
      setOrders((current) => [...current, ...page.orders.filter((order) => !current.some((o) => o.number === order.number))]);
      setNextCursor(page.nextCursor);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(null);
    }
  };

  const move = async (order: OperatorOrder, status: OrderStatus) => {
    if (status === 'cancelled' && !window.confirm(`Cancel order ${order.number}?`)) return;
    setBusy(order.number);
    setError(null);
    try {
      const updated = await updateOrderStatus(order.number, status);
      setOrders((current) => current.map((item) => (item.number === updated.number ? updated : item)));
    } catch (caught) {
      setError(`${order.number}: ${messageOf(caught)}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={styles.admin} aria-labelledby="orders-admin-title">
      <div className={styles.adminHead}>
        <h2 id="orders-admin-title" className={styles.cardTitle}>
          Orders
        </h2>
        <button type="button" className={styles.ghostButton} onClick={() => setReloads((count) => count + 1)}>
          <RefreshCw aria-hidden size={16} /> Refresh
        </button>
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {state === 'loading' ? <p className={styles.muted}>Loading orders…</p> : null}
      {state === 'ready' && orders.length === 0 ? <p className={styles.muted}>No orders yet.</p> : null}
      <ul className={styles.adminList}>
        {orders.map((order) => (
          <li key={order.number} className={styles.adminOrder} aria-label={`Order ${order.number}`}>
            <div className={styles.adminOrderHead}>
              <strong>{order.number}</strong>
              <span className={styles.status} data-status={order.status}>
                {ORDER_STATUS_LABELS[order.status]}
              </span>
              <span className={styles.muted}>{placedAt.format(new Date(order.createdAt))}</span>
              <span className={styles.adminTotal}>{formatInr(rupeesToPaise(order.orderTotal))} · COD</span>
            </div>
            <p className={styles.adminCustomer}>
              {order.shipTo.name} · {order.shipTo.phone} · {order.shipTo.email}
              <br />
              {order.shipTo.address}, {order.shipTo.city}, {order.shipTo.state} {order.shipTo.zip}
            </p>
            <ul className={styles.adminLines}>
              {order.lines.map((line) => (
                <li key={`${line.productId}@${line.size}`}>
                  {line.quantity} × {line.name} (size {line.size}) at {formatInr(rupeesToPaise(line.unitPrice))}
                </li>
              ))}
            </ul>
            {ORDER_TRANSITIONS[order.status].length > 0 ? (
              <div className={styles.adminActions}>
                {ORDER_TRANSITIONS[order.status].map((status) => (
                  <button
                    key={status}
                    type="button"
                    className={status === 'cancelled' ? styles.dangerButton : styles.ghostButton}
                    disabled={busy !== null}
                    onClick={() => void move(order, status)}
                  >
                    {ACTION_LABELS[status]}
                  </button>
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {nextCursor ? (
        <button type="button" className={styles.ghostButton} disabled={busy !== null} onClick={() => void loadMore()}>
          {busy === 'more' ? 'Loading…' : 'Load more orders'}
        </button>
      ) : null}
    </section>
  );
}
