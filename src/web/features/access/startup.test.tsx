import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../app/app.tsx';
import { i18n } from '../../lib/i18n.ts';
import { getSession, resetSession } from '../../lib/session.ts';
import { ensureStartup, NO_USER_TOKEN_MESSAGE } from '../../lib/startup.ts';
import { readStored, writeStored } from '../../lib/storage.ts';
import type { PublicTenant } from '../../lib/tenant.ts';
import { testTenant } from '../../test/test-tenant.ts';
import { stubApi, type FakeRoute } from '../../test/fake-api.ts';
import { prepareLanguage } from '../../test/render-app.tsx';

const client = {
  minimumOrder: 150,
  paymentLimit: 5000,
  external_id: '1001',
  name: 'Mercadinho Central',
  isOrderOptionActive: true,
  isFinishOrderOverLimitAuthorized: false,
  bottler: 2,
};

const product = (sku: string, price: number, isMSL: boolean) => ({
  sku,
  description: `Product ${sku}`,
  brand: 'Brand',
  category: 'Soft drinks',
  price,
  isMSL,
});

function orchestration(overrides: Record<string, unknown> = {}): FakeRoute {
  return {
    body: {
      isValid: true,
      validatePayload: {
        result: { authError: false },
        payload: { bottler: 2, clientId: '1001', authError: false },
      },
      client,
      products: [product('A1', 3.49, true), product('B2', 0, true), product('C3', 5, false)],
      token: 'session-1',
      ...overrides,
    },
  };
}

const tenant: PublicTenant = { ...testTenant(), bottler: '2', languages: ['en', 'es'] };
const address = () => `${window.location.pathname}${window.location.search}`;

function openApp(url: string) {
  window.history.replaceState(null, '', url);
  return render(<App tenant={tenant} />);
}

beforeAll(() => prepareLanguage('en'));
beforeEach(() => {
  resetSession();
});
afterEach(async () => {
  window.history.replaceState(null, '', '/');
  if (i18n.language !== 'en') await prepareLanguage('en');
});

