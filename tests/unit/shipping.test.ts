import { describe, expect, it } from 'vitest';
import { COURIERS, courierName, normaliseTrackingNumber, TRACKING_NUMBER_PATTERN, trackingNeedsNumber, trackingUrl } from '../../src/shared/shipping.ts';
import { formatIndiaDate, formatIndiaDateTime, formatIndiaDay } from '../../src/shared/india-time.ts';

describe('couriers and tracking links', () => {
  it('lists the couriers common in India, and Other last', () => {
    expect(COURIERS.map((courier) => courier.name)).toEqual([
      'India Post (Speed Post)',
      'Delhivery',
      'Blue Dart',
      'DTDC',
      'Ecom Express',
      'Xpressbees',
      'Shadowfax',
      'Ekart',
      'Other',
    ]);
  });

  it("links every listed courier's tracking page: with the number where the page takes it, else the page that asks for it; none for Other", () => {
    expect(trackingUrl('delhivery', '1234567890123')).toBe('https://www.delhivery.com/track/package/1234567890123');
    expect(trackingUrl('blue-dart', '12345678901')).toBe('https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=12345678901');
    expect(trackingUrl('ekart', 'FMPC1234567890')).toBe('https://ekartlogistics.com/shipmenttrack/FMPC1234567890');
    expect(trackingUrl('ecom-express', '123456789')).toBe('https://ecomexpress.in/tracking/?awb_field=123456789');
    // India Post had no link before decision 042: its tracking page, where the number is entered.
    expect(trackingUrl('india-post', 'EE123456789IN')).toBe('https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx');
    expect(trackingNeedsNumber('india-post')).toBe(true);
    expect(trackingNeedsNumber('delhivery')).toBe(false);
    for (const courier of COURIERS.filter((each) => each.id !== 'other')) {
      expect(trackingUrl(courier.id, 'EE123456789IN'), courier.name).toMatch(/^https:\/\/[a-z.]+\//);
    }
    expect(trackingUrl('other', '1234567890')).toBeNull();
    expect(trackingNeedsNumber('other')).toBe(false);
    // A number that is not one never makes a link.
    expect(trackingUrl('delhivery', '../../x')).toBeNull();
  });

  it('keeps AWB numbers to letters and digits, as printed on a label', () => {
    expect(normaliseTrackingNumber(' ee 123-456-789 in ')).toBe('EE123456789IN');
    for (const good of ['EE123456789IN', '1234567890123', 'D12345678']) expect(TRACKING_NUMBER_PATTERN.test(good)).toBe(true);
    for (const bad of ['1234567', 'A'.repeat(21), 'EE12345/6789', '']) expect(TRACKING_NUMBER_PATTERN.test(bad)).toBe(false);
  });

  it("names a courier by the list, or by the name typed for 'Other'", () => {
    expect(courierName('blue-dart')).toBe('Blue Dart');
    expect(courierName('other', ' Professional Couriers ')).toBe('Professional Couriers');
  });
});

describe("times in India's zone", () => {
  it('writes an instant in Asia/Kolkata with IST named, whatever the zone of the machine', () => {
    // 18:30 UTC is midnight in India: the next day.
    expect(formatIndiaDateTime('2026-11-23T18:30:00.000Z')).toBe('24 Nov 2026, 12:00 am IST');
    expect(formatIndiaDateTime('2026-11-24T09:15:00.000Z')).toBe('24 Nov 2026, 2:45 pm IST');
    expect(formatIndiaDate('2026-11-23T18:30:00.000Z')).toBe('24 November 2026');
    expect(formatIndiaDay('2026-11-23T18:29:00.000Z')).toBe('23 Nov');
  });

  it('writes the time of day in Hindi and Odia words, not am and pm', () => {
    expect(formatIndiaDateTime('2026-11-23T18:30:00.000Z', 'hi')).toBe('24 नवंबर 2026, भारतीय समयानुसार रात 12:00 बजे');
    expect(formatIndiaDateTime('2026-11-24T09:15:00.000Z', 'hi')).toBe('24 नवंबर 2026, भारतीय समयानुसार दोपहर 2:45 बजे');
    expect(formatIndiaDateTime('2026-11-24T12:00:00.000Z', 'or')).toBe('24 ନଭେମ୍ବର 2026, ଭାରତୀୟ ସମୟ ଅନୁସାରେ ସନ୍ଧ୍ୟା 5:30');
    expect(formatIndiaDateTime('2026-11-24T01:30:00.000Z', 'or')).toBe('24 ନଭେମ୍ବର 2026, ଭାରତୀୟ ସମୟ ଅନୁସାରେ ସକାଳ 7:00');
  });
});
