import { addDays, indiaDayOf, IST_OFFSET_MS } from './india-days.ts';
// Delivery dates by PIN code (issue 28 point 5, decision 037): the zones, the operator's
// settings and the date arithmetic, pure, for the server (which alone computes a date) and the
// backend's settings form. Days are India's calendar days written 'YYYY-MM-DD'.

/** The zones a parcel goes to, from nearest; each has its number of working days in transit. */
export const DELIVERY_ZONES = ['city', 'state', 'metro', 'india', 'north-east', 'jammu-kashmir', 'ladakh', 'islands'] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

export const DELIVERY_ZONE_LABELS: Record<DeliveryZone, string> = {
  city: 'Same city',
  state: 'Same state',
  metro: 'Metro cities',
  india: 'Rest of India',
  'north-east': 'North-East',
  'jammu-kashmir': 'Jammu and Kashmir',
  ladakh: 'Ladakh',
  islands: 'Islands (Andaman & Nicobar, Lakshadweep)',
};

/** A day the shop does not dispatch and couriers do not deliver, besides Sundays. */
export type Holiday = { date: string; name: string };

/** What the operator edits in the backend. */
export type DeliverySettings = {
  /** The PIN parcels leave from. */
  shopPin: string;
  /** Working days in transit after the day of dispatch, per zone. */
  days: Record<DeliveryZone, number>;
  /** 'HH:MM', India's time: an order after it is dispatched the next working day. */
  cutoff: string;
  holidays: Holiday[];
  /** PIN codes where cash on delivery is not offered (too many parcels refused there). */
  codBlockedPins: string[];
};

/** The days a courier from Cuttack takes, as the large ones quote them (decision 037). */
export const DEFAULT_ZONE_DAYS: Record<DeliveryZone, number> = {
  city: 2,
  state: 3,
  metro: 4,
  india: 5,
  'north-east': 7,
  'jammu-kashmir': 7,
  ladakh: 8,
  islands: 9,
};

/** National holidays of 2026 and 2027 on which the shop and couriers rest (the operator adds the rest). */
export const DEFAULT_HOLIDAYS: Holiday[] = [
  { date: '2026-01-26', name: 'Republic Day' },
  { date: '2026-08-15', name: 'Independence Day' },
  { date: '2026-10-02', name: 'Gandhi Jayanti' },
  { date: '2026-12-25', name: 'Christmas' },
  { date: '2027-01-26', name: 'Republic Day' },
  { date: '2027-08-15', name: 'Independence Day' },
  { date: '2027-10-02', name: 'Gandhi Jayanti' },
  { date: '2027-12-25', name: 'Christmas' },
];

export const DEFAULT_CUTOFF = '14:00';

/** Limits the server holds the operator's settings to. */
export const DELIVERY_LIMITS = { maxDays: 30, maxHolidays: 200, maxBlockedPins: 5000 } as const;

/** GET /api/delivery/:pin: when a parcel ordered now reaches the PIN, and whether it may be paid in cash there. */
export type DeliveryAnswer = {
  pin: string;
  zone: DeliveryZone;
  /** The day it is delivered by, 'YYYY-MM-DD'. */
  date: string;
  /** The day in the request's language: 'Fri, 28 Nov', 'शुक्र, 28 नवंबर'. */
  day: string;
  /** False where the operator has stopped cash on delivery. */
  cod: boolean;
};

/** The cookie that remembers the shopper's PIN, for the server to render the date (set by the page or by GET /api/delivery/pin). */
export const DELIVERY_PIN_COOKIE = 'pin';
/** The id of the product page's line saying a PIN typed without script is not one: the form's answer comes back to it as the URL's fragment. */
export const DELIVERY_PIN_PROBLEM_ID = 'delivery-pin-problem';

/** The remembered PIN in a Cookie header, if a well-formed one. */
export function deliveryPinOf(cookieHeader: string | undefined | null): string | undefined {
  return /(?:^|;)\s*pin=([1-9]\d{5})(?:;|$)/.exec(cookieHeader ?? '')?.[1];
}