describe('start-up (SPEC §4 Authentication, §5, §8; SECURITY T7)', () => {
  it('exchanges the link token: session token stored, userToken gone from the address bar, /home', async () => {
    const api = stubApi({ orchestration: orchestration() });
    openApp('/?userToken=link-1&bottler=2');
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
    expect(window.location.search).not.toContain('userToken');
    expect(window.location.href).not.toContain('link-1');
    expect(api.callsTo('orchestration')[0]?.bearer).toBe('link-1');
    expect(readStored('authorization')).toBe('session-1');
    expect(readStored('authSettings')).toEqual({ bottler: '2', clientId: '1001' });
    expect(readStored('bottler')).toBe('2');
    const session = getSession();
    expect(session.isAuthenticated).toBe(true);
    expect(session.client?.name).toBe('Mercadinho Central');
    expect(session.bottler).toBe('2');
    // SPEC §5: orchestration products only when priced and isMSL, with quantity 1.
    expect(session.products.map((p) => [p.sku, p.quantity])).toEqual([['A1', 1]]);
  });

  it('keeps the other parameters when removing userToken (T7: replaceState, not a new entry)', async () => {
    stubApi({ orchestration: orchestration() });
    const entries = window.history.length;
    openApp('/?bottler=2&userToken=link-1&search=cola');
    await waitFor(() => expect(address()).toBe('/search?redirect=cola'));
    expect(window.history.length).toBe(entries);
  });

  it('?search=cola lands on /search?redirect=cola (SPEC §2 entry)', async () => {
    stubApi({ orchestration: orchestration() });
    openApp('/?userToken=link-1&search=cola');
    await waitFor(() => expect(address()).toBe('/search?redirect=cola'));
  });

  it('uses the stored token when the query has none, and keeps it when no new one comes back', async () => {
    writeStored('authorization', 'session-0');
    const api = stubApi({ orchestration: orchestration({ token: undefined }) });
    openApp('/');
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
    expect(api.callsTo('orchestration')[0]?.bearer).toBe('session-0');
    expect(readStored('authorization')).toBe('session-0');
  });

  it('a guarded page reloaded with a stored token checks it first, then shows', async () => {
    writeStored('authorization', 'session-0');
    const api = stubApi({ orchestration: orchestration({ token: undefined }) });
    openApp('/order/tracking');
    await waitFor(() => expect(getSession().isAuthenticated).toBe(true));
    expect(api.callsTo('orchestration')).toHaveLength(1);
    expect(window.location.pathname).toBe('/order/tracking');
  });

  it.each([
    ['utm_source=standalone&utm_medium=standalone&', 'standalone'],
    ['utm_source=whatsapp&', 'chat'],
    ['', 'chat'],
  ])(
    'stores the origin of ?%suserToken=… as sourceType %s (SPEC §4 Origin source)',
    async (utm, origin) => {
      writeStored('sourceType', 'standalone');
      stubApi({ orchestration: orchestration() });
      openApp(`/?${utm}userToken=link-1`);
      await waitFor(() => expect(window.location.pathname).toBe('/home'));
      expect(readStored('sourceType')).toBe(origin);
    },
  );

  it("applies the client's language when none is stored yet", async () => {
    stubApi({ orchestration: orchestration({ client: { ...client, language: 'es' } }) });
    openApp('/?userToken=link-1');
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
    expect(readStored('language')).toBe('es');
    expect(i18n.language).toBe('es');
  });

  it('no token → "No userToken provided for authentication." kept in errorLog, /logout → /unauthenticated (SPEC §8)', async () => {
    const api = stubApi({});
    openApp('/');
    await waitFor(() => expect(window.location.pathname).toBe('/unauthenticated'));
    expect(api.calls).toEqual([]);
    expect(readStored('errorLog')).toEqual([
      expect.objectContaining({ message: NO_USER_TOKEN_MESSAGE }),
    ]);
    expect(await screen.findByText(i18n.t('unauthenticated.default'))).toHaveAttribute(
      'role',
      'status',
    );
  });

  it.each([false, true])(
    'an expired link (401 tokenExpired) → expiredToken call, bottler and reset flag (%s) stored, expired splash',
    async (reset) => {
      writeStored('cart', [{ product: product('A1', 3.49, true), quantity: 2 }]);
      const api = stubApi({
        orchestration: {
          status: 401,
          body: { code: 'tokenExpired', params: { bottler: 2 } },
        },
        expiredToken: {
          body: { bottler: 5, isUserContextResetSuccess: reset },
        },
      });
      openApp('/?userToken=link-old');
      await waitFor(() => expect(address()).toBe('/unauthenticated?reason=expired'));
      expect(api.callsTo('expiredToken')[0]?.body).toEqual({
        token: 'link-old',
      });
      expect(readStored('bottler')).toBe('5');
      expect(readStored('authSettings')).toEqual({ bottler: '5', userContextReset: reset });
      expect(readStored('authorization')).toBeUndefined();
      expect(readStored('cart')).toEqual([]);
      expect(
        await screen.findByText(
          i18n.t(reset ? 'unauthenticated.reset' : 'unauthenticated.linkExpired'),
        ),
      ).toHaveAttribute('role', 'status');
      expect(window.location.href).not.toContain('link-old');
    },
  );

  it('a stored session whose start-up ended expired before the first render: the guard shows the expired splash, with no second check (decision 071)', async () => {
    writeStored('authorization', 'session-old');
    const api = stubApi({
      orchestration: { status: 401, body: { code: 'tokenExpired', params: { bottler: 2 } } },
      expiredToken: { body: { bottler: 2, isUserContextResetSuccess: false } },
    });
    // As main.tsx starts it, before the app renders; here it ends before the guard asks.
    await ensureStartup({ search: '', tenant });
    openApp('/order/tracking');
    await waitFor(() => expect(address()).toBe('/unauthenticated?reason=expired'));
    expect(await screen.findByText(i18n.t('unauthenticated.linkExpired'))).toHaveAttribute(
      'role',
      'status',
    );
    expect(api.callsTo('orchestration')).toHaveLength(1);
    expect(readStored('errorLog')).toBeUndefined();
  });

  it.each<[string, FakeRoute, string]>([
    ['a 500', { status: 500 }, 'internal'],
    [
      'a 401 that is not an expiry',
      { status: 401, body: { code: 'unauthorized' } },
      'unauthorized',
    ],
    [
      'an authError in the payload',
      orchestration({
        validatePayload: { result: { authError: true }, payload: { authError: true } },
      }),
      'Auth Error',
    ],
  ])(
    '%s → "Initialization sequence failed: …" logged, then /logout (SPEC §4 Startup failure)',
    async (_name, answer, message) => {
      const api = stubApi({ orchestration: answer, logs: { status: 401 } });
      openApp('/?userToken=link-1');
      await waitFor(() => expect(window.location.pathname).toBe('/unauthenticated'));
      const expected = `Initialization sequence failed: ${message}`;
      expect(api.callsTo('logs')[0]?.body).toEqual({
        data: expect.objectContaining({ message: expected }),
      });
      expect(readStored('errorLog')).toEqual([expect.objectContaining({ message: expected })]);
      expect(getSession().isAuthenticated).toBe(false);
      expect(window.location.href).not.toContain('link-1');
    },
  );

  it('a failure goes through /logout: standalone origin ends on /login', async () => {
    writeStored('authorization', 'session-0');
    writeStored('sourceType', 'standalone');
    const api = stubApi({ orchestration: { status: 500 }, logs: {} });
    openApp('/');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(api.callsTo('logout')[0]?.bearer).toBe('session-0');
    expect(readStored('authorization')).toBeUndefined();
  });

  it('sends the stored errorLog with the next session', async () => {
    writeStored('errorLog', [{ message: NO_USER_TOKEN_MESSAGE, at: '2026-01-01T00:00:00.000Z' }]);
    const api = stubApi({ orchestration: orchestration(), logs: {} });
    openApp('/?userToken=link-1');
    await waitFor(() => expect(readStored('errorLog')).toBeUndefined());
    expect(api.callsTo('logs')[0]?.bearer).toBe('session-1');
  });
});
