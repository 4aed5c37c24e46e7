import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { Field, FieldHint, Input, Select } from '../../../components/field.tsx';
import type { OperatorOrder } from '../../../../shared/order.ts';
import { COURIERS, normaliseTrackingNumber, TRACKING_NUMBER_PATTERN, TRACKING_NUMBER_RULE, type CourierId, type ShipmentInput } from '../../../../shared/shipping.ts';
import styles from './ship-dialog.module.css';

type Props = {
  /** The order being marked shipped; the dialog is open while it is set. */
  order: OperatorOrder | null;
  onCancel: () => void;
  onShip: (order: OperatorOrder, shipment: ShipmentInput) => void;
};

/** "Mark shipped" asks for the parcel: the courier (or another's name) and its tracking (AWB) number. */
export function ShipDialog({ order, onCancel, onShip }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [courier, setCourier] = useState<CourierId | ''>('');
  const [otherName, setOtherName] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (order && !dialog.open) {
      setCourier('');
      setOtherName('');
      setTrackingNumber('');
      setProblem(null);
      dialog.showModal();
    }
    if (!order && dialog.open) dialog.close();
  }, [order]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!order || !courier) return;
    const number = normaliseTrackingNumber(trackingNumber);
    if (!TRACKING_NUMBER_PATTERN.test(number)) {
      setProblem(TRACKING_NUMBER_RULE);
      return;
    }
    onShip(order, { courier, trackingNumber: number, ...(courier === 'other' ? { courierName: otherName.trim() } : {}) });
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
            aria-invalid={problem !== null}
            aria-describedby={problem ? problemId : `${titleId}-hint`}
            onChange={(event) => {
              setTrackingNumber(event.target.value);
              setProblem(null);
            }}
          />
          {problem ? (
            <p id={problemId} className={styles.error} role="alert">
              {problem}
            </p>
          ) : (
            <FieldHint id={`${titleId}-hint`}>Letters and digits, as printed on the courier's label.</FieldHint>
          )}
        </Field>
        <div className={styles.actions}>
          <Button variant="pill" onClick={onCancel}>
            Not yet
          </Button>
          <Button variant="pillSolid" type="submit">
            Mark shipped
          </Button>
        </div>
      </form>
    </dialog>
  );
}
