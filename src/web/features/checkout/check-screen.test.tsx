import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDEMPOTENCY_KEY_HEADER } from '../../../contract/paths.ts';
import { StrictMode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_DELIVERY_STATE } from '../../../domain/delivery.ts';
import { CHAT_REDIRECT_DEFAULT_MS } from '../../../domain/timings.ts';
import type { Client, Product } from '../../../domain/types.ts';
import { HTTP_TIMEOUT_MS } from '../../lib/api-client.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { PENDING_ORDER_KEY, readPendingOrder, startCheckout } from '../../lib/pending-order.ts';
import { initI18n } from '../../lib/i18n.ts';
import { resetSession, startSession } from '../../lib/session.ts';
import { type PublicTenant, type PublicTenantConfig } from '../../lib/tenant.ts';
import { stubApi, type FakeRoute, type RecordedCall } from '../../test/fake-api.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import CheckScreen from './check-screen.tsx';
import { leaveApp } from './leave-app.ts';
import { readNpsMemory } from './nps-memory.ts';
import { tenantFrom } from '../../test/test-tenant.ts';

vi.mock('./leave-app.ts', () => ({ leaveApp: vi.fn() }));

const CHECK = '/check?finishOrderCorrectly=true';
const product: Product = {
  sku: 'A1',
  description: 'Cola 350 ml',
  brand: 'Cola',
  category: 'Soft drinks',
  price: 3.49,
};
const client = { external_id: '1001', bottler: 2, name: 'Shop' } as Client;
const created = {
  orderNumber: '100001',
  totalValue: 6.98,
  deliveryDate: '2026-03-10',
  formattedDeliveryDate: '10/03/2026',
};

const brazil = (extra: Partial<PublicTenantConfig> = {}): PublicTenant =>
  tenantFrom({
    bottler: 2,
    language: 'en',
    currency: 'BRL',
    keepLoggedAfterCheckout: true,
    gtmId: 'GTM-K7Q2M4P',
    whatsAppNumber: 'https://wa.me/5511999990000',
    allowedRedirectOrigins: ['https://wa.me'],
    ...extra,
  });
/** Tenant 12 style (PRODUCT.md): keepLoggedAfterCheckout off. */
const golfo = brazil({ bottler: 12, keepLoggedAfterCheckout: false });

function prepare() {
  useCartStore.getState().add(product, 2);
  startCheckout({
    delivery: INITIAL_DELIVERY_STATE,
    userFlow: {
      glassBottlesAccepted: false,
      creditLimit: {
        creditLimitAccepted: false,
        isPaymentLimitActive: true,
        isFinishOrderOverLimitAuthorized: false,
        limit: 1000,
      },
    },
    totalPrice: 6.98,
    navigate: () => undefined,
  });
}

function stubCreate(answer: FakeRoute, extra: Record<string, FakeRoute> = {}) {
  return stubApi({ createOrder: answer, ...extra });
}

const location = () => screen.getByTestId('location').textContent;
const keysOf = (calls: RecordedCall[]) => calls.length;

beforeAll(() => initI18n('en'));
beforeEach(() => {
  startSession('session-token', client);
  window.dataLayer = [];
  vi.mocked(leaveApp).mockClear();
});
afterEach(() => {
  resetSession();
});

