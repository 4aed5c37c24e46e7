import { randomInt, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, signInAsOperator, type TestApp } from '../helpers/test-app.ts';
import { productInput, SHIPPING_TO_CUTTACK } from '../helpers/shop-fixtures.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from '../support/razorpay-stand-in.ts';
import { toProductColumns } from '../../src/server/catalogue/wire.ts';
import type { ProductRecord } from '../../src/server/catalogue/repository.ts';
import { checkAuditChain } from '../../src/server/audit/audit-chain.ts';
import { UPI_STATEMENT_PATH } from '../../src/shared/bank-statement.ts';
import { formatInr } from '../../src/shared/money.ts';
import { paymentRetryPath, RAZORPAY_WEBHOOK_PATH, razorpayCheckoutPath, upiReferencePath, type PublicOrder, type RazorpayCheckout } from '../../src/shared/order.ts';

// What the audit trail records besides sign-ins and the operator's changes (issue 42, point 17):
// the shopper's UPI reference and payment retries, refunds, bank statements uploaded and
// sessions ended, each under its order or account, in one chain.

const OPERATOR = { email: 'ledger@rajatsilver.in', password: 'silver-and-gold-2026' };
const UPI = { UPI_ID: 'rajatsilver@okaxis', UPI_NAME: 'Rajat Silver' };

type Placed = PublicOrder & { documentsKey: string };

describe.each(DATABASE_KINDS)('the audit trail records payments and sessions on %s', (kind) => {
  let t: TestApp;
  let gateway: RazorpayStandIn;
  let cookie: string;
  let ring: ProductRecord;

  const place = async (paymentMethod: 'upi' | 'razorpay'): Promise<Placed> => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: { ...SHIPPING_TO_CUTTACK, paymentMethod, lines: [{ productId: ring.id, size: '2.6', quantity: 1 }] },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Placed>();
  };
  const withKey = (url: string, order: Placed) => `${url}?key=${encodeURIComponent(order.documentsKey)}`;
  const auditOf = (subject: string) =>
    t.database.db.selectFrom('audit_log').select(['event', 'actor', 'client_ip', 'subject', 'details']).where('subject', '=', subject).orderBy('id').execute();

  beforeAll(async () => {
    gateway = await startRazorpayStandIn();
    t = await createTestApp(kind, { ...UPI, ...gateway.env, ORDER_RATE_LIMIT: '1000' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    gateway.webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${RAZORPAY_WEBHOOK_PATH}`;
    cookie = await signInAsOperator(t, OPERATOR);
    ring = await t.app.catalogue.createProduct(toProductColumns(productInput({ ProductName: 'Ledger Ring', ProductPrice: 1299.99, Stock: 100 })), []);
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  it("records the UPI reference a shopper gives, with the shopper's address", async () => {
    const order = await place('upi');
    const reference = String(randomInt(100_000_000_000, 999_999_999_999));
    const given = await t.app.inject({ method: 'POST', url: withKey(upiReferencePath(order.number), order), payload: { reference }, remoteAddress: '203.0.113.40' });
    expect(given.statusCode, given.body).toBe(200);
    expect(await auditOf(order.number)).toEqual([{ event: 'utr-submitted', actor: 'shopper', client_ip: '203.0.113.40', subject: order.number, details: `UTR ${reference}` }]);
  });

  it('records a payment tried again', async () => {
    const order = await place('upi');
    const failed = await t.app.inject({ method: 'PATCH', url: `/api/orders/${order.number}`, headers: { cookie }, payload: { status: 'payment_failed' } });
    expect(failed.statusCode, failed.body).toBe(200);
    const retried = await t.app.inject({ method: 'POST', url: withKey(paymentRetryPath(order.number), order), remoteAddress: '203.0.113.41' });
    expect(retried.statusCode, retried.body).toBe(200);
    expect((await auditOf(order.number)).at(-1)).toEqual({ event: 'payment-retry', actor: 'shopper', client_ip: '203.0.113.41', subject: order.number, details: 'upi, was payment_failed' });
  });

  it('records a refund when the gateway takes it, and its word on it later', async () => {
    const order = await place('razorpay');
    const checkout = await t.app.inject({ method: 'POST', url: withKey(razorpayCheckoutPath(order.number), order) });
    const { razorpay_payment_id: paymentId } = await gateway.pay(checkout.json<RazorpayCheckout>().orderId);
    const cancelled = await t.app.inject({ method: 'PATCH', url: `/api/orders/${order.number}`, headers: { cookie }, payload: { status: 'cancelled' } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const { refund_id: refundId } = await t.database.db.selectFrom('payment_refunds').select('refund_id').where('payment_id', '=', paymentId).executeTakeFirstOrThrow();
    expect(await gateway.settleRefund(refundId!, 'processed')).toBe(200);
    const refunds = (await auditOf(order.number)).filter((row) => row.event === 'refund');
    expect(refunds).toEqual([
      { event: 'refund', actor: 'razorpay', client_ip: null, subject: order.number, details: `pending: ${refundId} of ${paymentId}, ${formatInr(order.orderTotal * 100)} (cancelled)` },
      { event: 'refund', actor: 'razorpay', client_ip: null, subject: order.number, details: `processed: ${refundId} of ${paymentId}` },
    ]);
  });

  it('records a bank statement uploaded, with what it held', async () => {
    const csv = ['Date,Narration,Chq./Ref.No.,Deposit Amt.', '24/11/26,NEFT FROM A SUPPLIER,,5000.00'].join('\r\n');
    const uploaded = await t.app.inject({ method: 'POST', url: UPI_STATEMENT_PATH, headers: { cookie, 'content-type': 'text/csv' }, payload: csv });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(await auditOf('UPI statement')).toEqual([
      { event: 'bank-statement', actor: OPERATOR.email, client_ip: '127.0.0.1', subject: 'UPI statement', details: '1 credits: 0 paid, 0 not paid, 0 claimed twice, 1 unmatched' },
    ]);
  });

  it("records an operator ending their other sessions, and every one", async () => {
    const second = await signInAgain();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sessions/sign-out-others', headers: { cookie: second } })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sessions/sign-out-everywhere', headers: { cookie: second } })).statusCode).toBe(204);
    const ended = (await auditOf(OPERATOR.email)).filter((row) => row.event === 'sessions-revoked');
    expect(ended).toEqual([
      { event: 'sessions-revoked', actor: OPERATOR.email, client_ip: '127.0.0.1', subject: OPERATOR.email, details: 'every other session' },
      { event: 'sessions-revoked', actor: OPERATOR.email, client_ip: '127.0.0.1', subject: OPERATOR.email, details: 'every session, this one too' },
    ]);
    expect(await checkAuditChain(t.database.db)).toMatchObject({ whole: true });
  });

  async function signInAgain(): Promise<string> {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: OPERATOR });
    expect(response.statusCode).toBe(200);
    return [response.headers['set-cookie']].flat().map((value) => value!.split(';')[0]).join('; ');
  }
});
