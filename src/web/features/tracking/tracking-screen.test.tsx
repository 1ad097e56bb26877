import { advance } from '../../test/fake-time.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../components/toast/toast-store.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { endSession, startSession } from '../../lib/session.ts';
import type { Client } from '../../../domain/types.ts';
import { initI18n } from '../../lib/i18n.ts';
import { neutralTenant, type PublicTenant } from '../../lib/tenant.ts';
import { stubApi, stubStalledApi, type RecordedCall } from '../../test/fake-api.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { historyEntry, product } from './tracking-test-kit.ts';
import TrackingScreen from './tracking-screen.tsx';
import { REORDER_CHECKOUT_DELAY_MS } from './use-reorder.ts';

const catalogue = [product('COLA350', 'Cola 350 ml can', 3.5), product('WATER500', 'Water 500 ml')];
const newest = historyEntry('A-1001', 'ROUTED');
const older = historyEntry('A-1000', 'CANCELLED', undefined, {
  orderCreationChannel: 11,
  orderProducts: [{ sku: 'WATER500', quantity: 6 }],
});
const oldest = historyEntry('A-0999', 'DELIVERED', undefined, { orderCreationChannel: 12 });

const byIndex = ({ search }: RecordedCall) => {
  const index = new URLSearchParams(search).get('indexOrderHistory');
  if (index === null) return { body: [newest, older, oldest] };
  return { body: [newest, older, oldest].slice(Number(index), Number(index) + 1) };
};

function tenant(overrides: Partial<PublicTenant> = {}): PublicTenant {
  return { ...neutralTenant('en'), timeZone: 'America/Sao_Paulo', ...overrides };
}

const cards = () => screen.queryAllByRole('article');
const orderingOff: Client = {
  minimumOrder: 100,
  paymentLimit: 1000,
  external_id: '1002',
  name: 'Shop',
  isOrderOptionActive: false,
  isFinishOrderOverLimitAuthorized: false,
  bottler: 2,
};
const location = () => screen.getByTestId('location').textContent;

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-18T12:00:00Z'));
  clearToasts();
});

async function show(screenTenant = tenant()) {
  renderScreen(TrackingScreen, { path: '/order/tracking', tenant: screenTenant });
  await vi.waitFor(() => expect(screen.queryByRole('status', { name: /loading/i })).toBeNull());
  await advance(0);
}

