import { FileSpreadsheet, TriangleAlert } from 'lucide';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { toast } from '../../../components/toasts.ts';
import { useAction } from '../../../lib/use-action.ts';
import { formatRupees } from '../../../../shared/money.ts';
import { MAX_STATEMENT_BYTES, type StatementReport, type StatementRow } from '../../../../shared/bank-statement.ts';
import { uploadUpiStatement } from '../api/orders.ts';
import { readableUpiReference } from './order-card.tsx';
import styles from './statement-match.module.css';

const ordersWord = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;
const rowsWord = (count: number) => `${count} ${count === 1 ? 'row' : 'rows'}`;

/** Where a row is in the file, and what it says. */
function RowText({ row }: { row: StatementRow }) {
  return (
    <span className={styles.row}>
      line {row.line} · {row.date || 'no date'} · <span className={styles.narration}>{row.narration || 'no narration'}</span>
    </span>
  );
}

/**
 * "Match a bank statement": the operator uploads the bank's statement as CSV, and each UPI order
 * it shows paid (its total to the paisa, and its UPI reference or order number in the row) is
 * marked paid at once. The report says plainly what was marked, what could not be, and what
 * matched nothing. `onPaid` refreshes the list when any order changed.
 */
export function StatementMatch({ onPaid }: { onPaid: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<StatementReport | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const upload = useAction();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (upload.busy) return;
    setPickError(null);
    if (!file) {
      setPickError('Choose the bank statement file (CSV) first.');
      input.current?.focus();
      return;
    }
    if (file.size > MAX_STATEMENT_BYTES) {
      setPickError(`The statement must be at most ${MAX_STATEMENT_BYTES / 1024 / 1024} MB. Export a shorter period from your bank.`);
      return;
    }
    setReport(null);
    await upload.run(async () => {
      const answer = await uploadUpiStatement(file);
      setReport(answer);
      if (answer.paid.length > 0) {
        toast.success(`${ordersWord(answer.paid.length)} marked paid from the bank statement.`);
        onPaid();
      }
    });
  }

  const error = pickError ?? upload.error;
  return (
    <details className={styles.box} data-testid="statement-match">
      <summary className={styles.summary}>
        <Icon icon={FileSpreadsheet} size={18} aria-hidden="true" />
        Match a bank statement
      </summary>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-describedby={`${id}-hint`}>
        <p id={`${id}-hint`} className={styles.hint}>
          Download your bank statement as a CSV file and upload it here. A UPI order awaiting its payment (or expired, or marked not
          received) is marked paid when a credit row shows its total to the paisa and names its UPI reference or its order number.
          Nothing else changes.
        </p>
        <div className={styles.pick}>
          <label className={styles.label} htmlFor={`${id}-file`}>
            Bank statement (CSV, at most 1 MB)
          </label>
          <input
            ref={input}
            id={`${id}-file`}
            className={styles.file}
            type="file"
            name="statement"
            accept=".csv,text/csv"
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setPickError(null);
            }}
          />
          <Button variant="pillSolid" type="submit" className={styles.submit} aria-disabled={upload.busy}>
            {upload.busy ? 'Matching…' : 'Match and mark paid'}
          </Button>
        </div>
        {error ? (
          <p id={`${id}-error`} className={styles.error} role="alert">
            <Icon icon={TriangleAlert} size={16} aria-hidden="true" />
            {error}
          </p>
        ) : null}
      </form>
      {report ? <Report report={report} /> : null}
    </details>
  );
}

function Report({ report }: { report: StatementReport }) {
  const nothing = report.paid.length === 0 && report.notPaid.length === 0 && report.claimedTwice.length === 0;
  return (
    <section className={styles.report} aria-label="What the bank statement matched" data-testid="statement-report">
      <p className={styles.headline} role="status">
        {report.credits === 0
          ? 'The statement shows no money received.'
          : `The statement shows ${report.credits === 1 ? '1 payment' : `${report.credits} payments`} received. ${report.paid.length === 0 ? 'No order was marked paid.' : `${ordersWord(report.paid.length)} marked paid.`}`}
      </p>

      {report.paid.length > 0 ? (
        <div className={styles.group} data-testid="statement-paid">
          <h4 className={styles.groupTitle}>Marked paid</h4>
          <ul className={styles.list}>
            {report.paid.map((row) => (
              <li key={row.orderNumber}>
                <strong className={styles.number}>{row.orderNumber}</strong> · {formatRupees(row.amount)}
                {row.reference ? (
                  <>
                    {' '}
                    · <span className={styles.nowrap}>UTR {readableUpiReference(row.reference)}</span>
                  </>
                ) : null}
                <RowText row={row} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {report.notPaid.length > 0 ? (
        <div className={`${styles.group} ${styles.warn}`} data-testid="statement-not-paid">
          <h4 className={styles.groupTitle}>Matched, but not marked paid</h4>
          <ul className={styles.list}>
            {report.notPaid.map((row) => (
              <li key={row.orderNumber}>
                <strong className={styles.number}>{row.orderNumber}</strong> · {formatRupees(row.amount)}: {row.reason}
                <RowText row={row} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {report.claimedTwice.length > 0 ? (
        <div className={styles.group} data-testid="statement-claimed-twice">
          <h4 className={styles.groupTitle}>Left alone: two rows pay the same order</h4>
          <ul className={styles.list}>
            {report.claimedTwice.map((claim) => (
              <li key={claim.orderNumber}>
                <strong className={styles.number}>{claim.orderNumber}</strong>: check which payment is the order's, mark it paid by hand and refund the other.
                {claim.rows.map((row) => (
                  <RowText key={row.line} row={row} />
                ))}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {report.unmatched.length > 0 ? (
        <details className={styles.unmatched} open={nothing && report.unmatched.length <= 10}>
          <summary>{`${rowsWord(report.unmatched.length)} matched no order awaiting payment`}</summary>
          <ul className={styles.list}>
            {report.unmatched.map((row) => (
              <li key={row.line}>
                {formatRupees(row.amount)}
                {row.note ? <>: {row.note}</> : null}
                <RowText row={row} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
