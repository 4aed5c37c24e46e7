import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDayOf } from '../../src/shared/india-days.ts';
import type { MetalRates } from '../../src/shared/metal-rate-input.ts';
import type { Product } from '../../src/shared/product.ts';
import { createTestApp, DATABASE_KINDS, signInAsOperator, type TestApp } from '../helpers/test-app.ts';
import { productInput, SHIPPING_TO_CUTTACK } from '../helpers/shop-fixtures.ts';
import { jpeg, multipart } from '../helpers/uploads.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { webBuild } from '../helpers/web-build.ts';

// Metal rates and pricing by weight (issue 28, decision 035): the operator sets a rate, every
// product priced by weight in that metal and purity is repriced at once (API, rendered pages,
// the cart's check), while a placed order keeps its price and its invoice's break-up.

const KADA = productInput({
  ProductName: 'Classic Kada',
  ProductPrice: undefined,
  PricedBy: 'weight',
  MakingChargeBy: 'percent',
  MakingCharge: 12,
  Extras: 0,
  Category: 'Bangle',
  metalWeight: 28,
  Stock: 50,
});

describe.each(DATABASE_KINDS)('metal rates on %s', (kind) => {
  let t: TestApp;
  let cookie = '';
  let kada: Product;

  const setRate = (payload: Record<string, unknown>, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: 'POST', url: '/api/metal-rates', headers, payload });
  const rates = async () => (await t.app.inject({ url: '/api/metal-rates', headers: { cookie } })).json<MetalRates>();
  const addProduct = async (product: Record<string, unknown>) => {
    const form = await multipart({ product }, [{ name: 'kada.jpg', data: await jpeg(400, 400) }]);
    return t.app.inject({ method: 'POST', url: '/api/products', payload: form.payload, headers: { ...form.headers, cookie } });
  };
  const productNamed = async (name: string) => (await t.app.inject(`/api/products/by-name/${encodeURIComponent(name)}`)).json<Product>();
  const page = async (path: string) => (await t.app.inject(path)).body;

  beforeAll(async () => {
    const limits = { PAGE_RATE_LIMIT: '100000', ORDER_RATE_LIMIT: '1000' };
    t = await createTestApp(kind, { DIST_DIR: webBuild(), ...limits });
    cookie = await signInAsOperator(t);
  }, 120_000);
  afterAll(() => t.close());

  it('is for operators only', async () => {
    expect((await t.app.inject('/api/metal-rates')).statusCode).toBe(401);
    expect((await setRate({ metal: 'Silver', purity: '925', ratePerGram: 150 }, {})).statusCode).toBe(401);
  });

  it('refuses a product priced by weight while its metal and purity have no rate, saying what to do', async () => {
    const refused = await addProduct(KADA);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error: 'no_rate',
      message: 'There is no rate for 925 silver yet. Set it under Metal rates first, or give the product a fixed price.',
      fieldErrors: { PricedBy: expect.stringContaining('There is no rate for 925 silver yet.') },
    });
    expect((await t.app.inject('/api/products/by-name/Classic%20Kada')).statusCode).toBe(404);
  });

  it('refuses bad rates with a message per field, and keeps nothing of them', async () => {
    const wrongGrade = await setRate({ metal: 'Gold', purity: '925', ratePerGram: 11_000 });
    expect(wrongGrade.statusCode).toBe(400);
    expect(wrongGrade.json().fieldErrors).toEqual({ purity: '925 is not a grade of gold: choose 24K, 22K, 18K, 14K.' });
    const noRate = await setRate({ metal: 'Silver', purity: '925', ratePerGram: -5 });
    expect(noRate.json().fieldErrors).toEqual({ ratePerGram: 'The rate must be more than zero.' });
    const tomorrow = indiaDayOf(new Date(Date.now() + 86_400_000));
    const later = await setRate({ metal: 'Silver', purity: '925', ratePerGram: 150, appliesFrom: tomorrow });
    expect(later.statusCode).toBe(400);
    expect(later.json().fieldErrors).toEqual({ appliesFrom: 'A rate cannot be set for a later day: set it on the day it applies from.' });
    expect((await rates()).history).toEqual([]);
  });

  it('prices a product by weight from the rate: metal, making, GST 3% and rounding add up to the price, on the API and the page', async () => {
    expect((await setRate({ metal: 'Silver', purity: '925', ratePerGram: 152.6 })).statusCode).toBe(201);
    const created = await addProduct(KADA);
    expect(created.statusCode).toBe(201);
    kada = await productNamed('Classic Kada');
    // 28 g × ₹152.60 = ₹4,272.80; 12% = ₹512.74; GST 3% of ₹4,785.54 = ₹143.57; ₹4,929.11 -> ₹4,929.
    expect(kada.ProductPrice).toBe(4929);
    expect(kada.PriceBreakup).toEqual({ Rate: 152.6, RateDate: indiaDayOf(new Date()), Metal: 4272.8, Making: 512.74, Extras: 0, GST: 143.57, Rounding: -0.11, Total: 4929 });
    const html = await page('/product/Classic%20Kada');
    expect(html).toContain('data-testid="price-breakup"');
    expect(html).toContain('Silver value: 28 g × ₹152.60/g (rate of ');
    expect(html).toContain('Making charge (12% of metal value)');
    expect(html).toContain('Rs.4,929.00/-');
    expect(html).toContain('BIS hallmarked 925 silver');
    expect(await page('/home/bracelets')).toContain('925 Silver · BIS hallmarked');
    const hindi = await page('/hi/product/Classic%20Kada');
    expect(hindi).toContain('क़ीमत का ब्योरा');
    expect(hindi).toContain('बनवाई (धातु के मूल्य का 12%)');
    const odia = await page('/or/product/Classic%20Kada');
    expect(odia).toContain('ଦାମର ବିବରଣୀ');
    expect(odia).toContain('ମଜୁରି (ଧାତୁ ମୂଲ୍ୟର 12%)');
  });

  it('reprices every such product at once when a rate is set: API, page (not the cached one), the cart’s check; a placed order keeps its price and break-up', async () => {
    // An order at today's price, and the pages and answers cached before the change.
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: { ...SHIPPING_TO_CUTTACK, lines: [{ productId: kada.id, size: '2.6', quantity: 1 }] },
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json();
    expect(await page('/product/Classic%20Kada')).toContain('Rs.4,929.00/-');
    expect((await t.app.inject(`/api/products/by-ids?ids=${kada.id}`)).json().products[0].ProductPrice).toBe(4929);

    const set = await setRate({ metal: 'Silver', purity: '925', ratePerGram: 160 });
    expect(set.statusCode).toBe(201);
    expect(set.json()).toMatchObject({ rate: { metal: 'Silver', purity: '925', ratePerGram: 160, appliesFrom: indiaDayOf(new Date()) }, repriced: 1 });

    // 28 g × ₹160 = ₹4,480; 12% = ₹537.60; GST ₹150.53; ₹5,168.13 -> ₹5,168.
    expect((await productNamed('Classic Kada')).PriceBreakup).toMatchObject({ Rate: 160, Metal: 4480, Making: 537.6, GST: 150.53, Rounding: -0.13, Total: 5168 });
    const html = await page('/product/Classic%20Kada');
    expect(html).toContain('Rs.5,168.00/-');
    expect(html).not.toContain('Rs.4,929.00/-');
    // The cart's price check answers the new price (the cart then flags the change).
    expect((await t.app.inject(`/api/products/by-ids?ids=${kada.id}`)).json().products[0].ProductPrice).toBe(5168);

    // The order placed before keeps its price, and its invoice the break-up as it was sold.
    const stored = await t.app.inject({ url: `/api/orders/${order.number}?key=${order.documentsKey}` });
    expect(stored.statusCode).toBe(200);
    expect(stored.json().lines[0].unitPrice).toBe(4929);
    const invoice = await t.app.inject(`/api/orders/${order.number}/invoice.pdf?key=${order.documentsKey}`);
    expect(invoice.statusCode).toBe(200);
    const text = (await pdfText(invoice.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Price of a piece, at the rate of');
    expect(text).toContain('Metal 28.00 g × ₹152.60/g: ₹4,272.80');
    expect(text).toContain('Making (12% of metal): ₹512.74');
    expect(text).toContain('GST 3%: ₹143.57');
    expect(text).toContain('Rounding off: −₹0.11');
    expect(text).toContain('Price: ₹4,929.00');
    expect(text).not.toContain('₹160.00/g');
  });

  it('keeps every setting as history, shows today’s rate of each pair and whether it is stale, and audits each change', async () => {
    const backdated = await setRate({ metal: 'Gold', purity: '22K', ratePerGram: 11_650, appliesFrom: indiaDayOf(new Date(Date.now() - 3 * 86_400_000)) });
    expect(backdated.statusCode).toBe(201);
    const listed = await rates();
    expect(listed.history.map((rate) => [rate.metal, rate.purity, rate.ratePerGram])).toEqual([
      ['Gold', '22K', 11_650],
      ['Silver', '925', 160],
      ['Silver', '925', 152.6],
    ]);
    expect(listed.history[1]!.setBy).toBe('operator@rajatsilver.in');
    const current = Object.fromEntries(listed.current.map((entry) => [`${entry.metal} ${entry.purity}`, entry]));
    expect(Object.keys(current)).toEqual(['Silver 925', 'Silver 999', 'Gold 22K', 'Gold 18K', 'Platinum 950']);
    expect(current['Silver 925']).toMatchObject({ rate: { ratePerGram: 160 }, stale: false, products: 1 });
    expect(current['Gold 22K']).toMatchObject({ rate: { ratePerGram: 11_650 }, stale: true, products: 0 });
    expect(current['Silver 999']).toMatchObject({ rate: null, stale: false });

    const trail = (await t.app.inject({ url: '/api/audit-log', headers: { cookie } })).json().entries;
    const rateEntries = trail.filter((entry: { event: string }) => entry.event === 'metal-rate-set');
    expect(rateEntries).toHaveLength(3);
    expect(rateEntries[1]).toMatchObject({ actor: 'operator@rajatsilver.in', subject: 'Silver 925', details: `₹160/g from ${indiaDayOf(new Date())}; 1 product repriced` });
  });

  it('refuses a product whose purity is not a grade of its metal, and an edit to pricing by weight without a making charge', async () => {
    const wrong = await addProduct(productInput({ ProductName: 'Odd Ring', MetalType: 'Gold', Purity: '925' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ Purity: '925 is not a grade of gold: choose 24K, 22K, 18K, 14K.' });
    const fixed = await addProduct(productInput({ ProductName: 'Fixed Ring' }));
    expect(fixed.statusCode).toBe(201);
    const edit = await t.app.inject({ method: 'PATCH', url: `/api/products/${fixed.json().id}`, headers: { cookie }, payload: { product: { PricedBy: 'weight' } } });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().fieldErrors).toMatchObject({ MakingCharge: 'Enter the making charge (0 if none).' });
    const priced = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${fixed.json().id}`,
      headers: { cookie },
      payload: { product: { PricedBy: 'weight', MakingChargeBy: 'gram', MakingCharge: 50 } },
    });
    expect(priced.statusCode).toBe(200);
    // 3.25 g × ₹160 = ₹520; making ₹162.50; GST ₹20.48; ₹702.98 -> ₹703.
    expect(priced.json()).toMatchObject({ ProductPrice: 703, PricedBy: 'weight', PriceBreakup: { Metal: 520, Making: 162.5, GST: 20.48, Rounding: 0.02, Total: 703 } });
  });
  it('asks for confirmation of a rate far from the current one, naming the change and the pieces it reprices; the first rate and a backdated one need none (decision 042)', async () => {
    const before = await rates();
    const kadaPrice = (await productNamed('Classic Kada')).ProductPrice;
    // 1600 typed for 160.00: ten times the rate, on the two pieces priced by weight in silver 925.
    const far = await setRate({ metal: 'Silver', purity: '925', ratePerGram: 1600 });
    expect(far.statusCode).toBe(409);
    expect(far.json()).toEqual({
      error: 'rate_confirmation',
      message: 'Silver 925: ₹160.00 → ₹1,600.00, +900%, 2 pieces. Confirm the change to set it.',
      details: { metal: 'Silver', purity: '925', fromRatePerGram: 160, toRatePerGram: 1600, percent: 900, pieces: 2 },
    });
    // Nothing was recorded or repriced.
    expect((await rates()).history).toEqual(before.history);
    expect((await productNamed('Classic Kada')).ProductPrice).toBe(kadaPrice);
    // Down by a tenth of the rate or more is far too; the figure says so with its sign.
    const down = await setRate({ metal: 'Silver', purity: '925', ratePerGram: 16 });
    expect(down.json()).toMatchObject({ error: 'rate_confirmation', message: 'Silver 925: ₹160.00 → ₹16.00, −90%, 2 pieces. Confirm the change to set it.' });
    // Under RATE_CONFIRM_PERCENT (20) is set at once; a rate dated before the current one reprices nothing and is set at once.
    expect((await setRate({ metal: 'Silver', purity: '925', ratePerGram: 191.99 })).statusCode).toBe(201);
    const backdated = await setRate({ metal: 'Silver', purity: '925', ratePerGram: 1500, appliesFrom: indiaDayOf(new Date(Date.now() - 5 * 86_400_000)) });
    expect(backdated.json()).toMatchObject({ repriced: 0 });
    // The first rate of a pair has nothing to be far from.
    expect((await setRate({ metal: 'Silver', purity: '999', ratePerGram: 1650 })).statusCode).toBe(201);

    // Confirmed, it is set and reprices at once, and the audit trail says it was a confirmed far change.
    const confirmed = await setRate({ metal: 'Silver', purity: '925', ratePerGram: 1600, confirmed: true });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json()).toMatchObject({ rate: { ratePerGram: 1600 }, repriced: 2 });
    expect((await productNamed('Classic Kada')).PriceBreakup).toMatchObject({ Rate: 1600 });
    const trail = (await t.app.inject({ url: '/api/audit-log', headers: { cookie } })).json().entries;
    expect(trail.find((entry: { event: string }) => entry.event === 'metal-rate-set')).toMatchObject({
      subject: 'Silver 925',
      details: `₹1600/g from ${indiaDayOf(new Date())}; 2 products repriced; a far change, confirmed`,
    });
  });
});
