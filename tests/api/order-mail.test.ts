import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/server/auth/operators.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { smtpTransport, startMailWorker, type MailWorker, type MailWorkerOptions } from '../../src/server/mail/worker.ts';
import type { ProductRecord } from '../../src/server/catalogue/repository.ts';
import type { PublicOrder } from '../../src/shared/order.ts';
import { createTestApp, DATABASE_KINDS, signInAsOperator, type TestApp } from '../helpers/test-app.ts';
import { startLoopbackSmtp, type LoopbackSmtp, type ReceivedMail } from '../helpers/smtp.ts';
import { startShop } from '../helpers/shop-process.ts';
import { toProductColumns } from '../../src/server/catalogue/wire.ts';
import { PARCEL, productInput, SHIPPING_TO_CUTTACK, statusChange } from '../helpers/shop-fixtures.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FROM = 'Rajat Silver <orders@rajatsilver.in>';
const SHOP_URL = 'https://shop.example.in';

const product = (name: string, price: number, Category: 'Necklace' | 'Bangle' = 'Necklace') =>
  productInput({ ProductName: name, ProductPrice: price, Stock: 100_000, Category, metalWeight: 42.5, Style: 'Party' });

const shopper = {
  ...SHIPPING_TO_CUTTACK,
  // What a shopper types must reach the HTML body as text (< and > are refused at checkout, decision 027).
  name: `Ananya "Annu" O'Neil & Co`,
};

const silent = { info: () => {}, warn: () => {}, error: () => {} };

