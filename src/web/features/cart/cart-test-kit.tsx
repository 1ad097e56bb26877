/**
 * Test helpers for the cart: products, a client, a tenant, a stubbed API with a simulation that
 * prices like the local tier rules, the delivery hook replaced by a controllable stub, and timers
 * to advance (every SPEC timing is faked).
 */
import { notifyManager } from '@tanstack/react-query';
import { cartTotal, lineTotal, unitPriceForQuantity } from '../../../domain/prices.ts';
import type { CartItem, Client, Product } from '../../../domain/types.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { startSession } from '../../lib/session.ts';
import { neutralTenant, type PublicTenant } from '../../lib/tenant.ts';
import { stubApi, type FakeApi, type FakeRoute, type FakeRouteKey } from '../../test/fake-api.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import CartScreen from './cart-screen.tsx';

// TanStack Query tells its observers in a 0 ms timer, and a 0 ms timer set while fake time is
// advancing runs 1 ms later (@sinonjs/fake-timers): a simulation that times out at 20 000 ms would
// reach the screen at 20 001. Told in a microtask instead, the screen shows what the query knows
// at the instant a test advanced to (the simulation's own timers stay as they are).
notifyManager.setScheduler(queueMicrotask);

export const product = (sku: string, extra: Partial<Product> = {}): Product => ({
  sku,
  description: `Drink ${sku}`,
  brand: 'Brand',
  category: 'Soft drinks',
  price: 10,
  ...extra,
});

export const client = (extra: Partial<Client> = {}): Client => ({
  minimumOrder: 0,
  paymentLimit: 0,
  external_id: '1001',
  name: 'Shop',
  address: 'Rua das Flores 12',
  isOrderOptionActive: true,
  isFinishOrderOverLimitAuthorized: false,
  bottler: 2,
  ...extra,
});

export const tenant = (extra: Partial<PublicTenant> = {}): PublicTenant => ({
  ...neutralTenant('en'),
  currency: 'USD',
  locale: 'en-US',
  showMinAndMaxOrderAmount: false,
  ...extra,
});

export interface SimulatedLine {
  sku: string;
  quantity: number;
}

/** A 200 simulation pricing the lines with the catalogue's local tier rules. */
export function simulationOf(catalogue: readonly Product[], lines: readonly SimulatedLine[]) {
  const cart: CartItem[] = lines.map(({ sku, quantity }) => ({
    product: catalogue.find((p) => p.sku === sku) ?? product(sku),
    quantity,
  }));
  const price = cartTotal(cart);
  return {
    price,
    priceWithoutDiscount: price,
    discount: 0,
    promoDiscount: 0,
    vat: 0,
    orderDetails: cart.map(({ product: p, quantity }) => ({
      sku: p.sku,
      quantity,
      price: unitPriceForQuantity(p, quantity) ?? p.price,
      totalPrice: lineTotal(p, quantity),
    })),
  };
}

export interface CartSetup {
  items?: CartItem[];
  catalogue?: Product[];
  client?: Client;
  tenant?: PublicTenant;
  path?: string;
  /** Overrides of the stubbed API by call name ('simulateOrder', …). */
  routes?: Partial<Record<FakeRouteKey, FakeRoute>>;
}

/** Renders /cart with fake timers on; returns the fake API. */
export function renderCart(setup: CartSetup = {}): FakeApi & { catalogue: Product[] } {
  const catalogue = setup.catalogue ?? setup.items?.map((line) => line.product) ?? [];
  useCartStore.getState().replaceAll(setup.items ?? []);
  const profile = setup.client ?? client();
  startSession('token-1', profile);
  const api = stubApi({
    products: { body: catalogue },
    combos: { body: [] },
    paymentLimit: { body: profile.paymentLimit },
    simulateOrder: (call) => ({
      body: simulationOf(catalogue, (call.body as { products: SimulatedLine[] }).products),
    }),
    ...setup.routes,
  });
  renderScreen(CartScreen, { path: setup.path ?? '/cart', tenant: setup.tenant ?? tenant() });
  return { ...api, catalogue };
}

/** Lets fake time pass and what it releases settle (one helper for every screen test). */
export { advance } from '../../test/fake-time.ts';
