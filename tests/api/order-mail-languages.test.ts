import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatIndiaDateTime } from '../../src/shared/india-time.ts';
import { formatRupees } from '../../src/shared/money.ts';
import { LANGUAGE_TAGS, type Language } from '../../src/shared/languages.ts';
import type { PublicOrder } from '../../src/shared/order.ts';
import type { ProductRecord } from '../../src/server/catalogue/repository.ts';
import { toProductColumns } from '../../src/server/catalogue/wire.ts';
import { smtpTransport, startMailWorker, type MailWorker } from '../../src/server/mail/worker.ts';
import { orderLanguage } from '../../src/server/orders/order-language.ts';
import { createTestApp, DATABASE_KINDS, signInAsOperator, type TestApp } from '../helpers/test-app.ts';
import { startLoopbackSmtp, type LoopbackSmtp, type ReceivedMail } from '../helpers/smtp.ts';
import { PARCEL, productInput, SHIPPING_TO_CUTTACK } from '../helpers/shop-fixtures.ts';

// Issue 27, decision 034: an order remembers the language it was placed in (the page's, sent as
// Accept-Language), and every e-mail to its shopper is written in it: subject, text and HTML,
// dates in its months, prices as everywhere, the order's link to its page in that language.
// The operators' alert stays English, as the backend.

const SHOP_URL = 'https://shop.example.in';
const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** A shopper a language: her name and street in its script, as she types them. */
const SHOPPERS = {
  hi: { name: 'अनन्या मिश्रा', address: '12, लिंक रोड, बादामबाड़ी', email: 'ananya.hi@example.in' },
  or: { name: 'ଅନନ୍ୟା ମିଶ୍ର', address: '12, ଲିଙ୍କ ରୋଡ, ବାଦାମବାଡ଼ି', email: 'ananya.or@example.in' },
} as const;

/** What each language's e-mails must say (their words, server/mail/words). */
const EXPECTED = {
  hi: {
    placed: (number: string) => `Rajat Silver: आपका ऑर्डर ${number} मिल गया है`,
    shipped: (number: string) => `Rajat Silver: आपका ऑर्डर ${number} रवाना हो गया है`,
    cancelled: (number: string) => `Rajat Silver: आपका ऑर्डर ${number} रद्द कर दिया गया है`,
    thanks: (name: string) => `आपके ऑर्डर के लिए धन्यवाद, ${name}।`,
    total: 'ऑर्डर की कुल राशि: ',
    line: '925 चांदी · साइज़ 2.6 · 2 × ₹1,299.99',
    yourOrder: 'आपका ऑर्डर: ',
    shipTo: 'भेजने का पता:',
    courier: 'कूरियर: Delhivery',
    parcel: PARCEL,
    tracking: `ट्रैकिंग (AWB) नंबर: ${PARCEL.trackingNumber}`,
    creditNote: 'आपका GST क्रेडिट नोट: ',
    downloadCreditNote: 'अपना GST क्रेडिट नोट (PDF) डाउनलोड करें',
    noDues: 'आपको कुछ भी भुगतान नहीं करना है।',
    deliveredBy: (day: string) => `${day} तक डिलीवरी।`,
    script: /[\u0900-\u097F]/,
    font: 'Noto Sans Devanagari',
    ring: 'कमल अंगूठी',
    odisha: 'ओडिशा',
  },
  or: {
    placed: (number: string) => `Rajat Silver: ଆପଣଙ୍କ ଅର୍ଡର ${number} ମିଳିଗଲା`,
    shipped: (number: string) => `Rajat Silver: ଆପଣଙ୍କ ଅର୍ଡର ${number} ପଠାଯାଇଛି`,
    cancelled: (number: string) => `Rajat Silver: ଆପଣଙ୍କ ଅର୍ଡର ${number} ବାତିଲ କରାଗଲା`,
    thanks: (name: string) => `ଆପଣଙ୍କ ଅର୍ଡର ପାଇଁ ଧନ୍ୟବାଦ, ${name}।`,
    total: 'ଅର୍ଡରର ମୋଟ ରାଶି: ',
    line: '925 ରୁପା · ସାଇଜ 2.6 · 2 × ₹1,299.99',
    yourOrder: 'ଆପଣଙ୍କ ଅର୍ଡର: ',
    shipTo: 'ପଠାଇବା ଠିକଣା:',
    courier: 'କୁରିଅର: Delhivery',
    // A number of its own: one number on two orders is warned of (decision 042).
    parcel: { ...PARCEL, trackingNumber: '1234567890124' },
    tracking: 'ଟ୍ରାକିଂ (AWB) ନମ୍ବର: 1234567890124',
    creditNote: 'ଆପଣଙ୍କ GST କ୍ରେଡିଟ୍ ନୋଟ୍: ',
    downloadCreditNote: 'ଆପଣଙ୍କ GST କ୍ରେଡିଟ୍ ନୋଟ୍ (PDF) ଡାଉନଲୋଡ୍ କରନ୍ତୁ',
    noDues: 'ଆପଣଙ୍କୁ କିଛି ଦେବାକୁ ପଡ଼ିବ ନାହିଁ।',
    deliveredBy: (day: string) => `${day} ସୁଦ୍ଧା ଡେଲିଭରି।`,
    script: /[\u0B00-\u0B7F]/,
    font: 'Noto Sans Oriya',
    ring: 'ପଦ୍ମ ମୁଦି',
    odisha: 'ଓଡ଼ିଶା',
  },
} as const;

