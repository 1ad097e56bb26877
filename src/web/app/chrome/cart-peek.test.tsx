/** The chrome shows the slim cart bar (features/cart/cart-peek.tsx) on the shelves only. */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endSession } from '../../lib/session.ts';
import { prepareLanguage } from '../../test/render-app.tsx';
import { ChromeBottom } from './chrome.tsx';
import { renderChrome } from './chrome-test-kit.tsx';

beforeAll(() => prepareLanguage('en'));
afterEach(() => {
  endSession();
  document.documentElement.style.removeProperty('--sticky-end-block-size');
});

const bar = () => screen.queryByRole('complementary', { name: 'Cart summary' });

describe('the slim cart bar of the shelves', () => {
  it('with items on /products: the count, the total and a link to the cart', () => {
    // The kit's products cost 3.50: 2 + 1 of them come to 10.50.
    renderChrome(<ChromeBottom />, {
      path: '/products',
      cartQuantities: [2, 1],
      minimumOrder: 120,
    });
    const shown = bar();
    expect(shown).not.toBeNull();
    const link = within(shown!).getByRole('link');
    expect(link).toHaveAttribute('href', '/cart');
    expect(link).toHaveTextContent('Items: 3');
    expect(link).toHaveTextContent(/10\.50/);
    expect(link).toHaveTextContent('View cart');
    // This shop orders at least 120: 109.50 is still missing.
    expect(link).toHaveTextContent(/Add .*109\.50.* more to reach the minimum order\./);
    // It reports its height (jsdom lays nothing out: that a value is set; the journey measures it).
    expect(document.documentElement.style.getPropertyValue('--sticky-end-block-size')).not.toBe('');
  });

  it('says nothing of the minimum once the cart reaches it', () => {
    renderChrome(<ChromeBottom />, { path: '/products', cartQuantities: [29] });
    const link = within(bar()!).getByRole('link');
    expect(link).toHaveTextContent(/101\.50/);
    expect(link).not.toHaveTextContent(/minimum/);
  });

  it('is absent where the cart does not open: the shop may not order', () => {
    renderChrome(<ChromeBottom />, { path: '/home', cartQuantities: [2], orderOption: false });
    expect(bar()).toBeNull();
  });

  it('is absent while the cart is empty', () => {
    renderChrome(<ChromeBottom />, { path: '/products', cartQuantities: [] });
    expect(bar()).toBeNull();
  });

  it.each(['/home', '/promotions', '/favorites', '/category/brands/products/1/2'])(
    'shows on the shelf %s',
    (path) => {
      renderChrome(<ChromeBottom />, { path, cartQuantities: [1] });
      expect(bar()).not.toBeNull();
    },
  );

  it.each(['/cart', '/check', '/combo/7', '/search', '/finance', '/order/tracking'])(
    'stays off %s (its own bar, its own monitor, or not a shelf)',
    (path) => {
      renderChrome(<ChromeBottom />, { path, cartQuantities: [1] });
      expect(bar()).toBeNull();
    },
  );
});
