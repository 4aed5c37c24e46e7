import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, indiaDateTime, indiaDayOf, indiaMidnight, isCalendarDay } from '../../src/shared/india-days.ts';
import { summariseSales, summaryWindowStart, tallyDays, type SaleRow } from '../../src/server/sales/summary.ts';
import { csvField, csvRupees, toCsv } from '../../src/server/sales/csv.ts';

const noneWaiting = { orders: 0, placed: 0, confirmed: 0, oldestCreatedAt: null };

describe("India's days", () => {
  it('puts an instant on the day it is in India, turning at 18:30 UTC', () => {
    expect(indiaDayOf('2026-11-23T18:29:59.999Z')).toBe('2026-11-23');
    expect(indiaDayOf('2026-11-23T18:30:00.000Z')).toBe('2026-11-24');
    expect(indiaDayOf(new Date('2026-12-31T18:30:00.000Z'))).toBe('2027-01-01');
  });

  it("finds India's midnight, and counts days across months and leap years", () => {
    expect(indiaMidnight('2026-11-24').toISOString()).toBe('2026-11-23T18:30:00.000Z');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(364);
    expect(daysBetween('2026-11-02', '2026-11-01')).toBe(-1);
  });

  it('accepts only real calendar days written YYYY-MM-DD', () => {
    expect(isCalendarDay('2026-11-30')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    for (const text of ['2026-02-29', '2026-11-31', '2026-13-01', '2026-1-1', '26-11-01', '2026-11-01T00:00', '', '0001-01-01']) {
      expect(isCalendarDay(text), text).toBe(false);
    }
  });

  it('writes when an order was placed in Indian time', () => {
    expect(indiaDateTime('2026-11-23T18:45:10.000Z')).toBe('2026-11-24 00:15');
  });
});

describe('the sales summary', () => {
  // 10:00 in India on 24 November 2026.
  const now = new Date('2026-11-24T04:30:00.000Z');
  const row = (createdAt: string, rupees: number, status: SaleRow['status'] = 'placed'): SaleRow => ({
    created_at: createdAt,
    order_total_paise: Math.round(rupees * 100),
    status,
    payment_method: 'cod',
  });

  it('covers today and the 29 days before, from India\'s midnight', () => {
    expect(summaryWindowStart(now).toISOString()).toBe('2026-10-25T18:30:00.000Z');
    const { today, days } = tallyDays([], now);
    expect(today).toBe('2026-11-24');
    expect(days).toHaveLength(30);
    expect(days[0]!.date).toBe('2026-10-26');
    expect(days.at(-1)!.date).toBe('2026-11-24');
  });

  it("buckets orders by India's day: an order at 23:59 IST is yesterday's, one at 00:00 IST today's", () => {
    const summary = summariseSales(
      [
        row('2026-11-23T18:29:59.999Z', 100), // 23:59:59 IST on the 23rd
        row('2026-11-23T18:30:00.000Z', 250.5), // 00:00 IST on the 24th
        row('2026-11-24T04:00:00.000Z', 1000), // this morning
        row('2026-11-17T18:30:00.000Z', 7), // 00:00 IST on the 18th: 6 days ago, inside the 7
        row('2026-11-17T18:29:59.999Z', 11), // 23:59 IST on the 17th: 7 days ago, outside
        row('2026-10-25T18:30:00.000Z', 13), // the first day of the 30
        row('2026-10-25T18:29:59.999Z', 17), // the day before: outside everything
      ],
      noneWaiting,
      [],
      now,
    );
    expect(summary.periods.today).toEqual({ orders: 2, revenue: 1250.5, cancelled: 0, returned: 0 });
    expect(summary.periods.last7Days).toEqual({ orders: 4, revenue: 1357.5, cancelled: 0, returned: 0 });
    expect(summary.periods.last30Days).toEqual({ orders: 6, revenue: 1381.5, cancelled: 0, returned: 0 });
    expect(summary.days.find((day) => day.date === '2026-11-23')).toEqual({ date: '2026-11-23', orders: 1, revenue: 100, cancelled: 0, returned: 0 });
    expect(summary.days[0]).toEqual({ date: '2026-10-26', orders: 1, revenue: 13, cancelled: 0, returned: 0 });
    expect(summary.days.reduce((total, day) => total + day.orders, 0)).toBe(6);
  });

  it('leaves cancelled orders out of the orders and the revenue, and counts them apart', () => {
    const summary = summariseSales(
      [row('2026-11-24T01:00:00.000Z', 500), row('2026-11-24T02:00:00.000Z', 900, 'cancelled'), row('2026-11-20T02:00:00.000Z', 40, 'delivered')],
      noneWaiting,
      [],
      now,
    );
    expect(summary.periods.today).toEqual({ orders: 1, revenue: 500, cancelled: 1, returned: 0 });
    expect(summary.periods.last7Days).toEqual({ orders: 2, revenue: 540, cancelled: 1, returned: 0 });
  });

  it('leaves parcels that came back (returned) out of the orders and the revenue, and counts them apart from cancelled ones', () => {
    const summary = summariseSales(
      [row('2026-11-24T01:00:00.000Z', 500), row('2026-11-24T02:00:00.000Z', 900, 'returned'), row('2026-11-21T02:00:00.000Z', 70, 'returned')],
      noneWaiting,
      [],
      now,
    );
    expect(summary.periods.today).toEqual({ orders: 1, revenue: 500, cancelled: 0, returned: 1 });
    expect(summary.periods.last7Days).toEqual({ orders: 1, revenue: 500, cancelled: 0, returned: 2 });
    expect(summary.days.find((day) => day.date === '2026-11-21')).toEqual({ date: '2026-11-21', orders: 0, revenue: 0, cancelled: 0, returned: 1 });
  });

  it('adds in paise, so that rupee amounts sum without floating-point dust', () => {
    const rows = Array.from({ length: 10 }, (_, index) => row(`2026-11-24T0${index}:00:00.000Z`, 0.1));
    expect(summariseSales(rows, noneWaiting, [], now).periods.today.revenue).toBe(1);
  });
});

describe('CSV', () => {
  it('quotes every field, doubling its quotes as RFC 4180 says, and ends lines with CRLF', () => {
    expect(toCsv([['a', 'b,c', 'say "hi"', 'two\nlines', 'cr\rhere', '1299.99']])).toBe('"a","b,c","say ""hi""","two\nlines","cr\rhere","1299.99"\r\n');
    expect(csvField('')).toBe('""');
  });

  it('keeps a spreadsheet from running a cell as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil.example","click")')).toBe(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csvField('+91 98765 43210')).toBe(`"'+91 98765 43210"`);
    expect(csvField('-2+3')).toBe(`"'-2+3"`);
    expect(csvField('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvField('\t=1')).toBe(`"'\t=1"`);
    expect(csvField('Asha = Rao')).toBe('"Asha = Rao"');
  });

  it('writes rupees with two decimals and no grouping', () => {
    expect(csvRupees(129999)).toBe('1299.99');
    expect(csvRupees(5)).toBe('0.05');
    expect(csvRupees(100000000)).toBe('1000000.00');
    expect(csvRupees(0)).toBe('0.00');
  });
});
