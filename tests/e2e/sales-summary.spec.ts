import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { formatInr, rupeesToPaise } from '../../src/shared/money.ts';
import type { PublicOrder } from '../../src/shared/order.ts';
import type { Product } from '../../src/shared/product.ts';
import type { SalesSummary } from '../../src/shared/sales.ts';
import { placeOrderThroughApi } from './shop-steps.ts';

const ordersText = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

test('the backend opens on the sales summary: figures that count a new order, the chart, what waits to be shipped, and a CSV export', async ({
  page,
  request,
  signInAsOperator,
}) => {
  // An operator made through the CLI (argon2id), sign-in, an order, the backend and a download:
  // more than the default minute on a busy machine.
  test.setTimeout(150_000);
  // Nobody but an operator sees the figures or the orders.
  expect((await request.get('/api/sales/summary')).status()).toBe(401);
  expect((await request.get('/api/sales/orders.csv?from=2026-01-01&to=2026-01-31')).status()).toBe(401);

  await signInAsOperator(page);
  // Other specs may have placed orders on this server: the figures before this one's order.
  const before = (await (await page.request.get('/api/sales/summary')).json()) as SalesSummary;

  const { products } = (await (await request.get('/api/products?limit=100')).json()) as { products: Product[] };
  // A bangle or bracelet, in size 2.4 (decision 040).
  const product = products.find((each) => each.Category === 'Bangle' || each.Category === 'Bracelet')!;
  const placed = await placeOrderThroughApi(request, [{ productId: product.id, size: '2.4', quantity: 2 }], {
    // What a shopper typed that a spreadsheet would run as a formula.
    name: '=Priya Nayak',
    email: 'priya@example.in',
    address: '7, Jail Road, Jharpada',
    city: 'Bhubaneswar',
    zip: '751006',
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as PublicOrder;
  const totalPaise = rupeesToPaise(order.orderTotal);

  await page.goto('/backend');
  const summary = page.getByTestId('sales-summary');
  await expect(summary.getByRole('heading', { name: 'Sales at a glance' })).toBeVisible();
  // The summary comes first in the backend.
  await expect(page.getByRole('navigation', { name: 'Backend sections' }).getByRole('link').first()).toHaveText('Sales');

  // Today's, the 7 days' and the 30 days' figures each count the new order (other specs on this
  // worker's shop may have cancelled orders, or had parcels come back).
  for (const key of ['today', 'last7Days', 'last30Days'] as const) {
    const figures = before.periods[key];
    await expect(summary.getByTestId(`sales-${key}-revenue`)).toHaveText(formatInr(rupeesToPaise(figures.revenue) + totalPaise));
    await expect(summary.getByTestId(`sales-${key}-orders`)).toHaveText(new RegExp(`^${ordersText(figures.orders + 1)}( · \\d+ cancelled)?( · \\d+ returned)?$`));
  }

  // The chart: one image with its title, today's bar drawn, and every day's figures in a table.
  const chart = summary.getByRole('img', { name: 'Takings per day, last 30 days' });
  await expect(chart).toBeVisible();
  await expect(chart.locator(`rect[data-date="${before.today}"]`)).toHaveCount(1);
  await summary.getByText('Figures per day').click();
  const todayRow = summary.getByRole('row', { name: /^Today/ });
  await expect(todayRow).toContainText(String(before.periods.today.orders + 1));
  await expect(todayRow).toContainText(formatInr(rupeesToPaise(before.periods.today.revenue) + totalPaise));
  await expect(summary.getByRole('table').getByRole('row')).toHaveCount(31);

  // Waiting to be shipped, with a way to the orders.
  const awaiting = summary.getByTestId('sales-awaiting');
  await expect(awaiting.getByTestId('sales-awaiting-count')).toHaveText(ordersText(before.awaitingShipment.orders + 1));
  await awaiting.getByRole('link', { name: 'Go to the orders' }).click();
  await expect(page).toHaveURL(/#backend-orders$/);

  // A range the server refuses: its message beside the form, the page kept.
  const exportForm = summary.getByRole('form', { name: 'Export orders' });
  await exportForm.getByLabel('From').fill('2024-01-01');
  await exportForm.getByLabel('To').fill('2026-01-01');
  await exportForm.getByRole('button', { name: 'Download CSV' }).click();
  await expect(exportForm.getByRole('alert')).toHaveText('Export at most 366 days at a time; this range has 732.');
  // And one the form refuses itself.
  await exportForm.getByLabel('From').fill('2026-01-02');
  await exportForm.getByLabel('To').fill('2026-01-01');
  await exportForm.getByRole('button', { name: 'Download CSV' }).click();
  await expect(exportForm.getByRole('alert')).toHaveText('The last day cannot come before the first day.');

  // Today's orders as CSV: the new order's row, its name made harmless for spreadsheets.
  await exportForm.getByLabel('From').fill(before.today);
  await exportForm.getByLabel('To').fill(before.today);
  const downloading = page.waitForEvent('download');
  await exportForm.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`rajat-silver-orders-${before.today}-to-${before.today}.csv`);
  await expect(exportForm.getByRole('status')).toHaveText(`rajat-silver-orders-${before.today}-to-${before.today}.csv downloaded.`);
  await expect(exportForm.getByRole('alert')).toHaveCount(0);
  const csv = await readFile(await download.path(), 'utf8');
  const rows = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(rows[0]).toMatch(/^"Order number","Placed \(IST\)","Status",/);
  const row = rows.find((line) => line.startsWith(`"${order.number}",`));
  expect(row).toBeDefined();
  // Cash on delivery: no UPI reference, not marked paid.
  expect(row).toContain(`,"Placed","Cash on delivery","","","'=Priya Nayak","priya@example.in","9876543210","7, Jail Road, Jharpada","Bhubaneswar","Odisha","751006",`);
  expect(row).toContain(`"${product.ProductName}, size 2.4, 2 × ${product.ProductPrice.toFixed(2)}"`);
  // The order total, then no courier, tracking number or shipping time (it is not shipped yet),
  // then its GST invoice's number.
  expect(row).toContain(`,"${(totalPaise / 100).toFixed(2)}","","","","${order.invoiceNumber}",`);
});
