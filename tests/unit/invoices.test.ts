import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { apportion, invoiceFigures, type InvoiceLineInput } from '../../src/server/invoices/tax.ts';
import { numberInWords, rupeesInWords } from '../../src/server/invoices/amount-in-words.ts';
import { gstinCheckCharacter, gstinProblem } from '../../src/server/invoices/gstin.ts';
import { financialYear, formatInvoiceNumber } from '../../src/server/invoices/series.ts';
import { indiaDayOf } from '../../src/shared/india-days.ts';
import { GST_STATE_CODES } from '../../src/server/invoices/gst-states.ts';
import { STATES_AND_UNION_TERRITORIES } from '../../src/shared/indian-states.ts';
import { cartTotals } from '../../src/shared/pricing.ts';
import { pdfCache } from '../../src/server/invoices/pdf-cache.ts';
import { documentLinks } from '../../src/server/invoices/document-links.ts';

const item = (grossPaise: number, quantity = 1): InvoiceLineInput => ({
  kind: 'item',
  description: 'A piece',
  quantity,
  unitPricePaise: grossPaise / quantity,
  grossPaise,
});
const shipping = (paise: number): InvoiceLineInput => ({ kind: 'shipping', description: 'Shipping', quantity: 1, unitPricePaise: paise, grossPaise: paise });

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('GST on an invoice', () => {
  it('splits an inclusive total: taxable = round(total * 100 / 103), CGST the floor of half the tax, SGST the rest', () => {
    // ₹1,030.00: taxable exactly 1,000.00, tax 30.00, 15.00 each.
    const even = invoiceFigures({ lines: [item(103_000)], discountPaise: 0, sameState: true });
    expect(even).toMatchObject({ taxablePaise: 100_000, cgstPaise: 1500, sgstPaise: 1500, igstPaise: 0, totalPaise: 103_000, supply: 'intra-state' });
    // ₹999.99: 99999 * 100 / 103 = 97086.4 -> 97086; tax 2913 -> CGST 14.56, SGST 14.57.
    const odd = invoiceFigures({ lines: [item(99_999)], discountPaise: 0, sameState: true });
    expect(odd).toMatchObject({ taxablePaise: 97_086, cgstPaise: 1456, sgstPaise: 1457 });
    // Small amounts: 53 paise -> 5300 / 103 = 51.46 -> 51; 1 paisa -> 0.97 -> 1, and no tax.
    expect(invoiceFigures({ lines: [item(53)], discountPaise: 0, sameState: true }).taxablePaise).toBe(51);
    expect(invoiceFigures({ lines: [item(1)], discountPaise: 0, sameState: true })).toMatchObject({ taxablePaise: 1, cgstPaise: 0, sgstPaise: 0 });
    // Another state: the whole tax is IGST.
    const igst = invoiceFigures({ lines: [item(99_999)], discountPaise: 0, sameState: false });
    expect(igst).toMatchObject({ taxablePaise: 97_086, cgstPaise: 0, sgstPaise: 0, igstPaise: 2913, supply: 'inter-state' });
  });

  it('takes the discount off the items only, never off the shipping line', () => {
    const figures = invoiceFigures({ lines: [item(60_000), item(40_000), shipping(10_300)], discountPaise: 15_000, sameState: false });
    expect(figures.lines.map((line) => line.discountPaise)).toEqual([9000, 6000, 0]);
    expect(figures.lines.map((line) => line.totalPaise)).toEqual([51_000, 34_000, 10_300]);
    // Shipping ₹103: taxable 100, IGST 3 (taxed as the jewellery it carries).
    expect(figures.lines[2]).toMatchObject({ hsn: '7113', taxablePaise: 10_000, igstPaise: 300 });
    expect(figures.totalPaise).toBe(95_300);
    expect(() => invoiceFigures({ lines: [item(100), shipping(500)], discountPaise: 200, sameState: true })).toThrow(RangeError);
  });

  it('shares an amount out in whole paise that add up exactly, the largest remainders first', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(10, [0, 5, 5])).toEqual([0, 5, 5]);
    expect(apportion(7, [0, 0])).toEqual([0, 0]);
    expect(apportion(2, [1, 2, 3])).toEqual([0, 1, 1]);
  });

  it('adds up for any order the shop takes: every line to itself, the lines to the invoice, the invoice to the order total', () => {
    const line = fc.record({ unit: fc.integer({ min: 1, max: 50_000_000 }), quantity: fc.integer({ min: 1, max: 10 }) });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), fc.integer({ min: 0, max: 50_000 }), fc.boolean(), (lines, shippingPaise, sameState) => {
        const totals = cartTotals(lines.map((entry) => ({ unitPricePaise: entry.unit, quantity: entry.quantity })));
        const figures = invoiceFigures({
          lines: [...lines.map((entry) => item(entry.unit * entry.quantity, entry.quantity)), shipping(shippingPaise)],
          discountPaise: totals.savingsPaise,
          sameState,
        });
        expect(figures.totalPaise).toBe(totals.orderTotalPaise + shippingPaise);
        expect(figures.taxablePaise + figures.cgstPaise + figures.sgstPaise + figures.igstPaise).toBe(figures.totalPaise);
        // 3% of the taxable value, to within the paisa that rounding moves.
        const tax = figures.totalPaise - figures.taxablePaise;
        expect(Math.abs(tax * 100 - figures.taxablePaise * 3)).toBeLessThanOrEqual(100 * 1.03);
        if (sameState) {
          expect(figures.igstPaise).toBe(0);
          expect(figures.sgstPaise - figures.cgstPaise).toBeGreaterThanOrEqual(0);
          expect(figures.sgstPaise - figures.cgstPaise).toBeLessThanOrEqual(1);
        } else {
          expect(figures.cgstPaise + figures.sgstPaise).toBe(0);
        }
        for (const key of ['discountPaise', 'taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'totalPaise', 'grossPaise'] as const) {
          expect(sum(figures.lines.map((entry) => entry[key])), key).toBe(figures[key]);
        }
        for (const entry of figures.lines) {
          expect(entry.grossPaise - entry.discountPaise).toBe(entry.totalPaise);
          expect(entry.taxablePaise + entry.cgstPaise + entry.sgstPaise + entry.igstPaise).toBe(entry.totalPaise);
          for (const value of [entry.discountPaise, entry.taxablePaise, entry.cgstPaise, entry.sgstPaise, entry.igstPaise]) {
            expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
          }
          // Each line's own tax is 3% of its taxable value to within two paise of rounding.
          const lineTax = entry.totalPaise - entry.taxablePaise;
          expect(Math.abs(lineTax * 100 - entry.taxablePaise * 3)).toBeLessThanOrEqual(200 * 1.03);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('an amount in words', () => {
  // Indian numbering: crore, lakh, thousand, hundred, then the last two digits (compound tens
  // hyphenated); 'and' only between the rupees and the paise.
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [19, 'Nineteen'],
    [40, 'Forty'],
    [100, 'One Hundred'],
    [105, 'One Hundred Five'],
    [1250, 'One Thousand Two Hundred Fifty'],
    [1005, 'One Thousand Five'],
    [1_00_000, 'One Lakh'],
    [12_34_567, 'Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven'],
    [1_00_00_000, 'One Crore'],
    [2_05_00_010, 'Two Crore Five Lakh Ten'],
    [123_45_67_890, 'One Hundred Twenty-Three Crore Forty-Five Lakh Sixty-Seven Thousand Eight Hundred Ninety'],
  ])('writes %i as %s', (amount, words) => {
    expect(numberInWords(amount)).toBe(words);
  });

  it('refuses a negative or fractional amount', () => {
    expect(() => numberInWords(-1)).toThrow(RangeError);
    expect(() => numberInWords(1.5)).toThrow(RangeError);
  });

  // Amounts from ₹1 to ₹99,99,999.99, each place of the Indian numbering filled or empty.
  it.each([
    [1_00, 'Rupees One Only'],
    [9_00, 'Rupees Nine Only'],
    [10_00, 'Rupees Ten Only'],
    [11_00, 'Rupees Eleven Only'],
    [21_00, 'Rupees Twenty-One Only'],
    [99_99, 'Rupees Ninety-Nine and Ninety-Nine Paise Only'],
    [1_00_05, 'Rupees One Hundred and Five Paise Only'],
    [1_01_00, 'Rupees One Hundred One Only'],
    [9_99_50, 'Rupees Nine Hundred Ninety-Nine and Fifty Paise Only'],
    [1_000_00, 'Rupees One Thousand Only'],
    [1_001_10, 'Rupees One Thousand One and Ten Paise Only'],
    [1_250_00, 'Rupees One Thousand Two Hundred Fifty Only'],
    [10_000_00, 'Rupees Ten Thousand Only'],
    [4_292_91, 'Rupees Four Thousand Two Hundred Ninety-Two and Ninety-One Paise Only'],
    [99_999_99, 'Rupees Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only'],
    [1_00_000_00, 'Rupees One Lakh Only'],
    [1_00_001_00, 'Rupees One Lakh One Only'],
    [1_99_999_00, 'Rupees One Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine Only'],
    [2_00_000_00, 'Rupees Two Lakh Only'],
    [3_00_040_65, 'Rupees Three Lakh Forty and Sixty-Five Paise Only'],
    [3_05_000_00, 'Rupees Three Lakh Five Thousand Only'],
    [10_00_000_00, 'Rupees Ten Lakh Only'],
    [12_00_300_01, 'Rupees Twelve Lakh Three Hundred and One Paise Only'],
    [45_67_890_12, 'Rupees Forty-Five Lakh Sixty-Seven Thousand Eight Hundred Ninety and Twelve Paise Only'],
    [99_99_999_99, 'Rupees Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only'],
    [1_00_00_000_00, 'Rupees One Crore Only'],
  ])('writes %i paise as %s', (paise, words) => {
    expect(rupeesInWords(paise)).toBe(words);
  });

  it('writes paise alone after Zero rupees', () => {
    expect(rupeesInWords(5)).toBe('Rupees Zero and Five Paise Only');
  });
});

describe('GSTIN', () => {
  it('computes the check character as the GST network does', () => {
    // Published example GSTINs.
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinProblem('21ABCDE1234F1ZC')).toBeNull();
  });

  it('refuses a malformed GSTIN or a wrong check character, saying which', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toMatch(/check character/);
    expect(gstinProblem('27AAPFU0939F1Z')).toMatch(/15 characters/);
    expect(gstinProblem('27aapfu0939f1zv')).toMatch(/15 characters/);
    expect(gstinProblem('2AAAPFU0939F1ZV')).toMatch(/15 characters/);
  });

  it('knows a state code for every state and union territory the checkout offers, each once', () => {
    expect(Object.keys(GST_STATE_CODES).sort()).toEqual([...STATES_AND_UNION_TERRITORIES].sort());
    expect(new Set(Object.values(GST_STATE_CODES)).size).toBe(STATES_AND_UNION_TERRITORIES.length);
    expect(GST_STATE_CODES.Odisha).toBe('21');
    expect(GST_STATE_CODES.Maharashtra).toBe('27');
  });
});

