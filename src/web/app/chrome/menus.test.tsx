import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearEcommerceConfig } from '../../lib/ecommerce-config.ts';
import { endSession } from '../../lib/session.ts';
import { writeStored } from '../../lib/storage.ts';
import { prepareLanguage } from '../../test/render-app.tsx';
import { ChromeBottom, ChromeTop } from './chrome.tsx';
import { renderChrome, tenantWith } from './chrome-test-kit.tsx';
import type { PublicTenant } from '../../lib/tenant.ts';

/**
 * The screen's width, as the wide-screen query sees it: one stub for the whole file, since
 * use-media-query.ts keeps the first MediaQueryList it is given. Wide unless a test says not.
 */
const screenWidth = { wide: true, listeners: new Set<() => void>() };
function turnScreen(wide: boolean) {
  act(() => {
    screenWidth.wide = wide;
    screenWidth.listeners.forEach((listener) => listener());
  });
}

beforeAll(async () => {
  await prepareLanguage('en');
  window.matchMedia = ((query: string) => ({
    media: query,
    get matches() {
      return query === '(min-width: 48rem)' && screenWidth.wide;
    },
    addEventListener: (_type: string, listener: () => void) => screenWidth.listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) =>
      screenWidth.listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
});
afterAll(() => {
  delete (window as Partial<Window>).matchMedia;
});
beforeEach(() => {
  screenWidth.wide = true;
  clearEcommerceConfig();
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
});
afterEach(() => {
  endSession();
});

const MENU: PublicTenant['menu'] = {
  primary: ['products', 'cart', 'promotions', 'tracking'],
  secondary: ['finance', 'marketing', 'favorites'],
  fixed: ['combos', 'bingo'],
};

function Chrome() {
  return (
    <>
      <ChromeTop />
      <ChromeBottom />
    </>
  );
}

const linksOf = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

/** The secondary menu's links, after opening the drawer. */
function drawerLinks() {
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  return linksOf('More options');
}

describe('menus (SPEC §2 Chrome)', () => {
  it('primary is a tab bar, fixed is always visible, the current page is marked', () => {
    renderChrome(<Chrome />, { tenant: tenantWith({ menu: MENU }), path: '/promotions' });
    expect(linksOf('Main menu')).toEqual(['/products', '/cart', '/promotions', '/order/tracking']);
    expect(linksOf('Shortcuts')).toEqual(['/combos', '/bingo']);
    const current = within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole(
      'link',
      { name: 'Promos' },
    );
    expect(current).toHaveAttribute('aria-current', 'page');
  });

  it('an entry the ecommerce config sets false is hidden; true or absent stays (flag on)', () => {
    writeStored('ecommerceConfig', {
      menu: { promotions: false, bingo: false, cart: true },
      features: [],
    });
    renderChrome(<Chrome />, {
      tenant: tenantWith({ menu: MENU, useAPIEcommerceConfig: true }),
    });
    expect(linksOf('Main menu')).toEqual(['/products', '/cart', '/order/tracking']);
    expect(linksOf('Shortcuts')).toEqual(['/combos']);
  });

  it('the config is ignored when the tenant flag is off', () => {
    writeStored('ecommerceConfig', { menu: { promotions: false }, features: [] });
    renderChrome(<Chrome />, { tenant: tenantWith({ menu: MENU }) });
    expect(linksOf('Main menu')).toContain('/promotions');
  });

  it('order option off hides the ordering entries (SPEC §6)', () => {
    renderChrome(<Chrome />, { tenant: tenantWith({ menu: MENU }), orderOption: false });
    expect(linksOf('Main menu')).toEqual(['/order/tracking']);
    expect(screen.queryByRole('navigation', { name: 'Shortcuts' })).not.toBeInTheDocument();
    expect(drawerLinks()).toEqual(['/finance', '/marketing']);
  });

  it('on a phone the fixed list lives in the drawer, after the secondary list, without repeats (decision 032)', () => {
    screenWidth.wide = false;
    const menu: PublicTenant['menu'] = { ...MENU, fixed: ['combos', 'cart', 'finance', 'bingo'] };
    renderChrome(<Chrome />, { tenant: tenantWith({ menu }) });
    expect(drawerLinks()).toEqual(['/finance', '/marketing', '/favorites', '/combos', '/bingo']);
  });

  it('the fixed row is rendered from 48rem up only, the drawer holds its entries below, and both follow the screen as it turns (decision 032)', () => {
    screenWidth.wide = false;
    renderChrome(<Chrome />, { tenant: tenantWith({ menu: MENU }) });
    expect(screen.queryByRole('navigation', { name: 'Shortcuts' })).not.toBeInTheDocument();
    expect(drawerLinks()).toEqual(['/finance', '/marketing', '/favorites', '/combos', '/bingo']);
    turnScreen(true);
    expect(linksOf('Shortcuts')).toEqual(['/combos', '/bingo']);
    expect(linksOf('More options')).toEqual(['/finance', '/marketing', '/favorites']);
    turnScreen(false);
    expect(screen.queryByRole('navigation', { name: 'Shortcuts' })).not.toBeInTheDocument();
    expect(linksOf('More options')).toEqual([
      '/finance',
      '/marketing',
      '/favorites',
      '/combos',
      '/bingo',
    ]);
  });

  it.each([
    [true, ['/finance', '/marketing', '/favorites', '/notifications']],
    [false, ['/finance', '/marketing', '/favorites']],
  ])('notification option %s: secondary menu %j', (showNotificationOption, links) => {
    renderChrome(<Chrome />, { tenant: tenantWith({ menu: MENU, showNotificationOption }) });
    expect(drawerLinks()).toEqual(links);
  });

  it('the cart entry shows the rounded total quantity badge', () => {
    renderChrome(<Chrome />, { tenant: tenantWith({ menu: MENU }), cartQuantities: [2, 3.6] });
    const cart = within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', {
      name: 'Cart, quantity: 6',
    });
    expect(within(cart).getByTestId('cart-badge')).toHaveTextContent('6');
  });

  it('menus are hidden on /check', () => {
    renderChrome(<Chrome />, { tenant: tenantWith({ menu: MENU }), path: '/check' });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });
});
