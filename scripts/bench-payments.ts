// `npm run bench` (its last part): Razorpay's webhooks (issue 26, decision 033), against the
// stand-in gateway on loopback (tests/support/razorpay-stand-in.ts) and the shop as a process
// of its own on SQLite with the demo catalogue.
//
// 1. Webhook answers per second: BENCH_WEBHOOKS Razorpay orders (300) are placed and paid at
//    the gateway with their webhooks held back; then their signed `payment.captured` events are
//    sent BENCH_WEBHOOK_CONCURRENCY (16) at a time, each marking its order paid (the invoice
//    numbered, the e-mails queued, one transaction each); then the same events once more, which
//    the shop must recognise and leave alone. Printed beside the budget.
// 2. Durability: BENCH_PAYMENT_CYCLES (20) times, a few orders are placed and paid while the
//    stand-in delivers their webhooks, retrying as Razorpay does, and the shop is killed with
//    SIGKILL at a random moment and started again. At the end, with the shop stopped, every
//    order the gateway took money for must be paid, with that payment, exactly one invoice and
//    one order confirmation, and no refund. Exit code 1 when anything was lost or done twice.
//
//   node scripts/bench-payments.ts
//   BENCH_WEBHOOKS=100 BENCH_PAYMENT_CYCLES=5 node scripts/bench-payments.ts

import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { RAZORPAY_WEBHOOK_PATH, razorpayCheckoutPath, type PublicOrder, type RazorpayCheckout } from '../src/shared/order.ts';
import type { Product } from '../src/shared/product.ts';
import { startRazorpayStandIn, type StandInEvent } from '../tests/support/razorpay-stand-in.ts';
import { startShop, type ShopProcess } from '../tests/helpers/shop-process.ts';
import { benchOrderBody } from './bench-order.ts';

const WEBHOOKS = Number(process.env.BENCH_WEBHOOKS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_WEBHOOK_CONCURRENCY ?? 16);
const CYCLES = Number(process.env.BENCH_PAYMENT_CYCLES ?? 20);
const ORDERS_PER_CYCLE = 4;
/** Webhook answers a second, on this project's 2-core machine, the shop and the load generator sharing it. */
const WEBHOOK_BUDGET_PER_SECOND = 100;

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-payments-'));
const gateway = await startRazorpayStandIn();
// Orders from one client and one contact, many of them: the placing and API limits are for shoppers.
const shopEnv = {
  DATA_DIR: dataDir,
  ...gateway.env,
  API_RATE_LIMIT: '1000000',
  ORDER_RATE_LIMIT: '1000000',
  ORDERS_PER_CONTACT: '1000000',
  ORDERS_PER_CLIENT: '1000000',
};

let shop: ShopProcess | undefined;
process.once('SIGINT', () => {
  void Promise.allSettled([shop?.stop(), gateway.close()]).then(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(130);
  });
});

async function start(): Promise<ShopProcess> {
  shop = await startShop({ ...shopEnv, SEED_DEMO: 'true' }, { entry: 'src/server/main.ts', timeoutMs: 600_000 });
  gateway.webhookUrl = `${shop.url}${RAZORPAY_WEBHOOK_PATH}`;
  return shop;
}

