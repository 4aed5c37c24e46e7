// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Suspense } from 'react';
import { act, cleanup, render } from '@testing-library/react';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/server/config.ts';
import { shopAddressMismatch } from '../../src/server/invoices/shop-identity.ts';
import { addressLines } from '../../src/shared/shop-address.ts';
import viteConfig from '../../vite.config.ts';
import { staleBuilds } from '../../scripts/build.mjs';
import { DEMO_PRODUCTS } from '../../src/server/demo/demo-catalogue.ts';
import { CONTENT_PAGES } from '../../src/web/content/pages.ts';
import { SHOP } from '../../src/web/content/shop.ts';
import { ProductInformation } from '../../src/web/features/catalogue/components/product-information.tsx';
import { productInfoWords } from '../../src/web/features/catalogue/lib/product-info-words.ts';
import type { Product } from '../../src/shared/product.ts';
import type { ContentPage } from '../../src/web/content/types.ts';
import { InLanguage } from '../helpers/page-language.tsx';

// The shop's words say one truth: one address, the payments it takes today, claims its pieces keep.

afterEach(cleanup);
// The part's words are a chunk of their own: loaded (and compiled) before the first render waits for them.
beforeAll(() => productInfoWords('en'));

/** Every word of a content page, as one text. */
const wordsOf = (page: unknown) => JSON.stringify(page);
const sectionsOf = (page: ContentPage) => ('sections' in page ? page.sections : []);
const questionsOf = (page: ContentPage) => ('questions' in page ? page.questions : []);

/** The product page's information part's text, once its words (a chunk of their own) have loaded. */
async function informationText(product: Product): Promise<string> {
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(<InLanguage><Suspense fallback="loading"><ProductInformation product={product} /></Suspense></InLanguage>);
    await productInfoWords('en');
  });
  expect(view.container.textContent).not.toBe('loading');
  return view.container.textContent ?? '';
}

const ADDRESS = 'Plot 12, Link Road, Badambadi, Cuttack, Odisha 753012';

describe('the shop’s address', () => {
  it('is the one invoices print (SHOP_ADDRESS’s default) on Terms, "Visit Our Store" and the product page', async () => {
    expect(loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-words-')) }).shop.address).toBe(ADDRESS);
    expect(SHOP.addressLines.slice(0, 2).join(', ')).toBe(ADDRESS);
    expect(wordsOf(CONTENT_PAGES.terms)).toContain(ADDRESS);
    expect(sectionsOf(CONTENT_PAGES['contact/submenu2'])[0]?.blocks).toEqual([{ address: ['Rajat Silver', 'Plot 12, Link Road, Badambadi', 'Cuttack, Odisha 753012', 'India'] }]);
    expect(await informationText(piece('Silver', '925', 'Silver'))).toContain(`Shipped by Rajat Silver, ${ADDRESS}, India.`);
    for (const page of Object.values(CONTENT_PAGES)) expect(wordsOf(page)).not.toMatch(/Plot 14|Nayasarak|753002/);
  });

  it('comes from the SHOP_ADDRESS setting into the web build, street on one line and city, state and PIN on the next', () => {
    const built = (address: string | undefined) => {
      const before = process.env.SHOP_ADDRESS;
      if (address === undefined) delete process.env.SHOP_ADDRESS;
      else process.env.SHOP_ADDRESS = address;
      try {
        const config = viteConfig as unknown as (env: object) => { define: Record<string, string> };
        return JSON.parse(config({ command: 'build', mode: 'production', isSsrBuild: false }).define.__SHOP_ADDRESS_LINES__!) as unknown;
      } finally {
        if (before === undefined) delete process.env.SHOP_ADDRESS;
        else process.env.SHOP_ADDRESS = before;
      }
    };
    expect(built(undefined)).toEqual(['Plot 12, Link Road, Badambadi', 'Cuttack, Odisha 753012']);
    expect(built(' 4, Carter Road ,Bandra West, Mumbai, Maharashtra 400050 ')).toEqual(['4, Carter Road, Bandra West', 'Mumbai, Maharashtra 400050']);
    expect(addressLines('Badambadi, Cuttack')).toEqual(['Badambadi, Cuttack']);
  });

  it('a change of SHOP_ADDRESS makes `npm start` build the pages again; a server whose build shows another address says so at start', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'shop-built-settings-'));
    for (const file of ['web/index.html', 'ssr/entry-server.js', 'server/stripped.json']) {
      mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
      writeFileSync(path.join(dist, file), '');
    }
    const before = process.env.SHOP_ADDRESS;
    try {
      delete process.env.SHOP_ADDRESS;
      writeFileSync(path.join(dist, 'built-settings.json'), JSON.stringify({ SHOP_ADDRESS: '' }));
      expect(staleBuilds(dist)).toEqual([]);
      process.env.SHOP_ADDRESS = '4 Carter Road, Bandra West, Mumbai, Maharashtra 400050';
      expect(staleBuilds(dist).map((build) => build.name)).toEqual(['web app', 'renderer']);
    } finally {
      if (before === undefined) delete process.env.SHOP_ADDRESS;
      else process.env.SHOP_ADDRESS = before;
    }

    const shown = ['Plot 12, Link Road, Badambadi', 'Cuttack, Odisha 753012'];
    expect(shopAddressMismatch(ADDRESS, shown)).toBeNull();
    expect(shopAddressMismatch('4 Carter Road, Mumbai, Maharashtra 400050', shown)).toBe(
      `SHOP_ADDRESS (4 Carter Road, Mumbai, Maharashtra 400050) is not the address this build's pages show (${ADDRESS}): run \`npm run build\` with this SHOP_ADDRESS, or start with \`npm start\`, which does`,
    );
  });

  it('Terms name the shop once where they say who runs the website', () => {
    const about = wordsOf(sectionsOf(CONTENT_PAGES.terms)[0]);
    expect(about.match(/Rajat Silver/g)).toHaveLength(1);
  });
});

