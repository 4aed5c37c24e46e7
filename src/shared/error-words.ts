import type { ErrorWords, RazorpayRefusal, RetryRefusal, ShortParams, UpiReferenceRefusal } from './errors.ts';
import { formatInr, wholeInr } from './money.ts';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from './order-limits.ts';
import { SHOP_CONTACT } from './shop-contact.ts';

// The English words of the shopper's error codes (errors.ts): the server's `message`, and the
// English storefront's words (web/messages/en/errors.ts). The spec's texts exactly.

const CONTACT = `call us on ${SHOP_CONTACT.phone} or write to ${SHOP_CONTACT.salesEmail}.`;

const shortText = ({ name, sizes, left, wanted }: ShortParams): string => {
  // A piece without a size (a chain, earrings) is named alone.
  const sized = sizes.filter(Boolean);
  const piece = sized.length > 0 ? `“${name}” (size${sized.length > 1 ? 's' : ''} ${sized.join(', ')})` : `“${name}”`;
  if (left === 0) return `${piece} is out of stock: remove it from your cart to place the order.`;
  return `Only ${left} of ${piece} ${left === 1 ? 'is' : 'are'} left and your cart has ${wanted}: lower the quantity or remove it.`;
};

const anOrder = (cash: boolean) => (cash ? 'A cash-on-delivery order' : 'An order');
const codProduct = ({ perProduct, name, pieces, cash }: { perProduct: number; name: string; pieces: number; cash: boolean }) =>
  `${anOrder(cash)} may hold at most ${perProduct} of “${name}”; your cart has ${pieces}.`;

const UPI_REFERENCE_REFUSALS: Record<UpiReferenceRefusal, string> = {
  not_upi: 'This order is not paid by UPI: it needs no UPI reference.',
  paid: 'This order is already paid: it needs no UPI reference.',
  cancelled: 'This order has been cancelled: it takes no payment.',
  expired: 'This order has expired unpaid, so its pieces are no longer held. If you have paid for it, please call or write to us with the UPI reference.',
  payment_failed: 'We could not find a payment for this order. If you have paid for it, please call or write to us with the UPI reference.',
  taken: `This UPI reference is already given for another order. Check the 12 digits your UPI app shows for this payment, or ${CONTACT}`,
  given: `This order already has a UPI reference, and we are looking for that payment. If it was wrong, please ${CONTACT}`,
};

const RAZORPAY_REFUSALS: Record<RazorpayRefusal, string> = {
  not_razorpay: 'This order is not paid through Razorpay.',
  cod: 'This order is paid in cash on delivery: there is nothing to pay now.',
  paid: 'This order is already paid.',
  closed: 'This order is closed: it takes no payment.',
  cancelled: 'This order has been cancelled: it takes no payment.',
  expired: 'This order has expired unpaid, so its pieces are no longer held. Try paying again from the order page.',
  payment_failed: 'We could not find a payment for this order. Try paying again from the order page.',
  other: 'This order takes no payment now.',
};

const RETRY_REFUSALS: Record<RetryRefusal, string> = {
  cod: 'This order is paid in cash on delivery: there is nothing to pay now.',
  awaiting: 'This order is still awaiting its payment: pay for it from this page.',
  paid: 'This order is already paid.',
  closed: 'This order is closed: it takes no payment.',
  cancelled: 'This order has been cancelled: it takes no payment. Please place a new order.',
  too_old: 'This order was placed too long ago to be paid for now. Please place a new order.',
  price_changed: "The price of a piece in this order has changed since it was placed. Please place a new order at today's price.",
};

