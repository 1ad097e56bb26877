import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../components/toast/toast-store.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { initI18n } from '../../lib/i18n.ts';
import { resetSession } from '../../lib/session.ts';
import {
  advance,
  client,
  product,
  renderCart,
  simulationOf,
  tenant,
  type SimulatedLine,
} from './cart-test-kit.tsx';
import { SIMULATION_DEBOUNCE_MS } from './simulation.ts';

const delivery = vi.hoisted(() => ({ valid: true, toasts: 0 }));
vi.mock('./use-delivery.ts', () => ({
  useDelivery: () => ({
    state: {
      orderType: '',
      scheduledDates: [],
      recurrentPeriod: undefined,
      recurrentStartDate: undefined,
    },
    dispatch: () => undefined,
    validation: delivery.valid ? { ok: true } : { ok: false, code: 'selectScheduledDates' },
    disabled: false,
    confirmOrToast: () => {
      if (!delivery.valid) delivery.toasts += 1;
      return delivery.valid;
    },
  }),
}));
vi.mock('./delivery-options.tsx', () => ({ DeliveryOptions: () => null }));

const A = product('A', { price: 10 });
const B = product('B', { price: 5 });
const SIMULATE = 'simulateOrder';

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  vi.useFakeTimers();
  delivery.valid = true;
  delivery.toasts = 0;
  delete window.dataLayer;
});

afterEach(() => {
  clearToasts();
  resetSession();
});

const confirmButton = () => screen.getByRole('button', { name: /Confirm/ });

describe('/cart lines and the empty cart (SPEC §2 /cart)', () => {
  it('shows the empty-cart message with a link to /products and simulates nothing', async () => {
    const api = renderCart();
    await advance(1500);
    expect(screen.getAllByText('Your cart is empty.').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'See products' })).toHaveAttribute('href', '/products');
    expect(api.callsTo(SIMULATE)).toHaveLength(0);
    expect(confirmButton()).toBeDisabled();
  });

  it('shows the loading text while the first simulation runs (SPEC §2 loading text)', async () => {
    renderCart({
      items: [{ product: A, quantity: 2 }],
      routes: { [SIMULATE]: () => new Promise(() => undefined) },
    });
    await advance(0);
    expect(screen.getByText('Calculating your order…')).toBeInTheDocument();
  });

  it('shows the unit price and total from the simulation, the server being the truth', async () => {
    renderCart({
      items: [{ product: A, quantity: 2 }],
      routes: {
        [SIMULATE]: {
          body: {
            price: 17,
            priceWithoutDiscount: 20,
            discount: 3,
            promoDiscount: 0,
            vat: 0,
            orderDetails: [{ sku: 'A', quantity: 2, price: 8.5, totalPrice: 17 }],
            breakdown: {
              products: 20,
              deposits: 0,
              discounts: 3,
              tax: 0,
              taxIncluded: true,
              total: 17,
            },
          },
        },
      },
    });
    await advance(0);
    expect(screen.getByText('$8.50')).toBeInTheDocument();
    expect(screen.getByTestId('monitor-total')).toHaveTextContent('$17.00');
    expect(screen.getByText('You save $3.00')).toBeInTheDocument();
  });

  it('quantity 0 removes the line (SPEC §5 quantity input: 0 allowed in the cart)', async () => {
    renderCart({
      items: [
        { product: A, quantity: 1 },
        { product: B, quantity: 1 },
      ],
    });
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Drink A' }));
    expect(useCartStore.getState().items.map((line) => line.product.sku)).toEqual(['B']);
    expect(screen.queryByRole('heading', { name: 'Drink A' })).not.toBeInTheDocument();
  });

  it.each([
    [
      'productWithLimitQty',
      { quantityLimit: 10 },
      3,
      'This product is limited to 10 units per order.',
    ],
    [
      'productWithLimitQty',
      { quantityLimit: 1 },
      1,
      'This product is limited to 1 unit per order.',
    ],
    ['maxQtyReached', { quantityLimit: 3 }, 3, 'Maximum limit reached.'],
  ])(
    'shows the %s quantity warning (SPEC §8 quantity warnings)',
    async (_name, extra, quantity, text) => {
      renderCart({ items: [{ product: product('L', extra), quantity }] });
      await advance(0);
      expect(screen.getByText(text)).toBeInTheDocument();
    },
  );

  it('shows the addSuggested toast once and drops the parameter (SPEC §2 /cart action)', async () => {
    renderCart({ items: [{ product: A, quantity: 1 }], path: '/cart?action=addSuggested' });
    await advance(0);
    expect(screen.getAllByText('The suggested products were added to your cart.')).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/cart$/);
  });
});

