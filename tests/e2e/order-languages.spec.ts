import { expect, test as shopTest } from './fixtures.ts';
import { LANGUAGE_TAGS, type Language } from '../../src/shared/languages.ts';
import type { Product } from '../../src/shared/product.ts';
import { startLoopbackSmtp, type LoopbackSmtp } from '../helpers/smtp.ts';

// Issue 27: a Hindi and an Odia order placed end to end in Chromium, each from its storefront
// (/hi, /or): a product, the cart, the checkout with the buyer's name in her script, cash on
// delivery, the order's page in that language, the confirmation e-mail in it, and from the order
// page by its links to the shop and a product. This spec's
// shop sends its e-mails to a loopback SMTP server of the worker's own. Each screen, loaded or
// reached by a link (its words come with it), renders and hydrates with nothing logged.
//
// The screens' words are being translated: everything here is found by names, ids, test ids,
// links' addresses or roles, never by the words a shopper reads.

const test = shopTest.extend<object, { smtp: LoopbackSmtp }>({
  smtp: [
    // Playwright reads a fixture's needs from this pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const smtp = await startLoopbackSmtp();
      try {
        await use(smtp);
      } finally {
        await smtp.stop();
      }
    },
    { scope: 'worker' },
  ],
  // The shop of this spec's worker sends its mail there (the worker looks every 5 s).
  shopEnv: [async ({ smtp }, use) => use({ SMTP_URL: smtp.url, MAIL_FROM: 'Rajat Silver <orders@rajatsilver.in>' }), { scope: 'worker' }],
});

const BUYERS: Record<Exclude<Language, 'en'>, { name: string; address: string; subject: (number: string) => string; thanks: string; script: RegExp; odisha: string }> = {
  hi: {
    odisha: 'ओडिशा',
    name: 'सुनीता साहू',
    address: '4, कैंटोनमेंट रोड',
    subject: (number) => `Rajat Silver: आपका ऑर्डर ${number} मिल गया है`,
    thanks: 'आपके ऑर्डर के लिए धन्यवाद, सुनीता साहू।',
    script: /[\u0900-\u097F]/,
  },
  or: {
    odisha: 'ଓଡ଼ିଶା',
    name: 'ସୁନୀତା ସାହୁ',
    address: '4, କ୍ୟାଣ୍ଟୋନମେଣ୍ଟ ରୋଡ',
    subject: (number) => `Rajat Silver: ଆପଣଙ୍କ ଅର୍ଡର ${number} ମିଳିଗଲା`,
    thanks: 'ଆପଣଙ୍କ ଅର୍ଡର ପାଇଁ ଧନ୍ୟବାଦ, ସୁନୀତା ସାହୁ।',
    script: /[\u0B00-\u0B7F]/,
  },
};

