// The reading of `npm audit --json` (report version 2) that `npm run audit` acts on; apart
// from scripts/audit.ts so that tests/unit/audit-report.test.ts can feed it sample reports.

/** An advisory npm audit names, by GitHub's id (GHSA-...) or npm's number when it has no URL. */
export type Advisory = { id: string; packageName: string; severity: string; title: string; url: string };

/** An advisory we know of and accept, with why it does not apply to the shop (audit-accepted.json). */
export type AcceptedAdvisory = { id: string; package: string; reason: string };

const BLOCKING = new Set(['high', 'critical']);

type ViaEntry = string | { source?: number; name?: string; title?: string; url?: string; severity?: string };
type AuditReport = { vulnerabilities?: Record<string, { via?: ViaEntry[] }>; error?: unknown; message?: string };

/** Throws when the report is not an audit (npm could not reach the advisory database). */
export function advisoriesOf(report: unknown): Advisory[] {
  const audit = report as AuditReport;
  if (typeof audit !== 'object' || audit === null || typeof audit.vulnerabilities !== 'object' || audit.vulnerabilities === null) {
    const why = typeof audit?.message === 'string' ? audit.message : 'no vulnerabilities section';
    throw new Error(`npm audit gave no report (${why})`);
  }
  const found = new Map<string, Advisory>();
  for (const vulnerability of Object.values(audit.vulnerabilities)) {
    // `via` names the advisories themselves (objects) or the packages they come through (strings).
    for (const via of vulnerability.via ?? []) {
      if (typeof via === 'string') continue;
      const url = via.url ?? '';
      const id = /\/(GHSA-[\w-]+)$/.exec(url)?.[1] ?? `npm-${via.source ?? 'unknown'}`;
      found.set(id, { id, packageName: via.name ?? '', severity: via.severity ?? 'unknown', title: via.title ?? '', url });
    }
  }
  return [...found.values()].sort((a, b) => a.id.localeCompare(b.id));
}

/** Checks audit-accepted.json's entries: each names an advisory and a package, with a reason. */
export function parseAccepted(data: unknown): AcceptedAdvisory[] {
  if (!Array.isArray(data)) throw new Error('audit-accepted.json must hold a list');
  return data.map((entry: unknown, index) => {
    const { id, package: name, reason } = (entry ?? {}) as Record<string, unknown>;
    if (typeof id !== 'string' || !id || typeof name !== 'string' || !name || typeof reason !== 'string' || reason.trim().length < 10) {
      throw new Error(`audit-accepted.json entry ${index + 1} needs an id, a package and a reason (a sentence)`);
    }
    return { id, package: name, reason };
  });
}

/**
 * The high and critical advisories not accepted (these fail CI), and the accepted entries that
 * no longer match anything (to remove, so that the list does not hide a future advisory).
 */
export function judge(advisories: Advisory[], accepted: AcceptedAdvisory[]): { blocking: Advisory[]; accepted: Advisory[]; stale: AcceptedAdvisory[] } {
  const isAccepted = (advisory: Advisory) => accepted.some((entry) => entry.id === advisory.id && entry.package === advisory.packageName);
  const serious = advisories.filter((advisory) => BLOCKING.has(advisory.severity));
  return {
    blocking: serious.filter((advisory) => !isAccepted(advisory)),
    accepted: serious.filter(isAccepted),
    stale: accepted.filter((entry) => !advisories.some((advisory) => advisory.id === entry.id && advisory.packageName === entry.package)),
  };
}
