// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { OrderTotals } from '../../src/web/components/order-totals.tsx';
import { cartTotals } from '../../src/shared/pricing.ts';
import { InLanguage } from '../helpers/page-language.tsx';

afterEach(cleanup);

/** The rows as a person reads them: label and figure. */
const rows = () => [...document.querySelectorAll('dl > div')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]);

describe('order totals', () => {
  it('shows the four rows of a cart in rupees, shipping free', () => {
    render(
      <InLanguage>
        <OrderTotals totals={cartTotals([{ unitPricePaise: 129_900, quantity: 2 }])} />
      </InLanguage>,
    );
    expect(rows()).toEqual([
      ['Item total', '₹2,598.00'],
      ['Subscription savings (15% off)', '-₹389.70'],
      ['Shipping', 'Free'],
      ['Order Total', '₹2,208.30'],
    ]);
  });

  it('names its first row, shows a shipping charge and marks the figures that tests read', () => {
    render(
      <InLanguage>
        <OrderTotals
          totals={{ itemTotalPaise: 100_000, savingsPaise: 15_000, shippingPaise: 9_900, orderTotalPaise: 94_900 }}
          itemTotalLabel="subtotal"
          testIds={{ itemTotal: 'subtotal', orderTotal: 'order-total' }}
        />
      </InLanguage>,
    );
    expect(rows()[0]).toEqual(['Subtotal', '₹1,000.00']);
    expect(rows()[2]).toEqual(['Shipping', '₹99.00']);
    expect(screen.getByTestId('subtotal').textContent).toBe('₹1,000.00');
    expect(screen.getByTestId('order-total').textContent).toBe('₹949.00');
    expect(document.querySelectorAll('[data-testid]')).toHaveLength(2);
  });

  it('speaks the page language, the figures as the shop writes them', () => {
    render(
      <InLanguage language="or">
        <OrderTotals totals={cartTotals([{ unitPricePaise: 129_900, quantity: 2 }])} />
      </InLanguage>,
    );
    expect(rows()).toEqual([
      ['ଗହଣାର ଦାମ୍', '₹2,598.00'],
      ['ସଦସ୍ୟତାରେ ସଞ୍ଚୟ (15% ରିହାତି)', '-₹389.70'],
      ['ଡେଲିଭରି', 'ମାଗଣା'],
      ['ମୋଟ ରାଶି', '₹2,208.30'],
    ]);
  });

  it('names the subtotal in Hindi as a shop does (not उप-योग, which reads as "use")', () => {
    render(
      <InLanguage language="hi">
        <OrderTotals totals={cartTotals([{ unitPricePaise: 129_900, quantity: 2 }])} itemTotalLabel="subtotal" />
      </InLanguage>,
    );
    expect(rows()[0]).toEqual(['कुल दाम', '₹2,598.00']);
  });
});