describe('the privacy and refund pages', () => {
  it('describe each payment method (PAYMENT_METHODS), UPI and Cash on Delivery: no payment partner, refunds by bank transfer or to the UPI account', () => {
    expect(wordsOf(CONTENT_PAGES.privacy)).not.toMatch(/payment partner|payment provider/);
    expect(wordsOf(CONTENT_PAGES.privacy)).toContain('When you pay by UPI, you pay from your own UPI app to our UPI ID: we never see your bank details.');
    expect(wordsOf(CONTENT_PAGES.privacy)).toContain('When you pay cash on delivery, we never ask for card or bank details.');
    expect(wordsOf(CONTENT_PAGES.refund)).toContain('When you pay by UPI, refunds are processed within 8 days, to the account the payment came from.');
    expect(wordsOf(CONTENT_PAGES.privacy)).toContain('the cart’s pieces in a cookie');
    expect(wordsOf(CONTENT_PAGES.refund)).not.toContain('original payment method');
    expect(wordsOf(CONTENT_PAGES.refund)).toContain('by bank transfer or UPI to an account you name');
  });
});

describe('the demo catalogue and the product page', () => {
  it('calls no gold or platinum piece plated', () => {
    const plated = DEMO_PRODUCTS.filter((product) => product.MetalType !== 'Silver' && /Plated|Rose Gold|Oxidised/.test(product.Colour ?? ''));
    expect(plated.map((product) => product.ProductName)).toEqual([]);
    expect(DEMO_PRODUCTS.find((product) => product.ProductName === 'Heritage Temple Ring')).toMatchObject({ MetalType: 'Gold', Purity: '22K', Colour: 'Gold' });
  });

  it('promises a 22K gold piece neither the silver value nor a rhodium coating; a silver piece keeps both', async () => {
    const gold = await informationText(piece('Gold', '22K', 'Gold'));
    expect(gold).not.toMatch(/silver value|rhodium|plating/i);
    expect(gold).toContain('warranty on craftsmanship and finish');
    cleanup();
    const silver = await informationText(piece('Silver', '925', 'Silver'));
    expect(silver).toContain('Lifetime exchange at 100% of the silver value');
    expect(silver).toContain('rhodium coating');
    cleanup();
    const plated = await informationText(piece('Silver', '925', 'Gold Plated'));
    expect(plated).toContain('Plated in gold over the silver.');
    expect(plated).not.toContain('rhodium');
  });
});

it('the FAQ’s sizes speak of bangles and bracelets', () => {
  const sizes = questionsOf(CONTENT_PAGES.FAQ).find((entry) => /size/.test(entry.question));
  expect(sizes?.question).toBe('How do I find my bangle or bracelet size?');
  expect(wordsOf(sizes)).not.toMatch(/\bring\b/i);
  expect(wordsOf(CONTENT_PAGES['services/submenu1'])).toContain('Bangles and bracelets come in sizes');
});

function piece(MetalType: string, Purity: string, Colour: string): Product {
  return {
    id: 'p1',
    ProductName: 'A Piece',
    ProductPrice: 1299,
    ProductImgs: { high: [], low: [] },
    Category: 'Ring',
    MetalType,
    Purity,
    Colour,
  };
}
