// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Product } from '../../src/shared/product.ts';
import { MENU_TREE } from '../../src/shared/catalogue.ts';
import { ProductCard } from '../../src/web/features/catalogue/components/product-card.tsx';
import { ProductDetails } from '../../src/web/features/catalogue/components/product-details.tsx';
import { DesktopMenu } from '../../src/web/features/navigation/components/desktop-menu.tsx';
import { MobileSidebar } from '../../src/web/features/navigation/components/mobile-sidebar.tsx';
import { BottomNav } from '../../src/web/features/navigation/components/bottom-nav.tsx';
import { ProgressiveImage } from '../../src/web/components/progressive-image.tsx';
import { Accordion } from '../../src/web/components/accordion.tsx';
import { InLanguage } from '../helpers/page-language.tsx';
import { loadPageLanguage } from '../../src/web/lib/language.tsx';
import { productInfoWords } from '../../src/web/features/catalogue/lib/product-info-words.ts';
import { CONTENT as englishPages } from '../../src/web/content/pages.ts';
import { CONTENT as hindiPages } from '../../src/web/content/hi/pages.ts';
import { CONTENT as odiaPages } from '../../src/web/content/or/pages.ts';

const product = (extra: Partial<Product> = {}): Product => ({
  id: 'p1',
  ProductName: 'Rose & Co. Ring / 2.6"',
  ProductPrice: 1299,
  ProductImgs: { high: ['/media/high-1.jpg'], low: ['/media/low-1.jpg'] },
  Category: 'Bangle',
  MetalType: 'Silver',
  Purity: '925',
  metalWeight: 3.2,
  ...extra,
});

const inRouter = (ui: React.ReactNode) =>
  render(
    <InLanguage>
      <MemoryRouter>{ui}</MemoryRouter>
    </InLanguage>,
  );
const stored = (key: string) => JSON.parse(window.localStorage.getItem(key) ?? 'null');

// The toasts read the page's words as the browser loaded them (main.tsx).
// The product information part (a deferred part) and its words are chunks of their own: loaded
// here first, so that a test waits for React, not for a busy machine compiling the module.
beforeAll(() =>
  Promise.all([loadPageLanguage('en'), productInfoWords('en'), import('../../src/web/features/catalogue/components/product-information.tsx')]),
);
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  document.body.className = '';
});