export const englishErrors: ErrorWords = {
  name_missing: () => 'Enter your full name.',
  name_long: () => 'Keep the name under 100 characters.',
  name_links: () => 'Enter just your name: no web addresses, links or < >.',
  email_missing: () => 'Enter your e-mail address.',
  email_long: () => 'This e-mail address is too long.',
  email_invalid: () => 'Enter a valid e-mail address, such as name@example.com.',
  phone_missing: () => 'Enter your 10-digit mobile number.',
  phone_invalid: () => 'Enter a 10-digit Indian mobile number, such as 98765 43210.',
  address_missing: () => 'Enter your address: house number, street and area.',
  address_long: () => 'Keep the address under 300 characters.',
  address_links: () => 'Enter the address as it is written on the door: no web addresses, links or < >.',
  city_missing: () => 'Enter your city.',
  city_long: () => 'Keep the city under 80 characters.',
  city_links: () => 'Enter just the city: no web addresses, links or < >.',
  state_missing: () => 'Choose your state or union territory.',
  zip_missing: () => 'Enter your 6-digit PIN code.',
  zip_invalid: () => 'Enter a valid 6-digit PIN code, such as 753001.',
  pin_unknown: ({ pin }) => `${pin} is not a PIN code in India Post's directory. Check the PIN code.`,
  pin_state: ({ pin, states, chosen }) => `PIN code ${pin} is in ${states.join(' or ')}, not ${chosen}. Check the PIN code or the state.`,
  pan_missing: () => 'Enter your PAN.',
  pan_invalid: () => 'Enter your PAN as it is on the card: 5 letters, 4 digits and a letter, such as ABCDE1234F.',
  product_missing: () => 'Missing product.',
  product_unknown: () => 'Unknown product.',
  size_invalid: () => 'This piece does not come in that size: choose one of its sizes in your cart.',
  size_choose: () => 'Choose a size for this ring in your cart.',
  quantity_missing: () => 'Enter a quantity.',
  quantity_whole: () => 'The quantity must be a whole number.',
  quantity_min: () => 'The quantity must be at least 1.',
  quantity_max: () => `At most ${MAX_LINE_QUANTITY} of one piece per order.`,
  payment_method_invalid: () => 'Choose how to pay: UPI, card, netbanking or wallet through Razorpay, or cash on delivery.',
  lines_missing: () => 'The order has no items.',
  cart_empty: () => 'Your cart is empty.',
  lines_max: () => `An order holds at most ${MAX_ORDER_LINES} different pieces.`,
  lines_duplicate: () => 'Each product and size may appear only once.',
  cod_limit: ({ limit }) => `Cash on delivery is possible up to ${wholeInr(limit)} an order. For this order please ${CONTACT}`,
  cod_pin_blocked: ({ pin }) => `Cash on delivery is not offered to PIN code ${pin}. Please ${CONTACT}`,
  pan_required: () => "An order of ₹2,00,000 or more needs the buyer's PAN (Income-tax Rule 114B). Enter your PAN.",
  cod_pieces: ({ perProduct, totalCap, over, pieces, cash }) =>
    [
      ...over.map((product) => codProduct({ perProduct, cash, ...product })),
      ...(pieces > totalCap ? [`${anOrder(cash)} may hold at most ${totalCap} pieces; your cart has ${pieces}.`] : []),
      `For more, please ${CONTACT}`,
    ].join(' '),
  cod_product_pieces: codProduct,
  stock: ({ shortages }) => shortages.map(shortText).join(' '),
  stock_line: shortText,
  products_gone: () => 'Some pieces in your cart are no longer available. Remove them from your cart and try again.',
  product_gone: () => 'This piece is no longer available.',
  order_too_large: ({ max, total }) =>
    `An order may come to at most ${formatInr(max)}; this one comes to ${formatInr(total)}. Please order fewer pieces, or contact us for a larger order.`,
  order_limit: ({ by, count, hours }) => {
    const window = hours === 1 ? 'hour' : `${hours} hours`;
    const said =
      by === 'network'
        ? `${count} orders have come from your network`
        : `This ${by === 'phone' ? 'mobile number' : 'e-mail address'} has placed ${count} orders`;
    return `${said} in the last ${window}, the most we take online. To order more, please ${CONTACT}`;
  },
  payment_method_off: ({ method }) =>
    method === 'upi' ? 'This shop does not take UPI payments.' : 'This shop does not take payments through Razorpay.',
  order_not_found: () => 'No order has this number.',
  pieces_sold: () => 'The pieces of this order have sold since. Please place a new order.',
  gateway_unavailable: () => 'Razorpay cannot be reached just now. Please try again in a minute.',
  upi_reference_invalid: () => 'The UPI reference (UTR) is the 12-digit number your UPI app shows for the payment.',
  upi_reference_refused: ({ reason }) => UPI_REFERENCE_REFUSALS[reason],
  razorpay_refused: ({ reason }) => RAZORPAY_REFUSALS[reason],
  payment_signature: () => "The payment's signature does not match: nothing was changed.",
  retry_refused: ({ reason }) => RETRY_REFUSALS[reason],
  payment_link_unsigned: () => 'Open this order from the link in your order e-mail, or from the checkout, to pay for it.',
  subscribe_email_invalid: () => 'Please enter a valid e-mail address, such as name@example.com.',
  subscribe_email_long: () => 'That e-mail address is too long.',
  too_many: ({ seconds }) => {
    const when = seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}`;
    return `Too many attempts. Please try again in ${when}.`;
  },
  unavailable: () => 'The shop cannot reach its database just now. Please try again in a moment.',
  internal: () => 'Something went wrong on our side. Please try again.',
  network: () => 'We could not reach the shop. Check your connection and try again.',
};
