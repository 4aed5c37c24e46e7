import { Coins, TriangleAlert } from 'lucide';
import { useId, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Field, FieldError, Input, Select } from '../../../components/field.tsx';
import { Icon } from '../../../components/icon.tsx';
import { LoadError, Panel, PanelEmpty, PanelHint, RefreshButton } from '../../../components/panel.tsx';
import { toast } from '../../../components/toasts.ts';
import { ApiError, messageOf } from '../../../lib/api.ts';
import { useRefreshable } from '../../../lib/use-refreshable.ts';
import { metalRateInputSchema, type CurrentRate, type MetalRateInput, type MetalRates, type RateConfirmation } from '../../../../shared/metal-rate-input.ts';
import { ALL_GRADES, isGradeOf, RATED_PAIRS, rateChangeLine } from '../../../../shared/metal-rates.ts';
import { METAL_TYPES } from '../../../../shared/catalogue.ts';
import { formatInr, rupeesToPaise } from '../../../../shared/money.ts';
import { formatIndiaDate, formatIndiaDateTime } from '../../../../shared/india-time.ts';
import { setMetalRate } from '../api/metal-rates.ts';
import { FAR_RATE_WORDS } from '../lib/rate-words.ts';
import styles from './rates-panel.module.css';

type Fields = { pair: string; ratePerGram: string; appliesFrom: string };
type FieldErrors = Partial<Record<'pair' | 'ratePerGram' | 'appliesFrom', string>>;

/** Every metal and purity pair the form offers: the five the shop sells first, then the other grades. */
const PAIRS = [
  ...RATED_PAIRS.map(({ metal, purity }) => `${metal}|${purity}`),
  ...METAL_TYPES.flatMap((metal) => ALL_GRADES.filter((grade) => isGradeOf(metal, grade)).map((grade) => `${metal}|${grade}`)),
].filter((pair, index, all) => all.indexOf(pair) === index);

const pairLabel = (pair: string) => {
  const [metal, purity] = pair.split('|');
  return `${metal} ${purity}`;
};
const rupees = (value: number) => formatInr(rupeesToPaise(value));
const day = (date: string) => formatIndiaDate(`${date}T12:00:00+05:30`);

/**
 * The backend's metal rates (decision 035): today's rate per gram of each metal and purity, the
 * day it applies from and a warning when it is older than a day; a form to set a new one, which
 * reprices every product priced by weight in that metal and purity; and every rate set.
 */