describe('/order/tracking (SPEC §2, §7 order/history)', () => {
  it('loads the two newest orders by index 0 and 1 (SPEC §7 "Two indexes loaded")', async () => {
    const api = stubApi({
      orderHistory: byIndex,
      products: { body: catalogue },
    });
    await show();
    await vi.waitFor(() => expect(cards()).toHaveLength(2));
    expect(api.callsTo('orderHistory').map((call) => call.search)).toEqual([
      '?indexOrderHistory=0',
      '?indexOrderHistory=1',
    ]);
    expect(
      cards().map((card) => within(card).getByRole('heading', { level: 2 }).textContent),
    ).toEqual(['Order no. A-1001', 'Order no. A-1000']);
  });

  it('loads every order with plain order/history when isAllOrderTrackingEnabled', async () => {
    const api = stubApi({
      orderHistory: byIndex,
      products: { body: catalogue },
    });
    await show(tenant({ isAllOrderTrackingEnabled: true }));
    await vi.waitFor(() => expect(cards()).toHaveLength(3));
    expect(api.callsTo('orderHistory').map((call) => call.search)).toEqual(['']);
  });

  it('shows the card: number, date, channel, delivery, status, products by catalogue name, total', async () => {
    stubApi({ orderHistory: byIndex, products: { body: catalogue } });
    await show();
    await vi.waitFor(() => expect(screen.getByText('Cola 350 ml can')).toBeInTheDocument());
    const [card] = cards();
    const inCard = within(card!);
    expect(inCard.getByText('Messaging app')).toBeInTheDocument();
    expect(inCard.getByText('11/10/2026')).toBeInTheDocument();
    expect(inCard.getByText('11/20/2026')).toBeInTheDocument();
    expect(inCard.getAllByText('Out for delivery').length).toBeGreaterThan(0);
    expect(inCard.getByText('Product GONE01')).toBeInTheDocument();
    expect(inCard.getByText('$123.45')).toBeInTheDocument();
    expect(within(cards()[1]!).getByText('Sales rep')).toBeInTheDocument();
    expect(within(cards()[1]!).getAllByRole('listitem', { current: 'step' })[0]).toHaveTextContent(
      'Cancelled',
    );
  });

  it('folds a finished order below the newest: its steps and products behind one disclosure', async () => {
    stubApi({ orderHistory: byIndex, products: { body: catalogue } });
    await show();
    await vi.waitFor(() => expect(cards()).toHaveLength(2));
    const [newest, cancelled] = cards();
    // The newest order (on its way) shows everything; the cancelled one below it folds.
    expect(newest!.querySelector('details')).toBeNull();
    const folded = cancelled!.querySelector('details');
    expect(folded).not.toBeNull();
    expect(folded).not.toHaveAttribute('open');
    expect(within(folded!).getByText('See steps and products').tagName).toBe('SUMMARY');
    expect(folded!.querySelector('ol')).not.toBeNull();
    // Its number, status, total and reorder stay in sight.
    expect(within(cancelled!).getByRole('button', { name: 'Order again' })).toBeInTheDocument();
  });

  it.each([
    ['2026-11-17T12:00:00Z', false],
    ['2026-11-18T12:00:00Z', true],
    ['2026-11-20T12:00:00Z', true],
    ['2026-11-21T02:00:00Z', true], // still the 20th in São Paulo
    ['2026-11-21T12:00:00Z', false],
  ])('delivery reminder at %s: %s (SPEC §9 two days before)', async (now, shown) => {
    vi.setSystemTime(new Date(now));
    stubApi({ orderHistory: byIndex, products: { body: catalogue } });
    await show();
    await vi.waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.queryAllByText(/Your delivery is coming/)).toHaveLength(shown ? 1 : 0);
  });

  it('no delivery reminder for an order held in credit analysis (BLOCKED): it is not coming yet', async () => {
    const held = historyEntry('A-1002', 'BLOCKED');
    stubApi({ orderHistory: { body: [held] }, products: { body: catalogue } });
    await show();
    await vi.waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(cards()[0]!).getByText('In credit analysis')).toBeInTheDocument();
    expect(screen.queryAllByText(/Your delivery is coming/)).toHaveLength(0);
  });

  it('a shop whose ordering is off (SPEC §6) sees its orders without "Order again" or the one-tap promise', async () => {
    startSession('token-1', orderingOff);
    try {
      stubApi({ orderHistory: byIndex, products: { body: catalogue } });
      await show();
      await vi.waitFor(() => expect(cards()).toHaveLength(2));
      expect(screen.getByText('Here are your latest orders.')).toBeInTheDocument();
      expect(screen.queryByText(/order the same again with one tap/)).toBeNull();
      expect(screen.queryAllByRole('button', { name: 'Order again' })).toHaveLength(0);
    } finally {
      endSession();
    }
  });

  it('shows the tracking header only where showOrderTrackingHeader is on', async () => {
    stubApi({ orderHistory: { body: [] }, products: { body: catalogue } });
    await show(tenant({ showOrderTrackingHeader: false }));
    expect(screen.queryByText('See which stage each order is at and when it arrives.')).toBeNull();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Track your orders' }),
    ).toBeInTheDocument();
  });

  it('reorder replaces the cart, reports dropped skus and goes to the cart after 1500 ms (SPEC §4, §9)', async () => {
    useCartStore.getState().add(product('WATER500', 'Water 500 ml'), 2);
    stubApi({ orderHistory: byIndex, products: { body: catalogue } });
    await show();
    await vi.waitFor(() => expect(screen.getByText('Cola 350 ml can')).toBeInTheDocument());
    const [card] = cards();
    fireEvent.click(within(card!).getByRole('button', { name: 'Order again' }));
    await advance(0);

    const items = useCartStore.getState().items;
    expect(items.map((item) => [item.product.sku, item.quantity])).toEqual([['COLA350', 12]]);
    expect(screen.getByText(/no longer available and were left out: GONE01/)).toBeInTheDocument();
    expect(within(card!).getByText('Cart updated. Taking you to the cart…')).toBeInTheDocument();

    await advance(REORDER_CHECKOUT_DELAY_MS - 1);
    expect(location()).toBe('/order/tracking');
    await advance(1);
    expect(location()).toBe('/cart');
  });

  it('keeps the cart and stays when nothing of the order can be bought now', async () => {
    useCartStore.getState().add(product('WATER500', 'Water 500 ml'), 2);
    stubApi({
      orderHistory: {
        body: [
          historyEntry('A-1', 'DELIVERED', undefined, {
            orderProducts: [{ sku: 'GONE01', quantity: 1 }],
          }),
        ],
      },
      products: { body: catalogue },
    });
    await show(tenant({ isAllOrderTrackingEnabled: true }));
    await vi.waitFor(() => expect(cards()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Order again' }));
    await advance(REORDER_CHECKOUT_DELAY_MS);
    expect(useCartStore.getState().items.map((item) => item.product.sku)).toEqual(['WATER500']);
    expect(location()).toBe('/order/tracking');
    expect(
      screen.getAllByText('None of the products of this order are available now.').length,
    ).toBeGreaterThan(0);
  });

  it('empty history: the not-found message with a link to /products (SPEC §8)', async () => {
    stubApi({ orderHistory: { body: [] }, products: { body: catalogue } });
    await show();
    await vi.waitFor(() =>
      expect(screen.getByText("You haven't placed any orders yet.")).toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('no response within 20 s: the no-response state with retry (SPEC §8)', async () => {
    stubStalledApi();
    renderScreen(TrackingScreen, { path: '/order/tracking', tenant: tenant() });
    await advance(0);
    await advance(19_999);
    expect(screen.queryByRole('heading', { name: 'No response' })).toBeNull();
    await advance(1);
    await vi.waitFor(() =>
      expect(screen.getByRole('heading', { name: 'No response' })).toBeInTheDocument(),
    );
    stubApi({ orderHistory: byIndex, products: { body: catalogue } });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(cards()).toHaveLength(2));
  });
});
