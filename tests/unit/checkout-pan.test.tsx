// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { CheckoutView } from '../../src/web/features/checkout/components/checkout-view.tsx';
import { submitOrder } from '../../src/web/features/checkout/api/place-order.ts';
import { loadPageLanguage, loadScreenWords } from '../../src/web/lib/language.tsx';
import { setApiTransport } from '../../src/web/lib/api.ts';
import { englishErrors } from '../../src/shared/error-words.ts';
import type { CartLine } from '../../src/shared/cart-lines.ts';
import type { PlaceOrderInput } from '../../src/shared/checkout.ts';
import { InLanguage, MESSAGES } from '../helpers/page-language.tsx';

// Rule 114B at the checkout (issue 42): from an order total of ₹2,00,000 the form asks for the
// buyer's PAN in the page's language, below it not; and the server's refusal for want of one
// is shown beside that field in the page's words.

afterEach(cleanup);

const LANGUAGES = ['en', 'hi', 'or'] as const;

/** One line of `quantity` pieces at `price` rupees. */
const line = (price: number, quantity = 1): CartLine => ({
  id: 'p1',
  ProductName: 'Filigree Bridal Set',
  ProductPrice: price,
  ProductImgs: { high: [], low: [] },
  Category: 'Necklace',
  MetalType: 'Silver',
  Purity: '925',
  size: '2.6',
  quantity,
});

const checkout = (language: (typeof LANGUAGES)[number], lines: CartLine[]) =>
  render(
    <InLanguage language={language}>
      <MemoryRouter>
        <CheckoutView lines={lines} cartKnown missingIds={new Set()} checking={false} terms={{ codLimit: 199_999, codRefusal: '', methods: ['upi', 'cod'] }} />
      </MemoryRouter>
    </InLanguage>,
  );

describe("the checkout's PAN field", () => {
  it.each(LANGUAGES)('is asked from an order of ₹2,00,000, in %s, with why and where it goes', (language) => {
    const words = MESSAGES[language].checkout.form;
    // ₹2,35,294.12 less the 15% saving (₹35,294.12): ₹2,00,000.00.
    checkout(language, [line(2_35_294.12)]);
    const field = screen.getByLabelText(words.pan);
    expect(field.id).toBe('checkout-pan');
    expect(field.getAttribute('placeholder')).toBe('ABCDE1234F');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(words.panHint);
  });

  it.each(LANGUAGES)('is not asked below ₹2,00,000, in %s', (language) => {
    // ₹2,35,294.11 less 15%: ₹1,99,999.99.
    checkout(language, [line(2_35_294.11)]);
    expect(screen.getByLabelText(MESSAGES[language].checkout.form.zip)).toBeTruthy();
    expect(document.getElementById('checkout-pan')).toBeNull();
  });
});

describe("the server's refusal for want of a PAN", () => {
  it.each(LANGUAGES)('is shown beside the PAN field in %s', async (language) => {
    await loadPageLanguage(language);
    await loadScreenWords(['checkout']);
    const refusal = {
      error: 'pan_required',
      message: englishErrors.pan_required({}),
      code: 'pan_required',
      params: {},
      fieldErrors: { pan: englishErrors.pan_required({}) },
      fieldCodes: { pan: { code: 'pan_required', params: {} } },
    };
    const shown = line(2_35_294.12);
    setApiTransport(async (path) =>
      path.startsWith('/api/products/by-ids')
        ? Response.json({ products: [shown] })
        : new Response(JSON.stringify(refusal), { status: 422, headers: { 'content-type': 'application/json' } }),
    );
    const input = { lines: [{ productId: 'p1', size: '2.6', quantity: 1 }] } as PlaceOrderInput;
    const answer = await submitOrder(input, [shown], undefined, () => {});
    expect(answer).toEqual({ fieldErrors: { pan: MESSAGES[language].errors.pan_required({}) }, message: MESSAGES[language].checkout.form.checkHighlighted });
  });
});
