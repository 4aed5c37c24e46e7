import { MailCheck } from 'lucide';
import { Badge, type BadgeTone } from '../../../components/badge.tsx';
import { LoadError, Panel, PanelEmpty, PanelHint, RefreshButton } from '../../../components/panel.tsx';
import { useId } from 'react';
import { useRefreshable } from '../../../lib/use-refreshable.ts';
import type { MailKind, MailState, OutboxMessage, OutboxPage } from '../../../../shared/mail-outbox.ts';
import styles from './outbox-panel.module.css';
import { formatIndiaDateTime } from '../../../../shared/india-time.ts';

const KIND_LABELS: Record<MailKind, string> = {
  order_confirmation: 'Confirmation',
  order_alert: 'New-order alert',
  order_status: 'Status update',
  payment_request: 'Payment request',
};

const STATE_LABELS: Record<MailState, string> = {
  pending: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

const STATE_TONES: Record<MailState, BadgeTone> = {
  pending: 'fair',
  sending: 'fair',
  sent: 'good',
  failed: 'bad',
};

const STATES: MailState[] = ['pending', 'sending', 'sent', 'failed'];

/** '24 Nov 2026, 2:05 pm IST': the shop's time, whatever the operator's machine says. */
const when = formatIndiaDateTime;

function tries(count: number): string {
  return count === 1 ? '1 try' : `${count} tries`;
}

/** The backend's order e-mails: what was sent, what waits (without SMTP_URL, everything) and what failed, and why. */
export function OutboxPanel() {
  const titleId = useId();
  const { data: page, loadError, refreshing, refresh } = useRefreshable<OutboxPage>('outbox', 'Something went wrong.');

  return (
    <Panel
      titleId={titleId}
      title="Order e-mails"
      actions={<RefreshButton refreshing={refreshing} disabled={refreshing || (page === null && !loadError)} onClick={refresh} />}
      lead={
        <>
          Each new order sends the shopper a confirmation and the operators an alert; shipping, delivering, cancelling an order or
          marking it returned tells the shopper. Times are India's. The newest 50 are listed.
        </>
      }
      compact
      aria-busy={page === null || refreshing}
      data-testid="outbox-panel"
    >
      {page && !page.sending ? (
        <p className={styles.notice} role="status">
          <strong>E-mails are not being sent:</strong> the shop has no mail server (SMTP_URL and MAIL_FROM are not set). Messages wait
          here and go out once the shop is started with them; nothing is lost.
        </p>
      ) : null}

      {loadError ? (
        <LoadError onRetry={refresh} retrying={refreshing}>
          The e-mails could not be loaded. {loadError}
        </LoadError>
      ) : null}

      {page === null ? (
        loadError ? null : <PanelHint role="status">Loading e-mails…</PanelHint>
      ) : page.messages.length === 0 ? (
        <PanelEmpty icon={MailCheck}>No e-mails yet. The first order&rsquo;s confirmation and alert will appear here.</PanelEmpty>
      ) : (
        <>
          <ul className={styles.counts} aria-label="E-mails by status">
            {STATES.map((state) => (
              <li key={state} data-state={state}>
                <span className={styles.countValue}>{page.counts[state].toLocaleString('en-IN')}</span> {STATE_LABELS[state].toLowerCase()}
              </li>
            ))}
          </ul>
          <table className={styles.table}>
            <caption className="visually-hidden">Order e-mails, newest first</caption>
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">To</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {page.messages.map((message) => (
                <MessageRow key={message.id} message={message} sending={page.sending} />
              ))}
            </tbody>
          </table>
        </>
      )}
    </Panel>
  );
}

/** One e-mail; `sending`: a mail server is set, so a waiting message has a next try. */
function MessageRow({ message, sending }: { message: OutboxMessage; sending: boolean }) {
  return (
    <tr data-testid="outbox-message" data-state={message.state}>
      <td className={styles.subjectCell}>
        <span className={styles.subject}>{message.subject}</span>
        <span className={styles.meta}>
          {KIND_LABELS[message.kind]} · {message.orderNumber} · {when(message.createdAt)}
        </span>
      </td>
      <td className={styles.recipients} data-label="To">
        {message.recipients.map((address) => (
          <span key={address}>{address}</span>
        ))}
      </td>
      <td className={styles.stateCell} data-label="Status">
        <Badge tone={STATE_TONES[message.state]}>{STATE_LABELS[message.state]}</Badge>
        <span className={styles.meta}>
          {message.state === 'sent' && message.sentAt
            ? `${when(message.sentAt)}${message.attempts > 1 ? ` · ${tries(message.attempts)}` : ''}`
            : message.attempts === 0
              ? 'Not tried yet'
              : sending && message.state === 'pending' && message.dueAt
                ? `${tries(message.attempts)} · next ${when(message.dueAt)}`
                : tries(message.attempts)}
        </span>
        {message.lastError && message.state !== 'sent' ? <span className={styles.error}>{message.lastError}</span> : null}
      </td>
    </tr>
  );
}