describe('the language of an order, from Accept-Language', () => {
  it('takes the first tag the shop speaks, by preference, else English', () => {
    expect(orderLanguage('hi-IN')).toBe('hi');
    expect(orderLanguage('or-IN')).toBe('or');
    expect(orderLanguage('OR')).toBe('or');
    expect(orderLanguage('fr-FR, or-IN;q=0.8, hi;q=0.5')).toBe('or');
    expect(orderLanguage('hi;q=0.4, or;q=0.9')).toBe('or');
    expect(orderLanguage('en-GB, hi-IN')).toBe('en');
    expect(orderLanguage('hi;q=0, ta-IN')).toBe('en');
    expect(orderLanguage('fr-FR, de')).toBe('en');
    expect(orderLanguage('*')).toBe('en');
    expect(orderLanguage('')).toBe('en');
    expect(orderLanguage(undefined)).toBe('en');
  });
});

describe.each(DATABASE_KINDS)('order e-mails in the order language on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let ring: ProductRecord;
  let smtp: LoopbackSmtp;
  const workers: MailWorker[] = [];

  const sendOutbox = async () => {
    const worker = startMailWorker({
      db: t.database.db,
      transport: smtpTransport(smtp.url),
      from: 'Rajat Silver <orders@rajatsilver.in>',
      shopUrl: SHOP_URL,
      log: silent,
      documentsKey: (orderNumber) => t.app.documentLinks.keyFor(orderNumber),
      pollMs: 60_000,
    });
    workers.push(worker);
    return worker.runOnce();
  };

  const placeOrder = async (acceptLanguage: string | undefined, shopper: Partial<typeof SHIPPING_TO_CUTTACK> = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID(), ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
      payload: { ...SHIPPING_TO_CUTTACK, ...shopper, lines: [{ productId: ring.id, size: '2.6', quantity: 2 }] },
    });
    expect(response.statusCode).toBe(201);
    return response.json<PublicOrder>();
  };

  const setStatus = async (number: string, change: Record<string, string>) =>
    expect((await t.app.inject({ method: 'PATCH', url: `/api/orders/${number}`, payload: change, headers: { cookie } })).statusCode).toBe(200);

  const storedLanguage = async (number: string) =>
    (await t.database.db.selectFrom('orders').select('language').where('number', '=', number).executeTakeFirstOrThrow()).language;

  const storedLineNames = (number: string) =>
    t.database.db
      .selectFrom('order_lines')
      .innerJoin('orders', 'orders.id', 'order_lines.order_id')
      .select(['order_lines.product_name', 'order_lines.local_name'])
      .where('orders.number', '=', number)
      .execute();

  const mailTo = (mails: ReceivedMail[], address: string) => mails.filter((mail) => mail.rcptTo.includes(address));

  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: SHOP_URL, ORDER_RATE_LIMIT: '1000' });
    cookie = await signInAsOperator(t);
    ring = await t.app.catalogue.createProduct(
      toProductColumns(productInput({
          ProductName: 'Lotus Ring',
          ProductPrice: 1299.99,
          Stock: 1000,
          MetalType: 'Silver',
          Translations: { hi: { name: EXPECTED.hi.ring }, or: { name: EXPECTED.or.ring } },
        })),
      [],
    );
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    smtp = await startLoopbackSmtp();
    await t.database.db.deleteFrom('mail_outbox').execute();
  });
  afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.stop();
    await smtp.stop();
  });

  it.each(['hi', 'or'] as const)('writes a %s order’s e-mails in its language, the buyer’s name in its script intact', async (language: Exclude<Language, 'en'>) => {
    const shopper = SHOPPERS[language];
    const words = EXPECTED[language];
    const order = await placeOrder(`${language}-IN`, shopper);
    expect(order.language).toBe(language);
    expect(await storedLanguage(order.number)).toBe(language);
    // The line keeps the product's name in the order's language as sold, beside the English one.
    expect(order.lines.map((line) => [line.name, line.localName])).toEqual([['Lotus Ring', words.ring]]);
    expect(await storedLineNames(order.number)).toEqual([{ product_name: 'Lotus Ring', local_name: words.ring }]);

    expect(await sendOutbox()).toBe(2);
    const mails = await smtp.waitFor(2);
    const [confirmation] = mailTo(mails, shopper.email);
    expect(confirmation?.subject).toBe(words.placed(order.number));

    const text = confirmation?.text ?? '';
    expect(text).toContain(words.thanks(shopper.name));
    // Issue 42, point 5: the line's name and the state in the order's language.
    expect(text).toContain(`${shopper.name}\n${shopper.address}\nCuttack, ${words.odisha} 753012`);
    expect(text).toContain(words.shipTo);
    expect(text).toContain(`- ${words.ring}\n  ${words.line} = ₹2,599.98`);
    expect(text).not.toContain('Lotus Ring');
    // Prices keep the shop's format in every language.
    expect(text).toContain(`${words.total}${formatRupees(order.orderTotal)}`);
    // Confirmed by phone by the hold's end: the date in the language's months.
    expect(order.confirmBy).not.toBeNull();
    expect(text).toContain(formatIndiaDateTime(order.confirmBy!, language));
    // The order's page in the order's language, with the buyer's key.
    const link = new RegExp(`${words.yourOrder}${SHOP_URL}/${language}/order/${order.number}\\?key=[\\w.-]+\\n`).exec(text);
    expect(link).not.toBeNull();
    expect(text).not.toMatch(/Thank you|Order Total|Shipping to/);
    // The day the checkout gave for its PIN (as GET /api/delivery answers it in the language).
    const promise = (await t.app.inject({ url: '/api/delivery/753012', headers: { 'accept-language': `${language}-IN` } })).json<{ date: string; day: string }>();
    expect(order.deliveryBy).toBe(promise.date);
    expect(text).toContain(`\n${words.deliveredBy(promise.day)}\n`);

    const html = String(confirmation?.html);
    expect(html).toContain(`<html lang="${LANGUAGE_TAGS[language]}">`);
    expect(html).toContain(words.font);
    expect(html).toContain(shopper.name);
    expect(html).toContain(`${shopper.address}, Cuttack, ${words.odisha} 753012`);
    expect(html).toContain(`>${words.ring}<br>`);
    expect(html).not.toMatch(/Lotus Ring|Odisha/);
    expect(html).toContain(`href="${SHOP_URL}/${language}/order/${order.number}?key=`);
    expect(html).toContain('₹2,599.98');
    expect(html.replace(/<[^>]+>/g, '')).toMatch(words.script);
    expect(html).not.toMatch(/See your order|Thank you/);
    expect(html).toContain(`<strong>${words.deliveredBy(promise.day)}</strong>`);

    // The operators' alert stays English, with the buyer's name as typed, and opens the order in the backend.
    const [alert] = mails.filter((mail) => mail !== confirmation);
    expect(alert?.subject).toBe(`New order ${order.number}: ${formatRupees(order.orderTotal)}`);
    expect(alert?.text).toContain(`${shopper.name} (${shopper.email}, 9876543210) placed order ${order.number}, Cash on Delivery.`);
    expect(alert?.text).toContain(`The order in the backend: ${SHOP_URL}/backend?order=${order.number}#backend-orders\n`);
    expect(alert?.text).toContain('- Lotus Ring\n');
    expect(alert?.text).toContain('Cuttack, Odisha 753012');

    // Later news comes in the same language: shipped with its parcel, then cancelled for another order.
    await setStatus(order.number, { status: 'confirmed' });
    await setStatus(order.number, { status: 'shipped', ...words.parcel });
    const other = await placeOrder(`${language}-IN`, shopper);
    await setStatus(other.number, { status: 'cancelled' });
    expect(await sendOutbox()).toBe(4); // shipped, the other's confirmation and alert, its cancellation
    const later = mailTo(await smtp.waitFor(6), shopper.email).slice(1);
    const shipped = later.find((mail) => mail.subject === words.shipped(order.number));
    expect(shipped?.text).toContain(words.courier);
    expect(shipped?.text).toContain(words.tracking);
    expect(shipped?.text).toContain(words.deliveredBy(promise.day));
    expect(String(shipped?.html)).toContain(`href="https://www.delhivery.com/track/package/${words.parcel.trackingNumber}"`);
    const cancelled = later.find((mail) => mail.subject === words.cancelled(other.number));
    expect(cancelled?.text).toContain(words.noDues);
    expect(String(cancelled?.html)).toContain(`href="${SHOP_URL}/${language}/order/${other.number}?key=`);
    // The credit note that reversed its invoice, linked with the buyer's key, in the order's language (decision 042).
    const creditNote = new RegExp(`${words.creditNote}(${SHOP_URL}/api/orders/${other.number}/credit-note\\.pdf\\?key=[\\w.-]+)\\n`).exec(cancelled?.text ?? '');
    expect(creditNote).not.toBeNull();
    expect(String(cancelled?.html)).toContain(`${words.downloadCreditNote}</a>`);
    expect((await t.app.inject(creditNote![1]!.slice(SHOP_URL.length))).statusCode).toBe(200);
  });

  it('writes in English when the order came with no language the shop speaks', async () => {
    for (const acceptLanguage of [undefined, 'fr-FR, de;q=0.8']) {
      const order = await placeOrder(acceptLanguage, { email: 'ananya.en@example.in' });
      expect(order.language).toBe('en');
      expect(await storedLanguage(order.number)).toBe('en');
      expect(await storedLineNames(order.number)).toEqual([{ product_name: 'Lotus Ring', local_name: null }]);
    }
    expect(await sendOutbox()).toBe(4);
    const confirmations = mailTo(await smtp.waitFor(4), 'ananya.en@example.in');
    expect(confirmations).toHaveLength(2);
    for (const mail of confirmations) {
      expect(mail.subject).toMatch(/^Rajat Silver: your order RS-\w{10} is placed$/);
      expect(mail.text).toContain('Thank you for your order, Ananya Mishra.');
      expect(mail.text).toContain(`Your order: ${SHOP_URL}/order/`);
      expect(mail.text).toContain('- Lotus Ring\n');
      expect(mail.text).toContain('Cuttack, Odisha 753012');
      expect(String(mail.html)).toContain('<html lang="en-IN">');
    }
  });
});
