import { Inbox } from 'lucide';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Icon } from '../../../components/icon.tsx';
import { LoadError, Panel, PanelHint, RefreshButton } from '../../../components/panel.tsx';
import type { OperatorOrder, OrderStatus } from '../../../../shared/order.ts';
import { useOrderList } from '../hooks/use-order-list.ts';
import { formatOrderMoney, OrderCard } from './order-card.tsx';
import { ApiError } from '../../../lib/api.ts';
import { ShipDialog } from './ship-dialog.tsx';
import { StatementMatch } from './statement-match.tsx';
import { ALL_ORDERS, ORDER_FILTERS, statusQuery } from '../lib/order-filters.ts';
import { SLIP_WORDS } from '../lib/order-slip-words.ts';
import styles from './orders-admin.module.css';

/** The moves that cannot be undone (or cost money when made by mistake), asked again before they are made. */
type Ending = { order: OperatorOrder; status: 'cancelled' | 'returned' | 'payment_failed' | 'delivered' };

/**
 * The operator's orders: newest first, a page at a time, with the status changes each order
 * allows; filtered by status (all, awaiting payment, to confirm, …); and the bank statement
 * that marks UPI orders paid in one step.
 */
export function OrdersAdmin() {
  const titleId = useId();
  const {
    orders,
    nextCursor,
    loadError,
    refreshing,
    refresh,
    loadingMore,
    moreError,
    loadMore,
    pending,
    orderErrors,
    move,
    listRef,
    status,
    number,
    showStatuses,
    returnAfterDeliveryDays,
  } = useOrderList();
  const filter = number ? null : (ORDER_FILTERS.find((candidate) => statusQuery(candidate) === status) ?? ALL_ORDERS);
  const filtered = filter !== ALL_ORDERS && filter !== null;
  const [ending, setEnding] = useState<Ending | null>(null);
  // The order an alert e-mail opened: its heading takes the focus (and the screen) once it is loaded, once.
  const broughtIntoView = useRef('');
  useEffect(() => {
    if (!number || orders === null || broughtIntoView.current === number) return;
    broughtIntoView.current = number;
    listRef.current?.querySelector<HTMLElement>('[data-order-heading]')?.focus();
  }, [number, orders, listRef]);
  const [shipping, setShipping] = useState<OperatorOrder | null>(null);

  function confirmEnding() {
    const chosen = ending;
    setEnding(null);
    if (chosen) void move(chosen.order, chosen.status);
  }

  function choose(order: OperatorOrder, status: OrderStatus) {
    if (status === 'cancelled' || status === 'returned' || status === 'payment_failed' || status === 'delivered') setEnding({ order, status });
    else if (status === 'shipped') setShipping(order);
    else void move(order, status);
  }

  return (
    <Panel
      titleId={titleId}
      title="Orders"
      actions={<RefreshButton refreshing={refreshing} disabled={refreshing || (orders === null && !loadError)} onClick={refresh} />}
      lead={
        orders?.some((order) => order.paymentMethod === 'upi')
          ? 'Newest first. Cash on delivery: collect the order total. UPI: mark it paid once your bank shows the amount, with the order number as its note, or match a bank statement to mark many at once.'
          : 'Newest first. Every order is cash on delivery: collect the order total.'
      }
      wideLead
      aria-busy={orders === null || refreshing}
    >
      <StatementMatch onPaid={refresh} />

      {number ? (
        <div className={styles.oneOrder} data-testid="one-order">
          <p>{orders !== null && orders.length === 0 ? SLIP_WORDS.oneOrder.missing(number) : SLIP_WORDS.oneOrder.shown(number)}</p>
          <Button variant="pill" onClick={() => showStatuses('')}>
            {SLIP_WORDS.oneOrder.all}
          </Button>
        </div>
      ) : null}

      <div className={styles.filters} role="group" aria-label="Show orders">
        {ORDER_FILTERS.map((candidate) => (
          <Button
            key={candidate.id}
            variant="chip"
            className={styles.filter}
            aria-pressed={candidate === filter}
            data-filter={candidate.id}
            onClick={() => showStatuses(statusQuery(candidate))}
          >
            {candidate.label}
          </Button>
        ))}
      </div>

      {loadError && orders === null ? (
        <LoadError onRetry={refresh} retrying={refreshing}>
          {`The orders could not be loaded. ${loadError}`}
        </LoadError>
      ) : loadError ? (
        // The orders on screen stay: Refresh is the way to try again.
        <div className={styles.loadError} role="alert">
          <p>{`The orders could not be refreshed. ${loadError}`}</p>
        </div>
      ) : null}

      {orders === null ? (
        loadError ? null : <PanelHint role="status">Loading orders…</PanelHint>
      ) : orders.length === 0 ? (
        <div className={styles.empty}>
          <Icon icon={Inbox} size={28} aria-hidden="true" />
          <p>{filter ? filter.empty : SLIP_WORDS.oneOrder.missing(number)}</p>
        </div>
      ) : (
        <ul ref={listRef} className={styles.list} aria-label="Orders">
          {orders.map((order) => (
            <OrderCard
              key={order.number}
              order={order}
              pending={pending[order.number]}
              error={orderErrors[order.number]}
              onMove={(status) => choose(order, status)}
            />
          ))}
        </ul>
      )}

      {orders && orders.length > 0 ? (
        <div className={styles.more}>
          <PanelHint aria-live="polite">
            {filter === null
              ? SLIP_WORDS.oneOrder.shown(number)
              : filtered
              ? nextCursor
                ? `Showing the newest ${orders.length === 1 ? 'order' : `${orders.length} orders`}: ${filter.label.toLowerCase()}.`
                : `${orders.length === 1 ? '1 order' : `${orders.length} orders`}: ${filter.label.toLowerCase()}.`
              : nextCursor
                ? `Showing the newest ${orders.length === 1 ? 'order' : `${orders.length} orders`}.`
                : orders.length === 1
                  ? '1 order in all.'
                  : `All ${orders.length} orders shown.`}
          </PanelHint>
          {nextCursor ? (
            <Button variant="pill" className={styles.loadMore} onClick={() => void loadMore()} aria-disabled={loadingMore}>
              {loadingMore ? 'Loading…' : 'Load more orders'}
            </Button>
          ) : null}
          {moreError ? (
            <p className={styles.error} role="alert">
              {moreError}
            </p>
          ) : null}
        </div>
      ) : null}

      <ConfirmDialog
        open={ending !== null}
        title={
          ending?.status === 'delivered' ? (
            SLIP_WORDS.delivered.title(ending.order.number)
          ) : ending?.status === 'payment_failed' ? (
            <>
              No payment for order <span className={styles.dialogNumber}>{ending.order.number}</span>?
            </>
          ) : (
            <>
              {ending?.status === 'returned' ? 'Parcel of order' : 'Cancel order'} <span className={styles.dialogNumber}>{ending?.order.number}</span>
              {ending?.status === 'returned' ? ' came back?' : '?'}
            </>
          )
        }
        cancelLabel={
          ending?.status === 'delivered'
            ? SLIP_WORDS.delivered.cancel
            : ending?.status === 'returned'
              ? 'Not returned'
              : ending?.status === 'payment_failed'
                ? 'Keep waiting'
                : 'Keep order'
        }
        confirmLabel={
          ending?.status === 'delivered'
            ? SLIP_WORDS.delivered.confirm
            : ending?.status === 'returned'
              ? 'Yes, mark returned'
              : ending?.status === 'payment_failed'
                ? 'Yes, not received'
                : 'Yes, cancel order'
        }
        onCancel={() => setEnding(null)}
        onConfirm={confirmEnding}
      >
        {ending?.status === 'delivered' ? (
          SLIP_WORDS.delivered.body(
            ending.order.shipTo.name,
            ending.order.paymentMethod === 'cod' ? formatOrderMoney(ending.order.orderTotal) : null,
            returnAfterDeliveryDays,
          )
        ) : ending?.status === 'returned' && ending.order.status === 'delivered' ? (
          SLIP_WORDS.returnedAfterDelivery(ending.order.shipTo.name)
        ) : ending?.status === 'returned' ? (
          <>
            The parcel of <strong>{ending.order.shipTo.name}</strong> came back to us unpaid (refused or undeliverable). Its pieces go
            back into stock and the shopper is told by e-mail. This cannot be undone.
          </>
        ) : ending?.status === 'payment_failed' ? (
          <>
            Your bank shows no UPI payment of <strong>{formatOrderMoney(ending.order.orderTotal)}</strong> from{' '}
            <strong>{ending.order.shipTo.name}</strong>. Its pieces go back into stock, and the shopper's order page asks them to call with their UPI reference. Should
            the money come in later, mark it paid (late payment).
          </>
        ) : ending ? (
          <>
            The order of <strong>{ending.order.shipTo.name}</strong> for <strong>{formatOrderMoney(ending.order.orderTotal)}</strong>{' '}
            will be cancelled.{ending.order.payment?.method === 'razorpay' && ending.order.payment.paidAt ? ' Its payment is refunded through Razorpay.' : ''} This cannot
            be undone.
          </>
        ) : null}
      </ConfirmDialog>

      <ShipDialog
        order={shipping}
        onCancel={() => setShipping(null)}
        onShip={async (order, shipment) => {
          const refused = await move(order, 'shipped', shipment);
          // A refused HUID, or a tracking number on another order, is said in the dialog, which keeps what was typed; anything else on the order's card.
          if (refused instanceof ApiError && refused.code === 'tracking_number_used') return { trackingNumberUsed: refused.message };
          const field = refused instanceof ApiError ? Object.keys(refused.fieldErrors).find((key) => key.startsWith('huids')) : undefined;
          if (refused instanceof ApiError && field) {
            // 'huids.0.1': the second piece of the first line.
            const [, line = -1, piece = -1] = field.split('.').map(Number);
            return { huid: { text: refused.message, line, piece } };
          }
          setShipping(null);
          return null;
        }}
      />
    </Panel>
  );
}