describe('/check (SPEC §2, §4 Finish order, §8 create failures)', () => {
  it('without finishOrderCorrectly goes to /home (SPEC §2)', () => {
    stubCreate({ body: created });
    renderScreen(CheckScreen, { path: '/check' });
    expect(location()).toBe('/home');
  });

  it('with nothing to send (already answered) goes back to the cart, sending nothing', () => {
    const api = stubCreate({ body: created });
    renderScreen(CheckScreen, { path: CHECK, tenant: brazil() });
    expect(location()).toBe('/cart');
    expect(api.calls).toHaveLength(0);
  });

  it('success, keep-logged tenant: one create, cart reset, purchase event, /order/complete', async () => {
    localStorage.setItem('sourceType', 'chat');
    prepare();
    const api = stubCreate({ body: created });
    renderScreen(CheckScreen, { path: CHECK, tenant: brazil() });
    expect(screen.getByText('Sending your order…')).toBeInTheDocument();
    await waitFor(() =>
      expect(location()).toBe(
        '/order/complete?orderNumber=100001&orderPrice=6.98&deliveryDate=2026-03-10',
      ),
    );
    expect(api.callsTo('createOrder')).toHaveLength(1);
    expect(api.calls[0]?.bearer).toBe('session-token');
    expect(useCartStore.getState().items).toEqual([]);
    expect(localStorage.getItem('cart')).toBe('[]');
    expect(sessionStorage.getItem(PENDING_ORDER_KEY)).toBeNull();
    expect(window.dataLayer).toEqual([
      expect.objectContaining({
        event: 'purchase',
        currency: 'BRL',
        value: 6.98,
        items: [{ item_id: 'A1', quantity: 2, price: 3.49 }],
      }),
    ]);
    expect(readNpsMemory('2', '1001').ordersCount).toBe(1);
  });

  it('success, tenant 12 (keepLoggedAfterCheckout off, chat origin): the order number for the chat redirect delay (SPEC §9), then logout and back to the chat', async () => {
    localStorage.setItem('sourceType', 'chat');
    prepare();
    const api = stubCreate({ body: created }, { logout: { body: { ok: true } } });
    renderScreen(CheckScreen, { path: CHECK, tenant: golfo });
    expect(await screen.findByRole('heading', { name: 'Order placed!' })).toBeInTheDocument();
    expect(screen.getByText(/^Order number/)).toHaveTextContent('Order number 100001');
    expect(screen.getByText('Taking you back to the chat…')).toBeInTheDocument();
    const shownAt = Date.now();
    expect(leaveApp).not.toHaveBeenCalled();
    expect(localStorage.getItem('authorization')).not.toBeNull();
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('https://wa.me/5511999990000'), {
      timeout: CHAT_REDIRECT_DEFAULT_MS + 1000,
    });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(CHAT_REDIRECT_DEFAULT_MS - 100);
    expect(api.callsTo('logout')).toHaveLength(1);
    expect(localStorage.getItem('authorization')).toBeNull();
    expect(useCartStore.getState().items).toEqual([]);
    expect(location()).toBe(CHECK);
  });

  it('success, tenant 12: "Back to the chat" leaves at once, and only once', async () => {
    localStorage.setItem('sourceType', 'chat');
    prepare();
    const api = stubCreate({ body: created }, { logout: { body: { ok: true } } });
    renderScreen(CheckScreen, { path: CHECK, tenant: golfo });
    const back = await screen.findByRole('link', { name: 'Back to the chat' });
    expect(back).toHaveAttribute('href', 'https://wa.me/5511999990000');
    await userEvent.click(back);
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('https://wa.me/5511999990000'));
    await new Promise((resolve) => setTimeout(resolve, CHAT_REDIRECT_DEFAULT_MS + 200));
    expect(leaveApp).toHaveBeenCalledTimes(1);
    expect(api.callsTo('logout')).toHaveLength(1);
  }, 10_000);

  it('success, tenant 12 but standalone origin: /order/complete (SPEC §4)', async () => {
    localStorage.setItem('sourceType', 'standalone');
    prepare();
    stubCreate({ body: created });
    renderScreen(CheckScreen, { path: CHECK, tenant: golfo });
    await waitFor(() => expect(location()).toMatch(/^\/order\/complete\?orderNumber=100001/));
    expect(leaveApp).not.toHaveBeenCalled();
  });

  it('406 → the limitOrder message with a way back to the cart; the cart is kept', async () => {
    prepare();
    stubCreate({ status: 406, body: { code: 'limitOrder' } });
    renderScreen(CheckScreen, { path: CHECK, tenant: brazil() });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The order amount is above your payment limit.',
    );
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
    expect(useCartStore.getState().items).toHaveLength(1);
  });

  it('emptyOrder → back to /cart', async () => {
    prepare();
    stubCreate({ status: 422, body: { code: 'emptyOrder' } });
    renderScreen(CheckScreen, { path: CHECK, tenant: brazil() });
    await waitFor(() => expect(location()).toBe('/cart'));
  });

  const rejected = {
    status: 422,
    body: { code: 'orderRejected', params: { bottlerMessage: '<b>Cliente bloqueado</b>' } },
  };

  it('other failure with showBottlerErrorsMsg: the bottler message, as text', async () => {
    prepare();
    stubCreate(rejected);
    renderScreen(CheckScreen, { path: CHECK, tenant: brazil({ showBottlerErrorsMsg: true }) });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't complete your order.");
    expect(screen.getByText(/<b>Cliente bloqueado<\/b>/)).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
  });

  it('other failure without showBottlerErrorsMsg: /error with failOrder', async () => {
    prepare();
    stubCreate(rejected);
    renderScreen(CheckScreen, { path: CHECK, tenant: brazil({ showBottlerErrorsMsg: false }) });
    await waitFor(() => expect(location()).toBe('/error?errorMessage=failOrder'));
  });

  it('no answer (time-outs): the no-response screen; Retry sends the SAME key again', async () => {
    vi.useFakeTimers();
    prepare();
    const key = readPendingOrder()?.idempotencyKey;
    let answered = false;
    // Unanswered requests end only through the api client's 20 s time-out.
    const hanging = vi.fn((_input: RequestInfo | URL, init: RequestInit = {}) =>
      answered
        ? Promise.resolve(new Response(JSON.stringify(created), { status: 200 }))
        : new Promise<Response>((_resolve, reject) =>
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('Aborted', 'AbortError')),
            ),
          ),
    );
    vi.stubGlobal('fetch', hanging);
    renderScreen(CheckScreen, { path: CHECK, tenant: brazil() });
    await act(() => vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS * 3 + 3000));
    expect(screen.getByText('The server is taking too long to respond.')).toBeInTheDocument();
    answered = true;
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(location()).toMatch(/^\/order\/complete/);
    const keys = hanging.mock.calls.map(
      ([, init]) =>
        ((init as RequestInit).headers as Record<string, string>)[IDEMPOTENCY_KEY_HEADER],
    );
    expect(keys).toHaveLength(4);
    expect(new Set(keys)).toEqual(new Set([key]));
  });

  it('a double mount (StrictMode) or a reload of /check never creates two orders', async () => {
    prepare();
    const api = stubCreate({ body: created });
    const first = renderScreen(
      () => (
        <StrictMode>
          <CheckScreen />
        </StrictMode>
      ),
      { path: CHECK, tenant: brazil() },
    );
    await waitFor(() => expect(location()).toMatch(/^\/order\/complete/));
    first.unmount();
    // The shop reloads /check (or taps Back): the answered attempt is gone, nothing is sent again.
    renderScreen(CheckScreen, { path: CHECK, tenant: brazil() });
    expect(location()).toBe('/cart');
    expect(keysOf(api.callsTo('createOrder'))).toBe(1);
  });
});
