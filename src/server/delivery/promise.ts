import type { Kysely } from 'kysely';
import { deliveryDay, zoneOf, type DeliveryAnswer, type DeliverySettings } from '../../shared/delivery.ts';
import { formatCalendarDay } from '../../shared/india-time.ts';
import type { Language } from '../../shared/languages.ts';
import type { Database } from '../db/schema.ts';
import { lookUpPin } from '../pin-codes/directory.ts';
import { codBlocked } from './settings.ts';

/**
 * When a parcel ordered `now` reaches the PIN, in the language's words (decision 037); undefined
 * for a PIN India Post does not have. The product page and the checkout show it, and an order
 * placed keeps its date.
 */
export async function deliveryAnswer(
  db: Kysely<Database>,
  settings: DeliverySettings,
  pin: string,
  language: Language,
  now = new Date(),
): Promise<DeliveryAnswer | undefined> {
  const [to, shop, blocked] = await Promise.all([lookUpPin(db, pin), lookUpPin(db, settings.shopPin), codBlocked(db, pin)]);
  if (!to) return undefined;
  const zone = zoneOf({ pin: settings.shopPin, state: shop?.state, city: shop?.district }, { pin, state: to.state, city: to.district });
  const date = deliveryDay(now, settings.days[zone], settings.cutoff, new Set(settings.holidays.map((holiday) => holiday.date)));
  return { pin, zone, date, day: formatCalendarDay(date, language, { weekday: true }), cod: !blocked };
}
