import { Download, PackageCheck, TriangleAlert } from 'lucide';
import { Button } from '../../../components/button.tsx';
import { Field, Input } from '../../../components/field.tsx';
import { Icon } from '../../../components/icon.tsx';
import { LoadError, Panel, PanelHint, RefreshButton } from '../../../components/panel.tsx';
import { useId, useState, type FormEvent } from 'react';
import { formatRupees } from '../../../../shared/money.ts';
import type { MethodTakings, RefundFigures, SalesFigures, SalesSummary as Summary } from '../../../../shared/sales.ts';
import type { PaymentMethod } from '../../../../shared/payment-methods.ts';
import { messageOf } from '../../../lib/api.ts';
import { useRefreshable } from '../../../lib/use-refreshable.ts';
import { fetchOrdersCsv } from '../api/sales.ts';
import { longDayLabel, ordersText } from '../lib/format.ts';
import { formatIndiaDay } from '../../../../shared/india-time.ts';
import { SalesChart } from './sales-chart.tsx';
import styles from './sales-summary.module.css';

const PERIODS = [
  ['today', 'Today'],
  ['last7Days', 'Last 7 days'],
  ['last30Days', 'Last 30 days'],
] as const;

/**
 * The backend's first panel: orders and takings today and over 7 and 30 days (India's days),
 * a chart of the last 30, the orders waiting to be shipped, low stock, and the orders export.
 */
