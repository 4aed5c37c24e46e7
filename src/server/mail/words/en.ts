import { ORDER_STATUS_LABELS } from '../../../shared/order.ts';
import type { MailWords } from './types.ts';

// The order e-mails' words in English: the shop's texts as they have always been (tests assert them).

const thanks = (name: string) => `Thank you for your order, ${name}.`;
const reply = 'please reply to this e-mail.';

export const en: MailWords = {
  subjects: {
    placed: (number) => `your order ${number} is placed`,
    paid: (number) => `your order ${number} is paid`,
    payment: {
      upi: (number, amount) => `pay ${amount} by UPI for your order ${number}`,
      razorpay: (number, amount) => `pay ${amount} online for your order ${number}`,
    },
    status: {
      shipped: (number) => `your order ${number} is on its way`,
      delivered: (number) => `your order ${number} has been delivered`,
      cancelled: (number) => `your order ${number} has been cancelled`,
      returned: (number) => `your order ${number} has come back to us`,
    },
    otherStatus: (number, status) => `your order ${number} is ${status ?? 'updated'}`,
  },
  statusNews: {
    shipped: 'Your order has left our workshop and is on its way to you. Please keep the amount below ready in cash for the courier.',
    delivered: 'Your order has been delivered. We hope you enjoy wearing it.',
    cancelled: `Your order has been cancelled. Nothing is due from you. If you did not ask for this, ${reply}`,
    returned:
      'Your parcel could not be delivered and has come back to us, so this order is closed. Nothing is due from you. If you would still like these pieces, reply to this e-mail and we will gladly send them again.',
  },
  paidStatusNews: {
    shipped: (_refund, how) => `Your order has left our workshop and is on its way to you. It is paid for ${how}: nothing is due to the courier.`,
    cancelled: (refund) => `Your order has been cancelled. ${refund} If you did not ask for this, ${reply}`,
    returned: (refund) =>
      `Your parcel could not be delivered and has come back to us, so this order is closed. ${refund} If you would still like these pieces, reply to this e-mail and we will gladly send them again.`,
  },
  statusNow: (status) => `Your order is now ${status}.`,
  paidHow: { upi: 'by UPI', razorpay: 'online through Razorpay' },
  reference: {
    upi: (reference) => ` (UPI reference ${reference})`,
    razorpay: (paymentId) => ` (Razorpay payment ${paymentId})`,
  },
  refund: {
    upi: (paid) => `We will refund your UPI payment of ${paid} to the account it came from.`,
    razorpay: (paid) => `We are refunding your payment of ${paid} through Razorpay, to the card, UPI account or bank account it came from.`,
  },
  confirmation: {
    upi: (name, paid, phone) => `${thanks(name)} We have received your UPI payment of ${paid}. We will confirm your order soon, and may call you on ${phone}.`,
    razorpay: (name, paid, phone) =>
      `${thanks(name)} We have received your payment of ${paid}, paid online through Razorpay. We will confirm your order soon, and may call you on ${phone}.`,
    codBy: (name, phone, confirmBy) =>
      `${thanks(name)} We will call you on ${phone} to confirm it by ${confirmBy}; an order we cannot confirm by then is cancelled, and nothing is due. You pay in cash on delivery.`,
    cod: (name, phone) => `${thanks(name)} We will confirm it soon, and may call you on ${phone}. You pay in cash on delivery.`,
  },
  payment: {
    upi: (name, amount, payBy) =>
      `${thanks(name)} To complete it, pay ${amount} by UPI: open your order's page, scan its QR code with any UPI app (or press “Pay with a UPI app” on your phone), then enter the payment's 12-digit UPI reference (UTR) there. Its pieces are held for you until ${payBy}; unpaid by then, the order is cancelled.`,
    razorpay: (name, amount, payBy) =>
      `${thanks(name)} To complete it, pay ${amount} online: open your order's page and press “Pay now” (card, UPI, netbanking or wallet, on Razorpay's secure page). Its pieces are held for you until ${payBy}; unpaid by then, the order is cancelled.`,
    button: { upi: 'Pay by UPI', razorpay: 'Pay now' },
  },
  unconfirmed:
    'We could not confirm your order with you by phone in time, so it has been cancelled and its pieces are back on sale. Nothing is due from you. To order again, place a new order or reply to this e-mail.',
  parcel: {
    courier: (courier) => `Courier: ${courier}`,
    tracking: (number) => `Tracking (AWB) number: ${number}`,
    track: 'Track your parcel',
    enterNumber: 'Enter the tracking number on that page.',
  },
  line: (purity, metal, size, quantity, price) => `${purity} ${metal}${size ? ` · Size ${size}` : ''} · ${quantity} × ${price}`,
  metals: {},
  totals: {
    items: 'Item total',
    savings: (percent) => `Subscription savings (${percent}% off)`,
    shipping: 'Shipping',
    free: 'Free',
    total: 'Order Total',
  },
  heading: (number) => `Order ${number}`,
  statusHeading: (number, label) => `Order ${number}: ${label}`,
  statusLabels: ORDER_STATUS_LABELS,

  shipTo: 'Shipping to:',
  shipToLine: (address) => `Shipping to ${address}`,
  yourOrder: 'Your order',
  seeYourOrder: 'See your order',
  invoice: 'Your GST invoice',
  downloadInvoice: 'Download your GST invoice (PDF)',
  creditNote: 'Your GST credit note',
  downloadCreditNote: 'Download your GST credit note (PDF)',
  deliveredBy: (day) => `Delivered by ${day}.`,
  verifyHuid: 'To check a piece: open the BIS Care app (Android or iOS), choose “Verify HUID” and type its HUID.',
};
