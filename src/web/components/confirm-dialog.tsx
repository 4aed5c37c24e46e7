import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './confirm-dialog.module.css';

type Props = {
  /** Open while true; the native modal dialog keeps focus inside and closes on Escape. */
  open: boolean;
  title: ReactNode;
  /** What the confirmation will do, in a sentence or two. */
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** While the confirmed action runs: both buttons are disabled and the confirm button says so. */
  busyLabel?: string;
  busy?: boolean;
  error?: string | null;
  onCancel: () => void;
  onConfirm: () => void;
};

/** The operator screens' one confirmation for what cannot be undone (deleting, cancelling). */
export function ConfirmDialog({ open, title, children, cancelLabel, confirmLabel, busyLabel, busy = false, error, onCancel, onConfirm }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={onCancel}>
      <h3 id={titleId} className={styles.title}>
        {title}
      </h3>
      <p>{children}</p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={styles.cancel} onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
        <button type="button" className={styles.confirm} onClick={onConfirm} disabled={busy}>
          {busy && busyLabel ? busyLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