export function RatesPanel() {
  const titleId = useId();
  const formId = useId();
  const { data, loadError, refreshing, refresh } = useRefreshable<MetalRates>('rates');
  const [fields, setFields] = useState<Fields>({ pair: PAIRS[0]!, ratePerGram: '', appliesFrom: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** A rate far from the current one, refused until the operator confirms it (decision 042). */
  const [farRate, setFarRate] = useState<{ input: MetalRateInput; change: RateConfirmation; error: string | null } | null>(null);

  const set = (name: keyof Fields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setFieldErrors((current) => ({ ...current, [name]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const [metal, purity] = fields.pair.split('|');
    const checked = metalRateInputSchema.safeParse({
      metal,
      purity,
      ratePerGram: fields.ratePerGram.trim() === '' ? undefined : Number(fields.ratePerGram),
      appliesFrom: fields.appliesFrom || data?.today,
    });
    if (!checked.success) {
      const errors: FieldErrors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] === 'metal' || issue.path[0] === 'purity' ? 'pair' : (issue.path[0] as keyof FieldErrors);
        errors[field] ??= issue.message;
      }
      setFieldErrors(errors);
      setError('Please correct the fields marked above.');
      return;
    }
    await send(checked.data);
  }

  /** Sets the rate; a far one comes back to be confirmed (the dialog), and is sent again with `confirmed`. */
  async function send(input: MetalRateInput) {
    setBusy(true);
    setError(null);
    try {
      const { rate, repriced } = await setMetalRate(input);
      toast.success(`${rate.metal} ${rate.purity} is now ${rupees(rate.ratePerGram)} a gram; ${repriced} product${repriced === 1 ? '' : 's'} repriced.`);
      setFields((current) => ({ ...current, ratePerGram: '', appliesFrom: '' }));
      setFarRate(null);
      refresh();
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'rate_confirmation' && !input.confirmed) {
        setFarRate({ input, change: caught.details as RateConfirmation, error: null });
        return;
      }
      if (input.confirmed) {
        setFarRate((current) => current && { ...current, error: messageOf(caught) });
        return;
      }
      if (caught instanceof ApiError) {
        const { purity, metal, ...rest } = caught.fieldErrors as FieldErrors & { purity?: string; metal?: string };
        setFieldErrors({ ...rest, ...(purity || metal ? { pair: purity ?? metal } : {}) });
      }
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  const control = (name: keyof Fields) => ({
    id: `${formId}-${name}`,
    name,
    value: fields[name],
    disabled: busy,
    'aria-invalid': fieldErrors[name] ? true : undefined,
    'aria-describedby': fieldErrors[name] ? `${formId}-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) => set(name)(event.target.value),
  });
  const fieldError = (name: keyof Fields) =>
    fieldErrors[name] ? <FieldError id={`${formId}-${name}-error`}>{fieldErrors[name]}</FieldError> : null;

  return (
    <Panel
      titleId={titleId}
      title="Metal rates"
      actions={<RefreshButton refreshing={refreshing} disabled={refreshing || (data === null && !loadError)} onClick={refresh} />}
      lead={
        <>
          The rate per gram of each metal and purity. Setting one reprices every product priced by weight in it at once: pages, carts and
          checkout show the new price; orders already placed keep theirs. Dates are India&rsquo;s.
        </>
      }
      data-testid="rates-panel"
    >
      {loadError ? (
        <LoadError onRetry={refresh} retrying={refreshing}>
          The metal rates could not be loaded. {loadError}
        </LoadError>
      ) : null}
      {data === null ? (
        loadError ? null : <PanelHint role="status">Loading the metal rates…</PanelHint>
      ) : (
        <>
          <table className={styles.table}>
            <caption className="visually-hidden">Today&rsquo;s rates</caption>
            <thead>
              <tr>
                <th scope="col">Metal and purity</th>
                <th scope="col">Rate per gram</th>
                <th scope="col">Applies from</th>
              </tr>
            </thead>
            <tbody>
              {data.current.map((entry) => (
                <CurrentRow key={`${entry.metal} ${entry.purity}`} entry={entry} />
              ))}
            </tbody>
          </table>

          <form className={styles.form} onSubmit={(event) => void submit(event)} aria-labelledby={`${formId}-title`} noValidate>
            <h3 id={`${formId}-title`} className={styles.formTitle}>
              Set a rate
            </h3>
            <div className={styles.fields}>
              <Field label="Metal and purity" htmlFor={`${formId}-pair`}>
                <Select {...control('pair')}>
                  {PAIRS.map((pair) => (
                    <option key={pair} value={pair}>
                      {pairLabel(pair)}
                    </option>
                  ))}
                </Select>
                {fieldError('pair')}
              </Field>
              <Field label="Rate per gram (₹)" htmlFor={`${formId}-ratePerGram`}>
                <Input {...control('ratePerGram')} type="number" inputMode="decimal" min="0.01" step="0.01" required />
                {fieldError('ratePerGram')}
              </Field>
              <Field label="Applies from" htmlFor={`${formId}-appliesFrom`}>
                <Input {...control('appliesFrom')} value={fields.appliesFrom || data.today} type="date" max={data.today} required />
                {fieldError('appliesFrom')}
              </Field>
              <button className={styles.primary} type="submit" disabled={busy}>
                {busy ? 'Setting…' : 'Set rate'}
              </button>
            </div>
            {error ? (
              <p className={styles.error} role="alert">
                {error}
              </p>
            ) : null}
          </form>

          <ConfirmDialog
            open={farRate !== null}
            title={FAR_RATE_WORDS.title}
            cancelLabel={FAR_RATE_WORDS.cancel}
            confirmLabel={FAR_RATE_WORDS.confirm}
            busyLabel={FAR_RATE_WORDS.busy}
            busy={busy}
            error={farRate?.error}
            onCancel={() => {
              if (!busy) setFarRate(null);
            }}
            onConfirm={() => {
              if (farRate && !busy) void send({ ...farRate.input, confirmed: true });
            }}
          >
            {farRate ? (
              <>
                {FAR_RATE_WORDS.lead}{' '}
                <strong className={styles.change} data-testid="rate-change">
                  {rateChangeLine({
                    ...farRate.change,
                    fromPaise: rupeesToPaise(farRate.change.fromRatePerGram),
                    toPaise: rupeesToPaise(farRate.change.toRatePerGram),
                  })}
                </strong>
                {FAR_RATE_WORDS.check}
              </>
            ) : null}
          </ConfirmDialog>

          <h3 className={styles.formTitle}>History</h3>
          {data.history.length === 0 ? (
            <PanelEmpty icon={Coins}>No rate set yet.</PanelEmpty>
          ) : (
            <table className={styles.table} data-testid="rates-history">
              <caption className="visually-hidden">Every rate set, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Set</th>
                  <th scope="col">Metal and purity</th>
                  <th scope="col">Rate per gram</th>
                  <th scope="col">Applies from</th>
                </tr>
              </thead>
              <tbody>
                {data.history.map((rate) => (
                  <tr key={rate.id}>
                    <td data-label="Set">
                      <span>{formatIndiaDateTime(rate.setAt)}</span>
                      <span className={styles.note}>{rate.setBy === 'demo' ? 'Demo catalogue' : (rate.setBy ?? '—')}</span>
                    </td>
                    <td data-label="Metal and purity">
                      {rate.metal} {rate.purity}
                    </td>
                    <td data-label="Rate per gram">{rupees(rate.ratePerGram)}</td>
                    <td data-label="Applies from">{day(rate.appliesFrom)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </Panel>
  );
}

function CurrentRow({ entry }: { entry: CurrentRate }) {
  const products = entry.products === 0 ? 'No product priced by weight' : `${entry.products} product${entry.products === 1 ? '' : 's'} priced by weight`;
  return (
    <tr data-testid="current-rate" data-stale={entry.stale || undefined}>
      <td data-label="Metal and purity">
        <span className={styles.pair}>
          {entry.metal} {entry.purity}
        </span>
        <span className={styles.note}>{products}</span>
      </td>
      <td data-label="Rate per gram">{entry.rate ? rupees(entry.rate.ratePerGram) : 'Not set'}</td>
      <td data-label="Applies from">
        {entry.rate ? day(entry.rate.appliesFrom) : '—'}
        {entry.stale ? (
          <span className={styles.stale}>
            <Icon icon={TriangleAlert} size={14} aria-hidden="true" /> Older than a day: set today&rsquo;s rate
          </span>
        ) : null}
      </td>
    </tr>
  );
}
