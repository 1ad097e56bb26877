import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '../../lib/cart-store.ts';
import { endSession } from '../../lib/session.ts';
import { prepareLanguage } from '../../test/render-app.tsx';
import { Breadcrumb } from './breadcrumb.tsx';
import { breadcrumbTarget } from './breadcrumb-target.ts';
import { renderChrome, tenantWith } from './chrome-test-kit.tsx';

beforeAll(() => prepareLanguage('en'));
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
});
afterEach(() => {
  endSession();
});

describe('breadcrumb target (SPEC §2: parent path, or /home or /products per goToHomePage)', () => {
  it.each([
    ['/cart', false, '/products'],
    ['/cart', true, '/home'],
    ['/finance/openInvoices', false, '/finance'],
    ['/promotions/images', true, '/promotions'],
    ['/order/complete', false, '/products'],
    ['/order/complete', true, '/home'],
    ['/order/tracking', true, '/home'],
    ['/category/brands/7', false, '/category'],
    ['/category/brands/products/7/cola', false, '/category/brands/7'],
    ['/combo/3', true, '/combos'],
    ['/combo-quantity/3/Family', true, '/combos'],
    ['/combo-generic/3', false, '/combos'],
  ])('%s with goToHomePage %s goes back to %s', (path, goToHomePage, target) => {
    expect(breadcrumbTarget(path, goToHomePage)).toBe(target);
  });
});

describe('breadcrumb (SPEC §2 Chrome)', () => {
  it('shows the back link and the route title', () => {
    renderChrome(<Breadcrumb />, { path: '/finance/openInvoices' });
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/finance');
    expect(screen.getByText('Open invoices')).toBeInTheDocument();
  });

  it('hides the title when showBreadCrumbName is off', () => {
    renderChrome(<Breadcrumb />, {
      path: '/finance/openInvoices',
      tenant: tenantWith({ showBreadCrumbName: false }),
    });
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByText('Open invoices')).not.toBeInTheDocument();
  });

  it.each(['/home', '/check'])('is not shown on %s', (path) => {
    renderChrome(<Breadcrumb />, { path });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('on /order/complete back goes to home when goToHomePage is on', () => {
    renderChrome(<Breadcrumb />, {
      path: '/order/complete',
      tenant: tenantWith({ goToHomePage: true }),
    });
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/home');
  });

  it('on /cart with items the trash button empties the cart after confirmation', () => {
    renderChrome(<Breadcrumb />, { path: '/cart', cartQuantities: [2, 1] });
    fireEvent.click(screen.getByRole('button', { name: 'Empty the cart' }));
    const confirm = screen.getByRole('button', { name: 'Yes, empty it' });
    expect(confirm).toHaveFocus();
    expect(useCartStore.getState().items).toHaveLength(2);
    fireEvent.click(confirm);
    expect(useCartStore.getState().items).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Empty the cart' })).not.toBeInTheDocument();
  });

  it('cancelling keeps the cart', () => {
    renderChrome(<Breadcrumb />, { path: '/cart', cartQuantities: [2] });
    fireEvent.click(screen.getByRole('button', { name: 'Empty the cart' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(useCartStore.getState().items).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Empty the cart' })).toBeInTheDocument();
  });

  it.each([
    ['/cart', []],
    ['/products', [3]],
  ])('no trash button on %s with cart %j', (path, cartQuantities) => {
    renderChrome(<Breadcrumb />, { path, cartQuantities });
    expect(screen.queryByRole('button', { name: 'Empty the cart' })).not.toBeInTheDocument();
  });
});
