import { Truck } from 'lucide';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { Field, FieldHint, Input } from '../../../components/field.tsx';
import { LoadError, Panel, PanelHint } from '../../../components/panel.tsx';
import { ApiError, apiFetch, messageOf } from '../../../lib/api.ts';
import { DELIVERY_ZONE_LABELS, DELIVERY_ZONES, type DeliverySettings, type DeliveryZone } from '../../../../shared/delivery.ts';
import styles from './delivery-settings-panel.module.css';

/** The form's text as typed: holidays a line each ('2026-12-25 Christmas'), PINs apart by spaces, commas or lines. */
type Draft = { shopPin: string; cutoff: string; days: Record<DeliveryZone, string>; holidays: string; codBlockedPins: string };

const draftOf = (settings: DeliverySettings): Draft => ({
  shopPin: settings.shopPin,
  cutoff: settings.cutoff,
  days: Object.fromEntries(DELIVERY_ZONES.map((zone) => [zone, String(settings.days[zone])])) as Record<DeliveryZone, string>,
  holidays: settings.holidays.map((holiday) => `${holiday.date} ${holiday.name}`).join('\n'),
  codBlockedPins: settings.codBlockedPins.join(' '),
});

/** The settings the draft says; the server checks every one of them (a line it cannot read goes as it is, for the server to name). */
const settingsOf = (draft: Draft) => ({
  shopPin: draft.shopPin.trim(),
  cutoff: draft.cutoff.trim(),
  days: Object.fromEntries(DELIVERY_ZONES.map((zone) => [zone, draft.days[zone].trim() === '' ? NaN : Number(draft.days[zone])])),
  holidays: draft.holidays
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [date = '', ...name] = line.split(/\s+/);
      return { date, name: name.join(' ') };
    }),
  codBlockedPins: draft.codBlockedPins.split(/[\s,;]+/).filter(Boolean),
});

/** A field the server named, as the operator reads it: 'days.metro' is 'Metro cities', 'holidays.2.date' 'Holidays, line 3'. */
function fieldLabel(field: string): string {
  const [head, index, part] = field.split('.');
  if (head === 'days' && index) return `${DELIVERY_ZONE_LABELS[index as DeliveryZone] ?? index} (days)`;
  if (head === 'holidays') return index ? `Holidays, line ${Number(index) + 1}${part === 'name' ? ' (name)' : ''}` : 'Holidays';
  if (head === 'codBlockedPins') return index ? `PIN codes without cash on delivery, number ${Number(index) + 1}` : 'PIN codes without cash on delivery';
  return ({ shopPin: "The shop's PIN code", cutoff: 'Cut-off time' } as Record<string, string>)[field] ?? field;
}

/**
 * The backend's delivery settings (decision 037): the shop's PIN, the daily cut-off, the working
 * days per zone, the holidays and the PIN codes where cash on delivery is not offered. Saved all
 * at once; the server checks them and records the change in the audit trail.
 */
export function DeliverySettingsPanel() {
  const titleId = useId();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  const load = () =>
    apiFetch<DeliverySettings>('/api/delivery-settings').then(
      (settings) => (setDraft(draftOf(settings)), setLoadError(null)),
      (error: unknown) => setLoadError(messageOf(error)),
    );
  useEffect(() => void load(), []);

  const change = (update: Partial<Draft>) => {
    setDraft((current) => current && { ...current, ...update });
    setSaved(false);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!draft || saving) return;
    setSaving(true);
    setProblems([]);
    try {
      const settings = await apiFetch<DeliverySettings>('/api/delivery-settings', { method: 'PUT', json: settingsOf(draft) });
      setDraft(draftOf(settings));
      setSaved(true);
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
      setProblems(fields.length > 0 ? fields.map(([field, message]) => `${fieldLabel(field)}: ${message}`) : [messageOf(error)]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Panel
      titleId={titleId}
      title="Delivery dates"
      lead={
        <>
          Shoppers see &ldquo;Delivered by …&rdquo; for their PIN code on product pages and at checkout: the day of dispatch (today
          before the cut-off, India&rsquo;s time, else the next working day), then the working days of the PIN&rsquo;s zone. Sundays
          and the holidays below are skipped.
        </>
      }
      data-testid="delivery-settings-panel"
    >
      {loadError ? (
        <LoadError onRetry={() => void load()} retrying={false}>
          The delivery settings could not be loaded. {loadError}
        </LoadError>
      ) : null}
      {draft === null ? (
        loadError ? null : <PanelHint role="status">Loading delivery settings…</PanelHint>
      ) : (
        <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
          <div className={styles.row}>
            <Field label="The shop's PIN code (parcels leave from here)">
              <Input inputMode="numeric" maxLength={6} value={draft.shopPin} onChange={(event) => change({ shopPin: event.target.value })} />
            </Field>
            <Field label="Daily cut-off (India's time)">
              <Input type="time" value={draft.cutoff} onChange={(event) => change({ cutoff: event.target.value })} />
            </Field>
          </div>
          <fieldset className={styles.zones}>
            <legend>Working days in transit, after the day of dispatch</legend>
            {DELIVERY_ZONES.map((zone) => (
              <Field key={zone} label={DELIVERY_ZONE_LABELS[zone]}>
                <Input
                  type="number"
                  min={0}
                  max={30}
                  step={1}
                  value={draft.days[zone]}
                  onChange={(event) => change({ days: { ...draft.days, [zone]: event.target.value } })}
                />
              </Field>
            ))}
          </fieldset>
          <FieldHint>
            Same city: the shop&rsquo;s district; metro cities: Delhi, Mumbai, Kolkata, Chennai, Bengaluru and Hyderabad; North-East:
            Assam, Arunachal Pradesh, Manipur, Meghalaya, Mizoram, Nagaland, Sikkim and Tripura.
          </FieldHint>
          <div className={styles.row}>
            <Field label="Holidays (one a line: 2026-12-25 Christmas)">
              <textarea className={styles.text} rows={6} value={draft.holidays} onChange={(event) => change({ holidays: event.target.value })} />
            </Field>
            <Field label="PIN codes without cash on delivery (too many returns)">
              <textarea
                className={styles.text}
                rows={6}
                value={draft.codBlockedPins}
                onChange={(event) => change({ codBlockedPins: event.target.value })}
                placeholder="110001 400001"
              />
            </Field>
          </div>
          {problems.length > 0 ? (
            <ul className={styles.problems} role="alert">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" variant="pillSolid" disabled={saving}>
              <Icon icon={Truck} size={16} aria-hidden="true" />
              {saving ? 'Saving…' : 'Save delivery settings'}
            </Button>
            {saved ? <span role="status">Saved. Shoppers see the new dates at once.</span> : null}
          </div>
        </form>
      )}
    </Panel>
  );
}
