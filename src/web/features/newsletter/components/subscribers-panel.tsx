import { Download, MailPlus } from 'lucide';
import { useId } from 'react';
import { buttonClass } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { LoadError, Panel, PanelEmpty, PanelHint, RefreshButton } from '../../../components/panel.tsx';
import { useRefreshable } from '../../../lib/use-refreshable.ts';
import { SUBSCRIBERS_CSV_PATH, type SubscriberList } from '../../../../shared/newsletter.ts';
import { formatIndiaDateTime } from '../../../../shared/india-time.ts';
import styles from './subscribers-panel.module.css';

/** The backend's newsletter list: how many subscribe, the newest of them, and every one as CSV. */
export function SubscribersPanel() {
  const titleId = useId();
  const { data: list, loadError, refreshing, refresh } = useRefreshable<SubscriberList>('subscribers');

  return (
    <Panel
      titleId={titleId}
      title="Newsletter"
      actions={<RefreshButton refreshing={refreshing} disabled={refreshing || (list === null && !loadError)} onClick={refresh} />}
      lead={<>Shoppers who subscribed in the footer. The newest 50 are listed; the CSV file holds every one.</>}
      compact
      aria-busy={list === null || refreshing}
      data-testid="subscribers-panel"
    >
      {loadError ? (
        <LoadError onRetry={refresh} retrying={refreshing}>
          The subscribers could not be loaded. {loadError}
        </LoadError>
      ) : null}

      {list === null ? (
        loadError ? null : <PanelHint role="status">Loading subscribers…</PanelHint>
      ) : list.count === 0 ? (
        <PanelEmpty icon={MailPlus}>No subscribers yet. Addresses given in the footer&rsquo;s &lsquo;Subscribe us&rsquo; field will appear here.</PanelEmpty>
      ) : (
        <>
          <div className={styles.head}>
            <p className={styles.count} data-testid="subscriber-count">
              <span className={styles.countValue}>{list.count.toLocaleString('en-IN')}</span> {list.count === 1 ? 'subscriber' : 'subscribers'}
            </p>
            <a className={buttonClass('pillSolid', { size: 'small' })} href={SUBSCRIBERS_CSV_PATH} download>
              <Icon icon={Download} size={16} aria-hidden="true" />
              Download CSV
            </a>
          </div>
          <table className={styles.table}>
            <caption className="visually-hidden">Newsletter subscribers, newest first</caption>
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">Subscribed</th>
              </tr>
            </thead>
            <tbody>
              {list.newest.map((subscriber) => (
                <tr key={subscriber.email} data-testid="subscriber">
                  <td className={styles.email}>{subscriber.email}</td>
                  <td>{formatIndiaDateTime(subscriber.subscribedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Panel>
  );
}
