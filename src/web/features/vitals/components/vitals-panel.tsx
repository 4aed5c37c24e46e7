import { Gauge } from 'lucide';
import { Badge, type BadgeTone } from '../../../components/badge.tsx';
import { LoadError, Panel, PanelEmpty, PanelHint, RefreshButton } from '../../../components/panel.tsx';
import { useId } from 'react';
import { useRefreshable } from '../../../lib/use-refreshable.ts';
import type { VitalFigure, VitalsSummary } from '../api/vitals-summary.ts';
import { formatVital, RATING_LABELS, ratingOf, THRESHOLDS, VITAL_NAMES, type Rating, type VitalName } from '../lib/ratings.ts';
import styles from './vitals-panel.module.css';

const RATING_TONES: Record<Rating, BadgeTone> = { good: 'good', 'needs-improvement': 'fair', poor: 'bad' };

const METRIC_HINTS: Record<VitalName, string> = {
  LCP: 'Main content shown',
  INP: 'Reply to a tap',
  CLS: 'Layout shifting',
  TTFB: 'Server answer',
};

/** The storefront's route patterns in words (src/shared/route-patterns.ts). */
const ROUTE_NAMES: Record<string, string> = {
  '/': 'Home',
  '/product/:name': 'Product pages',
  '/home/:group': 'Listings',
  '/search': 'Search',
  '/cart': 'Cart',
  '/wishlist': 'Wishlist',
  '/checkout': 'Checkout',
  '/order/:number': 'Order confirmation',
  '/login': 'Sign-in',
  '/backend': 'Backend',
  other: 'Other pages',
};

const thresholdText = (name: VitalName) => {
  const [good, poor] = THRESHOLDS[name];
  return `good up to ${formatVital(name, good)}, poor above ${formatVital(name, poor)}`;
};

/** The backend's real-user metrics: the 75th percentile per route of what shoppers' browsers measured. */
export function VitalsPanel() {
  const titleId = useId();
  const { data: summary, loadError, refreshing, refresh } = useRefreshable<VitalsSummary>('vitals', 'Something went wrong.');

  return (
    <Panel
      titleId={titleId}
      title={<>What shoppers&rsquo; phones see</>}
      actions={<RefreshButton refreshing={refreshing} disabled={refreshing || (summary === null && !loadError)} onClick={refresh} />}
      lead={
        <>
          Speed as shoppers&rsquo; own browsers measured it over the last {summary?.days ?? 7} days: three visits in four were this
          fast or faster (75th percentile). Rated by Google&rsquo;s Core Web Vitals thresholds.
        </>
      }
      aria-busy={summary === null || refreshing}
    >
      {loadError ? (
        <LoadError onRetry={refresh} retrying={refreshing}>
          The measurements could not be loaded. {loadError}
        </LoadError>
      ) : null}

      {summary === null ? (
        loadError ? null : <PanelHint role="status">Loading measurements…</PanelHint>
      ) : summary.routes.length === 0 ? (
        <PanelEmpty icon={Gauge}>
          Nothing reported yet. Shoppers&rsquo; browsers send their measurements as they leave a page; the figures appear here after
          the first visits.
        </PanelEmpty>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">75th percentile of each metric per page, with the number of visits</caption>
          <thead>
            <tr>
              <th scope="col">Page</th>
              {VITAL_NAMES.map((name) => (
                <th key={name} scope="col" title={thresholdText(name)}>
                  <span className={styles.metricName}>{name}</span>
                  <span className={styles.metricHint}>{METRIC_HINTS[name]}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {summary.routes.map((row) => (
              <tr key={row.route}>
                <th scope="row" className={styles.route}>
                  <span className={styles.routeName}>{ROUTE_NAMES[row.route] ?? row.route}</span>
                  {ROUTE_NAMES[row.route] && row.route !== 'other' ? <code className={styles.routePattern}>{row.route}</code> : null}
                </th>
                {VITAL_NAMES.map((name) => (
                  <VitalCell key={name} name={name} figure={row.metrics[name]} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}

function VitalCell({ name, figure }: { name: VitalName; figure: VitalFigure | undefined }) {
  if (!figure) {
    return (
      <td className={styles.cell} data-label={name}>
        <span className={styles.none}>No reports</span>
      </td>
    );
  }
  const rating = ratingOf(name, figure.p75);
  return (
    <td className={styles.cell} data-label={name} data-rating={rating}>
      <span className={styles.value}>{formatVital(name, figure.p75)}</span>
      <Badge tone={RATING_TONES[rating]} className={styles.rating}>
        {RATING_LABELS[rating]}
      </Badge>
      <span className={styles.count}>
        {figure.count.toLocaleString('en-IN')} {figure.count === 1 ? 'visit' : 'visits'}
      </span>
    </td>
  );
}
