import { useId } from 'react';
import { formatInr, rupeesToPaise } from '../../../../shared/money.ts';
import type { SalesDay } from '../../../../shared/sales.ts';
import { dayLabel, ordersText } from '../lib/format.ts';
import styles from './sales-summary.module.css';

/** Each day's slot in the drawing's own units: a bar and the gap after it. */
const SLOT = 10;
const BAR = 7;
const HEIGHT = 100;

/**
 * The takings per day as bars, in plain SVG (no charting library's bytes). The drawing is one
 * image with a title and a description for screen readers; the figures of every day are in the
 * table below it.
 */
export function SalesChart({ days }: { days: SalesDay[] }) {
  const titleId = useId();
  const descId = useId();
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return null;
  const revenues = days.map((day) => rupeesToPaise(day.revenue));
  const highest = Math.max(...revenues);
  const best = days[revenues.indexOf(highest)]!;
  const totalOrders = days.reduce((sum, day) => sum + day.orders, 0);
  const description =
    highest === 0
      ? `No orders from ${dayLabel(first.date)} to ${dayLabel(last.date)}.`
      : `${ordersText(totalOrders)} from ${dayLabel(first.date)} to ${dayLabel(last.date)}; the best day was ${dayLabel(best.date)} with ${formatInr(highest)} from ${ordersText(best.orders)}.`;

  return (
    <figure className={styles.chart}>
      <div className={styles.chartScale} aria-hidden="true">
        <span>{highest > 0 ? formatInr(highest) : '₹0'}</span>
        <span>₹0</span>
      </div>
      <svg
        className={styles.chartDrawing}
        viewBox={`0 0 ${days.length * SLOT} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        data-testid="sales-chart"
      >
        <title id={titleId}>Takings per day, last {days.length} days</title>
        <desc id={descId}>{description}</desc>
        <line className={styles.chartBase} x1={0} x2={days.length * SLOT} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} />
        {days.map((day, index) => {
          const paise = revenues[index]!;
          if (paise === 0) return null;
          // At least a sliver, so that a small day still shows beside a big one.
          const height = Math.max(2, (paise / highest) * (HEIGHT - 4));
          return (
            <rect
              key={day.date}
              className={day === last ? styles.barToday : styles.bar}
              x={index * SLOT + (SLOT - BAR) / 2}
              y={HEIGHT - height}
              width={BAR}
              height={height}
              data-date={day.date}
            >
              <title>{`${dayLabel(day.date)}: ${formatInr(paise)}, ${ordersText(day.orders)}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className={styles.chartAxis} aria-hidden="true">
        <span>{dayLabel(first.date)}</span>
        <span>Today</span>
      </figcaption>
    </figure>
  );
}
