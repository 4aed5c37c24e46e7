import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLotusRingAndRopeChain, createTestApp, DATABASE_KINDS, signInAsOperator, type TestApp } from '../helpers/test-app.ts';
import type { ProductRecord } from '../../src/server/catalogue/repository.ts';
import { SHIPPING_TO_CUTTACK } from '../helpers/shop-fixtures.ts';
import { pdfDrawnFonts, pdfText } from '../helpers/pdf-text.ts';

// Buyers who write their name and address in Devanagari or Odia: the invoice and the credit note
// draw those letters in the Noto fonts, shaped, with no empty box (DejaVu has no Indic letters).

// The address is long enough to wrap in the buyer's column, and mixes the scripts with Latin and digits.
const inHindi = {
  ...SHIPPING_TO_CUTTACK,
  name: 'अनन्या मिश्रा',
  address: 'फ्लैट 402, क्षितिज अपार्टमेंट्स, Near SBI ATM, महात्मा गांधी मार्ग, सिविल लाइन्स, कैंट',
  city: 'वाराणसी',
  state: 'Uttar Pradesh',
  zip: '221001',
};
const inOdia = { ...SHIPPING_TO_CUTTACK, name: 'ସୁଭଶ୍ରୀ ମିଶ୍ର', address: '12, ଲିଙ୍କ ରୋଡ, ବାଦାମବାଡ଼ି', city: 'କଟକ' };

/**
 * A text's letters, sorted: PDF.js reads shaped Indic text in the order its glyphs are drawn, so
 * a vowel sign drawn before its consonant ('ि') comes first, and a two-part vowel sign ('ୋ') reads
 * as its two parts ('େ' 'ା', its canonical decomposition). The letters themselves are exact.
 */
const letters = (text: string) => [...text.normalize('NFD').replace(/[\s,]/g, '')].sort().join('');

/** Whether every word of `wanted` is a word of the PDF's text, letter for letter. */
function holdsWords(pdfWords: string[], wanted: string) {
  const found = new Set(pdfWords.map(letters));
  return wanted.split(/[\s,]+/).filter((word) => word && !found.has(letters(word)));
}

describe.each(DATABASE_KINDS)('invoices in Devanagari and Odia on %s', (kind) => {
  let t: TestApp;
  let ring: ProductRecord;
  let operatorCookie: string;

  const place = async (shipTo: typeof inOdia) => {
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: { ...shipTo, lines: [{ productId: ring.id, size: '2.6', quantity: 1 }] },
    });
    expect(placed.statusCode).toBe(201);
    return placed.json() as { number: string; documentsKey: string };
  };
  const download = async (path: string, key: string) => {
    const response = await t.app.inject(`${path}?key=${key}`);
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  };

  /** The checks every Indic document passes: the fonts, no box, and the buyer's words. */
  async function expectShaped(pdf: Buffer, shipTo: typeof inOdia, noto: string) {
    const fonts = await pdfDrawnFonts(pdf);
    const names = fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, '')).sort();
    // The name in bold, the address and city in regular; Latin in DejaVu as before.
    expect(names).toEqual(['DejaVuSansCondensed', 'DejaVuSansCondensed-Bold', `${noto}-Bold`, `${noto}-Regular`]);
    for (const font of fonts) expect(font.codes.filter((code) => code === 0), `boxes drawn in ${font.name}`).toEqual([]);

    const words = (await pdfText(pdf, 'blocks')).split(/[\s,]+/);
    expect(holdsWords(words, shipTo.name)).toEqual([]);
    expect(holdsWords(words, shipTo.address)).toEqual([]);
    expect(holdsWords(words, shipTo.city)).toEqual([]);
    expect(await pdfText(pdf)).toContain(`, ${shipTo.state} ${shipTo.zip}`);
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { ORDER_RATE_LIMIT: '1000' });
    ({ ring } = await addLotusRingAndRopeChain(t));
    operatorCookie = await signInAsOperator(t);
  });
  afterAll(() => t.close());

  it('draws a Devanagari name, address and city in Noto Sans Devanagari, with no empty box', async () => {
    const order = await place(inHindi);
    const pdf = await download(`/api/orders/${order.number}/invoice.pdf`, order.documentsKey);
    await expectShaped(pdf, inHindi, 'NotoSansDevanagari');
    // Letters that need no reordering read back exactly.
    expect(await pdfText(pdf)).toContain('वाराणसी, Uttar Pradesh 221001');
  });

  it('draws an Odia buyer in Noto Sans Oriya on the invoice and on the credit note that reverses it', async () => {
    const order = await place(inOdia);
    const invoice = await download(`/api/orders/${order.number}/invoice.pdf`, order.documentsKey);
    await expectShaped(invoice, inOdia, 'NotoSansOriya');
    expect(await pdfText(invoice, 'blocks')).toContain('ସୁଭଶ୍ରୀ ମିଶ୍ର');

    const cancelled = await t.app.inject({ method: 'PATCH', url: `/api/orders/${order.number}`, headers: { cookie: operatorCookie }, payload: { status: 'cancelled' } });
    expect(cancelled.statusCode).toBe(200);
    const creditNote = await download(`/api/orders/${order.number}/credit-note.pdf`, order.documentsKey);
    expect(await pdfText(creditNote)).toContain('CREDIT NOTE');
    await expectShaped(creditNote, inOdia, 'NotoSansOriya');
  });

  it('embeds no Indic font in the invoice of a buyer who writes in Latin letters', async () => {
    const order = await place(SHIPPING_TO_CUTTACK);
    const fonts = await pdfDrawnFonts(await download(`/api/orders/${order.number}/invoice.pdf`, order.documentsKey));
    expect(fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual(['DejaVuSansCondensed', 'DejaVuSansCondensed-Bold']);
    for (const font of fonts) expect(font.codes).not.toContain(0);
  });
});