/** A Razorpay order placed and its gateway order made, as the checkout does before Checkout opens. */
async function placeAndOpen(current: ShopProcess, product: Product): Promise<{ number: string; gatewayOrderId: string }> {
  const body = { ...(JSON.parse(benchOrderBody(product.id, 1)) as object), paymentMethod: 'razorpay' };
  const placed = await fetch(`${current.url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomBytes(16).toString('hex') },
    body: JSON.stringify(body),
  });
  if (placed.status !== 201) throw new Error(`placing answered ${placed.status}: ${await placed.text()}`);
  const { number } = (await placed.json()) as PublicOrder;
  const opened = await fetch(`${current.url}${razorpayCheckoutPath(number)}`, { method: 'POST' });
  if (opened.status !== 200) throw new Error(`razorpay-checkout answered ${opened.status}: ${await opened.text()}`);
  return { number, gatewayOrderId: ((await opened.json()) as RazorpayCheckout).orderId };
}

/** Sends the events `concurrency` at a time; answers the seconds taken and each answer's status. */
async function sendAll(current: ShopProcess, events: StandInEvent[]): Promise<{ seconds: number; statuses: number[]; latencies: number[] }> {
  const statuses: number[] = [];
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < events.length) {
      const event = events[next++]!;
      const sent = performance.now();
      const response = await fetch(`${current.url}${RAZORPAY_WEBHOOK_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': event.signature, 'x-razorpay-event-id': event.id },
        body: event.body,
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - sent);
      statuses.push(response.status);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { seconds: (performance.now() - started) / 1000, statuses, latencies };
}

const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(share * values.length))] ?? 0;

async function statusOf(current: ShopProcess, number: string): Promise<string> {
  const response = await fetch(`${current.url}/api/orders/${number}`);
  return ((await response.json()) as PublicOrder).status;
}

