import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  DEFAULT_CUTOFF,
  DEFAULT_HOLIDAYS,
  DEFAULT_ZONE_DAYS,
  DELIVERY_LIMITS,
  DELIVERY_ZONES,
  type DeliverySettings,
  type DeliveryZone,
} from '../../shared/delivery.ts';
import { PIN_CODE_PATTERN } from '../../shared/pin-codes.ts';
import type { Database } from '../db/schema.ts';
import { isCalendarDay } from '../../shared/india-days.ts';

// The operator's delivery settings (decision 037): one row of delivery_settings and the PINs
// of cod_blocked_pins. Until the operator saves, the defaults hold: the shop's PIN from its
// address, the zone days, the 14:00 cut-off and the national holidays of shared/delivery.ts.

/** The shop's PIN when the operator has not set one: the last PIN in SHOP_ADDRESS, else Cuttack's 753012. */
export function defaultShopPin(shopAddress: string): string {
  return shopAddress.match(/\b[1-9]\d{5}\b/g)?.at(-1) ?? '753012';
}

const pin = z.string().trim().regex(PIN_CODE_PATTERN, 'A PIN code is six digits, the first not 0.');

/** What PUT /api/delivery-settings takes: every setting, checked here (the shop's PIN against the directory by the route). */
export const deliverySettingsSchema = z.strictObject({
  shopPin: pin,
  cutoff: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'The cut-off is a time of day such as 14:00 (24-hour clock).'),
  days: z.strictObject(
    Object.fromEntries(
      DELIVERY_ZONES.map((zone) => [zone, z.number().int('Days are whole numbers.').min(0, 'Days are 0 or more.').max(DELIVERY_LIMITS.maxDays, `Days are at most ${DELIVERY_LIMITS.maxDays}.`)]),
    ) as Record<DeliveryZone, z.ZodNumber>,
  ),
  holidays: z
    .array(
      z.strictObject({
        date: z.string().refine(isCalendarDay, 'A holiday is a day written YYYY-MM-DD, such as 2026-12-25.'),
        name: z.string().trim().min(1, 'Name each holiday.').max(60, 'A holiday’s name is at most 60 characters.'),
      }),
    )
    .max(DELIVERY_LIMITS.maxHolidays, `At most ${DELIVERY_LIMITS.maxHolidays} holidays.`)
    .refine((list) => new Set(list.map((holiday) => holiday.date)).size === list.length, 'A day is listed twice among the holidays.'),
  codBlockedPins: z.array(pin).max(DELIVERY_LIMITS.maxBlockedPins, `At most ${DELIVERY_LIMITS.maxBlockedPins} PIN codes.`),
});

/** The settings in force. */
export async function readDeliverySettings(db: Kysely<Database>, shopAddress: string): Promise<DeliverySettings> {
  const [row, blocked] = await Promise.all([
    db.selectFrom('delivery_settings').selectAll().where('id', '=', 1).executeTakeFirst(),
    db.selectFrom('cod_blocked_pins').select('pin').orderBy('pin').execute(),
  ]);
  const codBlockedPins = blocked.map((each) => each.pin);
  if (!row) return { shopPin: defaultShopPin(shopAddress), cutoff: DEFAULT_CUTOFF, days: { ...DEFAULT_ZONE_DAYS }, holidays: [...DEFAULT_HOLIDAYS], codBlockedPins };
  // A zone added after the row was saved takes its default.
  const days = { ...DEFAULT_ZONE_DAYS, ...(JSON.parse(row.zone_days) as Partial<Record<DeliveryZone, number>>) };
  return { shopPin: row.shop_pin, cutoff: row.cutoff, days, holidays: JSON.parse(row.holidays) as DeliverySettings['holidays'], codBlockedPins };
}

/** Replaces the settings, in one transaction: holidays sorted by day, blocked PINs once each. */
export async function saveDeliverySettings(db: Kysely<Database>, settings: DeliverySettings, now = new Date()): Promise<DeliverySettings> {
  const holidays = [...settings.holidays].sort((a, b) => a.date.localeCompare(b.date));
  const codBlockedPins = [...new Set(settings.codBlockedPins)].sort();
  const row = {
    shop_pin: settings.shopPin,
    cutoff: settings.cutoff,
    zone_days: JSON.stringify(settings.days),
    holidays: JSON.stringify(holidays),
    updated_at: now.toISOString(),
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('delivery_settings')
      .values({ id: 1, ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute();
    await trx.deleteFrom('cod_blocked_pins').execute();
    // In batches: SQLite takes at most 32,766 parameters a statement.
    for (let start = 0; start < codBlockedPins.length; start += 1000) {
      await trx
        .insertInto('cod_blocked_pins')
        .values(codBlockedPins.slice(start, start + 1000).map((each) => ({ pin: each })))
        .execute();
    }
  });
  return { ...settings, holidays, codBlockedPins };
}

/** Whether cash on delivery is stopped for this PIN. */
export async function codBlocked(db: Kysely<Database>, pinCode: string): Promise<boolean> {
  return (await db.selectFrom('cod_blocked_pins').select('pin').where('pin', '=', pinCode).executeTakeFirst()) !== undefined;
}

/** What changed, for the audit trail: 'cut-off 14:00 → 15:00; metro 4 → 3 days; holidays +2026-11-30; COD stopped +110001 −400001'. */
export function describeChange(before: DeliverySettings, after: DeliverySettings): string {
  const parts: string[] = [];
  if (before.shopPin !== after.shopPin) parts.push(`shop PIN ${before.shopPin} → ${after.shopPin}`);
  if (before.cutoff !== after.cutoff) parts.push(`cut-off ${before.cutoff} → ${after.cutoff}`);
  for (const zone of DELIVERY_ZONES) {
    if (before.days[zone] !== after.days[zone]) parts.push(`${zone} ${before.days[zone]} → ${after.days[zone]} days`);
  }
  const listed = (name: string, from: string[], to: string[]) => {
    const added = to.filter((each) => !from.includes(each));
    const removed = from.filter((each) => !to.includes(each));
    if (added.length + removed.length > 0) parts.push(`${name} ${[...added.map((each) => `+${each}`), ...removed.map((each) => `−${each}`)].join(' ')}`);
  };
  listed('holidays', before.holidays.map((each) => `${each.date} ${each.name}`), after.holidays.map((each) => `${each.date} ${each.name}`));
  listed('COD stopped', before.codBlockedPins, after.codBlockedPins);
  return parts.join('; ') || 'no change';
}
