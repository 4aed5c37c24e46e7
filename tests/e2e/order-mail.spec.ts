import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import { freshTrackingNumber } from './shop-steps.ts';
import type { PlaceOrderInput } from '../../src/shared/checkout.ts';
import { formatIndiaDateTime } from '../../src/shared/india-time.ts';
import type { PublicOrder } from '../../src/shared/order.ts';
import type { Product } from '../../src/shared/product.ts';
import { sizeOf } from './shop-steps.ts';

// The e2e server runs without SMTP_URL: a shopper's order e-mails wait in the outbox, and the
// operator sees them, and why they wait, in the backend. The browser keeps New York's time:
// the backend writes India's.
test.use({ timezoneId: 'America/New_York' });

test("a shopper's order e-mails wait in the backend's outbox while the shop has no mail server", async ({ page, request, signInAsOperator }) => {
  const { products } = (await (await request.get('/api/products?limit=10')).json()) as { products: Product[] };
  const [first] = products;
  if (!first) throw new Error('the demo catalogue is empty');
  const shopperEmail = `meera-${Date.now()}@example.in`;
  const body: PlaceOrderInput = {
    name: 'Meera Sahoo',
    email: shopperEmail,
    phone: '98765 43210',
    address: '4, Cantonment Road',
    city: 'Cuttack',
    state: 'Odisha',
    zip: '753001',
    lines: [{ productId: first.id, size: sizeOf(first), quantity: 1 }],
  };
  // The operator's account exists before the order: a new order alerts every operator.
  const operator = await signInAsOperator(page);
  const placed = await request.post('/api/orders', { headers: { 'idempotency-key': randomUUID() }, data: body });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as PublicOrder;

  // Nobody but an operator reads the outbox (the page is signed in; this request is not).
  expect((await request.get('/api/mail/outbox')).status()).toBe(401);

  await page.goto('/backend');

  const panel = page.getByRole('region', { name: 'Order e-mails' });
  await expect(panel.getByRole('status').filter({ hasText: 'E-mails are not being sent' })).toContainText(
    'the shop has no mail server (SMTP_URL and MAIL_FROM are not set)',
  );
  const rows = panel.getByTestId('outbox-message');
  const confirmation = rows.filter({ hasText: `Rajat Silver: your order ${order.number} is placed` });
  await expect(confirmation).toHaveCount(1);
  await expect(confirmation).toContainText(shopperEmail);
  await expect(confirmation).toContainText(`Confirmation · ${order.number}`);
  await expect(confirmation).toContainText('Waiting');
  await expect(confirmation).toContainText('Not tried yet');
  // When, in India's time with the zone named, whatever the zone of the operator's machine.
  await expect(confirmation).toContainText(formatIndiaDateTime(order.createdAt));
  const alert = rows.filter({ hasText: `New order ${order.number}:` });
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText(operator.email);
  await expect(alert).toContainText('New-order alert');

  // Shipping the order queues the shopper's status mail; Refresh shows it.
  for (const data of [{ status: 'confirmed' }, { status: 'shipped', courier: 'delhivery', trackingNumber: freshTrackingNumber() }]) {
    expect((await page.request.patch(`/api/orders/${order.number}`, { data })).status()).toBe(200);
  }
  await panel.getByRole('button', { name: 'Refresh' }).click();
  const shipped = rows.filter({ hasText: `Rajat Silver: your order ${order.number} is on its way` });
  await expect(shipped).toHaveCount(1);
  await expect(shipped).toContainText(`Status update · ${order.number}`);
  await expect(shipped).toContainText(shopperEmail);
  await expect(rows.first()).toContainText('is on its way');
});

// The operators' new-order alert links `/backend?order=RS-…#backend-orders` (decision 042;
// tests/api/order-mail.test.ts reads the link in the e-mail): the backend shows that order.
for (const width of [1280, 390]) {
  test(`the alert e-mail's link opens its order in the backend, through sign-in when signed out, at ${width}px`, async ({ page, request, signInAsOperator }) => {
    await page.setViewportSize({ width, height: 900 });
    const { products } = (await (await request.get('/api/products?limit=3')).json()) as { products: Product[] };
    const [first] = products;
    if (!first) throw new Error('the demo catalogue is empty');
    const place = async (name: string) => {
      const data: PlaceOrderInput = {
        name,
        email: `alert-${randomUUID().slice(0, 8)}@example.in`,
        phone: '98765 43210',
        address: '4, Cantonment Road',
        city: 'Cuttack',
        state: 'Odisha',
        zip: '753001',
        lines: [{ productId: first.id, size: sizeOf(first), quantity: 1 }],
      };
      const placed = await request.post('/api/orders', { headers: { 'idempotency-key': randomUUID() }, data });
      expect(placed.status()).toBe(201);
      return (await placed.json()) as PublicOrder;
    };
    const alerted = await place('Sagarika Nayak');
    const newer = await place('Bikash Rout');
    const account = await signInAsOperator(page);
    const link = `/backend?order=${alerted.number}#backend-orders`;

    await page.goto(link);
    const orders = page.getByRole('list', { name: 'Orders' }).getByRole('listitem', { name: /^Order RS-/ });
    await expect(page.getByTestId('one-order')).toContainText(`Order ${alerted.number}, as the e-mail named it.`);
    await expect(orders).toHaveCount(1);
    await expect(orders.first()).toHaveAccessibleName(`Order ${alerted.number}`);
    await expect(orders.first()).toContainText('Sagarika Nayak');
    await expect(orders.first().getByRole('button', { name: 'Confirm' })).toBeVisible();
    // The order is brought into view, its heading focused, below the panels that load above it.
    await expect(orders.first().getByRole('heading', { name: alerted.number })).toBeFocused();
    await expect(orders.first().getByRole('heading', { name: alerted.number })).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath(`alert-order-${width}.png`) });

    // The list again, newest first, and the address no longer names the order.
    await page.getByRole('button', { name: 'Show all orders' }).click();
    await expect(page.getByTestId('one-order')).toHaveCount(0);
    await expect(orders.first()).toHaveAccessibleName(`Order ${newer.number}`);
    expect(new URL(page.url()).searchParams.get('order')).toBeNull();

    // Signed out, the link leads through sign-in to the same order.
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await page.goto(link);
    await expect(page).toHaveURL(new RegExp(`/login\\?order=${alerted.number}$`));
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('one-order')).toContainText(`Order ${alerted.number}, as the e-mail named it.`);
    await expect(orders).toHaveCount(1);
    await expect(orders.first()).toHaveAccessibleName(`Order ${alerted.number}`);
  });
}
