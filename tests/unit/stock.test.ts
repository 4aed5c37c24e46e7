import { describe, expect, it } from 'vitest';
import { stockLabel, stockShortages, type Shortage } from '../../src/shared/stock.ts';
import { englishErrors } from '../../src/shared/error-words.ts';

const shortageMessage = (shortage: Shortage) => englishErrors.stock_line(shortage);
import { validateFields, type ProductFields } from '../../src/web/features/admin-products/lib/product-fields.ts';
import type { Product } from '../../src/shared/product.ts';

describe('what the storefront says about stock', () => {
  it('says "Out of stock" at 0, "Only N left" below 3, and nothing from 3 or when unknown', () => {
    expect(stockLabel(0)).toBe('Out of stock');
    expect(stockLabel(1)).toBe('Only 1 left');
    expect(stockLabel(2)).toBe('Only 2 left');
    expect(stockLabel(3)).toBeNull();
    expect(stockLabel(40)).toBeNull();
    expect(stockLabel(undefined)).toBeNull();
  });
});

describe('stock shortages of a cart or an order', () => {
  const lines = [
    { productId: 'ring', name: 'Lotus Ring', size: '2.6', quantity: 2 },
    { productId: 'chain', name: 'Rope Chain', size: '2.10', quantity: 1 },
    { productId: 'ring', name: 'Lotus Ring', size: '2.8', quantity: 1 },
  ];

  it("adds up a product's sizes, and names only the products that fall short", () => {
    const stock: Record<string, number> = { ring: 2, chain: 1 };
    expect(stockShortages(lines, (id) => stock[id])).toEqual([
      {
        productId: 'ring',
        name: 'Lotus Ring',
        sizes: ['2.6', '2.8'],
        wanted: 3,
        left: 2,
      },
    ]);
    expect(stockShortages(lines, (id) => ({ ring: 3, chain: 1 })[id])).toEqual([]);
  });

  it('leaves out products whose stock is not known', () => {
    expect(stockShortages(lines, () => undefined)).toEqual([]);
  });

  it('words the message for a piece sold out and for a few left', () => {
    expect(shortageMessage({ productId: 'ring', name: 'Lotus Ring', sizes: ['2.6'], wanted: 1, left: 0 })).toBe(
      '“Lotus Ring” (size 2.6) is out of stock: remove it from your cart to place the order.',
    );
    expect(shortageMessage({ productId: 'ring', name: 'Lotus Ring', sizes: ['2.6'], wanted: 2, left: 1 })).toBe(
      'Only 1 of “Lotus Ring” (size 2.6) is left and your cart has 2: lower the quantity or remove it.',
    );
    expect(shortageMessage({ productId: 'ring', name: 'Lotus Ring', sizes: ['2.6', '2.8'], wanted: 3, left: 2 })).toBe(
      'Only 2 of “Lotus Ring” (sizes 2.6, 2.8) are left and your cart has 3: lower the quantity or remove it.',
    );
  });
});

describe("the operator's stock field", () => {
  const fields: ProductFields = {
    Category: 'Ring',
    ProductName: 'Lotus Ring',
    ProductPrice: '1299',
    MetalType: 'Silver',
    Purity: '925',
    metalWeight: '3.2',
    Colour: 'Silver',
    Style: 'Everyday',
    Stock: '4',
  };
  const saved = { id: 'ring', ProductName: 'Lotus Ring', ProductPrice: 1299, Stock: 4 } as Product;

  it('is required by the form, beside the messages of the other fields', () => {
    expect(validateFields({ ...fields, Stock: ' ' })).toEqual({
      ok: false,
      fieldErrors: { Stock: 'Enter how many pieces are in stock (0 if none).' },
    });
    expect(validateFields({ ...fields, Stock: '', ProductName: '' })).toMatchObject({
      ok: false,
      fieldErrors: { ProductName: 'Enter a product name.', Stock: 'Enter how many pieces are in stock (0 if none).' },
    });
    expect(validateFields({ ...fields, Stock: '-1' })).toMatchObject({ ok: false, fieldErrors: { Stock: 'The stock cannot be below 0.' } });
    expect(validateFields({ ...fields, Stock: '2.5' })).toMatchObject({
      ok: false,
      fieldErrors: { Stock: 'The stock must be a whole number of pieces.' },
    });
  });

  it('sends the count for a new product, and for an edit only when the operator changed it', () => {
    expect(validateFields(fields)).toMatchObject({ ok: true, product: { Stock: 4 } });
    const unchanged = validateFields({ ...fields, ProductPrice: '1499' }, saved);
    expect(unchanged.ok && unchanged.product.Stock).toBeUndefined();
    expect(validateFields({ ...fields, Stock: '0' }, saved)).toMatchObject({ ok: true, product: { Stock: 0 } });
  });
});