describe('invoice numbers', () => {
  it('dates an invoice by the day in India and puts it in the financial year from April to March', () => {
    expect(indiaDayOf(new Date('2026-03-31T18:29:59.999Z'))).toBe('2026-03-31');
    expect(indiaDayOf(new Date('2026-03-31T18:30:00.000Z'))).toBe('2026-04-01');
    expect(financialYear('2026-03-31')).toBe('2025-26');
    expect(financialYear('2026-04-01')).toBe('2026-27');
    expect(financialYear('2027-01-15')).toBe('2026-27');
    expect(financialYear('2099-12-31')).toBe('2099-00');
  });

  it('writes the number within the 16 characters GST allows', () => {
    expect(formatInvoiceNumber('2026-27', 123)).toBe('RS/26-27/000123');
    expect(formatInvoiceNumber('2026-27', 1)).toBe('RS/26-27/000001');
    expect(formatInvoiceNumber('2026-27', 1_234_567)).toBe('RS/26-27/1234567');
    expect(formatInvoiceNumber('2026-27', 1_234_567).length).toBeLessThanOrEqual(16);
  });
});

describe('the PDF cache', () => {
  const made = (text: string) => Promise.resolve(Buffer.from(text));

  it('makes a document once per key, and callers at the same moment share the making', async () => {
    const cache = pdfCache(2);
    const make = vi.fn(() => made('invoice'));
    const [first, second] = await Promise.all([cache.get('a', make), cache.get('a', make)]);
    expect((await cache.get('a', make)).toString()).toBe('invoice');
    expect(first).toBe(second);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps at most its bound, dropping the least recently used', async () => {
    const cache = pdfCache(2);
    await cache.get('a', () => made('a'));
    await cache.get('b', () => made('b'));
    await cache.get('a', () => made('a again'));
    await cache.get('c', () => made('c'));
    expect(cache.size).toBe(2);
    expect((await cache.get('a', () => made('a made anew'))).toString()).toBe('a');
    expect((await cache.get('b', () => made('b made anew'))).toString()).toBe('b made anew');
  });

  it('keeps no failure: the next call makes the document again', async () => {
    const cache = pdfCache(2);
    await expect(cache.get('a', () => Promise.reject(new Error('font missing')))).rejects.toThrow('font missing');
    expect((await cache.get('a', () => made('a'))).toString()).toBe('a');
  });
});

