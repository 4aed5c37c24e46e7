import { apiFetch } from '../../../lib/api.ts';
import type { VitalName } from '../lib/ratings.ts';

/** The 75th percentile of one metric on one route, and how many page views reported it. */
export type VitalFigure = { p75: number; count: number };

/** GET /api/vitals/summary: a row per route pattern, the most reported first. */
export type VitalsSummary = {
  days: number;
  routes: { route: string; metrics: Partial<Record<VitalName, VitalFigure>> }[];
};

/** Operator: what shoppers' browsers measured over the last days. */
export function fetchVitalsSummary(signal?: AbortSignal): Promise<VitalsSummary> {
  return apiFetch<VitalsSummary>('/api/vitals/summary', signal ? { signal } : {});
}
