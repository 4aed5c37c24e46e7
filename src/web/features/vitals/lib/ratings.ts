// Google's Core Web Vitals thresholds and how the panel writes each figure.

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

export type Rating = 'good' | 'needs-improvement' | 'poor';

/** Up to the first bound is good, up to the second needs improvement, above is poor. */
export const THRESHOLDS: Record<VitalName, [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
};

export const RATING_LABELS: Record<Rating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

export function ratingOf(name: VitalName, value: number): Rating {
  const [good, poor] = THRESHOLDS[name];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/** '850 ms', '2.45 s'; CLS to two decimals. */
export function formatVital(name: VitalName, value: number): string {
  if (name === 'CLS') return value.toFixed(2);
  const ms = Math.round(value);
  return ms < 1000 ? `${ms} ms` : `${(value / 1000).toFixed(2)} s`;
}