describe.each(DATABASE_KINDS)('order e-mails on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let necklace: ProductRecord;
  let ring: ProductRecord;
  let smtp: LoopbackSmtp;
  const workers: MailWorker[] = [];

  /** A worker on the test's database that sends only when told (runOnce), with short waits. */
  const worker = (options: Partial<MailWorkerOptions> = {}) => {
    const started = startMailWorker({
      db: t.database.db,
      transport: smtpTransport(smtp.url),
      from: FROM,
      shopUrl: SHOP_URL,
      log: silent,
      documentsKey: (orderNumber) => t.app.documentLinks.keyFor(orderNumber),
      pollMs: 60_000,
      retryBaseMs: 300,
      ...options,
    });
    workers.push(started);
    return started;
  };

  const placeOrder = async (lines = [{ productId: necklace.id, size: '', quantity: 1 }, { productId: ring.id, size: '2.6', quantity: 2 }]) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: { ...shopper, lines },
    });
    expect(response.statusCode).toBe(201);
    return response.json<PublicOrder>();
  };

  const outbox = (orderNumber?: string) => {
    let query = t.database.db
      .selectFrom('mail_outbox')
      .innerJoin('orders', 'orders.id', 'mail_outbox.order_id')
      .selectAll('mail_outbox')
      .orderBy('mail_outbox.created_at')
      .orderBy('mail_outbox.kind');
    if (orderNumber) query = query.where('orders.number', '=', orderNumber);
    return query.execute();
  };

  const setStatus = (number: string, status: string, change: Record<string, string> = statusChange(status)) =>
    t.app.inject({ method: 'PATCH', url: `/api/orders/${number}`, payload: change, headers: { cookie } });

  const bySubject = (mails: ReceivedMail[], part: string) => mails.filter((mail) => mail.subject?.includes(part));

  beforeAll(async () => {
    // Its ₹1,08,459.98 order is no bulk order here (decision 027: tests/api/cod-limits.test.ts).
    t = await createTestApp(kind, { PUBLIC_URL: SHOP_URL, ORDER_RATE_LIMIT: '1000', BULK_ORDER_RUPEES: '1000000' });
    cookie = await signInAsOperator(t);
    await createAccount(await t.app.auth(), { email: 'owner@rajatsilver.in', password: 'silver-and-gold-2026' });
    // A shopper-side account that is not an operator gets no alert.
    await createAccount(await t.app.auth(), { email: 'helper@rajatsilver.in', password: 'silver-and-gold-2026', role: 'user' });
    necklace = await t.app.catalogue.createProduct(toProductColumns(product('Temple Necklace', 125000)), []);
    ring = await t.app.catalogue.createProduct(toProductColumns(product('Lotus Bangle', 1299.99, 'Bangle')), []);
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    smtp = await startLoopbackSmtp();
    // Each test counts its own messages: what an earlier test left is not sent again here.
    await t.database.db.deleteFrom('mail_outbox').execute();
  });
  afterEach(async () => {
    for (const started of workers.splice(0)) await started.stop();
    await smtp.stop();
  });

  it("sends the shopper's confirmation and the operators' alert, with the order's lines, en-IN totals and its link", async () => {
    const order = await placeOrder();
    const rows = await outbox(order.number);
    expect(rows.map((row) => [row.kind, row.state])).toEqual([
      ['order_alert', 'pending'],
      ['order_confirmation', 'pending'],
    ]);

    expect(await worker().runOnce()).toBe(2);
    const mails = await smtp.waitFor(2);
    expect(mails).toHaveLength(2);

    const [confirmation] = bySubject(mails, 'is placed');
    expect(confirmation?.subject).toBe(`Rajat Silver: your order ${order.number} is placed`);
    expect(confirmation?.rcptTo).toEqual(['ananya@example.in']);
    expect(confirmation?.from?.value).toEqual([{ name: 'Rajat Silver', address: 'orders@rajatsilver.in' }]);
    const text = confirmation?.text ?? '';
    for (const line of [
      'Temple Necklace',
      // A necklace takes no size (decision 040): its line says none.
      '925 Silver · 1 × ₹1,25,000.00 = ₹1,25,000.00',
      'Lotus Bangle',
      'Size 2.6 · 2 × ₹1,299.99 = ₹2,599.98',
      // 1,27,599.98 less 15% (19,140.00 rounded half-up to the paisa), shipping free.
      'Item total: ₹1,27,599.98',
      'Subscription savings (15% off): -₹19,140.00',
      'Shipping: Free',
      'Order Total: ₹1,08,459.98',
    ]) {
      expect(text).toContain(line);
    }
    expect(order.orderTotal).toBe(108459.98);
    // The buyer's links carry the key to the order's invoice (decision 030), which opens it.
    const pageLink = new RegExp(`Your order: ${SHOP_URL}/order/${order.number}\\?key=(\\d+\\.[\\w-]{43})\\n`).exec(text);
    expect(pageLink).not.toBeNull();
    const key = pageLink![1]!;
    expect(t.app.documentLinks.check(order.number, key)).toBe('valid');
    expect(text).toContain(`Your GST invoice: ${SHOP_URL}/api/orders/${order.number}/invoice.pdf?key=${key}\n`);
    expect((await t.app.inject(`/api/orders/${order.number}/invoice.pdf?key=${key}`)).statusCode).toBe(200);
    expect(text).toContain(`Ananya "Annu" O'Neil & Co`);

    const html = String(confirmation?.html);
    expect(html).toContain(`href="${SHOP_URL}/order/${order.number}?key=${key}"`);
    expect(html).toContain(`href="${SHOP_URL}/api/orders/${order.number}/invoice.pdf?key=${key}"`);
    expect(html).toContain('₹1,08,459.98');
    expect(html).toContain('Ananya &quot;Annu&quot; O&#39;Neil &amp; Co');
    expect(html).not.toContain(`O'Neil & Co`);

    const [alert] = bySubject(mails, 'New order');
    expect(alert?.subject).toBe(`New order ${order.number}: ₹1,08,459.98`);
    expect(alert?.rcptTo).toEqual(['operator@rajatsilver.in', 'owner@rajatsilver.in']);
    expect(alert?.text).toContain('ananya@example.in, 9876543210');
    expect(alert?.text).toContain('Order Total: ₹1,08,459.98');
    // The operators' alert opens the order in the backend (decision 042), with no buyer's key.
    expect(alert?.text).toContain(`The order in the backend: ${SHOP_URL}/backend?order=${order.number}#backend-orders\n`);
    expect(String(alert?.html)).toContain(`href="${SHOP_URL}/backend?order=${order.number}#backend-orders"`);
    expect(String(alert?.html)).toContain('Open the order in the backend</a>');
    expect(alert?.text).not.toContain('key=');

    // Marked sent, each with the Message-ID that names its outbox row.
    const sent = await outbox(order.number);
    expect(sent.map((row) => [row.state, row.attempts, row.due_at, row.claim_token])).toEqual([
      ['sent', 1, null, null],
      ['sent', 1, null, null],
    ]);
    const confirmationRow = sent.find((row) => row.kind === 'order_confirmation');
    expect(confirmation?.messageId).toBe(`<${confirmationRow?.id}@rajatsilver.in>`);

    // Nothing is due any more: a second look sends nothing.
    expect(await worker().runOnce()).toBe(0);
    await sleep(100);
    expect(smtp.received).toHaveLength(2);
  });

  it('tells the shopper when the order is shipped, delivered or cancelled, and not when it is confirmed', async () => {
    const order = await placeOrder([{ productId: ring.id, size: '2.6', quantity: 1 }]);
    const other = await placeOrder([{ productId: ring.id, size: '2.8', quantity: 1 }]);
    await t.database.db.deleteFrom('mail_outbox').execute();

    expect((await setStatus(order.number, 'confirmed')).statusCode).toBe(200);
    expect(await outbox()).toHaveLength(0);
    expect((await setStatus(order.number, 'shipped')).statusCode).toBe(200);
    expect((await setStatus(order.number, 'delivered')).statusCode).toBe(200);
    expect((await setStatus(other.number, 'cancelled')).statusCode).toBe(200);
    // A refused change queues nothing.
    expect((await setStatus(other.number, 'shipped')).statusCode).toBe(409);
    expect((await outbox()).map((row) => row.order_status)).toEqual(['shipped', 'delivered', 'cancelled']);

    await worker().runOnce();
    const mails = await smtp.waitFor(3);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Rajat Silver: your order ${order.number} is on its way`,
      `Rajat Silver: your order ${order.number} has been delivered`,
      `Rajat Silver: your order ${other.number} has been cancelled`,
    ]);
    expect(mails.every((mail) => mail.rcptTo.join() === 'ananya@example.in')).toBe(true);
    expect(mails[0]?.text).toContain('is on its way to you');
    expect(mails[0]?.text).toContain('Order Total: ₹1,104.99');
    expect(mails[2]?.text).toContain('Nothing is due from you');
    // Each message brings a fresh key to the order's page and invoice.
    expect(String(mails[2]?.html)).toContain(`href="${SHOP_URL}/order/${other.number}?key=`);
    // The cancellation links the credit note that reversed the invoice (decision 042); the others do not.
    const creditNote = new RegExp(`Your GST credit note: (${SHOP_URL}/api/orders/${other.number}/credit-note\\.pdf\\?key=[\\w.-]+)\\n`).exec(mails[2]?.text ?? '');
    expect(creditNote).not.toBeNull();
    expect(String(mails[2]?.html)).toContain(`href="${creditNote![1]}" style="color:#8a5f27">Download your GST credit note (PDF)</a>`);
    expect((await t.app.inject(creditNote![1]!.slice(SHOP_URL.length))).statusCode).toBe(200);
    for (const mail of mails.slice(0, 2)) expect(mail.text).not.toContain('credit note');
  });

  it("names the courier, the tracking number, the courier's tracking page and each piece's HUID in the shipped e-mail", async () => {
    const order = await placeOrder([{ productId: ring.id, size: '2.6', quantity: 2 }]);
    await t.database.db.deleteFrom('mail_outbox').execute();
    expect((await setStatus(order.number, 'confirmed')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/orders/${order.number}`, payload: { status: 'shipped', ...PARCEL, huids: [['AB12C3', 'AB12C4']] }, headers: { cookie } })).statusCode).toBe(200);

    await worker().runOnce();
    const [shipped] = await smtp.waitFor(1);
    const trackingPage = `https://www.delhivery.com/track/package/${PARCEL.trackingNumber}`;
    expect(shipped?.text).toContain('Courier: Delhivery');
    expect(shipped?.text).toContain(`Tracking (AWB) number: ${PARCEL.trackingNumber}`);
    expect(shipped?.text).toContain(`Track your parcel: ${trackingPage}`);
    expect(String(shipped?.html)).toContain(`href="${trackingPage}"`);
    // The pieces' HUIDs under their line, and how to check them.
    expect(shipped?.text).toMatch(/- Lotus Bangle\n {2}[^\n]+\n {2}HUID AB12C3, AB12C4\n\nTo check a piece: open the BIS Care app/);
    expect(String(shipped?.html)).toContain('HUID AB12C3, AB12C4</span></td>');
    expect(String(shipped?.html)).toContain('To check a piece: open the BIS Care app (Android or iOS), choose “Verify HUID” and type its HUID.');
  });

  it('tells the shopper when a shipped parcel has come back to the shop, with nothing due', async () => {
    const order = await placeOrder([{ productId: ring.id, size: '2.6', quantity: 1 }]);
    for (const status of ['confirmed', 'shipped']) expect((await setStatus(order.number, status)).statusCode).toBe(200);
    await t.database.db.deleteFrom('mail_outbox').execute();
    expect((await setStatus(order.number, 'returned')).statusCode).toBe(200);
    expect((await outbox()).map((row) => row.order_status)).toEqual(['returned']);

    await worker().runOnce();
    const [returned] = await smtp.waitFor(1);
    expect(returned?.subject).toBe(`Rajat Silver: your order ${order.number} has come back to us`);
    expect(returned?.rcptTo).toEqual(['ananya@example.in']);
    expect(returned?.text).toContain('Nothing is due from you');
    expect(returned?.text).not.toContain('ready in cash');
    // The return links its credit note, with the buyer's key (decision 042).
    expect(returned?.text).toMatch(new RegExp(`Your GST credit note: ${SHOP_URL}/api/orders/${order.number}/credit-note\\.pdf\\?key=[\\w.-]+\\n`));
  });

  it("links every listed courier's tracking page in the shipped e-mail, asking for the number where the page does (India Post), and a parcel delivered then returned is told", async () => {
    const order = await placeOrder([{ productId: ring.id, size: '2.6', quantity: 1 }]);
    expect((await setStatus(order.number, 'confirmed')).statusCode).toBe(200);
    await t.database.db.deleteFrom('mail_outbox').execute();
    expect((await setStatus(order.number, 'shipped', { status: 'shipped', courier: 'india-post', trackingNumber: 'EE123456789IN' })).statusCode).toBe(200);
    expect((await setStatus(order.number, 'delivered')).statusCode).toBe(200);
    // Reported refused late: back within RETURN_AFTER_DELIVERY_DAYS.
    expect((await setStatus(order.number, 'returned')).statusCode).toBe(200);

    await worker().runOnce();
    const [shipped, delivered, returned] = await smtp.waitFor(3);
    const indiaPost = 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx';
    expect(shipped?.text).toContain('Courier: India Post (Speed Post)\nTracking (AWB) number: EE123456789IN\n');
    expect(shipped?.text).toContain(`Track your parcel: ${indiaPost}\nEnter the tracking number on that page.\n`);
    expect(String(shipped?.html)).toContain(`<a href="${indiaPost}" style="color:#8a5f27">Track your parcel</a> <span style="color:#6f6660">Enter the tracking number on that page.</span>`);
    expect(delivered?.subject).toBe(`Rajat Silver: your order ${order.number} has been delivered`);
    expect(returned?.subject).toBe(`Rajat Silver: your order ${order.number} has come back to us`);
    expect(returned?.text).toContain(`Your GST credit note: ${SHOP_URL}/api/orders/${order.number}/credit-note.pdf?key=`);
  });

  it('keeps the messages while the SMTP server is down, retries with growing waits, and delivers each once when it is back', async () => {
    await smtp.stop();
    const order = await placeOrder();
    const sender = worker({ retryBaseMs: 400 });

    const firstTry = Date.now();
    expect(await sender.runOnce()).toBe(2);
    const firstTried = Date.now();
    let rows = await outbox(order.number);
    expect(rows.map((row) => [row.state, row.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(rows[0]?.last_error).toMatch(/ECONNREFUSED|connect/i);
    // Tried again 400 ms after the failure.
    const firstDue = Date.parse(rows[0]!.due_at!);
    expect(firstDue).toBeGreaterThanOrEqual(firstTry + 400);
    expect(firstDue).toBeLessThanOrEqual(firstTried + 400);
    // Not due yet: not tried again.
    if (Date.now() < firstDue) expect(await sender.runOnce()).toBe(0);

    await sleep(Math.max(0, firstDue - Date.now()) + 20);
    const secondTry = Date.now();
    expect(await sender.runOnce()).toBe(2);
    const secondTried = Date.now();
    rows = await outbox(order.number);
    expect(rows.map((row) => row.attempts)).toEqual([2, 2]);
    // The second wait is twice the first.
    const secondDue = Date.parse(rows[0]!.due_at!);
    expect(secondDue).toBeGreaterThanOrEqual(secondTry + 800);
    expect(secondDue).toBeLessThanOrEqual(secondTried + 800);

    await smtp.start();
    await sleep(Math.max(0, secondDue - Date.now()) + 20);
    expect(await sender.runOnce()).toBe(2);
    await smtp.waitFor(2);
    rows = await outbox(order.number);
    expect(rows.map((row) => [row.state, row.attempts, row.last_error])).toEqual([
      ['sent', 3, null],
      ['sent', 3, null],
    ]);
    await sleep(900);
    expect(await sender.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(2);
  });

  it('gives a message up at once when the server refuses its address for good (5xx), and shows why', async () => {
    smtp.refuse('ananya@example.in');
    const order = await placeOrder();
    const logged: string[] = [];
    const log = { info: (line: string) => logged.push(line), warn: (line: string) => logged.push(line), error: (_: object, line: string) => logged.push(line) };
    await worker({ log }).runOnce();
    await smtp.waitFor(1);
    const rows = await outbox(order.number);
    // The log names the message and the order's internal id, never the order number: whoever
    // reads the logs could open the order's page (name, city, PIN) and its invoice with it.
    const failed = rows.find((row) => row.kind === 'order_confirmation')!;
    expect(logged).toEqual([expect.stringMatching(new RegExp(`^mail ${failed.id} \\(order_confirmation of order id ${failed.order_id}\\): try 1 failed .*; given up$`))]);
    expect(logged.join('\n')).not.toContain(order.number);
    const confirmation = rows.find((row) => row.kind === 'order_confirmation');
    expect(confirmation?.state).toBe('failed');
    expect(confirmation?.due_at).toBeNull();
    expect(confirmation?.last_error).toMatch(/550.*does not exist/);
    expect(rows.find((row) => row.kind === 'order_alert')?.state).toBe('sent');
  });

  it('sends each message once when several workers (processes) look at the same outbox', async () => {
    const orders = [];
    for (let index = 0; index < 6; index += 1) orders.push(await placeOrder([{ productId: ring.id, size: '2.6', quantity: 1 }]));
    // A second connection (pool) to the same database, as another process has.
    const other = await openDatabase({
      databaseUrl: kind === 'postgres' ? process.env.TEST_DATABASE_URL : undefined,
      dataDir: t.config.dataDir,
      ...(t.database.schema ? { pgSchema: t.database.schema } : {}),
    });
    try {
      const tried = await Promise.all([worker().runOnce(), worker({ db: other.db }).runOnce(), worker().runOnce()]);
      expect(tried.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(12);
      await smtp.waitFor(12);
      await sleep(200);
      expect(smtp.received).toHaveLength(12);
      expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(12);
      expect((await outbox()).every((row) => row.state === 'sent' && row.attempts === 1)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('finishes and marks the message it is sending when stopped, so that the next worker does not send it again', async () => {
    const order = await placeOrder([{ productId: ring.id, size: '2.6', quantity: 1 }]);
    smtp.hold(true);
    const first = worker();
    const running = first.runOnce();
    await smtp.waitForHeld();
    const stopping = first.stop();
    smtp.hold(false);
    await stopping;
    await running;
    // The confirmation (held, then accepted) is marked sent; the alert was left for the next worker.
    expect((await outbox(order.number)).map((row) => [row.kind, row.state])).toEqual([
      ['order_alert', 'pending'],
      ['order_confirmation', 'sent'],
    ]);
    await worker().runOnce();
    await smtp.waitFor(2);
    await sleep(100);
    expect(smtp.received.map((mail) => mail.subject?.slice(0, 9))).toEqual(['Rajat Sil', 'New order']);
  });

  it('sends a message claimed by a worker that crashed mid-send once its claim runs out, and only once', async () => {
    const order = await placeOrder([{ productId: ring.id, size: '2.6', quantity: 1 }]);
    smtp.hold(true);
    // A worker process that dies (SIGKILL) while the SMTP server has not yet accepted its message.
    const child = spawn(process.execPath, [path.join(ROOT, 'tests/helpers/mail-worker-process.ts')], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: kind === 'postgres' ? (process.env.TEST_DATABASE_URL ?? '') : '',
        DATA_DIR: t.config.dataDir,
        PG_SCHEMA: t.database.schema ?? '',
        SMTP_URL: smtp.url,
        LEASE_MS: '1500',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      await smtp.waitForHeld(15_000);
    } catch (error) {
      child.kill('SIGKILL');
      throw new Error(`${String(error)}; worker process said: ${output}`, { cause: error });
    }
    child.kill('SIGKILL');
    await exited;
    // The server sees the connection close without its answer: the message was not accepted.
    for (let waited = 0; smtp.dropped === 0 && waited < 5000; waited += 20) await sleep(20);
    expect(smtp.dropped).toBe(1);
    smtp.hold(false);
    await sleep(200);
    expect(smtp.received).toHaveLength(0);

    const claimed = (await outbox(order.number)).filter((row) => row.state === 'sending');
    expect(claimed).toHaveLength(1);
    expect(claimed[0]?.attempts).toBe(1);

    // Another worker: nothing is taken from a live claim; once it has run out, the message is sent.
    const next = worker();
    await next.runOnce();
    await smtp.waitFor(1);
    expect(bySubject(smtp.received, claimed[0]!.subject)).toHaveLength(0);
    await sleep(Date.parse(claimed[0]!.due_at!) - Date.now() + 50);
    await next.runOnce();
    await smtp.waitFor(2);
    await sleep(200);
    expect(smtp.received).toHaveLength(2);
    expect(bySubject(smtp.received, claimed[0]!.subject)).toHaveLength(1);
    expect(bySubject(smtp.received, claimed[0]!.subject)[0]?.messageId).toBe(`<${claimed[0]!.id}@rajatsilver.in>`);
    expect((await outbox(order.number)).map((row) => [row.state, row.attempts])).toEqual(
      expect.arrayContaining([['sent', 2]]),
    );
  });

  it('without SMTP_URL keeps the messages in the outbox, lists them to operators only, and sends them once SMTP_URL is set', async () => {
    expect(t.config.mail).toBeUndefined();
    const order = await placeOrder();

    expect((await t.app.inject({ method: 'GET', url: '/api/mail/outbox' })).statusCode).toBe(401);
    const listed = await t.app.inject({ method: 'GET', url: '/api/mail/outbox', headers: { cookie } });
    expect(listed.statusCode).toBe(200);
    const page = listed.json<{
      sending: boolean;
      counts: Record<string, number>;
      messages: { kind: string; orderNumber: string; recipients: string[]; subject: string; state: string; attempts: number; lastError: string | null }[];
    }>();
    expect(page.sending).toBe(false);
    expect(page.counts).toEqual({ pending: 2, sending: 0, sent: 0, failed: 0 });
    expect(page.messages.map(({ kind: messageKind, orderNumber, recipients, subject, state, attempts, lastError }) => ({ messageKind, orderNumber, recipients, subject, state, attempts, lastError }))).toEqual(
      expect.arrayContaining([
        {
          messageKind: 'order_confirmation',
          orderNumber: order.number,
          recipients: ['ananya@example.in'],
          subject: `Rajat Silver: your order ${order.number} is placed`,
          state: 'pending',
          attempts: 0,
          lastError: null,
        },
        {
          messageKind: 'order_alert',
          orderNumber: order.number,
          recipients: ['operator@rajatsilver.in', 'owner@rajatsilver.in'],
          subject: `New order ${order.number}: ₹1,08,459.98`,
          state: 'pending',
          attempts: 0,
          lastError: null,
        },
      ]),
    );

    // The shop started again with SMTP_URL: what waited is sent.
    await worker().runOnce();
    await smtp.waitFor(2);
    const after = (await t.app.inject({ method: 'GET', url: '/api/mail/outbox', headers: { cookie } })).json<{ counts: Record<string, number> }>();
    expect(after.counts).toEqual({ pending: 0, sending: 0, sent: 2, failed: 0 });
  });
});

describe('the shop process with SMTP_URL', () => {
  it('sends an order placed over HTTP to the loopback SMTP server, and stops cleanly on SIGTERM', async () => {
    // The database is prepared beforehand (a product, an operator); the shop process opens it.
    const t = await createTestApp('sqlite');
    const smtp = await startLoopbackSmtp();
    try {
      const ring = await t.app.catalogue.createProduct(toProductColumns(product('Lotus Bangle', 1299.99, 'Bangle')), []);
      await createAccount(await t.app.auth(), { email: 'owner@rajatsilver.in', password: 'silver-and-gold-2026' });
      const shop = await startShop(
        { DATA_DIR: t.config.dataDir, SMTP_URL: smtp.url, MAIL_FROM: FROM, PUBLIC_URL: SHOP_URL },
        { entry: 'src/server/main.ts', timeoutMs: 60_000 },
      );
      try {
        const response = await fetch(`${shop.url}/api/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: JSON.stringify({ ...shopper, lines: [{ productId: ring.id, size: '2.6', quantity: 1 }] }),
        });
        expect(response.status).toBe(201);
        const order = (await response.json()) as PublicOrder;
        // The worker looks every 5 s.
        const mails = await smtp.waitFor(2, 15_000);
        expect(mails.map((mail) => [mail.subject, mail.rcptTo.join()]).sort()).toEqual([
          [`New order ${order.number}: ₹1,104.99`, 'owner@rajatsilver.in'],
          [`Rajat Silver: your order ${order.number} is placed`, 'ananya@example.in'],
        ]);
      } finally {
        shop.child.kill('SIGTERM');
        await shop.exited;
      }
      expect(shop.child.exitCode).toBe(0);
    } finally {
      await smtp.stop();
      await t.close();
    }
  }, 120_000);
});
