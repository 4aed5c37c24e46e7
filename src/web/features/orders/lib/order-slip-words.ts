import { formatIndiaDateTime } from '../../../../shared/india-time.ts';

// The operator's words for the taps that cost money when made by mistake (decision 042): marking
// an order delivered, a delivered parcel marked returned, a tracking number already on another
// order, and the one order an alert e-mail opens.

export const SLIP_WORDS = {
  delivered: {
    title: (number: string) => `Order ${number} delivered?`,
    body: (name: string, cash: string | null, days: number | null) =>
      `Mark it delivered once the courier says ${name} has the parcel${cash ? ` and the ${cash} in cash is collected` : ''}. The shopper is told by e-mail.` +
      (days ? ` Should the parcel come back after all (a refusal reported late), it can still be marked returned for ${days} ${days === 1 ? 'day' : 'days'}.` : ''),
    cancel: 'Not yet',
    confirm: 'Yes, mark delivered',
  },
  returnedAfterDelivery: (name: string) =>
    `The parcel of ${name}, marked delivered, came back to us after all (refused, reported late). Its pieces go back into stock, a credit note reverses its invoice and the shopper is told by e-mail. This cannot be undone.`,
  returnBy: (until: string) => `Delivered. Should the parcel come back after all, mark it returned by ${formatIndiaDateTime(until)}.`,
  trackingNumberUsed: {
    shipAnyway: 'Ship with this number anyway',
  },
  oneOrder: {
    shown: (number: string) => `Order ${number}, as the e-mail named it.`,
    missing: (number: string) => `No order has the number ${number}.`,
    all: 'Show all orders',
  },
};
