import { describe, expect, it } from 'vitest';
import { priceOrder, type PricingProduct } from '../../src/server/orders/pricing.ts';
import { HttpError } from '../../src/server/http/errors.ts';

const ring: PricingProduct = { id: 'ring', name: 'Lotus Ring', metal_type: 'Silver', purity: '925', metal_weight_mg: 4_250, price_paise: 1_299_99 };
const crown: PricingProduct = { id: 'crown', name: 'Bridal Crown', metal_type: 'Gold', purity: '22K', metal_weight_mg: 1_250_000, price_paise: 1_00_00_000_00 };

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
        { productId: 'ring', size: '2.6', quantity: 3 },
        { productId: 'ring', size: '2.10', quantity: 1 },
      ],
      [ring],
    );
    expect(priced.lines).toEqual([
      { productId: 'ring', productName: 'Lotus Ring', metalType: 'Silver', purity: '925', metalWeightMg: 4_250, size: '2.6', quantity: 3, unitPricePaise: 129_999, lineTotalPaise: 389_997 },
      { productId: 'ring', productName: 'Lotus Ring', metalType: 'Silver', purity: '925', metalWeightMg: 4_250, size: '2.10', quantity: 1, unitPricePaise: 129_999, lineTotalPaise: 129_999 },
    ]);
    // 15% subscription saving, rounded half-up to the paisa; shipping is free.
    expect(priced.totals).toEqual({ itemTotalPaise: 519_996, savingsPaise: 77_999, shippingPaise: 0, orderTotalPaise: 441_997 });
  });

  it('refuses lines whose product is gone with a 409 naming each such line', () => {
    const refusal = refusalOf(() =>
      priceOrder(
        [
          { productId: 'gone', size: '2.6', quantity: 1 },
          { productId: 'ring', size: '2.6', quantity: 1 },
          { productId: 'also-gone', size: '2.8', quantity: 2 },
        ],
        [ring],
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
});
