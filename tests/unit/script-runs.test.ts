import { describe, expect, it } from 'vitest';
import { needsIndicFont, scriptRuns } from '../../src/server/invoices/script-runs.ts';

describe('cutting an invoice text into runs of one script', () => {
  it('leaves Latin text, digits and ₹ as one run', () => {
    expect(scriptRuns('12, Link Road ₹1,299.99')).toEqual([{ script: 'latin', text: '12, Link Road ₹1,299.99' }]);
    expect(scriptRuns('')).toEqual([]);
  });

  it('keeps the words of one Indic script, and the spaces between them, in one run', () => {
    expect(scriptRuns('अनन्या मिश्रा')).toEqual([{ script: 'devanagari', text: 'अनन्या मिश्रा' }]);
    expect(scriptRuns('ଅନନ୍ୟା ମିଶ୍ର')).toEqual([{ script: 'odia', text: 'ଅନନ୍ୟା ମିଶ୍ର' }]);
  });

  it('cuts where the script changes: digits, commas and ₹ go with Latin', () => {
    expect(scriptRuns('12, क्षितिज अपार्टमेंट, Link Road, ₹500 ସୁଭଶ୍ରୀ')).toEqual([
      { script: 'latin', text: '12, ' },
      { script: 'devanagari', text: 'क्षितिज अपार्टमेंट' },
      { script: 'latin', text: ', Link Road, ₹500 ' },
      { script: 'odia', text: 'ସୁଭଶ୍ରୀ' },
    ]);
  });

  it('keeps joiners and combining marks with the letters before them', () => {
    // ZWJ and ZWNJ inside a Devanagari word (half forms), a combining acute on a Latin letter.
    expect(scriptRuns('क्\u200dष क्\u200cष Rene\u0301')).toEqual([
      { script: 'devanagari', text: 'क्\u200dष क्\u200cष ' },
      { script: 'latin', text: 'Rene\u0301' },
    ]);
    // A mark or joiner that opens the text goes with what follows it.
    expect(scriptRuns('\u200dଅନ')).toEqual([{ script: 'odia', text: '\u200dଅନ' }]);
    expect(scriptRuns(' \u0301')).toEqual([{ script: 'latin', text: ' \u0301' }]);
  });

  it('counts the Devanagari extended block (U+A8E0–A8FF) as Devanagari', () => {
    expect(scriptRuns('ॐ\ua8f2 Om')).toEqual([
      { script: 'devanagari', text: 'ॐ\ua8f2 ' },
      { script: 'latin', text: 'Om' },
    ]);
  });

  it('says when a text needs an Indic font', () => {
    expect(needsIndicFont('Ananya Mishra, ₹1,299.99')).toBe(false);
    expect(needsIndicFont('Ananya मिश्रा')).toBe(true);
    expect(needsIndicFont('କଟକ')).toBe(true);
  });
});
