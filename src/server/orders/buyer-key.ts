import type { FastifyInstance } from 'fastify';
import { errorDetail } from '../../shared/errors.ts';
import { shopperError } from '../http/errors.ts';

// What proves the buyer to a payment route (decision 038): the order's signed, expiring key
// (decision 030), which only the buyer was given (the checkout's answer, each e-mail to them).
// The UPI reference form, a payment retry and the gateway's checkout act on the order, so the
// order number alone, which travels, is not enough.

/** The valid key of `?key=`; else 403 `payment_link_unsigned`, before the order is looked up. */
export function buyerKeyOf(app: Pick<FastifyInstance, 'documentLinks'>, number: string, key: unknown): string {
  if (typeof key === 'string' && app.documentLinks.check(number, key) === 'valid') return key;
  throw shopperError(403, 'payment_link_unsigned', errorDetail('payment_link_unsigned'));
}
