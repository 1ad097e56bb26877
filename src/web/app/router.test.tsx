import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Client } from '../../domain/types.ts';
import { emitCriticalError } from '../lib/critical-error.ts';
import { i18n } from '../lib/i18n.ts';
import { endSession, getSession, startSession } from '../lib/session.ts';
import { readStored, writeStored } from '../lib/storage.ts';
import { prepareLanguage, renderApp } from '../test/render-app.tsx';
import { testTenant } from '../test/test-tenant.ts';
import { APP_ROUTES } from './routes.ts';

beforeAll(() => prepareLanguage('en'));
beforeEach(() => {
  endSession();
});

const location = () => screen.getByTestId('location').textContent;

const client = (isOrderOptionActive: boolean): Client => ({
  minimumOrder: 100,
  paymentLimit: 1000,
  external_id: '1002',
  name: 'Shop',
  isOrderOptionActive,
  isFinishOrderOverLimitAuthorized: false,
  bottler: 2,
});

describe('route table and guards (SPEC §2)', () => {
  it.each(['/home', '/cart', '/order/tracking', '/finance/openInvoices', '/combo-quantity/7'])(
    'guarded %s without a session goes to /unauthenticated',
    async (path) => {
      renderApp(path);
      await waitFor(() => expect(location()).toBe('/unauthenticated'));
    },
  );

  it('a guarded page with a session shows its screen and the page title', async () => {
    // A session the start-up already accepted (the start-up itself: features/access/startup.test.tsx).
    startSession('token-1', client(true));
    renderApp('/cart');
    expect(await screen.findByRole('heading', { name: i18n.t('cart.title') })).toBeInTheDocument();
    expect(location()).toBe('/cart');
    await waitFor(() => expect(document.title).toBe(`Refill - ${i18n.t('pageTitles.cart')}`));
  });

  it.each([
    ['/cart', '/home'],
    ['/category/brands/products/1/2', '/home'],
    ['/combo/3', '/home'],
    ['/order/tracking', '/order/tracking'],
  ])('with the order option inactive, %s goes to %s', async (path, target) => {
    startSession('token-1', client(false));
    renderApp(path);
    await waitFor(() => expect(location()).toBe(target));
  });

  it.each([
    ['bingo', '/bingo'],
    ['marketing', '/marketing'],
    ['finance', '/finance/openInvoices'],
  ] as const)(
    'with the %s feature off (tenant 5: bingo), %s goes to /home',
    async (feature, path) => {
      startSession('token-1', client(true));
      const tenant = testTenant();
      renderApp(path, {
        tenant: { ...tenant, features: { ...tenant.features, [feature]: false } },
      });
      await waitFor(() => expect(location()).toBe('/home'));
    },
  );

  it("the tab title is in the shop's language: the bottler's title in that language (issue 14)", async () => {
    startSession('token-1', client(true));
    const tenant = {
      ...testTenant(),
      language: 'fr' as const,
      languages: ['fr' as const, 'en' as const],
      appTitle: 'Commandes Atlas',
      headerTitles: { default: 'Atlas Boissons', en: 'Atlas Drinks' },
    };
    renderApp('/cart', { tenant });
    await waitFor(() => expect(document.title).toBe(`Atlas Drinks - ${i18n.t('pageTitles.cart')}`));
  });

  it('the order option active keeps /cart', async () => {
    startSession('token-1', client(true));
    renderApp('/cart');
    expect(await screen.findByRole('heading', { name: i18n.t('cart.title') })).toBeInTheDocument();
    expect(location()).toBe('/cart');
  });

  it('every route has a page title in the source locale', () => {
    for (const route of APP_ROUTES)
      expect(i18n.exists(`pageTitles.${route.title}`), route.path).toBe(true);
  });

  it('a critical API error (401/403 outside login) logs out: /logout → /unauthenticated (SPEC §7)', async () => {
    // A session the start-up already accepted (the start-up itself: features/access/startup.test.tsx).
    startSession('token-1', client(true));
    renderApp('/cart');
    await screen.findByRole('heading', { name: i18n.t('cart.title') });
    act(() => emitCriticalError({ status: 401, path: '/client' }));
    await waitFor(() => expect(location()).toBe('/unauthenticated'));
    expect(getSession().isAuthenticated).toBe(false);
    expect(readStored('authorization')).toBeUndefined();
  });

  it('logout in standalone mode goes to /login (SPEC §2 /logout)', async () => {
    writeStored('authorization', 'token-1');
    writeStored('sourceType', 'standalone');
    renderApp('/logout');
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('scrolls to top after each navigation (SPEC §2)', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    // A session the start-up already accepted (the start-up itself: features/access/startup.test.tsx).
    startSession('token-1', client(true));
    renderApp('/');
    await waitFor(() => expect(location()).toBe('/home'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(scrollTo.mock.calls.length).toBeGreaterThanOrEqual(2);
    scrollTo.mockRestore();
  });
});

describe('blocked browser storage (SPEC §4 startup failure, §8)', () => {
  let spy: { mockRestore(): void } | undefined;
  afterEach(() => spy?.mockRestore());

  it('goes to /error?errorMessage=thirdPartyCookiesDisabled and explains it', async () => {
    spy = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    renderApp('/?bottler=2');
    await waitFor(() => expect(location()).toBe('/error?errorMessage=thirdPartyCookiesDisabled'));
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n.t('thirdPartyCookiesDisabled'));
  });
});

describe('start-up preloader (SPEC §2 Chrome, §9 1000 ms)', () => {
  beforeEach(() => {
    document.body.insertAdjacentHTML('beforeend', '<div id="preloader"></div>');
    vi.useFakeTimers();
  });
  afterEach(() => {
    document.getElementById('preloader')?.remove();
  });

  it('is removed after exactly 1000 ms on other pages', () => {
    renderApp('/error');
    act(() => vi.advanceTimersByTime(999));
    expect(document.getElementById('preloader')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(document.getElementById('preloader')).toBeNull();
  });

  it.each(['/unauthenticated', '/login'])('is removed immediately on %s', (path) => {
    renderApp(path);
    expect(document.getElementById('preloader')).toBeNull();
  });
});
