import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, test as shopTest } from './fixtures.ts';
import { formatRupees } from '../../src/shared/money.ts';
import type { PublicOrder } from '../../src/shared/order.ts';
import type { Product } from '../../src/shared/product.ts';
import { SHIPPING_TO_CUTTACK } from '../helpers/shop-fixtures.ts';
import { sizeOf } from './shop-steps.ts';
import { startLoopbackSmtp, type LoopbackSmtp } from '../helpers/smtp.ts';
import en from '../../src/web/messages/en/order.ts';
import hi from '../../src/web/messages/hi/order.ts';
import or from '../../src/web/messages/or/order.ts';

// Issue 42, point 4: a UPI order placed and not yet paid e-mails its shopper how much to pay and
// the order's link, in the order's language; on a phone the order page shows "Pay with a UPI app"
// before the QR code; once the shopper gives the payment's reference (UTR) the page says the shop
// is checking it, with no QR code and no warning of cancellation. In English, Hindi and Odia, at
// 1280 and 390px. This spec's shop takes UPI and sends its mail to a loopback SMTP server.

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
  shopEnv: [
    async ({ smtp }, use) =>
      use({ SMTP_URL: smtp.url, MAIL_FROM: 'Rajat Silver <orders@rajatsilver.in>', UPI_ID: 'rajatsilver@okaxis', UPI_NAME: 'Rajat Silver',
        // Six orders from one phone and one address: more than a day's limits.
        ORDERS_PER_CONTACT: '50', ORDERS_PER_CLIENT: '50', ORDER_RATE_LIMIT: '50' }),
    { scope: 'worker' },
  ],
});

/** Screenshots for people to look at (not baselines). */
const SHOTS = 'test-results/upi-languages';

const WORDS = { en: en.order, hi: hi.order, or: or.order };
/** The e-mail's request to pay, in each language (server/mail/words). */
const ASK = {
  en: (amount: string) => `To complete it, pay ${amount} by UPI`,
  hi: (amount: string) => `इसे पूरा करने के लिए UPI से ${amount} का भुगतान करें`,
  or: (amount: string) => `ଏହାକୁ ପୂରା କରିବାକୁ UPIରେ ${amount} ପେମେଣ୍ଟ କରନ୍ତୁ`,
};

for (const width of [1280, 390]) {
  for (const language of ['en', 'hi', 'or'] as const) {
    test(`a UPI order placed in ${language} is e-mailed how to pay, and its page says the shop is checking once the UTR is given, at ${width}px`, async ({ page, request, smtp }) => {
      mkdirSync(SHOTS, { recursive: true });
      await page.setViewportSize({ width, height: 900 });
      const words = WORDS[language];
      const { products } = (await (await request.get('/api/products?limit=20')).json()) as { products: Product[] };
      const product = products.find((each) => each.StockLevel !== 'out_of_stock');
      if (!product) throw new Error('the demo catalogue has nothing in stock');
      const email = `upi-${language}-${width}-${Date.now()}@example.in`;
      const placed = await request.post('/api/orders', {
        headers: { 'idempotency-key': randomUUID(), 'accept-language': `${language}-IN` },
        data: { ...SHIPPING_TO_CUTTACK, email, paymentMethod: 'upi', lines: [{ productId: product.id, size: sizeOf(product), quantity: 1 }] },
      });
      expect(placed.status()).toBe(201);
      const order = (await placed.json()) as PublicOrder;
      expect(order.status).toBe('awaiting_payment');
      const amount = formatRupees(order.orderTotal);

      // The e-mail: the amount, and the signed link to the order's page in its language.
      await expect.poll(() => smtp.received.filter((mail) => mail.rcptTo.includes(email)).length, { timeout: 30_000 }).toBe(1);
      const mail = smtp.received.find((each) => each.rcptTo.includes(email))!;
      expect(mail.subject).toContain(order.number);
      expect(mail.subject).toContain(amount);
      expect(mail.text).toContain(ASK[language](amount));
      const prefix = language === 'en' ? '' : `/${language}`;
      const link = new RegExp(`https?://[^\\s]+${prefix}/order/${order.number}\\?key=[\\w.-]+`).exec(mail.text ?? '')?.[0];
      expect(link).toBeDefined();
      expect(String(mail.html)).toContain(`href="${link}"`);

      // The order page, opened from the e-mail's link: the QR code, the time to pay by, and on a
      // phone the app's button above the QR code.
      await page.goto(new URL(link!).pathname + new URL(link!).search);
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
      const card = page.getByTestId('upi-payment');
      const qr = card.locator('img');
      await expect(qr).toBeVisible();
      await expect(page.getByTestId('upi-pay-by')).toBeVisible();
      const appLink = page.getByTestId('upi-app-link');
      if (width < 640) {
        await expect(appLink).toBeVisible();
        await expect(appLink).toHaveText(words.upi.appLink);
        const [button, code] = [await appLink.boundingBox(), await qr.boundingBox()];
        expect(button!.y + button!.height).toBeLessThanOrEqual(code!.y);
      } else {
        await expect(appLink).toBeHidden();
      }
      if (language === 'hi') await page.screenshot({ path: `${SHOTS}/order-hi-${width}.png`, fullPage: true });

      // The reference, through the page's own form (once it has hydrated): the page then says the
      // shop is checking the payment, with no QR code and no warning that it will be cancelled.
      // A reference of this test's own: a UTR pays one order only (decision 038).
      const utr = `4${String(Date.now()).slice(-10)}${width % 10}`;
      const reference = card.locator('input[name="reference"]');
      await expect(async () => {
        await reference.fill(utr);
        await card.locator('button[type="submit"]').click();
        await expect(page.getByTestId('upi-checking')).toBeVisible({ timeout: 2_000 });
      }).toPass();
      const checking = page.getByTestId('upi-checking');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.hero.checking);
      await expect(checking).toContainText(amount);
      // The public page shows the reference's last four digits only.
      await expect(checking).toContainText(`•••• •••• ${utr.slice(-4)}`);
      await expect(checking).toContainText(words.upi.checkingHeld);
      await expect(page.getByTestId('upi-payment')).toHaveCount(0);
      await expect(page.locator('main img[src*="upi-qr"]')).toHaveCount(0);
      await expect(page.getByTestId('upi-pay-by')).toHaveCount(0);
      await expect(page.getByTestId('upi-app-link')).toHaveCount(0);
      // The same after a reload: the server renders the checking state.
      await page.reload();
      await expect(page.getByTestId('upi-checking')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.hero.checking);
      await expect(page.locator('main img[src*="upi-qr"]')).toHaveCount(0);
      if (language === 'hi') {
        await page.screenshot({ path: `${SHOTS}/order-hi-checking-${width}.png`, fullPage: true });
        // The e-mail as a mail program draws it.
        await page.setContent(String(mail.html));
        await page.screenshot({ path: `${SHOTS}/mail-hi-${width}.png`, fullPage: true });
      }
    });
  }
}
