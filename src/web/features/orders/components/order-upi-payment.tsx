import { SearchCheck, Smartphone } from 'lucide';
import { useId, useState, type FormEvent } from 'react';
import { FieldError } from '../../../components/field.tsx';
import { Icon } from '../../../components/icon.tsx';
import { upiQrPath, upiReferencePath, type PublicOrder } from '../../../../shared/order.ts';
import { upiReferenceSchema } from '../../../../shared/upi.ts';
import { formatRupees } from '../../../../shared/money.ts';
import { ApiError, apiFetch, fieldMessageOf, messageOf } from '../../../lib/api.ts';
import { useMessages } from '../../../lib/language.tsx';
import { fetchOrder } from '../api/orders.ts';
import { pageKey, useWatchForPayment } from '../hooks/use-watch-for-payment.ts';
import styles from './order-upi-payment.module.css';
import { PayBy } from '../../../components/pay-by.tsx';

// A UPI order's payment on its page, while the order awaits it (decision 032): the QR code any
// UPI app scans, the link that opens one on a phone, the time it must be paid by, and the
// reference (UTR) the shopper may send once paid. The page asks the shop every 10 s whether the
// payment has come in (hooks/use-watch-for-payment.ts), and shows the order's new state when it
// has. A deferred part of the page (order-confirmation.tsx): its code stays out of the screen's
// first script.

/** '123456789012' as a UPI app shows it: '1234 5678 9012'. */
const readableReference = (reference: string) => reference.replace(/(\d{4})(?=\d)/g, '$1 ');

type Props = { order: PublicOrder; onChange: (order: PublicOrder) => void };

/**
 * The payment card: the app link (first on a phone), the QR code, the time to pay by, and the
 * reference form. Once the shopper has given the payment's reference, the card says the shop is
 * checking it instead: no QR code, no time to pay by, nothing more to do (issue 42, point 4).
 */
export function OrderUpiPayment({ order, onChange }: Props) {
  const payment = order.payment;
  useWatchForPayment(order, onChange);
  const words = useMessages().order.upi;
  if (payment?.method !== 'upi') return null;
  const amount = formatRupees(payment.amount);
  if (payment.reference) {
    return (
      <section className={styles.checking} aria-labelledby="upi-title" data-testid="upi-checking">
        <Icon icon={SearchCheck} aria-hidden size={32} strokeWidth={1.5} className={styles.checkingIcon} />
        <div className={styles.details}>
          <h2 id="upi-title" className={styles.title}>
            {words.checkingTitle[0]}
            <span className={styles.amount}>{amount}</span>
            {words.checkingTitle[1]}
          </h2>
          <ReferenceForm order={order} onChange={onChange} />
          <p className={styles.muted}>{words.checkingHeld}</p>
        </div>
      </section>
    );
  }
  return (
    <section className={styles.card} aria-labelledby="upi-title" data-testid="upi-payment">
      <div className={styles.qr}>
        <img className={styles.qrImage} src={upiQrPath(order.number)} alt={words.qrAlt(amount)} width={220} height={220} />
        <p className={styles.qrCaption}>{words.scan}</p>
      </div>
      <div className={styles.details}>
        <h2 id="upi-title" className={styles.title}>
          {words.title[0]}
          <span className={styles.amount}>{amount}</span>
          {words.title[1]}
        </h2>
        <p className={styles.muted}>{words.apps}</p>
        {payment.upiUri ? (
          <a className={styles.appLink} href={payment.upiUri} data-testid="upi-app-link">
            <Icon icon={Smartphone} aria-hidden size={20} />
            {words.appLink}
          </a>
        ) : null}
        <div className={styles.afterQr}>
          {payment.payBy ? <PayBy payBy={payment.payBy} testId="upi-pay-by" /> : null}
          <ReferenceForm order={order} onChange={onChange} />
        </div>
      </div>
    </section>
  );
}

/** "Paid already?": the UPI reference, sent to the shop to match with its bank; thanks once it has it. */
function ReferenceForm({ order, onChange }: Props) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const given = order.payment?.method === 'upi' ? order.payment.reference : null;
  const { order: { upi: words }, errors } = useMessages();

  if (given) {
    return (
      <p className={styles.thanks} role="status" data-testid="upi-reference-thanks">
        {words.thanks[0]}
        <strong className={styles.nowrap}>{readableReference(given)}</strong>
        {words.thanks[1]}
      </p>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const checked = upiReferenceSchema.safeParse({ reference: value });
    if (!checked.success) {
      setError(errors.upi_reference_invalid({}));
      return;
    }
    setError(null);
    setSending(true);
    try {
      // The buyer's key proves the buyer (decision 038), as the page's documents need it.
      const key = order.documentsKey ?? pageKey();
      onChange(await apiFetch<PublicOrder>(`${upiReferencePath(order.number)}${key ? `?key=${encodeURIComponent(key)}` : ''}`, { method: 'POST', json: checked.data }));
    } catch (caught) {
      setError(caught instanceof ApiError ? (fieldMessageOf(caught, 'reference', errors) ?? messageOf(caught, undefined, errors)) : messageOf(caught));
      // No longer awaiting its payment (paid, or ended meanwhile): show the order as it is now.
      if (caught instanceof ApiError && caught.status === 409) {
        await fetchOrder(order.number, undefined, pageKey()).then(onChange, () => {});
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.reference} noValidate onSubmit={(event) => void onSubmit(event)}>
      <label htmlFor={id} className={styles.referenceLabel}>
        {words.label}
      </label>
      <div className={styles.referenceRow}>
        <input
          id={id}
          name="reference"
          inputMode="numeric"
          autoComplete="off"
          placeholder="1234 5678 9012"
          maxLength={40}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError(null);
          }}
        />
        <button type="submit" className={styles.send} aria-disabled={sending || undefined}>
          {sending ? words.sending : words.send}
        </button>
      </div>
      {error ? (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      ) : null}
    </form>
  );
}
