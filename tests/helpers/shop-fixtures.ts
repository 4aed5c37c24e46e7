import type { ShippingDetails } from '../../src/shared/checkout.ts';
import type { Product, ProductInput } from '../../src/shared/product.ts';

/**
 * A valid product for the operator's routes and the catalogue: a 925 silver everyday bangle of
 * 3.25 g at ₹1,299 (sold in the spec's sizes, 2.6 chosen), but for the fields a test gives.
 * Without a Stock field, as the operator's form may leave it.
 */
export function productInput(fields: Partial<ProductInput> = {}): ProductInput {
  return {
    ProductName: 'Silver Bangle',
    ProductPrice: 1299,
    Category: 'Bangle',
    MetalType: 'Silver',
    Purity: '925',
    metalWeight: 3.25,
    Colour: 'Silver',
    Style: 'Everyday',
    ...fields,
  };
}

/** Valid shipping details as a shopper types them at checkout (the mobile number with a space). */
export const SHIPPING_TO_CUTTACK = {
  name: 'Ananya Mishra',
  email: 'ananya@example.in',
  phone: '98765 43210',
  address: '12, Link Road, Badambadi',
  city: 'Cuttack',
  state: 'Odisha',
  zip: '753012',
};

/** The same details as the checkout schema stores them: the mobile number's ten digits alone. */
export const STORED_SHIPPING_TO_CUTTACK: ShippingDetails = { ...SHIPPING_TO_CUTTACK, state: 'Odisha', phone: '9876543210' };

/** The message beside each field of an empty shipping form: the checkout form's and the server's alike. */
export const EMPTY_SHIPPING_FIELD_ERRORS = {
  name: 'Enter your full name.',
  email: 'Enter your e-mail address.',
  phone: 'Enter your 10-digit mobile number.',
  address: 'Enter your address: house number, street and area.',
  city: 'Enter your city.',
  state: 'Choose your state or union territory.',
  zip: 'Enter your 6-digit PIN code.',
};

/** A product as the browser keeps it in the cart and wishlist (a bangle, in the spec's sizes; ₹1,299 unless given). */
export const storedProduct = (id: string, price = 1299, extra: Partial<Product> = {}): Product => ({
  id,
  ProductName: `Bangle ${id}`,
  ProductPrice: price,
  ProductImgs: { high: [`/media/${id}-high.jpg`], low: [`/media/${id}-low.jpg`] },
  Category: 'Bangle',
  MetalType: 'Silver',
  Purity: '925',
  metalWeight: 3.2,
  ...extra,
});

/** A parcel as "Mark shipped" names it: Delhivery, whose tracking page takes the AWB number. */
export const PARCEL = { courier: 'delhivery', trackingNumber: '1234567890123' } as const;

let parcels = 0;
/**
 * A Delhivery parcel with a tracking number of its own: the shop warns of one number on two
 * orders (decision 042), so each order a test ships gets its own.
 */
export const freshParcel = () => ({ courier: 'delhivery', trackingNumber: String(2_000_000_000_000 + (parcels += 1)) }) as const;

/** The body of a status change: marking an order shipped names its parcel (a fresh one). */
export const statusChange = (status: string) => (status === 'shipped' ? { status, ...freshParcel() } : { status });