for (const language of ['hi', 'or'] as const) {
  test(`an order placed from /${language} lands on its page in ${language}, and its confirmation e-mail is in ${language}`, async ({ page, request, smtp }) => {
    // A whole walk through the shop, each page waiting for its hydration: more than most tests.
    test.slow();
    const buyer = BUYERS[language];
    const email = `sunita-${language}-${Date.now()}@example.in`;
    const { products } = (await (await request.get('/api/products?limit=50')).json()) as { products: Product[] };
    // A bangle in stock: size 2.6 is one of its sizes (decision 040).
    const product = products.find((each) => each.Category === 'Bangle' && each.StockLevel !== 'out_of_stock' && (each.Stock === undefined || each.Stock > 0));
    if (!product) throw new Error('the demo catalogue has nothing in stock');
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${page.url()}: ${message.text()}`);
    });

    // The storefront in the language, then the product's page from it.
    await page.goto(`/${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
    await page.goto(`/${language}/product/${encodeURIComponent(product.ProductName)}`);
    await expect(page).toHaveURL(new RegExp(`/${language}/product/`));

    // Size 2.6 (a figure, not a word), then the product's one button after the sizes: Add to Cart.
    const size = page.locator('input[name="size"][value="2.6"]');
    await expect(async () => {
      await page.locator('label').filter({ has: size }).click();
      await expect(size).toBeChecked({ timeout: 1_000 });
    }).toPass();
    await page.locator('fieldset:has(input[name="size"]) ~ button').first().click();
    await expect(page.getByTestId('cart-badge').first()).toHaveText('1');

    // The cart, then its link to the checkout, both in the language.
    await page.locator(`a[href="/${language}/cart"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/${language}/cart$`));
    await page.locator(`a[href="/${language}/checkout"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/${language}/checkout$`));

    // The form once it has hydrated and checked the prices (its submit button, beside the form, is enabled then).
    const pay = page.locator('button[type="submit"][form="checkout-form"]');
    await expect(pay).toBeEnabled();
    await page.locator('#checkout-name').fill(buyer.name);
    await page.locator('#checkout-email').fill(email);
    await page.locator('#checkout-phone').fill('98765 43210');
    await page.locator('#checkout-address').fill(buyer.address);
    await page.locator('#checkout-city').fill('Cuttack');
    await page.locator('#checkout-state').selectOption('Odisha');
    await page.locator('#checkout-zip').fill('753001');
    const cod = page.locator('input[name="paymentMethod"][value="cod"]');
    if ((await cod.count()) > 0) await cod.check();
    await pay.click();

    // The order's page, in the language.
    await expect(page).toHaveURL(new RegExp(`/${language}/order/RS-[A-Z0-9]{10}(\\?|$)`), { timeout: 30_000 });
    const number = /\/order\/(RS-[A-Z0-9]{10})/.exec(page.url())![1]!;
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('#order-summary-title + ul')).toContainText(product.Translations![language]!.name!);
    await expect(page.locator('#order-summary-title + ul')).not.toContainText(product.ProductName);
    await expect(page.locator('main')).toContainText(`Cuttack, ${buyer.odisha} 753001`);

    // The confirmation e-mail, in the language, the buyer's name in her script, the link to the page in the language.
    await expect.poll(() => smtp.received.filter((mail) => mail.rcptTo.includes(email)).length, { timeout: 30_000 }).toBe(1);
    const mail = smtp.received.find((each) => each.rcptTo.includes(email))!;
    expect(mail.subject).toBe(buyer.subject(number));
    expect(mail.text).toContain(buyer.thanks);
    // Issue 42, point 5: the state and the line's name in the order's language (the demo's
    // products have Hindi and Odia names).
    expect(mail.text).toContain(`${buyer.name}\n${buyer.address}\nCuttack, ${buyer.odisha} 753001`);
    const localName = product.Translations?.[language]?.name;
    if (!localName) throw new Error(`the demo product has no ${language} name`);
    expect(mail.text).toContain(`- ${localName}\n`);
    expect(mail.text).not.toContain(product.ProductName);
    expect(mail.text).toMatch(new RegExp(`/${language}/order/${number}\\?key=`));
    expect(mail.text).not.toContain('Thank you for your order');
    const html = String(mail.html);
    expect(html).toContain(`<html lang="${LANGUAGE_TAGS[language]}">`);
    expect(html).toContain(buyer.name);
    expect(html.replace(/<[^>]+>/g, '')).toMatch(buyer.script);

    // The order's own page, opened from the e-mail's link, is in the language too.
    const link = new RegExp(`https?://[^\\s]+/${language}/order/${number}\\?key=[\\w.-]+`).exec(mail.text ?? '')![0];
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
    await expect(page.locator('main h1')).toBeVisible();

    // From the order page (the order words only) by its link to the shop, then a product: the
    // catalogue's words come with those screens. The same document all along: links, not loads.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const toShop = page.locator(`main a[href="/${language}"]`).last();
    await expect.poll(() => toShop.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$')))).toBe(true);
    await toShop.click();
    await expect(page).toHaveURL(new RegExp(`/${language}$`));
    await page.locator(`main a[href^="/${language}/product/"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/${language}/product/`));
    await expect(page.locator('fieldset:has(input[name="size"]) ~ button').first()).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(problems).toEqual([]);
  });
}
