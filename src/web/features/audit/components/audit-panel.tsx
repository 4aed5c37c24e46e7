import { ScrollText } from 'lucide';
import { useEffect, useId } from 'react';
import { useFetcher } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { LoadError, Panel, PanelEmpty, PanelHint, RefreshButton } from '../../../components/panel.tsx';
import { SOMETHING_WENT_WRONG } from '../../../lib/api.ts';
import { dataPath, useRefreshable, type Loaded } from '../../../lib/use-refreshable.ts';
import type { AuditEntry, AuditPage } from '../../../../shared/audit-log.ts';
import { formatIndiaDateTime } from '../../../../shared/india-time.ts';
import styles from './audit-panel.module.css';

/** Each event as an operator reads it. */
const EVENT_LABELS: Record<string, string> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in refused',
  'two-step-on': 'Two-step sign-in turned on',
  'two-step-off': 'Two-step sign-in turned off',
  'password-changed': 'Password changed',
  'password-reset': 'Password reset on the server',
  'operator-created': 'Operator created on the server',
  'operator-disabled': 'Operator disabled on the server',
  'operator-enabled': 'Operator enabled again on the server',
  'order-status': 'Order status changed',
  'product-created': 'Product added',
  'product-updated': 'Product changed',
  'product-deleted': 'Product deleted',
  'metal-rate-set': 'Metal rate set',
  'csv-export': 'Exported to CSV',
  'delivery-settings': 'Delivery settings changed',
  'utr-submitted': 'UPI reference given by the shopper',
  'payment-retry': 'Payment tried again by the shopper',
  refund: 'Refund',
  'bank-statement': 'Bank statement uploaded',
  'sessions-revoked': 'Sessions ended',
};

/** The backend's audit trail: who signed in (or tried), changed an account, moved an order, edited a product or exported a list. */
export function AuditPanel() {
  const titleId = useId();
  const { data: page, setData: setPage, loadError, refreshing, refresh } = useRefreshable<AuditPage>('audit');
  const more = useFetcher<Loaded<AuditPage>>();
  const moreError = more.data && !more.data.ok ? (more.data.message ?? SOMETHING_WENT_WRONG) : null;

  // Each older page once loaded: appended to the list (its failure is shown under the list).
  useEffect(() => {
    const answer = more.data;
    if (!answer?.ok) return;
    setPage((current) => {
      const known = new Set((current?.entries ?? []).map((entry) => entry.id));
      return { entries: [...(current?.entries ?? []), ...answer.data.entries.filter((entry) => !known.has(entry.id))], nextCursor: answer.data.nextCursor };
    });
  }, [more.data, setPage]);

  const again = () => {
    more.reset();
    refresh();
  };

  return (
    <Panel
      titleId={titleId}
      title="Audit trail"
      actions={<RefreshButton refreshing={refreshing} disabled={refreshing || (page === null && !loadError)} onClick={again} />}
      lead={
        <>
          Sign-ins and refused sign-ins, account changes, order status changes, product edits, metal rates and CSV exports, newest first, with the
          address they came from. Kept for a year. Times are India&rsquo;s.
        </>
      }
      compact
      aria-busy={page === null || refreshing}
      data-testid="audit-panel"
    >
      {loadError ? (
        <LoadError onRetry={again} retrying={refreshing}>
          The audit trail could not be loaded. {loadError}
        </LoadError>
      ) : null}
      {page === null ? (
        loadError ? null : <PanelHint role="status">Loading the audit trail…</PanelHint>
      ) : page.entries.length === 0 ? (
        <PanelEmpty icon={ScrollText}>Nothing yet. Sign-ins and changes will appear here.</PanelEmpty>
      ) : (
        <>
          <table className={styles.table}>
            <caption className="visually-hidden">Audit trail, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">What</th>
                <th scope="col">Who</th>
              </tr>
            </thead>
            <tbody>
              {page.entries.map((entry) => (
                <EntryRow key={entry.id} entry={entry} />
              ))}
            </tbody>
          </table>
          {page.nextCursor ? (
            <div className={styles.more}>
              <Button
                variant="pill"
                disabled={more.state !== 'idle'}
                onClick={() => void more.load(dataPath('audit', { before: String(page.nextCursor) }))}
              >
                {more.state !== 'idle' ? 'Loading…' : 'Load older entries'}
              </Button>
            </div>
          ) : null}
          {moreError ? (
            <p className={styles.error} role="alert">
              {moreError}
            </p>
          ) : null}
        </>
      )}
    </Panel>
  );
}

function EntryRow({ entry }: { entry: AuditEntry }) {
  const about = [entry.subject, entry.details].filter(Boolean).join(' · ');
  return (
    <tr data-testid="audit-entry" data-event={entry.event}>
      <td className={styles.when} data-label="When">
        {formatIndiaDateTime(entry.at)}
      </td>
      <td data-label="What">
        <span className={styles.event}>{EVENT_LABELS[entry.event] ?? entry.event}</span>
        {about ? <span className={styles.meta}>{about}</span> : null}
      </td>
      <td className={styles.who} data-label="Who">
        <span>{entry.actor === 'cli' ? 'Server command' : (entry.actor ?? '—')}</span>
        {entry.clientIp ? <span className={styles.meta}>{entry.clientIp}</span> : null}
      </td>
    </tr>
  );
}
