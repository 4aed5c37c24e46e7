import { describe, expect, it } from 'vitest';
import { priceOrder, type PricingProduct } from '../../src/server/orders/pricing.ts';
import { HttpError } from '../../src/server/http/errors.ts';

const bangle: PricingProduct = { id: 'bangle', name: 'Lotus Bangle', category: 'Bangle', metal_type: 'Silver', purity: '925', metal_weight_mg: 4_250, price_paise: 1_299_99 };
const crown: PricingProduct = { id: 'crown', name: 'Bridal Crown', category: 'Bracelet', metal_type: 'Gold', purity: '22K', metal_weight_mg: 1_250_000, price_paise: 1_00_00_000_00 };

function refusalOf(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('priceOrder did not refuse');
}

describe('priceOrder', () => {
  it('prices each line from the product as stored and totals the order in paise', () => {
    const priced = priceOrder(
      [
        { productId: 'bangle', size: '2.6', quantity: 3 },
        { productId: 'bangle', size: '2.10', quantity: 1 },
      ],
      [bangle],
    );
    expect(priced.lines).toEqual([
      { productId: 'bangle', productName: 'Lotus Bangle', metalType: 'Silver', purity: '925', metalWeightMg: 4_250, size: '2.6', quantity: 3, unitPricePaise: 129_999, lineTotalPaise: 389_997, localName: null },
      { productId: 'bangle', productName: 'Lotus Bangle', metalType: 'Silver', purity: '925', metalWeightMg: 4_250, size: '2.10', quantity: 1, unitPricePaise: 129_999, lineTotalPaise: 129_999, localName: null },
    ]);
    // 15% subscription saving, rounded half-up to the paisa; shipping is free.
    expect(priced.totals).toEqual({ itemTotalPaise: 519_996, savingsPaise: 77_999, shippingPaise: 0, orderTotalPaise: 441_997 });
  });

  it('refuses lines whose product is gone with a 409 naming each such line', () => {
    const refusal = refusalOf(() =>
      priceOrder(
        [
          { productId: 'gone', size: '2.6', quantity: 1 },
          { productId: 'bangle', size: '2.6', quantity: 1 },
          { productId: 'also-gone', size: '2.8', quantity: 2 },
        ],
        [bangle],
      ),
    );
    expect(refusal.statusCode).toBe(409);
    expect(refusal.code).toBe('unknown_product');
    expect(refusal.message).toBe('Some pieces in your cart are no longer available. Remove them from your cart and try again.');
    expect(refusal.fieldErrors).toEqual({
      'lines.0.productId': 'This piece is no longer available.',
      'lines.2.productId': 'This piece is no longer available.',
    });
  });

  it('allows an order of exactly the largest total and refuses a larger one with a 400', () => {
    // ₹1,00,00,000 of items is ₹85,00,000 after the saving: within the limit.
    expect(priceOrder([{ productId: 'crown', size: '2.6', quantity: 1 }], [crown]).totals.orderTotalPaise).toBe(85_00_000_00);
    const refusal = refusalOf(() => priceOrder([{ productId: 'crown', size: '2.6', quantity: 3 }], [crown]));
    expect(refusal.statusCode).toBe(400);
    expect(refusal.code).toBe('order_too_large');
    expect(refusal.message).toBe(
      'An order may come to at most ₹1,00,00,000.00; this one comes to ₹2,55,00,000.00. Please order fewer pieces, or contact us for a larger order.',
    );
  });

  it('takes each piece in its own sizes (decision 040): a bangle size for a bangle, a ring size for a ring, none for a chain', () => {
    const ring: PricingProduct = { id: 'ring', name: 'Lotus Ring', category: 'Ring', metal_type: 'Silver', purity: '925', metal_weight_mg: 3_200, price_paise: 1_299_00 };
    const chain: PricingProduct = { id: 'chain', name: 'Rope Chain', category: 'Necklace', metal_type: 'Silver', purity: '925', metal_weight_mg: 9_000, price_paise: 2_450_50 };
    const priced = priceOrder(
      [
        { productId: 'bangle', size: '2.10', quantity: 1 },
        { productId: 'ring', size: '14', quantity: 1 },
        { productId: 'chain', size: '', quantity: 2 },
      ],
      [bangle, ring, chain],
    );
    expect(priced.lines.map((line) => [line.productName, line.size])).toEqual([
      ['Lotus Bangle', '2.10'],
      ['Lotus Ring', '14'],
      ['Rope Chain', ''],
    ]);
  });

  it('refuses a line in a size its piece does not take, and a ring without a size, naming each line', () => {
    const ring: PricingProduct = { id: 'ring', name: 'Lotus Ring', category: 'Ring', metal_type: 'Silver', purity: '925', metal_weight_mg: 3_200, price_paise: 1_299_00 };
    const chain: PricingProduct = { id: 'chain', name: 'Rope Chain', category: 'Necklace', metal_type: 'Silver', purity: '925', metal_weight_mg: 9_000, price_paise: 2_450_50 };
    const refusal = refusalOf(() =>
      priceOrder(
        [
          { productId: 'ring', size: '2.6', quantity: 1 },
          { productId: 'chain', size: '2.6', quantity: 1 },
          { productId: 'bangle', size: '14', quantity: 1 },
          { productId: 'bangle', size: '2.6', quantity: 1 },
        ],
        [bangle, ring, chain],
      ),
    );
    expect(refusal.statusCode).toBe(400);
    expect(refusal.code).toBe('size_invalid');
    expect(refusal.fieldErrors).toEqual({
      'lines.0.size': 'This piece does not come in that size: choose one of its sizes in your cart.',
      'lines.1.size': 'This piece does not come in that size: choose one of its sizes in your cart.',
      'lines.2.size': 'This piece does not come in that size: choose one of its sizes in your cart.',
    });
    const unsized = refusalOf(() => priceOrder([{ productId: 'ring', size: '', quantity: 1 }], [ring]));
    expect(unsized.code).toBe('size_choose');
    expect(unsized.message).toBe('Choose a size for this ring in your cart.');
  });
});
