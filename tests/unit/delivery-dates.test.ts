import { formatCalendarDay } from '../../src/shared/india-time.ts';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HOLIDAYS,
  DEFAULT_ZONE_DAYS,
  deliveryDay,
  deliveryPinOf,
  dispatchDay,
  zoneOf,
} from '../../src/shared/delivery.ts';
import { DELIVERY_WORDS } from '../../src/web/lib/delivery-words.ts';

/** An instant written on India's clock. */
const india = (local: string) => new Date(`${local}:00+05:30`);
const none = new Set<string>();

describe('the day a parcel is dispatched', () => {
  it('is today before the cut-off and the next working day from the cut-off on', () => {
    // Thursday 26 November 2026.
    expect(dispatchDay(india('2026-11-26T13:59'), '14:00', none)).toBe('2026-11-26');
    expect(dispatchDay(india('2026-11-26T14:00'), '14:00', none)).toBe('2026-11-27');
    expect(dispatchDay(india('2026-11-26T09:00'), '08:30', none)).toBe('2026-11-27');
  });

  it('reads the hour on India’s clock, whatever the instant’s zone', () => {
    // 08:00 UTC is 13:30 in India: before a 14:00 cut-off; 09:00 UTC is 14:30: after it.
    expect(dispatchDay(new Date('2026-11-26T08:00:00Z'), '14:00', none)).toBe('2026-11-26');
    expect(dispatchDay(new Date('2026-11-26T09:00:00Z'), '14:00', none)).toBe('2026-11-27');
    // 20:00 UTC on the 26th is already the 27th in India.
    expect(dispatchDay(new Date('2026-11-26T20:00:00Z'), '14:00', none)).toBe('2026-11-27');
  });

  it('skips Sundays and holidays', () => {
    // Saturday after the cut-off and Sunday morning: Monday.
    expect(dispatchDay(india('2026-11-28T15:00'), '14:00', none)).toBe('2026-11-30');
    expect(dispatchDay(india('2026-11-29T10:00'), '14:00', none)).toBe('2026-11-30');
    // A holiday on the Monday: Tuesday.
    expect(dispatchDay(india('2026-11-29T10:00'), '14:00', new Set(['2026-11-30']))).toBe('2026-12-01');
  });
});

describe('the day a parcel is delivered by', () => {
  it('counts working days after dispatch across a week with a Sunday and a holiday', () => {
    // Thursday morning, 2 days: Friday, Saturday.
    expect(deliveryDay(india('2026-11-26T10:00'), 2, '14:00', none)).toBe('2026-11-28');
    // Thursday afternoon: dispatched Friday, then Saturday, (Sunday), Monday.
    expect(deliveryDay(india('2026-11-26T15:00'), 2, '14:00', none)).toBe('2026-11-30');
    // With Monday a holiday: Tuesday.
    expect(deliveryDay(india('2026-11-26T15:00'), 2, '14:00', new Set(['2026-11-30']))).toBe('2026-12-01');
    // A week: Thursday morning, 5 days: Fri, Sat, (Sun), Mon, Tue, Wed.
    expect(deliveryDay(india('2026-11-26T10:00'), 5, '14:00', none)).toBe('2026-12-02');
  });

  it('crosses the year’s end, skipping Christmas and the Sunday', () => {
    const holidays = new Set(DEFAULT_HOLIDAYS.map((holiday) => holiday.date));
    // Thursday 24 December after the cut-off: Friday is Christmas, so Saturday 26th; then Mon 28, Tue 29, Wed 30.
    expect(deliveryDay(india('2026-12-24T16:00'), 3, '14:00', holidays)).toBe('2026-12-30');
    // Wednesday 30 December: Thu 31, Fri 1, Sat 2, (Sun 3), Mon 4, Tue 5 January 2027.
    expect(deliveryDay(india('2026-12-30T10:00'), 5, '14:00', holidays)).toBe('2027-01-05');
    // 31 December at night: dispatched Friday 1 January.
    expect(dispatchDay(india('2026-12-31T23:30'), '14:00', holidays)).toBe('2027-01-01');
  });

  it('gives each zone its own days', () => {
    const days = Object.entries(DEFAULT_ZONE_DAYS).map(([zone, count]) => [zone, deliveryDay(india('2026-11-26T10:00'), count, '14:00', none)]);
    expect(Object.fromEntries(days)).toEqual({
      city: '2026-11-28',
      state: '2026-11-30',
      metro: '2026-12-01',
      india: '2026-12-02',
      'north-east': '2026-12-04',
      'jammu-kashmir': '2026-12-04',
      ladakh: '2026-12-05',
      islands: '2026-12-07',
    });
  });
});

