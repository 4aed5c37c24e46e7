import type { MetalType } from '../../../shared/catalogue.ts';
import type { OrderStatus } from '../../../shared/order.ts';

// The words of a shopper's order e-mails, one object a language (en.ts, hi.ts, or.ts; decision
// 034). The server keeps its own: it does not import the web's messages. Prices, order numbers,
// PINs and brand names are figures and names, written the same in every language; a text with
// figures is a function of them.

/** The statuses a shopper hears about by e-mail (outbox.ts's STATUSES_MAILED). */
type Mailed = 'shipped' | 'delivered' | 'cancelled' | 'returned';

export type MailWords = {
  /** Subjects, after 'Rajat Silver: '. */
  subjects: {
    /** A cash-on-delivery order's confirmation. */
    placed: (number: string) => string;
    /** A prepaid order's confirmation, sent once it is paid. */
    paid: (number: string) => string;
    /** A prepaid order placed and not yet paid (issue 42, point 4): `amount` is what to pay. */
    payment: { upi: (number: string, amount: string) => string; razorpay: (number: string, amount: string) => string };
    status: Record<Mailed, (number: string) => string>;
    /** Any other status (not mailed today). */
    otherStatus: (number: string, status: string | null) => string;
  };
  /** A cash-on-delivery order's news of a status. */
  statusNews: Record<Mailed, string> & Partial<Record<OrderStatus, string>>;
  /** A prepaid order's news where it differs: `refund` where its money goes, `how` it was paid. */
  paidStatusNews: Partial<Record<OrderStatus, (refund: string, how: string) => string>>;
  /** The news of a status not told above: `status` is its label. */
  statusNow: (status: string) => string;
  /** How a prepaid order was paid: 'by UPI'. */
  paidHow: { upi: string; razorpay: string };
  /** After the amount paid: ' (UPI reference 412345678901)'. */
  reference: { upi: (reference: string) => string; razorpay: (paymentId: string) => string };
  /** Where a prepaid order's refund goes; `paid` is the amount and its reference. */
  refund: { upi: (paid: string) => string; razorpay: (paid: string) => string };
  /** The confirmation's first paragraph. */
  confirmation: {
    upi: (name: string, paid: string, phone: string) => string;
    razorpay: (name: string, paid: string, phone: string) => string;
    /** Cash on delivery, held until `confirmBy` (decision 027). */
    codBy: (name: string, phone: string, confirmBy: string) => string;
    cod: (name: string, phone: string) => string;
  };
  /**
   * A prepaid order placed and not yet paid: how to pay `amount` on its page by `payBy` (its
   * hold's end), and the words of the page's button the e-mail links to.
   */
  payment: {
    upi: (name: string, amount: string, payBy: string) => string;
    razorpay: (name: string, amount: string, payBy: string) => string;
    button: { upi: string; razorpay: string };
  };
  /** A cash-on-delivery order cancelled because the shop could not confirm it in time. */
  unconfirmed: string;
  /** `enterNumber` follows the link to a tracking page that asks for the number (shared/shipping.ts's trackingNeedsNumber). */
  parcel: { courier: (courier: string) => string; tracking: (number: string) => string; track: string; enterNumber: string };
  /** An order line's details under its name: '925 Silver · Size 2.4 · 1 × ₹1,25,000.00' (no size part for a piece without a size, size ''). */
  line: (purity: string, metal: string, size: string, quantity: number, price: string) => string;
  /** The metals' names where they differ from the catalogue's English. */
  metals: Partial<Record<MetalType, string>>;
  totals: { items: string; savings: (percent: number) => string; shipping: string; free: string; total: string };
  heading: (number: string) => string;
  statusHeading: (number: string, label: string) => string;
  statusLabels: Record<OrderStatus, string>;
  /** The plain-text part's heading of the address. */
  shipTo: string;
  /** The HTML part's line: 'Shipping to {name, address, city, state PIN}'. */
  shipToLine: (address: string) => string;
  /** 'Your order: {link}' in the plain-text part. */
  yourOrder: string;
  /** The HTML part's button to the order's page. */
  seeYourOrder: string;
  /** 'Your GST invoice: {link}' in the plain-text part. */
  invoice: string;
  /** The HTML part's link to the invoice. */
  downloadInvoice: string;
  /** 'Your GST credit note: {link}' in the plain-text part of a cancellation or return (decision 042). */
  creditNote: string;
  /** The HTML part's link to the credit note. */
  downloadCreditNote: string;
  /** Under the lines of an order whose pieces carry HUIDs (decision 036): how to check them. */
  verifyHuid: string;
  /** The day the order is promised by, as the product page and checkout gave it: 'Delivered by Mon, 30 Nov.' */
  deliveredBy: (day: string) => string;
};