const dayAfter = (day: string) => addDays(day, 1);
const isSunday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 0;

/** Whether the shop dispatches and couriers deliver on this day: not a Sunday, not a listed holiday. */
export function isWorkingDay(day: string, holidays: ReadonlySet<string>): boolean {
  return !isSunday(day) && !holidays.has(day);
}

/** The first working day on or after `day`. */
function workingDayFrom(day: string, holidays: ReadonlySet<string>): string {
  let next = day;
  // A year of holidays cannot hold more than 366 days in a row: the bound only stops a mistake from looping.
  for (let i = 0; i < 400 && !isWorkingDay(next, holidays); i += 1) next = dayAfter(next);
  return next;
}

/**
 * The day a parcel ordered at `now` is dispatched: today in India when it is a working day and
 * the order comes before the cut-off ('HH:MM'), else the next working day.
 */
export function dispatchDay(now: Date, cutoff: string, holidays: ReadonlySet<string>): string {
  const india = new Date(now.getTime() + IST_OFFSET_MS);
  const today = indiaDayOf(now);
  const minutes = india.getUTCHours() * 60 + india.getUTCMinutes();
  const [hours, mins] = cutoff.split(':').map(Number) as [number, number];
  const beforeCutoff = minutes < hours * 60 + mins;
  return isWorkingDay(today, holidays) && beforeCutoff ? today : workingDayFrom(dayAfter(today), holidays);
}

/** The day a parcel ordered at `now` is delivered by: its dispatch day, then `days` working days more. */
export function deliveryDay(now: Date, days: number, cutoff: string, holidays: ReadonlySet<string>): string {
  let day = dispatchDay(now, cutoff, holidays);
  for (let left = days; left > 0; left -= 1) day = workingDayFrom(dayAfter(day), holidays);
  return day;
}

/** Where a PIN is, as far as the zones need it: the directory's state and district when it has them. */
export type Place = { pin: string; state?: string | undefined; city?: string | undefined };

const NORTH_EAST = new Set(['Arunachal Pradesh', 'Assam', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Sikkim', 'Tripura']);
/** The metro cities by their PINs' first three digits: Delhi, Mumbai, Kolkata, Chennai, Bengaluru, Hyderabad. */
const METRO_PREFIXES = new Set(['110', '400', '700', '600', '560', '500']);

/** A place's remote zone from its state, else from its PIN's first digits (India Post's circles). */
function remoteZone({ pin, state }: Place): DeliveryZone | undefined {
  if (state) {
    if (state === 'Andaman and Nicobar Islands' || state === 'Lakshadweep') return 'islands';
    if (state === 'Ladakh') return 'ladakh';
    if (state === 'Jammu and Kashmir') return 'jammu-kashmir';
    return NORTH_EAST.has(state) ? 'north-east' : undefined;
  }
  if (pin.startsWith('744') || pin.startsWith('6825')) return 'islands';
  if (pin.startsWith('194')) return 'ladakh';
  if (pin.startsWith('18') || pin.startsWith('19')) return 'jammu-kashmir';
  if (pin.startsWith('78') || pin.startsWith('79') || pin.startsWith('737')) return 'north-east';
  return undefined;
}

/**
 * The zone of a parcel from the shop to a place. The same district is the same city and the same
 * state the same state (without the directory: the same first three digits, India Post's sorting
 * district, and the same first two, its circle); then the remote zones, the metros by their PINs,
 * and the rest of India.
 */
export function zoneOf(shop: Place, to: Place): DeliveryZone {
  const known = shop.state !== undefined && to.state !== undefined;
  const sameState = known ? shop.state === to.state : shop.pin.slice(0, 2) === to.pin.slice(0, 2);
  const sameCity = known ? sameState && shop.city !== undefined && shop.city === to.city : shop.pin.slice(0, 3) === to.pin.slice(0, 3);
  if (sameCity) return 'city';
  if (sameState) return 'state';
  return remoteZone(to) ?? (METRO_PREFIXES.has(to.pin.slice(0, 3)) ? 'metro' : 'india');
}