describe('the zone of a PIN', () => {
  const cuttack = { pin: '753012', state: 'Odisha', city: 'Cuttack' };

  it('follows the directory’s district and state', () => {
    expect(zoneOf(cuttack, { pin: '753001', state: 'Odisha', city: 'Cuttack' })).toBe('city');
    expect(zoneOf(cuttack, { pin: '751001', state: 'Odisha', city: 'Khordha' })).toBe('state');
    expect(zoneOf(cuttack, { pin: '110001', state: 'Delhi', city: 'New Delhi' })).toBe('metro');
    expect(zoneOf(cuttack, { pin: '400001', state: 'Maharashtra', city: 'Mumbai' })).toBe('metro');
    expect(zoneOf(cuttack, { pin: '302001', state: 'Rajasthan', city: 'Jaipur' })).toBe('india');
    expect(zoneOf(cuttack, { pin: '781001', state: 'Assam', city: 'Kamrup Metropolitan' })).toBe('north-east');
    expect(zoneOf(cuttack, { pin: '737101', state: 'Sikkim', city: 'Gangtok' })).toBe('north-east');
    expect(zoneOf(cuttack, { pin: '190001', state: 'Jammu and Kashmir', city: 'Srinagar' })).toBe('jammu-kashmir');
    expect(zoneOf(cuttack, { pin: '194101', state: 'Ladakh', city: 'Leh' })).toBe('ladakh');
    expect(zoneOf(cuttack, { pin: '744101', state: 'Andaman and Nicobar Islands', city: 'South Andaman' })).toBe('islands');
    expect(zoneOf(cuttack, { pin: '682555', state: 'Lakshadweep', city: 'Lakshadweep' })).toBe('islands');
  });

  it('falls back on the PIN’s first digits without the directory', () => {
    const shop = { pin: '753012' };
    expect(zoneOf(shop, { pin: '753001' })).toBe('city');
    expect(zoneOf(shop, { pin: '751001' })).toBe('state');
    expect(zoneOf(shop, { pin: '560001' })).toBe('metro');
    expect(zoneOf(shop, { pin: '302001' })).toBe('india');
    expect(zoneOf(shop, { pin: '781001' })).toBe('north-east');
    expect(zoneOf(shop, { pin: '190001' })).toBe('jammu-kashmir');
    expect(zoneOf(shop, { pin: '194101' })).toBe('ladakh');
    expect(zoneOf(shop, { pin: '744101' })).toBe('islands');
  });

  it('keeps a remote state’s own shop in its city and state zones', () => {
    const guwahati = { pin: '781001', state: 'Assam', city: 'Kamrup Metropolitan' };
    expect(zoneOf(guwahati, { pin: '781005', state: 'Assam', city: 'Kamrup Metropolitan' })).toBe('city');
    expect(zoneOf(guwahati, { pin: '786001', state: 'Assam', city: 'Dibrugarh' })).toBe('state');
    expect(zoneOf(guwahati, { pin: '753012', state: 'Odisha', city: 'Cuttack' })).toBe('india');
  });
});

describe('the day as a shopper reads it', () => {
  it('is written in the page’s language', () => {
    expect(formatCalendarDay('2026-11-28', 'en', { weekday: true })).toBe('Sat, 28 Nov');
    expect(formatCalendarDay('2026-11-27', 'hi', { weekday: true })).toBe('शुक्र, 27 नवंबर');
    expect(formatCalendarDay('2027-01-04', 'or', { weekday: true })).toBe('ସୋମ, 4 ଜାନୁଆରୀ');
    // A rate's date as the invoice prints it.
    expect(formatCalendarDay('2026-11-26', 'en', { year: true })).toBe('26 Nov 2026');
  });

  it('reads the remembered PIN from the cookie, well-formed only', () => {
    expect(deliveryPinOf('lang=hi; pin=751001; cart=x')).toBe('751001');
    expect(deliveryPinOf('pin=051001')).toBeUndefined();
    expect(deliveryPinOf('spin=751001')).toBeUndefined();
    expect(deliveryPinOf(undefined)).toBeUndefined();
  });
});

describe('the delivery lines’ words', () => {
  it('are given in Hindi and Odia for every English key, keeping the figures', () => {
    for (const language of ['hi', 'or'] as const) {
      const words = DELIVERY_WORDS[language];
      expect(Object.keys(words).sort(), language).toEqual(Object.keys(DELIVERY_WORDS.en).sort());
      for (const [key, english] of Object.entries(DELIVERY_WORDS.en)) {
        const word = words[key as keyof typeof words];
        expect(typeof word, `${language}.${key}`).toBe(typeof english);
      }
      expect(words.by('सोम, 30 नवंबर', '751001')).toContain('751001');
      expect(words.by('ସୋମ, 30 ନଭେମ୍ବର', '751001')).toContain('30');
      expect(words.codWhy('110001')).toContain('110001');
    }
  });
});