describe('price simulation (SPEC §4 price recalculation, §9 1000 ms / 1 h)', () => {
  it('sends P skus and quantities ≤ 0 nowhere: only orderable lines (SPEC §5)', async () => {
    const api = renderCart({
      items: [
        { product: A, quantity: 2 },
        { product: product('GB1P', { price: 1 }), quantity: 2 },
      ],
    });
    await advance(0);
    expect(api.callsTo(SIMULATE)[0]?.body).toMatchObject({
      products: [{ sku: 'A', quantity: 2 }],
      orderType: '',
      userFlow: { glassBottlesAccepted: false },
    });
  });

  it('three quick changes give ONE simulate call 1000 ms after the last', async () => {
    const api = renderCart({ items: [{ product: A, quantity: 1 }] });
    await advance(0);
    expect(api.callsTo(SIMULATE)).toHaveLength(1);
    const plus = screen.getByRole('button', { name: 'Increase quantity of Drink A' });
    for (let i = 0; i < 3; i += 1) {
      fireEvent.click(plus);
      await advance(300);
    }
    await advance(999 - 300);
    expect(api.callsTo(SIMULATE)).toHaveLength(1);
    await advance(1);
    expect(api.callsTo(SIMULATE)).toHaveLength(2);
    expect(api.callsTo(SIMULATE)[1]?.body).toMatchObject({ products: [{ sku: 'A', quantity: 4 }] });
  });

  it('re-simulates when the tab becomes visible after being hidden', async () => {
    const api = renderCart({ items: [{ product: A, quantity: 1 }] });
    await advance(0);
    const setVisibility = (value: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { value, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    setVisibility('hidden');
    await advance(0);
    expect(api.callsTo(SIMULATE)).toHaveLength(1);
    setVisibility('visible');
    await advance(0);
    expect(api.callsTo(SIMULATE)).toHaveLength(2);
  });

  it('re-simulates after an hour of inactivity (3600000 ms), not before', async () => {
    const api = renderCart({ items: [{ product: A, quantity: 1 }] });
    await advance(0);
    await advance(3_600_000 - 1);
    expect(api.callsTo(SIMULATE)).toHaveLength(1);
    await advance(1);
    expect(api.callsTo(SIMULATE)).toHaveLength(2);
  });

  it('after a refusal too: asked again an hour later, not before (SPEC §9 inactivity)', async () => {
    const api = renderCart({
      items: [{ product: A, quantity: 1 }],
      routes: { [SIMULATE]: { status: 406, body: { code: 'limitOrder' } } },
    });
    await advance(0);
    await advance(3_600_000 - 1);
    expect(api.callsTo(SIMULATE)).toHaveLength(1);
    await advance(1);
    expect(api.callsTo(SIMULATE)).toHaveLength(2);
  });

  it('406 shows the limit marker: message, monitor icon text, confirm disabled (SPEC §8)', async () => {
    const api = renderCart({
      items: [{ product: A, quantity: 1 }],
      routes: { [SIMULATE]: { status: 406, body: { code: 'limitOrder' } } },
    });
    await advance(0);
    expect(screen.getByText('The order amount is above your payment limit.')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'The order is above your payment limit.' }),
    ).toBeVisible();
    expect(confirmButton()).toBeDisabled();
    expect(api.callsTo(SIMULATE)).toHaveLength(1);
  });

  it('any other failure shows the simulation error and disables checkout (SPEC §8)', async () => {
    const api = renderCart({
      items: [{ product: A, quantity: 1 }],
      routes: { [SIMULATE]: { status: 500, body: { code: 'internal' } } },
    });
    await advance(0);
    // Asked once: the failure is not stale data to fetch again (a 406 or 422 would come back).
    expect(api.callsTo(SIMULATE)).toHaveLength(1);
    expect(
      screen.getByText("We couldn't calculate your order. Please refresh the page."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh the page' })).toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
  });
});

describe('a line above its quantity limit (SPEC §5.4 "the cart is adjusted to the cap")', () => {
  it('a stored line above its limit: the quantity row and its fix, never "refresh the page"', async () => {
    const limited = product('L', { price: 2, quantityLimit: 24 });
    const api = renderCart({
      catalogue: [limited],
      routes: {
        // The server refuses a line above its limit (422), as order/simulate does.
        [SIMULATE]: (call) => {
          const lines = (call.body as { products: SimulatedLine[] }).products;
          return lines.some((line) => line.quantity > 24)
            ? { status: 422, body: { code: 'quantityLimitExceeded', params: { sku: 'L' } } }
            : { body: simulationOf([limited], lines) };
        },
      },
    });
    // A cart kept from before the limit was lowered: storage is read back as it was.
    act(() => useCartStore.setState({ items: [{ product: limited, quantity: 107 }] }));
    await advance(0);
    expect(api.callsTo(SIMULATE)).toHaveLength(1);
    expect(screen.getByText(`${limited.description}: at most 24 per order.`)).toBeInTheDocument();
    expect(screen.queryByText(/refresh the page/i)).not.toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Set to 24' }));
    await advance(SIMULATION_DEBOUNCE_MS);
    expect(useCartStore.getState().items[0]?.quantity).toBe(24);
    expect(api.callsTo(SIMULATE)).toHaveLength(2);
    expect(screen.queryByText(/at most 24 per order/)).not.toBeInTheDocument();
    expect(confirmButton()).toBeEnabled();
  });
});

describe('no response (SPEC §8 simulation failure; §9 HTTP timeout 20000 ms)', () => {
  it('a simulation unanswered after 20 s shows the refresh message and disables checkout', async () => {
    renderCart({ items: [{ product: A, quantity: 1 }] });
    const answered = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) =>
      String(input).endsWith('/order/simulate')
        ? new Promise<Response>((_resolve, reject) =>
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('Aborted', 'AbortError')),
            ),
          )
        : answered(input, init),
    );
    await advance(0);
    expect(screen.getByText('Calculating your order…')).toBeInTheDocument();
    await advance(19_999);
    expect(screen.queryByText(/Please refresh the page/)).not.toBeInTheDocument();
    await advance(1);
    expect(
      screen.getByText("We couldn't calculate your order. Please refresh the page."),
    ).toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
  });
});