export function SalesSummary() {
  const titleId = useId();
  const { data: summary, loadError, refreshing, refresh } = useRefreshable<Summary>('sales');
  // The ways of paying with takings in the last 30 days, in every card alike: a shop that takes
  // cash alone sees one line, not rows of zeros for methods it does not take.
  const methodsShown = summary ? SALES_METHODS.filter((method) => summary.byMethod.last30Days[method].orders > 0) : [];

  return (
    <Panel
      titleId={titleId}
      title="Sales at a glance"
      actions={<RefreshButton refreshing={refreshing} disabled={refreshing || (summary === null && !loadError)} onClick={refresh} size="large" />}
      lead={
        <>
          Orders by the day they were placed, in Indian time. Takings are the order totals to collect; cancelled orders and
          returned parcels are left out and counted apart. Each card splits them by way of payment (prepaid orders count once
          paid), with refunds by the day they were made.
        </>
      }
      wideLead
      aria-busy={summary === null || refreshing}
      data-testid="sales-summary"
    >
      {loadError ? (
        <LoadError onRetry={refresh} retrying={refreshing} size="large">
          {summary === null ? `The sales summary could not be loaded. ${loadError}` : `The sales summary could not be refreshed. ${loadError}`}
        </LoadError>
      ) : null}

      {summary === null ? (
        loadError ? null : <PanelHint role="status">Loading the sales summary…</PanelHint>
      ) : (
        <>
          <dl className={styles.figures}>
            {PERIODS.map(([key, label]) => (
              <Period
                key={key}
                label={label}
                figures={summary.periods[key]}
                byMethod={summary.byMethod[key]}
                methods={methodsShown}
                refunds={summary.refunds[key]}
                showRefunds={summary.refunds.last30Days.count > 0}
                testId={`sales-${key}`}
              />
            ))}
          </dl>

          <div className={styles.columns}>
            <div className={styles.block}>
              <h3 className={styles.blockTitle}>Takings per day</h3>
              <SalesChart days={summary.days} />
              <details className={styles.dayTable}>
                <summary>Figures per day</summary>
                <div className={styles.tableScroll}>
                  <table>
                    <caption className="visually-hidden">Orders and takings per day, last {summary.days.length} days, newest first</caption>
                    <thead>
                      <tr>
                        <th scope="col">Day</th>
                        <th scope="col">Orders</th>
                        <th scope="col">Takings</th>
                        <th scope="col">Cancelled</th>
                        <th scope="col">Returned</th>
                      </tr>
                    </thead>
                    <tbody>
                      {[...summary.days].reverse().map((day) => (
                        <tr key={day.date}>
                          <th scope="row">{day.date === summary.today ? 'Today' : longDayLabel(day.date)}</th>
                          <td>{day.orders}</td>
                          <td>{formatRupees(day.revenue)}</td>
                          <td>{day.cancelled}</td>
                          <td>{day.returned}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </details>
            </div>

            <div className={styles.side}>
              <AwaitingShipment waiting={summary.awaitingShipment} />
              <LowStock products={summary.lowStock} />
            </div>
          </div>

          <OrdersExport firstDay={summary.days[0]?.date ?? summary.today} today={summary.today} />
        </>
      )}
    </Panel>
  );
}

/** The methods in the order a shop owner reads them, and their names in the backend. */
const SALES_METHODS: readonly PaymentMethod[] = ['cod', 'upi', 'razorpay'];
const METHOD_NAMES: Record<PaymentMethod, string> = { cod: 'Cash on delivery', upi: 'UPI', razorpay: 'Razorpay' };

type PeriodProps = {
  label: string;
  figures: SalesFigures;
  byMethod: Record<PaymentMethod, MethodTakings>;
  methods: readonly PaymentMethod[];
  refunds: RefundFigures;
  showRefunds: boolean;
  testId: string;
};

function Period({ label, figures, byMethod, methods, refunds, showRefunds, testId }: PeriodProps) {
  return (
    <div className={styles.figure} data-testid={testId}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue} data-testid={`${testId}-revenue`}>
        {formatRupees(figures.revenue)}
      </dd>
      <dd className={styles.figureNote} data-testid={`${testId}-orders`}>
        {ordersText(figures.orders)}
        {figures.cancelled > 0 ? <span className={styles.cancelled}> · {figures.cancelled} cancelled</span> : null}
        {figures.returned > 0 ? <span className={styles.cancelled}> · {figures.returned} returned</span> : null}
      </dd>
      {methods.length > 0 ? (
        <dd className={styles.split} data-testid={`${testId}-by-method`}>
          <ul aria-label={`${label}: takings by way of payment`}>
            {methods.map((method) => (
              <li key={method} data-method={method}>
                <span>{METHOD_NAMES[method]}</span>
                <span className={styles.splitFigure}>
                  {formatRupees(byMethod[method].revenue)} · {ordersText(byMethod[method].orders)}
                </span>
              </li>
            ))}
            {showRefunds ? (
              <li data-testid={`${testId}-refunds`}>
                <span>Refunded</span>
                <span className={styles.splitFigure}>
                  {refunds.count === 0 ? 'none' : `${formatRupees(refunds.amount)} · ${refunds.count} ${refunds.count === 1 ? 'refund' : 'refunds'}`}
                </span>
              </li>
            ) : null}
          </ul>
        </dd>
      ) : null}
    </div>
  );
}

function AwaitingShipment({ waiting }: { waiting: Summary['awaitingShipment'] }) {
  return (
    <div className={styles.card} data-testid="sales-awaiting">
      <h3 className={styles.blockTitle}>Waiting to be shipped</h3>
      {waiting.orders === 0 ? (
        <p className={styles.calm}>
          <Icon icon={PackageCheck} size={18} aria-hidden="true" />
          Nothing waiting: every order has been shipped.
        </p>
      ) : (
        <>
          <p className={styles.cardValue} data-testid="sales-awaiting-count">
            {ordersText(waiting.orders)}
          </p>
          <PanelHint>
            {waiting.placed} to confirm · {waiting.confirmed} confirmed
            {waiting.oldestCreatedAt ? <> · the oldest placed {formatIndiaDay(waiting.oldestCreatedAt)}</> : null}
          </PanelHint>
          <a className={styles.jumpLink} href="#backend-orders">
            Go to the orders
          </a>
        </>
      )}
    </div>
  );
}

/** The products running low (fewer than the storefront's "Only N left" level), or a calm line. */
function LowStock({ products }: { products: Summary['lowStock'] }) {
  return (
    <div className={styles.card} data-testid="sales-low-stock">
      <h3 className={styles.blockTitle}>Low stock</h3>
      {products.length === 0 ? (
        <p className={styles.calm}>
          <Icon icon={PackageCheck} size={18} aria-hidden="true" />
          Nothing is running low.
        </p>
      ) : (
        <ul className={styles.stockList}>
          {products.map((product) => (
            <li key={product.id}>
              <span>{product.name}</span>
              <span className={product.stock === 0 ? styles.stockOut : styles.stockLow}>
                {product.stock === 0 ? 'Out of stock' : `${product.stock} left`}
              </span>
            </li>
          ))}
        </ul>
      )}
      <a className={styles.jumpLink} href="#backend-products">
        Go to the products
      </a>
    </div>
  );
}

/** The export form: two days (India's) and a Download button; refusals shown beside it. */
function OrdersExport({ firstDay, today }: { firstDay: string; today: string }) {
  const formId = useId();
  const [from, setFrom] = useState(firstDay);
  const [to, setTo] = useState(today);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setDone(null);
    if (!from || !to) {
      setError('Choose the first and the last day of the export.');
      return;
    }
    if (to < from) {
      setError('The last day cannot come before the first day.');
      return;
    }
    setBusy(true);
    try {
      const { blob, fileName } = await fetchOrdersCsv(from, to);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      // The download has taken its copy once the click has been handled.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setDone(`${fileName} downloaded.`);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.export} onSubmit={(event) => void submit(event)} aria-labelledby={`${formId}-title`} noValidate>
      <div className={styles.exportText}>
        <h3 id={`${formId}-title`} className={styles.blockTitle}>
          Export orders
        </h3>
        <PanelHint>A CSV file for a spreadsheet: one row per order placed on these days (Indian time), amounts in rupees.</PanelHint>
      </div>
      <DayField id={`${formId}-from`} name="from" label="From" value={from} max={to || undefined} invalid={error !== null} onPick={setFrom} />
      <DayField id={`${formId}-to`} name="to" label="To" value={to} min={from || undefined} invalid={error !== null} onPick={setTo} />
      <Button variant="pillSolid" size="large" type="submit" className={styles.download} aria-disabled={busy}>
        <Icon icon={Download} size={16} aria-hidden="true" />
        {busy ? 'Preparing…' : 'Download CSV'}
      </Button>
      {error ? (
        <p className={styles.error} role="alert">
          <Icon icon={TriangleAlert} size={16} aria-hidden="true" />
          {error}
        </p>
      ) : null}
      <p className={styles.done} role="status">
        {done}
      </p>
    </form>
  );
}

/** One end of the export's period: a day that cannot pass the other end (`min` or `max`). */
function DayField({
  id,
  name,
  label,
  value,
  min,
  max,
  invalid,
  onPick,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  min?: string | undefined;
  max?: string | undefined;
  invalid: boolean;
  onPick: (day: string) => void;
}) {
  return (
    <Field label={label} htmlFor={id} className={styles.field}>
      <Input
        id={id}
        className={styles.input}
        type="date"
        name={name}
        required
        value={value}
        min={min}
        max={max}
        aria-invalid={invalid}
        onChange={(event) => onPick(event.target.value)}
      />
    </Field>
  );
}
