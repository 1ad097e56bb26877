import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../lib/session.ts';
import { readStored } from '../../lib/storage.ts';
import { prepareLanguage } from '../../test/render-app.tsx';
import { ChromeTop } from './chrome.tsx';
import { ALL_FEATURES_ON, product, renderChrome, tenantWith } from './chrome-test-kit.tsx';
import type { PublicTenant } from '../../lib/tenant.ts';
import { clearEcommerceConfig } from '../../lib/ecommerce-config.ts';

beforeAll(() => prepareLanguage('en'));
beforeEach(() => {
  clearEcommerceConfig();
  // The catalogue never answers unless a test preloads it: "products not loaded".
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
});
afterEach(() => {
  endSession();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
  window.history.replaceState(null, '', '/');
});

const menu = (secondary: PublicTenant['menu']['secondary']): PublicTenant['menu'] => ({
  primary: ['products'],
  secondary,
  fixed: [],
});
const products = [product('1', 'Cola 2L')];

describe('header (SPEC §2 Chrome)', () => {
  it.each<[PublicTenant['menu']['secondary'], boolean]>([
    [['finance'], true],
    [[], false],
  ])('with secondary menu %j the hamburger is shown: %s', (secondary, shown) => {
    renderChrome(<ChromeTop />, { tenant: tenantWith({ menu: menu(secondary) }) });
    expect(!!screen.queryByRole('button', { name: 'Open menu' })).toBe(shown);
  });

  it('the hamburger opens the secondary menu as a disclosure; Escape closes it and returns focus', () => {
    renderChrome(<ChromeTop />, { tenant: tenantWith({ menu: menu(['finance', 'marketing']) }) });
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const drawer = screen.getByRole('navigation', { name: 'More options' });
    expect(within(drawer).getByRole('link', { name: 'Finance' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('navigation', { name: 'More options' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('the logo or title links to /products', () => {
    renderChrome(<ChromeTop />, {
      path: '/home',
      tenant: tenantWith({ headerTitles: { default: 'Guanabara Refrescos' } }),
    });
    const link = screen.getByRole('link', { name: 'Guanabara Refrescos – go to products' });
    expect(link).toHaveAttribute('href', '/products');
  });

  it.each([
    ['order option on, products loaded', true, true, products],
    ['order option off', false, false, products],
    ['products not loaded', false, true, undefined],
    ['empty catalogue', false, true, []],
  ])('search toggle with %s: shown %s', (_case, shown, orderOption, catalogue) => {
    renderChrome(<ChromeTop />, { orderOption, products: catalogue });
    expect(!!screen.queryByRole('button', { name: 'Search products' })).toBe(shown);
  });

  it('the search toggle opens the search box', () => {
    renderChrome(<ChromeTop />, { products });
    const toggle = screen.getByRole('button', { name: 'Search products' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveFocus();
  });

  it.each([
    [[2.4], '2'],
    [[1.3, 1.3], '3'],
    [[7], '7'],
  ])('cart quantities %j show a rounded badge %s and name it (SPEC §2)', (quantities, badge) => {
    renderChrome(<ChromeTop />, { cartQuantities: quantities });
    const cart = screen.getByRole('link', { name: `Cart, quantity: ${badge}` });
    expect(cart).toHaveAttribute('href', '/cart');
    expect(within(cart).getByTestId('cart-badge')).toHaveTextContent(badge);
  });

  it('an empty cart has no badge', () => {
    renderChrome(<ChromeTop />);
    const cart = screen.getByRole('link', { name: 'Cart, quantity: 0' });
    expect(within(cart).queryByTestId('cart-badge')).not.toBeInTheDocument();
  });

  it('tracking and favorites icons follow the tenant features and the order option', () => {
    const tenant = tenantWith({
      features: { ...ALL_FEATURES_ON, tracking: true, favorites: true },
    });
    const { unmount } = renderChrome(<ChromeTop />, { tenant });
    expect(screen.getByRole('link', { name: 'Track my orders' })).toHaveAttribute(
      'href',
      '/order/tracking',
    );
    expect(screen.getByRole('link', { name: 'My favourites' })).toHaveAttribute(
      'href',
      '/favorites',
    );
    unmount();
    renderChrome(<ChromeTop />, { tenant, orderOption: false });
    expect(screen.getByRole('link', { name: 'Track my orders' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My favourites' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Cart/ })).not.toBeInTheDocument();
  });

  it('no language switch for a one-language tenant', () => {
    renderChrome(<ChromeTop />, { tenant: tenantWith({ languages: ['en'] }) });
    expect(screen.queryByRole('button', { name: 'Change language' })).not.toBeInTheDocument();
  });

  it.each([
    ['ar', 'KSA', 'rtl'],
    ['fr', 'FR', 'ltr'],
  ] as const)(
    'switching to %s stores language, country %s and direction %s, then reloads (SPEC §4)',
    (language, country, direction) => {
      const reload = vi.fn();
      window.history.replaceState(null, '', '/products?language=xx&x=1');
      renderChrome(<ChromeTop reload={reload} />, {
        tenant: tenantWith({ language: 'fr', languages: ['fr', 'ar'], country: 'FR' }),
      });
      fireEvent.click(screen.getByRole('button', { name: 'Change language' }));
      fireEvent.click(
        screen.getByRole('button', { name: language === 'ar' ? 'العربية' : 'Français' }),
      );
      expect(readStored('language')).toBe(language);
      expect(readStored('country')).toBe(country);
      expect(document.documentElement.dir).toBe(direction);
      expect(window.location.search).toBe('?x=1');
      expect(reload).toHaveBeenCalledOnce();
    },
  );

  it('choosing the current language changes nothing and does not reload', () => {
    const reload = vi.fn();
    renderChrome(<ChromeTop reload={reload} />, {
      tenant: tenantWith({ languages: ['en', 'fr'] }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change language' }));
    const current = screen.getByRole('button', { name: 'English' });
    expect(current).toHaveAttribute('aria-current', 'true');
    fireEvent.click(current);
    expect(reload).not.toHaveBeenCalled();
    expect(readStored('language')).toBeUndefined();
  });
});
