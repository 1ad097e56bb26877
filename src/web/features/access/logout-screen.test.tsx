import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '../../lib/cart-store.ts';
import { getSession, resetSession, startSession } from '../../lib/session.ts';
import { readStored, writeStored } from '../../lib/storage.ts';
import { stubApi, stubStalledApi } from '../../test/fake-api.ts';
import { prepareLanguage, renderApp } from '../../test/render-app.tsx';

const location = () => screen.getByTestId('location').textContent;

const product = {
  sku: 'A1',
  description: 'Cola 350 ml',
  brand: 'Cola',
  category: 'Soft drinks',
  price: 3.49,
};

beforeAll(() => prepareLanguage('en'));
beforeEach(() => {
  resetSession();
});

describe('logout (SPEC §2 /logout, §4 Logout; SECURITY T8)', () => {
  it('revokes the token with POST /api/logout, clears the session, session storage and the cart, then /unauthenticated', async () => {
    const api = stubApi({ logout: { body: { ok: true } } });
    startSession('session-1');
    writeStored('authSettings', { bottler: '2', clientId: '1001' });
    sessionStorage.setItem('scratch', '1');
    useCartStore.getState().add(product, 2);
    useCartStore.getState().setComboItems([{ product, quantity: 1 }]);
    expect(readStored('cart')).toHaveLength(1);

    renderApp('/logout');
    await waitFor(() => expect(location()).toBe('/unauthenticated'));
    expect(api.callsTo('logout')).toHaveLength(1);
    expect(api.callsTo('logout')[0]?.bearer).toBe('session-1');
    expect(readStored('authorization')).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
    expect(getSession().isAuthenticated).toBe(false);
    await waitFor(() => expect(useCartStore.getState().items).toEqual([]));
    expect(useCartStore.getState().comboItems).toEqual([]);
    expect(readStored('cart')).toEqual([]);
    expect(readStored('comboCart')).toEqual([]);
  });

  it('standalone origin goes to /login', async () => {
    stubApi({ logout: { body: { ok: true } } });
    startSession('session-1');
    writeStored('sourceType', 'standalone');
    renderApp('/logout');
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('is best effort: a failing or silent server does not hold the user up', async () => {
    stubStalledApi();
    startSession('session-1');
    renderApp('/logout');
    await waitFor(() => expect(location()).toBe('/unauthenticated'));
    expect(readStored('authorization')).toBeUndefined();
  });

  it('without a token makes no call', async () => {
    const api = stubApi({});
    renderApp('/logout');
    await waitFor(() => expect(location()).toBe('/unauthenticated'));
    expect(api.calls).toEqual([]);
  });
});
