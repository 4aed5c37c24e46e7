/**
 * The 'Shipping Details' form's fields, in the form's order. Plain data, so that the checkout
 * screen draws its form without the validation rules (checkout.ts, loaded when needed).
 */
export const SHIPPING_FIELDS = ['name', 'email', 'phone', 'address', 'city', 'state', 'zip'] as const;
export type ShippingField = (typeof SHIPPING_FIELDS)[number];
