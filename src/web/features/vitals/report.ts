import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

// Real-user metrics: LCP, INP, CLS and TTFB of this page view, sent in one small beacon to
// POST /api/vitals when the page is hidden. Loaded lazily after the load event (main.tsx):
// web-vitals reads buffered performance entries, so a late start still sees LCP and CLS.

type VitalName = 'LCP' | 'INP' | 'CLS' | 'TTFB';

const ENDPOINT = '/api/vitals';
/** The server refuses longer paths. */
const MAX_PATH = 512;

let started = false;

/**
 * Watches this page view's metrics and sends each at most once, when the page is first hidden
 * (or, failing that, on pagehide). A metric not known yet then (INP before any interaction)
 * goes with a later hiding. A back/forward-cache restore is not a new report: its TTFB is
 * near zero and would flatter the figures.
 */
export function startVitalsReporting(): void {
  if (started || typeof window === 'undefined') return;
  started = true;

  const path = landingPath();
  const latest = new Map<VitalName, number>();
  const sent = new Set<VitalName>();
  const keep = (metric: Metric) => {
    if (metric.navigationType === 'back-forward-cache' || sent.has(metric.name as VitalName)) return;
    latest.set(metric.name as VitalName, metric.value);
  };

  const flush = () => {
    const metrics = [...latest]
      .filter(([name]) => !sent.has(name))
      .map(([name, value]) => ({ name, value: round(name, value) }));
    if (metrics.length === 0) return;
    for (const { name } of metrics) sent.add(name);
    send(JSON.stringify({ path, metrics }));
  };

  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  onTTFB(keep);
  // Registered after web-vitals' own listeners (window, capture phase), which report CLS,
  // INP and LCP on hiding: this one runs in the bubble phase, after them.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
}

/** The path of the document as loaded: LCP and TTFB belong to it, whatever the router did since. */
function landingPath(): string {
  const [navigation] = performance.getEntriesByType('navigation');
  let pathname = location.pathname;
  if (navigation) {
    try {
      pathname = new URL(navigation.name).pathname;
    } catch {
      // keep location's
    }
  }
  return pathname.slice(0, MAX_PATH);
}

/** A few bytes per metric: milliseconds to a tenth, CLS to four decimals. */
function round(name: VitalName, value: number): number {
  const places = name === 'CLS' ? 10_000 : 10;
  return Math.round(value * places) / places;
}

function send(body: string): void {
  try {
    if (navigator.sendBeacon?.(ENDPOINT, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // some browsers throw instead of answering false
  }
  void fetch(ENDPOINT, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
  }).catch(() => {});
}