describe('the checkout bar (SPEC §4 monitor)', () => {
  it('below the minimum: a progress bar with the remaining amount, confirm disabled', async () => {
    renderCart({
      items: [{ product: A, quantity: 3 }],
      client: client({ minimumOrder: 120 }),
    });
    await advance(0);
    const bar = screen.getByRole('progressbar', { name: 'Progress to the minimum order' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('Add $90.00 more to reach the minimum order.')).toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
  });

  it('at the minimum: enabled, no progress bar', async () => {
    renderCart({ items: [{ product: A, quantity: 12 }], client: client({ minimumOrder: 120 }) });
    await advance(0);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Your order can be confirmed.')).toBeInTheDocument();
    expect(confirmButton()).toBeEnabled();
  });

  it('over the payment limit for a client not authorised: icon text and confirm disabled', async () => {
    renderCart({
      items: [{ product: A, quantity: 10 }],
      client: client({ paymentLimit: 50 }),
    });
    await advance(0);
    expect(
      screen.getByRole('img', { name: 'The order is above your payment limit.' }),
    ).toBeVisible();
    expect(confirmButton()).toBeDisabled();
  });

  it('shows the tax-not-included warning where the tenant asks (showTaxWarningOnMonitor)', async () => {
    renderCart({
      items: [{ product: A, quantity: 1 }],
      tenant: tenant({ showTaxWarningOnMonitor: true }),
    });
    await advance(0);
    expect(screen.getByText('Tax not included.')).toBeInTheDocument();
  });
});

describe('confirm (SPEC §4 monitor, §9 checkout spinner 2000 ms)', () => {
  it('spins for 2000 ms, then goes to /check with begin_checkout pushed (gtmId)', async () => {
    renderCart({
      items: [{ product: A, quantity: 2 }],
      tenant: tenant({ gtmId: 'GTM-ABC1234' }),
    });
    await advance(0);
    expect(window.dataLayer?.map((entry) => entry.event)).toEqual(['view_cart']);
    fireEvent.click(confirmButton());
    expect(screen.getByRole('button', { name: /Confirming/ })).toBeDisabled();
    await advance(1999);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/cart$/);
    await advance(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/check?finishOrderCorrectly=true');
    expect(window.dataLayer?.map((entry) => entry.event)).toEqual(['view_cart', 'begin_checkout']);
    expect(JSON.stringify(window.dataLayer)).not.toMatch(/1001|Shop|Rua/);
  });

  it('stays on /cart when the delivery choice is invalid (its toast shows)', async () => {
    delivery.valid = false;
    renderCart({ items: [{ product: A, quantity: 2 }] });
    await advance(0);
    fireEvent.click(confirmButton());
    await advance(2000);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/cart$/);
    expect(delivery.toasts).toBe(1);
  });

  it('pushes nothing to dataLayer without a gtmId', async () => {
    renderCart({ items: [{ product: A, quantity: 2 }] });
    await advance(0);
    expect(window.dataLayer).toBeUndefined();
  });
});
