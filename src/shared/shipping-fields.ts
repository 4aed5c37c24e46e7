/**
 * The 'Shipping Details' form's fields, in the form's order. Plain data, so that the checkout
 * screen draws its form without the validation rules (checkout.ts, loaded when needed).
 */
export const SHIPPING_FIELDS = ['name', 'email', 'phone', 'address', 'city', 'state', 'zip'] as const;
export type ShippingField = (typeof SHIPPING_FIELDS)[number];

/** The checkout form's fields: the shipping details, then the buyer's PAN for an order that needs it (payment-rules.ts). */
export const CHECKOUT_FIELDS = [...SHIPPING_FIELDS, 'pan'] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];
