import { RefreshCw } from 'lucide';
import type { IconNode } from 'lucide';
import type { ComponentProps, ReactNode } from 'react';
import { Button, type ButtonSize } from './button.tsx';
import { Icon } from './icon.tsx';
import styles from './panel.module.css';

type PanelProps = Omit<ComponentProps<'section'>, 'title'> & {
  titleId: string;
  title: ReactNode;
  /** Buttons beside the title. */
  actions?: ReactNode;
  /** A sentence under the title saying what the panel shows. */
  lead?: ReactNode;
  /** The lead runs the panel's whole width instead of a reading line. */
  wideLead?: boolean;
  /** Less padding on phones, for panels whose tables need the room. */
  compact?: boolean;
};

/** An operator screen's card: a titled section, its buttons and lead in the head, its content below. */
export function Panel({ titleId, title, actions, lead, wideLead = false, compact = false, className, children, ...rest }: PanelProps) {
  return (
    <section className={[styles.panel, compact ? styles.compact : null, className].filter(Boolean).join(' ')} aria-labelledby={titleId} {...rest}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {actions}
        {lead ? <p className={wideLead ? `${styles.lead} ${styles.wideLead}` : styles.lead}>{lead}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** A panel's Refresh button; its icon turns while `refreshing`. */
export function RefreshButton({ refreshing, disabled, onClick, size }: { refreshing: boolean; disabled: boolean; onClick: () => void; size?: ButtonSize }) {
  return (
    <Button variant="pill" size={size} onClick={onClick} disabled={disabled}>
      <Icon icon={RefreshCw} size={16} aria-hidden="true" className={refreshing ? styles.spinning : undefined} />
      {refreshing ? 'Refreshing…' : 'Refresh'}
    </Button>
  );
}

/** 'Could not load' (`children`) with a way to try again. */
export function LoadError({ children, onRetry, retrying, size }: { children: ReactNode; onRetry: () => void; retrying: boolean; size?: ButtonSize }) {
  return (
    <div className={styles.loadError} role="alert">
      <p>{children}</p>
      <Button variant="pill" size={size} onClick={onRetry} disabled={retrying}>
        {retrying ? 'Trying again…' : 'Try again'}
      </Button>
    </div>
  );
}

/** A quiet line in a panel: 'Loading…' (`role="status"`), a note under a form. */
export function PanelHint(props: ComponentProps<'p'>) {
  return <p className={styles.hint} {...props} />;
}

/** A panel with nothing to list yet: its icon and a sentence. */
export function PanelEmpty({ icon, children }: { icon: IconNode; children: ReactNode }) {
  return (
    <div className={styles.empty}>
      <Icon icon={icon} size={28} aria-hidden="true" />
      <p>{children}</p>
    </div>
  );
}