describe('the links to an order\'s documents', () => {
  const links = documentLinks('installation secret', 30);
  const now = new Date('2026-11-25T10:00:00Z');

  it('opens the order it was made for until it expires, and no other', () => {
    const key = links.keyFor('RS-ABCDEFGH23', now);
    expect(links.check('RS-ABCDEFGH23', key, now)).toBe('valid');
    expect(links.check('rs-abcdefgh23', key, now)).toBe('valid');
    expect(links.check('RS-ABCDEFGH24', key, now)).toBe('invalid');
    expect(links.check('RS-ABCDEFGH23', key, new Date(now.getTime() + 29 * 86_400_000))).toBe('valid');
    expect(links.check('RS-ABCDEFGH23', key, new Date(now.getTime() + 30 * 86_400_000))).toBe('expired');
    // Another installation's secret, a moved expiry, junk: not signed.
    expect(documentLinks('another secret', 30).check('RS-ABCDEFGH23', key, now)).toBe('invalid');
    const [expiry, signature] = key.split('.');
    expect(links.check('RS-ABCDEFGH23', `${Number(expiry) + 1}.${signature}`, now)).toBe('invalid');
    for (const junk of [undefined, '', 'x', `${expiry}.`, `${expiry}.${signature}x`, `-1.${signature}`]) {
      expect(links.check('RS-ABCDEFGH23', junk, now)).toBe('invalid');
    }
  });
});
