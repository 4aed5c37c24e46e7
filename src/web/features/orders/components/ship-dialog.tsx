import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { Field, FieldHint, Input, Select } from '../../../components/field.tsx';
import type { OperatorOrder } from '../../../../shared/order.ts';
import { readTypedHuids } from '../../../../shared/huid.ts';
import { ShipHuids } from './ship-huids.tsx';
import { COURIERS, normaliseTrackingNumber, TRACKING_NUMBER_PATTERN, TRACKING_NUMBER_RULE, type CourierId, type ShipmentInput } from '../../../../shared/shipping.ts';
import { SLIP_WORDS } from '../lib/order-slip-words.ts';
import styles from './ship-dialog.module.css';

type Props = {
  /** The order being marked shipped; the dialog is open while it is set. */
  order: OperatorOrder | null;
  onCancel: () => void;
  /**
   * Ships it: answers null once shipped, or the API's refusal to show in the dialog, which stays
   * open with what was typed: a HUID's (and the piece it names, -1 for none), or a tracking
   * number already on another order (decision 042), which the operator may ship with anyway.
   */
  onShip: (order: OperatorOrder, shipment: ShipmentInput) => Promise<ShipRefusal | null>;
};

export type HuidRefusal = { text: string; line: number; piece: number };
export type ShipRefusal = { huid: HuidRefusal } | { trackingNumberUsed: string };

/**
 * "Mark shipped" asks for the parcel: the courier (or another's name) and its tracking (AWB)
 * number; and each piece's HUID (decision 036).
 */
export function ShipDialog({ order, onCancel, onShip }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [courier, setCourier] = useState<CourierId | ''>('');
  const [otherName, setOtherName] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  /** The API's warning that the number is on another order: the next Mark shipped ships with it all the same. */
  const [numberUsed, setNumberUsed] = useState<string | null>(null);
  const [huids, setHuids] = useState<string[][]>([]);
  const [huidProblem, setHuidProblem] = useState<HuidRefusal | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (order && !dialog.open) {
      setCourier('');
      setOtherName('');
      setTrackingNumber('');
      setProblem(null);
      setNumberUsed(null);
      setHuids(order.lines.map((line) => Array.from({ length: line.quantity }, () => '')));
      setHuidProblem(null);
      setBusy(false);
      dialog.showModal();
    }
    if (!order && dialog.open) dialog.close();
  }, [order]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!order || !courier || busy) return;
    const number = normaliseTrackingNumber(trackingNumber);
    if (!TRACKING_NUMBER_PATTERN.test(number)) {
      setProblem(TRACKING_NUMBER_RULE);
      return;
    }
    const read = readTypedHuids(huids);
    if ('problem' in read) {
      setHuidProblem({ text: read.problem, line: read.line, piece: read.piece });
      document.getElementById(`${titleId}-huid-${read.line}-${read.piece}`)?.focus();
      return;
    }
    setBusy(true);
    const refused = await onShip(order, {
      courier,
      trackingNumber: number,
      ...(courier === 'other' ? { courierName: otherName.trim() } : {}),
      ...(read.huids.some((list) => list.length > 0) ? { huids: read.huids } : {}),
      ...(numberUsed ? { reuseTrackingNumber: true } : {}),
    });
    setBusy(false);
    // The API's refusal of a HUID (one on another order, a gold piece without one), or its warning
    // of a tracking number on another order: said here, nothing typed lost.
    if (refused && 'huid' in refused) setHuidProblem(refused.huid);
    if (refused && 'trackingNumberUsed' in refused) {
      setNumberUsed(refused.trackingNumberUsed);
      document.getElementById(`${titleId}-awb`)?.focus();
    }
  }

  const problemId = `${titleId}-problem`;
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={onCancel}>
      <form className={styles.form} onSubmit={submit}>
        <h3 id={titleId} className={styles.title}>
          Ship order <span className={styles.number}>{order?.number}</span>
        </h3>
        <p className={styles.lead}>The shopper sees the courier and the tracking number on the order page and in the e-mail.</p>
        <Field label="Courier" htmlFor={`${titleId}-courier`}>
          <Select id={`${titleId}-courier`} required value={courier} onChange={(event) => setCourier(event.target.value as CourierId)}>
            <option value="" disabled>
              Choose the courier
            </option>
            {COURIERS.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </Select>
        </Field>
        {courier === 'other' ? (
          <Field label="Courier's name" htmlFor={`${titleId}-name`}>
            <Input id={`${titleId}-name`} required minLength={2} maxLength={60} value={otherName} onChange={(event) => setOtherName(event.target.value)} />
          </Field>
        ) : null}
        <Field label="Tracking (AWB) number" htmlFor={`${titleId}-awb`}>
          <Input
            id={`${titleId}-awb`}
            required
            maxLength={40}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            value={trackingNumber}
            aria-invalid={problem !== null || numberUsed !== null}
            aria-describedby={problem || numberUsed ? problemId : `${titleId}-hint`}
            onChange={(event) => {
              setTrackingNumber(event.target.value);
              setProblem(null);
              setNumberUsed(null);
            }}
          />
          {problem || numberUsed ? (
            <p id={problemId} className={styles.error} role="alert" data-testid={numberUsed ? 'tracking-number-used' : undefined}>
              {problem ?? numberUsed}
            </p>
          ) : (
            <FieldHint id={`${titleId}-hint`}>Letters and digits, as printed on the courier's label.</FieldHint>
          )}
        </Field>
        {order ? (
          <ShipHuids
            idPrefix={titleId}
            lines={order.lines}
            huids={huids}
            invalid={huidProblem}
            problemId={`${titleId}-huid-problem`}
            onChange={(typed) => {
              setHuids(typed);
              setHuidProblem(null);
            }}
          />
        ) : null}
        {huidProblem ? (
          <p id={`${titleId}-huid-problem`} className={styles.error} role="alert">
            {huidProblem.text}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button variant="pill" onClick={onCancel}>
            Not yet
          </Button>
          <Button variant="pillSolid" type="submit" disabled={busy}>
            {numberUsed ? SLIP_WORDS.trackingNumberUsed.shipAnyway : 'Mark shipped'}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
