// UPI to the shop's own UPI ID (decision 032): the payment link and QR code's contents, and the
// reference a shopper gives once paid. Apart from payment-methods.ts so that the pages that only
// name the methods do not load zod.
import { z } from 'zod/mini';
import type { ErrorCode } from './errors.ts';

/**
 * A UPI ID (virtual payment address): a name of letters, digits, '.', '-' or '_', then '@' and
 * the bank's handle, such as rajatsilver@okaxis.
 */
export const UPI_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{1,255}@[A-Za-z][A-Za-z0-9]{1,63}$/;

/**
 * The UPI payment link (NPCI's deep-link format) for an order: a UPI app opens it, and the QR
 * code of the order page carries it. `pa` the shop's UPI ID, `pn` its name, `am` the amount in
 * rupees with two decimals, `cu` INR, `tn` the order number (the shopper's note, which shows in
 * the shop's bank statement).
 */
export function upiPaymentUri(payee: { upiId: string; name: string }, amountPaise: number, orderNumber: string): string {
  const rupees = `${Math.floor(amountPaise / 100)}.${String(amountPaise % 100).padStart(2, '0')}`;
  const query = [
    ['pa', payee.upiId],
    ['pn', payee.name],
    ['am', rupees],
    ['cu', 'INR'],
    ['tn', orderNumber],
  ]
    .map(([name, value]) => `${name}=${encodeURIComponent(value!)}`)
    .join('&');
  return `upi://pay?${query}`;
}

/** The UPI reference (UTR) of a payment: the 12 digits a UPI app shows once it has paid. */
export const UPI_REFERENCE_PATTERN = /^\d{12}$/;
/** A malformed reference's error code (shared/errors.ts): the server words it in English, the page in its language. */
const REFERENCE_INVALID = 'upi_reference_invalid' satisfies ErrorCode;

/** The body of POST /api/orders/:number/upi-reference: spaces the app shows between digit groups are dropped. */
export const upiReferenceSchema = z.strictObject({
  reference: z.pipe(
    z.string({ error: REFERENCE_INVALID }).check(z.maxLength(40, REFERENCE_INVALID), z.overwrite((value) => value.replace(/\s+/g, ''))),
    z.string().check(z.regex(UPI_REFERENCE_PATTERN, REFERENCE_INVALID)),
  ),
});