describe('product card', () => {
  it('shows the price, the struck MRP, the rating count 56 and links to the encoded product path', () => {
    inRouter(<ProductCard product={product()} />);
    expect(screen.getByText('Rs.1,299.00/-')).toBeTruthy();
    expect(screen.getByText('Rs.1,688.70/-').tagName).toBe('S');
    expect(screen.getByText('(56)')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Rose & Co. Ring / 2.6"' });
    expect(link.getAttribute('href')).toBe('/product/Rose%20%26%20Co.%20Ring%20%2F%202.6%22');
  });

  it('shows a wave skeleton while the product has no images', () => {
    inRouter(<ProductCard product={product({ ProductImgs: { high: [], low: [] } })} />);
    expect(screen.getByTestId('skeleton')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });

  it('toggles the wishlist with the heart and adds size 2.6 to the cart', () => {
    inRouter(<ProductCard product={product()} />);
    const heart = screen.getByRole('button', { name: /Add .* to wishlist/ });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    expect(stored('wishlist')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Remove .* from wishlist/ }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(stored('incart')).toMatchObject([{ id: 'p1', size: '2.6', quantity: 2 }]);
  });
});

describe('progressive image', () => {
  it('shows the low-quality image until the high-quality one has loaded, then swaps', () => {
    const { container } = render(
      <ProgressiveImage low="/low.jpg" high="/high.jpg" srcsets={undefined} sizes="300px" alt="A ring" />,
    );
    const frame = container.firstElementChild as HTMLElement;
    expect(frame.dataset.quality).toBe('low');
    expect(screen.getByAltText('A ring').getAttribute('src')).toBe('/low.jpg');
    const high = container.querySelector('img[src="/high.jpg"]')!;
    fireEvent.load(high);
    expect(frame.dataset.quality).toBe('high');
    expect(container.querySelector('img[src="/low.jpg"]')).toBeNull();
    expect(screen.getByAltText('A ring').getAttribute('src')).toBe('/high.jpg');
  });
});

describe('product details', () => {
  it('chooses size 2.6 by default and adds the chosen size', async () => {
    inRouter(<ProductDetails product={product()} />);
    expect(screen.getByText('Made with 925 Silver')).toBeTruthy();
    expect(screen.getByText('56 ratings')).toBeTruthy();
    expect(screen.getByTestId('price').textContent).toBe('Rs.1,299.00/-');
    expect(screen.getByTestId('save').textContent).toBe('Save Rs.389.70/-');
    expect(screen.getByText('Incl. of all taxes')).toBeTruthy();
    expect((screen.getByRole('radio', { name: '2.6' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '2.10' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    // The cart's actions load after the details are interactive.
    await waitFor(() => expect(stored('incart')).toMatchObject([{ id: 'p1', size: '2.10', quantity: 1 }]));
  });

  it('offers a ring Indian ring sizes with none chosen, adding nothing until one is, and a chain no size (decision 040)', async () => {
    inRouter(<ProductDetails product={product({ Category: 'Ring' })} />);
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.value)).toEqual(Array.from({ length: 21 }, (_, index) => String(index + 5)));
    expect(radios.some((radio) => radio.checked)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(screen.getByText('Choose a size for this ring first.')).toBeTruthy());
    expect(stored('incart')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '18' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(stored('incart')).toMatchObject([{ id: 'p1', size: '18', quantity: 1 }]));
    cleanup();

    inRouter(<ProductDetails product={product({ id: 'p2', Category: 'Necklace' })} />);
    expect(screen.queryAllByRole('radio')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(stored('incart')).toMatchObject([{ id: 'p1', size: '18' }, { id: 'p2', size: '', quantity: 1 }]));
  });

  it('starts Description and Shipping closed and toggles them', async () => {
    inRouter(<ProductDetails product={product()} />);
    for (const title of ['Description', 'Shipping']) {
      // A deferred part (components/deferred.tsx): its code arrives after the details'.
      const button = await screen.findByRole('button', { name: title });
      expect(button.getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(button);
      expect(button.getAttribute('aria-expanded')).toBe('true');
    }
    expect(screen.getByText(/29% off/)).toBeTruthy();
    expect(screen.getByText(/15-day no-questions-asked return/)).toBeTruthy();
    expect(screen.getByText(/6-month warranty/)).toBeTruthy();
  });
});

describe('menus', () => {
  const hrefs = (root: HTMLElement) =>
    [...root.querySelectorAll('a:not([hreflang])')].map((a) => a.getAttribute('href')).filter((href) => href !== '/wishlist' && href !== '/cart' && href !== '/');

  it('show the same links in the desktop menu and the phone sidebar', () => {
    const desktop = inRouter(<DesktopMenu />);
    const desktopLinks = new Set(hrefs(desktop.container));
    cleanup();
    const phone = inRouter(<MobileSidebar id="mobile-sidebar" />);
    const phoneLinks = new Set(hrefs(phone.container));
    const treeLinks = new Set(MENU_TREE.flatMap((entry) => [...(entry.to ? [entry.to] : []), ...entry.sections.flatMap((s) => s.links.map((l) => l.to))]));
    expect(desktopLinks).toEqual(treeLinks);
    expect(phoneLinks).toEqual(treeLinks);
  });

  it('name the pages under About, Services and Contact by their titles, in each language', () => {
    for (const [language, pages] of [
      ['en', englishPages],
      ['hi', hindiPages],
      ['or', odiaPages],
    ] as const) {
      const { container } = render(
        <InLanguage language={language}>
          <MemoryRouter>
            <MobileSidebar id="mobile-sidebar" />
          </MemoryRouter>
        </InLanguage>,
      );
      for (const path of ['about/submenu1', 'about/submenu2', 'services/submenu1', 'services/submenu2', 'contact/submenu1', 'contact/submenu2'] as const) {
        expect(container.querySelector(`a[href="/${path}"]`)?.textContent, `${language} ${path}`).toBe(pages.pages[path].title);
      }
      expect(container.textContent, language).not.toMatch(/Submenu|उप-मेन्यू|ଉପ-ମେନୁ/);
      cleanup();
    }
  });

  it('opens a desktop panel from the keyboard and closes it with Escape', () => {
    inRouter(<DesktopMenu />);
    const about = screen.getByRole('button', { name: 'About' });
    fireEvent.click(about);
    expect(about.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(about, { key: 'Escape' });
    expect(about.getAttribute('aria-expanded')).toBe('false');
  });

  it('locks the page scroll while the sidebar (a popover) is open', () => {
    const { container } = inRouter(<MobileSidebar id="mobile-sidebar" />);
    const sidebar = container.querySelector<HTMLElement>('#mobile-sidebar')!;
    expect(sidebar.getAttribute('popover')).toBe('auto');
    // The browser opens and closes it (the hamburger's popovertarget, Escape, the close button) and says so in a toggle event.
    const toggle = (newState: 'open' | 'closed') => act(() => void sidebar.dispatchEvent(Object.assign(new Event('toggle'), { newState })));
    expect(document.body.classList.contains('scroll-locked')).toBe(false);
    toggle('open');
    expect(document.body.classList.contains('scroll-locked')).toBe(true);
    toggle('closed');
    expect(document.body.classList.contains('scroll-locked')).toBe(false);
  });
});

describe('bottom navigation', () => {
  it('only switches the highlight between Recents, Favorites and Nearby', () => {
    render(
      <InLanguage>
        <BottomNav />
      </InLanguage>,
    );
    const nav = screen.getByRole('navigation');
    const pressed = () => within(nav).getAllByRole('button').filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.textContent);
    expect(pressed()).toEqual(['Recents']);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Nearby' })));
    expect(pressed()).toEqual(['Nearby']);
    expect(window.location.pathname).toBe('/');
  });
});

describe('accordion', () => {
  it('hides its panel until opened', () => {
    render(<Accordion title="Question">Answer</Accordion>);
    expect(screen.getByText('Answer').closest('[hidden]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Question' }));
    expect(screen.getByText('Answer').closest('[hidden]')).toBeNull();
  });
});
