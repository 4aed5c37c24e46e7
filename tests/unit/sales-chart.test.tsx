// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { SalesChart } from '../../src/web/features/sales/components/sales-chart.tsx';
import type { SalesDay } from '../../src/shared/sales.ts';

afterEach(cleanup);

/** 30 days ending 24 November 2026, with the given figures on some of them. */
const days = (figures: Record<string, [number, number]> = {}): SalesDay[] =>
  Array.from({ length: 30 }, (_, index) => {
    const date = new Date(Date.UTC(2026, 9, 26 + index)).toISOString().slice(0, 10);
    const [orders, revenue] = figures[date] ?? [0, 0];
    return { date, orders, revenue, cancelled: 0, returned: 0 };
  });

describe('the sales chart', () => {
  it('is one image named and described for screen readers, with a bar per day that sold', () => {
    const { container } = render(<SalesChart days={days({ '2026-11-20': [3, 4500.5], '2026-11-24': [1, 1500], '2026-10-26': [1, 0.5] })} />);
    const chart = screen.getByRole('img', { name: 'Takings per day, last 30 days' });
    expect(chart.getAttribute('aria-describedby')).toBeTruthy();
    expect(container.querySelector('desc')?.textContent).toBe(
      '5 orders from 26 Oct to 24 Nov; the best day was 20 Nov with ₹4,500.50 from 3 orders.',
    );
    const bars = [...container.querySelectorAll('rect')];
    expect(bars.map((bar) => bar.getAttribute('data-date'))).toEqual(['2026-10-26', '2026-11-20', '2026-11-24']);
    const height = (date: string) => Number(bars.find((bar) => bar.getAttribute('data-date') === date)?.getAttribute('height'));
    // The best day reaches the top; the others in proportion, a tiny one still visible.
    expect(height('2026-11-20')).toBe(96);
    expect(height('2026-11-24')).toBeCloseTo((1500 / 4500.5) * 96, 5);
    expect(height('2026-10-26')).toBe(2);
    expect(bars.find((bar) => bar.getAttribute('data-date') === '2026-11-20')?.textContent).toBe('20 Nov: ₹4,500.50, 3 orders');
  });

  it('says so when nothing sold', () => {
    const { container } = render(<SalesChart days={days()} />);
    expect(container.querySelectorAll('rect')).toHaveLength(0);
    expect(container.querySelector('desc')?.textContent).toBe('No orders from 26 Oct to 24 Nov.');
  });
});