let sound = true;
const problems: string[] = [];
try {
  console.log('bench-payments: starting the shop (SQLite, the demo catalogue, Razorpay pointed at the stand-in gateway on loopback)...');
  let current = await start();
  // The demo catalogue's few pieces each would sell out: the runs measure payments, not refusals.
  const stock = new DatabaseSync(path.join(dataDir, 'shop.db'));
  stock.exec('UPDATE products SET stock = 100000');
  stock.close();
  const { products } = (await (await fetch(`${current.url}/api/products?limit=48`)).json()) as { products: Product[] };
  const product = products.find((each) => each.ProductPrice < 10_000) ?? products[0]!;

  // 1. Webhook answers per second.
  console.log();
  console.log(`1. Webhooks: ${WEBHOOKS} orders paid at the gateway, their signed payment.captured events sent ${CONCURRENCY} at a time`);
  gateway.dropWebhooks = true;
  const paid: { number: string; paymentId: string }[] = [];
  for (let index = 0; index < WEBHOOKS; index += 1) {
    const { number, gatewayOrderId } = await placeAndOpen(current, product);
    const checkout = await gateway.pay(gatewayOrderId);
    paid.push({ number, paymentId: checkout.razorpay_payment_id });
  }
  const events = paid.map(({ paymentId }) => gateway.makeEvent('payment.captured', paymentId));
  const first = await sendAll(current, events);
  const rate = events.length / first.seconds;
  const firstOk = first.statuses.filter((status) => status === 200).length;
  console.log(`   first delivery: ${rate.toFixed(0)} answers/s (budget >= ${WEBHOOK_BUDGET_PER_SECOND}/s) ${rate >= WEBHOOK_BUDGET_PER_SECOND ? 'PASS' : 'FAIL'}; p50 ${percentile(first.latencies, 0.5).toFixed(0)} ms, p99 ${percentile(first.latencies, 0.99).toFixed(0)} ms; ${firstOk} of ${events.length} answered 200`);
  if (rate < WEBHOOK_BUDGET_PER_SECOND) sound = false;
  const replay = await sendAll(current, events);
  const replayOk = replay.statuses.filter((status) => status === 200).length;
  console.log(`   the same events again (replays, left alone): ${(events.length / replay.seconds).toFixed(0)} answers/s; p99 ${percentile(replay.latencies, 0.99).toFixed(0)} ms; ${replayOk} of ${events.length} answered 200`);
  const notPaid = [];
  for (const { number } of paid) if ((await statusOf(current, number)) !== 'paid') notPaid.push(number);
  if (firstOk !== events.length || replayOk !== events.length) problems.push(`webhooks answered other than 200: ${events.length - firstOk} first, ${events.length - replayOk} replayed`);
  if (notPaid.length > 0) problems.push(`${notPaid.length} orders not paid after their webhook: ${notPaid.slice(0, 5).join(', ')}`);

  // 2. Durability under SIGKILL while webhooks arrive.
  console.log();
  console.log(`2. Durability: ${CYCLES} cycles of ${ORDERS_PER_CYCLE} orders paid while their webhooks arrive, the shop killed (SIGKILL) at a random moment and started again`);
  gateway.dropWebhooks = false;
  gateway.retries = 100; // Razorpay retries for a day; here every 100 ms for 10 s
  gateway.retryDelayMs = 100;
  const paidInCycles: { number: string; paymentId: string }[] = [];
  const restarts: number[] = [];
  for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
    const opened = [];
    for (let index = 0; index < ORDERS_PER_CYCLE; index += 1) opened.push(await placeAndOpen(current, product));
    const paying = opened.map(async ({ number, gatewayOrderId }) => {
      const checkout = await gateway.pay(gatewayOrderId);
      paidInCycles.push({ number, paymentId: checkout.razorpay_payment_id });
    });
    await sleep(Math.floor(Math.random() * 60));
    current.child.kill('SIGKILL');
    await current.exited;
    const restarted = performance.now();
    current = await start();
    restarts.push(performance.now() - restarted);
    await Promise.all(paying);
  }
  // Let the last deliveries and the reconciler finish, then stop the shop and read its database.
  await sleep(2000);
  await current.stop().catch(() => {});
  shop = undefined;
  const db = new DatabaseSync(path.join(dataDir, 'shop.db'), { readOnly: true });
  for (const { number, paymentId } of paidInCycles) {
    const row = db.prepare('SELECT id, status, gateway_payment_id, invoice_number FROM orders WHERE number = ?').get(number) as
      | { id: string; status: string; gateway_payment_id: string | null; invoice_number: string | null }
      | undefined;
    if (!row) {
      problems.push(`${number}: paid at the gateway, missing from the shop`);
      continue;
    }
    const confirmations = (db.prepare("SELECT count(*) AS n FROM mail_outbox WHERE order_id = ? AND kind = 'order_confirmation'").get(row.id) as { n: number }).n;
    const refunds = (db.prepare('SELECT count(*) AS n FROM payment_refunds WHERE order_id = ?').get(row.id) as { n: number }).n;
    if (row.status !== 'paid') problems.push(`${number}: paid at the gateway, ${row.status} in the shop`);
    else if (row.gateway_payment_id !== paymentId) problems.push(`${number}: paid with ${row.gateway_payment_id}, the gateway took ${paymentId}`);
    if (!row.invoice_number) problems.push(`${number}: no invoice number`);
    if (confirmations !== 1) problems.push(`${number}: ${confirmations} order confirmations queued`);
    if (refunds !== 0) problems.push(`${number}: ${refunds} refunds`);
  }
  const invoices = (db.prepare('SELECT count(*) AS n, count(DISTINCT invoice_number) AS distinct_numbers FROM orders WHERE invoice_number IS NOT NULL').get() as { n: number; distinct_numbers: number });
  if (invoices.n !== invoices.distinct_numbers) problems.push(`${invoices.n - invoices.distinct_numbers} invoice numbers given twice`);
  db.close();
  const deliveries = gateway.deliveries.length;
  const failedTries = gateway.deliveries.filter((delivery) => delivery.status < 200 || delivery.status >= 300).length;
  console.log(`   ${paidInCycles.length} orders paid at the gateway; ${deliveries} webhook deliveries tried, ${failedTries} of them refused or unanswered while the shop was down (retried)`);
  console.log(`   restart to healthy: p50 ${percentile(restarts, 0.5).toFixed(0)} ms, max ${Math.max(...restarts).toFixed(0)} ms`);
  console.log(`   every paid order paid once, with its payment, one invoice and one confirmation: ${problems.length === 0 ? 'PASS' : 'FAIL'}`);
  if (problems.length > 0) {
    sound = false;
    console.log(`   problems (${problems.length}):\n     ${problems.slice(0, 20).join('\n     ')}`);
  }
} finally {
  await shop?.stop().catch(() => {});
  await gateway.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(sound ? 0 : 1);
