// Calendar days in India's time zone (Asia/Kolkata), as the shop and its operators count them.
// India keeps one offset all year, UTC+05:30, with no summer time since 1945: a fixed offset is
// exact for every order the shop can hold, and cheaper than asking Intl for each timestamp.

/** India's offset from UTC, +05:30 all year. */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** A day as 'YYYY-MM-DD'. */
export type IndiaDay = string;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day in India on which an instant falls: 2026-11-23T18:30:00Z is '2026-11-24'. */
export function indiaDayOf(instant: Date | string): IndiaDay {
  const time = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  return new Date(time + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant India's day begins (its midnight): '2026-11-24' is 2026-11-23T18:30:00.000Z. */
export function indiaMidnight(day: IndiaDay): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - IST_OFFSET_MS);
}

/** The day `days` later (or earlier, when negative). */
export function addDays(day: IndiaDay, days: number): IndiaDay {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`: 0 for the same day, negative when `to` comes first. */
export function daysBetween(from: IndiaDay, to: IndiaDay): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS);
}

/** Whether the text is a real calendar day written 'YYYY-MM-DD' ('2026-02-30' is not). */
export function isCalendarDay(text: string): boolean {
  const match = DAY_PATTERN.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  if (year < 2000 || year > 9999) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 'YYYY-MM-DD HH:MM' in India: how the export writes when an order was placed. */
export function indiaDateTime(instant: string): string {
  return new Date(Date.parse(instant) + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
