import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRazorpayStandIn, STAND_IN_KEYS, type RazorpayStandIn } from '../support/razorpay-stand-in.ts';
import { razorpayGateway } from '../../src/server/payments/razorpay.ts';
import { GatewayBadEventError, GatewayRefusedError, GatewayUnavailableError } from '../../src/server/payments/gateway.ts';
import { backoffMs } from '../../src/server/payments/reconciler.ts';

// Razorpay's client (decision 033) against the stand-in: what it sends, how it reads the answers,
// and how it tells a gateway that is down from one that refuses.

const MINUTE = 60_000;

describe('the Razorpay client', () => {
  let standIn: RazorpayStandIn;
  const settings = (apiUrl: string, keySecret = STAND_IN_KEYS.keySecret) => ({ ...STAND_IN_KEYS, keySecret, apiUrl, holdMs: 30 * MINUTE });

  beforeAll(async () => {
    standIn = await startRazorpayStandIn();
  });
  afterAll(() => standIn.close());

  it('makes an order in paise with our order number as the receipt, and reads its payments', async () => {
    const gateway = razorpayGateway(settings(standIn.url));
    const order = await gateway.createOrder({ amount: 110_499, currency: 'INR', receipt: 'RS-ABCDEFGHJK', notes: { order: 'RS-ABCDEFGHJK' } });
    expect(order).toEqual({ id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/), amount: 110_499, amountPaid: 0, currency: 'INR', receipt: 'RS-ABCDEFGHJK', status: 'created' });
    expect(await gateway.fetchOrderPayments(order.id)).toEqual([]);
    standIn.dropWebhooks = true;
    const paid = await standIn.pay(order.id, { capture: false });
    expect(await gateway.fetchOrderPayments(order.id)).toEqual([
      { id: paid.razorpay_payment_id, orderId: order.id, amount: 110_499, currency: 'INR', status: 'authorized', method: 'upi', errorDescription: null },
    ]);
    expect(await gateway.capturePayment(paid.razorpay_payment_id, 110_499, 'INR')).toMatchObject({ status: 'captured' });
    const refund = await gateway.refundPayment(paid.razorpay_payment_id, 110_499, 'refund-key-1');
    expect(refund).toEqual({ id: expect.stringMatching(/^rfnd_/), paymentId: paid.razorpay_payment_id, amount: 110_499, status: 'pending' });
    // The same key again: the same refund, not a second.
    expect(await gateway.refundPayment(paid.razorpay_payment_id, 110_499, 'refund-key-1')).toEqual(refund);
    expect(standIn.refunds.size).toBe(1);
  });

  it('checks signatures over exactly what was signed, and reads a webhook into a typed event', () => {
    const gateway = razorpayGateway(settings(standIn.url));
    const signature = createHmac('sha256', STAND_IN_KEYS.keySecret).update('order_AbCdEf12345678|pay_AbCdEf12345678').digest('hex');
    expect(gateway.verifyCallback({ orderId: 'order_AbCdEf12345678', paymentId: 'pay_AbCdEf12345678', signature })).toBe(true);
    expect(gateway.verifyCallback({ orderId: 'order_AbCdEf12345678', paymentId: 'pay_AbCdEf12345679', signature })).toBe(false);
    expect(gateway.verifyCallback({ orderId: 'order_AbCdEf12345678', paymentId: 'pay_AbCdEf12345678', signature: signature.slice(1) })).toBe(false);

    const body = Buffer.from('{"entity":"event","event":"refund.processed","payload":{"refund":{"entity":{"id":"rfnd_1","amount":100,"payment_id":"pay_1","status":"processed"}}}}');
    const webhookSignature = createHmac('sha256', STAND_IN_KEYS.webhookSecret).update(body).digest('hex');
    expect(gateway.verifyWebhook(body, webhookSignature)).toBe(true);
    expect(gateway.verifyWebhook(Buffer.concat([body, Buffer.from(' ')]), webhookSignature)).toBe(false);
    expect(gateway.verifyWebhook(body, undefined)).toBe(false);
    expect(gateway.readEvent(body)).toEqual({ kind: 'refund', key: 'refund.processed:rfnd_1', event: 'refund.processed', refund: { id: 'rfnd_1', paymentId: 'pay_1', amount: 100, status: 'processed' } });
    const settlement = '{"entity":"event","event":"settlement.processed","payload":{}}';
    expect(gateway.readEvent(Buffer.from(settlement))).toEqual({ kind: 'unhandled', key: `settlement.processed:${createHash('sha256').update(settlement).digest('hex').slice(0, 32)}`, event: 'settlement.processed' });
    expect(() => gateway.readEvent(Buffer.from('not json'))).toThrow(GatewayBadEventError);
  });

  it('tells a refusal (4xx, with the gateway\'s words) from a gateway that is down or unreachable', async () => {
    const refused = await razorpayGateway(settings(standIn.url)).fetchPayment('pay_NoSuchPayment00').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(GatewayRefusedError);
    expect(refused).toMatchObject({ status: 400, code: 'BAD_REQUEST_ERROR', message: 'The id provided does not exist' });
    expect(await razorpayGateway(settings(standIn.url, 'wrong-secret')).fetchPayment('pay_x').catch((error: unknown) => error)).toMatchObject({ status: 401 });

    standIn.failNext = 1;
    expect(await razorpayGateway(settings(standIn.url)).fetchPayment('pay_x').catch((error: unknown) => error)).toBeInstanceOf(GatewayUnavailableError);
    const closed = await startRazorpayStandIn();
    await closed.close();
    expect(await razorpayGateway(settings(closed.url)).fetchPayment('pay_x').catch((error: unknown) => error)).toBeInstanceOf(GatewayUnavailableError);
  });

  it("backs the reconciler's checks off 1, 2, 4 … minutes, at most an hour", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 30].map((checks) => backoffMs(checks) / MINUTE)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });
});
