import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { Product } from '../../src/shared/product.ts';
import { checkoutWithOnePiece } from './shop-steps.ts';
import { pdfText } from '../helpers/pdf-text.ts';

// The GST invoice as a shopper and an operator meet it: a shopper places an order and downloads
// its invoice from the order page; the operator finds the same invoice on the order in the backend.


async function placeOrder(page: Page): Promise<string> {
  const products = ((await (await page.request.get('/api/products?limit=100')).json()) as { products: Product[] }).products;
  const product = products.find((candidate) => candidate.ProductImgs.low.length > 0);
  if (!product) throw new Error('the demo catalogue has no product');
  await checkoutWithOnePiece(page, product, '2.10');
  await page.getByLabel('Name', { exact: true }).fill('Rohan Kulkarni');
  await page.getByLabel('Email', { exact: true }).fill('rohan@example.in');
  await page.getByLabel('Phone', { exact: true }).fill('98765 43210');
  await page.getByLabel('Address', { exact: true }).fill('4 Carter Road, Bandra West');
  await page.getByLabel('City', { exact: true }).fill('Mumbai');
  await page.getByLabel('State', { exact: true }).selectOption('Maharashtra');
  await page.getByLabel('Zip Code', { exact: true }).fill('400050');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  // The buyer lands on the order's page with the key to its invoice (decision 030).
  await expect(page).toHaveURL(/\/order\/RS-[A-Z0-9]{10}\?key=\d+\.[\w-]{43}$/);
  return (await page.getByTestId('order-number').textContent()) ?? '';
}

test('a shopper downloads the GST invoice from the order page, and the operator finds it in the backend', async ({ page, signInAsOperator }, testInfo) => {
  const number = await placeOrder(page);

  // The order page names the invoice and offers its PDF.
  const invoiceText = page.getByText(/GST tax invoice RS\/\d\d-\d\d\/\d{6}/);
  await expect(invoiceText).toBeVisible();
  const invoiceNumber = /RS\/\d\d-\d\d\/\d{6}/.exec((await invoiceText.textContent()) ?? '')?.[0] ?? '';
  const link = page.getByRole('link', { name: 'Download invoice' });
  const key = new URL(page.url()).searchParams.get('key');
  await expect(link).toHaveAttribute('href', `/api/orders/${number}/invoice.pdf?key=${key}`);

  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`invoice-${invoiceNumber.replaceAll('/', '-')}.pdf`);
  const file = testInfo.outputPath('invoice.pdf');
  await download.saveAs(file);
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(readFileSync(file));
  expect(text).toContain('TAX INVOICE');
  expect(text).toContain(invoiceNumber);
  expect(text).toContain(number);
  expect(text).toContain('Rohan Kulkarni');
  expect(text).toMatch(/Place of supply\s+Maharashtra \(27\)/);
  expect(text).toContain('IGST 3%');

  // What the link serves: a PDF, not kept by caches.
  const response = await page.request.get(`/api/orders/${number}/invoice.pdf?key=${key}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['cache-control']).toBe('no-store');

  // Whoever holds the order number alone sees the order's page, but not the invoice (it names
  // the street address): no link to it, and the PDF's address refuses them.
  const stranger = await page.context().browser()!.newPage();
  await stranger.goto(`/order/${number}`);
  await expect(stranger.getByText(/GST tax invoice RS\//)).toBeVisible();
  await expect(stranger.getByText('The link to it is in your order e-mails.')).toBeVisible();
  await expect(stranger.getByRole('link', { name: 'Download invoice' })).toHaveCount(0);
  const refused = await stranger.request.get(`/api/orders/${number}/invoice.pdf`);
  expect(refused.status()).toBe(403);
  expect(await refused.text()).not.toContain('Carter Road');
  await stranger.close();

  // The operator: the same invoice on the order in the backend's orders panel.
  await signInAsOperator(page);
  await page.goto('/backend');
  const card = page.getByRole('listitem', { name: `Order ${number}` });
  const operatorLink = card.getByRole('link', { name: `Invoice ${invoiceNumber}` });
  await expect(operatorLink).toHaveAttribute('href', `/api/orders/${number}/operator-invoice.pdf`);
  const fromBackend = page.waitForEvent('download');
  await operatorLink.click();
  expect((await fromBackend).suggestedFilename()).toBe(`invoice-${invoiceNumber.replaceAll('/', '-')}.pdf`);
});

test('cancelling an invoiced order issues a credit note: the operator and the shopper download it, and the invoice stays as issued', async ({ page, signInAsOperator }, testInfo) => {
  const number = await placeOrder(page);
  const buyersPage = page.url();
  const key = new URL(buyersPage).searchParams.get('key');
  const invoiceNumber = /RS\/\d\d-\d\d\/\d{6}/.exec((await page.getByText(/GST tax invoice RS\//).textContent()) ?? '')?.[0] ?? '';
  // No credit note while the order stands.
  await expect(page.getByRole('link', { name: 'Download credit note' })).toHaveCount(0);

  await signInAsOperator(page);
  await page.goto('/backend');
  const card = page.getByRole('listitem', { name: `Order ${number}` });
  await card.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('dialog', { name: `Cancel order ${number}?` }).getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(card.getByTestId('order-status')).toHaveText('Status: Cancelled');
  const operatorLink = card.getByRole('link', { name: /^Credit note CN\/\d\d-\d\d\/\d{6}$/ });
  await expect(operatorLink).toHaveAttribute('href', `/api/orders/${number}/operator-credit-note.pdf`);
  const creditNoteNumber = ((await operatorLink.textContent()) ?? '').replace('Credit note', '').trim();
  const fromBackend = page.waitForEvent('download');
  await operatorLink.click();
  expect((await fromBackend).suggestedFilename()).toBe(`credit-note-${creditNoteNumber.replaceAll('/', '-')}.pdf`);
  await expect(card.getByRole('link', { name: `Invoice ${invoiceNumber}` })).toBeVisible();

  // The shopper's order page offers both, on a phone and on a desktop.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(buyersPage);
    await expect(page.getByText(`GST tax invoice ${invoiceNumber}`)).toBeVisible();
    await expect(page.getByText(`GST credit note ${creditNoteNumber}`)).toBeVisible();
    const link = page.getByRole('link', { name: 'Download credit note' });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', `/api/orders/${number}/credit-note.pdf?key=${key}`);
    await page.screenshot({ path: testInfo.outputPath(`order-with-credit-note-${width}.png`), fullPage: true });
  }
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download credit note' }).click();
  const file = testInfo.outputPath('credit-note.pdf');
  await (await downloading).saveAs(file);
  const text = await pdfText(readFileSync(file));
  expect(text).toContain('CREDIT NOTE');
  expect(text).toContain(creditNoteNumber);
  expect(text).toMatch(new RegExp(`Against invoice\\s+${invoiceNumber.replaceAll('/', '\\/')} of `));
  expect(text).toContain('Rohan Kulkarni');
  expect(text).toContain('IGST 3%');

  // The invoice itself carries no mark of the cancellation.
  const invoice = await page.request.get(`/api/orders/${number}/invoice.pdf?key=${key}`);
  const invoiceText = await pdfText(await invoice.body());
  expect(invoiceText).toContain('TAX INVOICE');
  expect(invoiceText).not.toMatch(/cancelled/i);
});
