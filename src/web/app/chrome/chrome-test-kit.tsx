/** Test kit for the chrome: tenant, session, cart, catalogue and router around a component. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import type { Client, Product } from '../../../domain/types.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { startSession } from '../../lib/session.ts';
import { neutralTenant, type PublicTenant } from '../../lib/tenant.ts';
import { CHROME_FEATURES } from '../../lib/tenant-chrome.ts';
import { Providers } from '../providers.tsx';

export function product(sku: string, description: string, extra: Partial<Product> = {}): Product {
  return { sku, description, brand: 'Brand', category: 'Soft drinks', price: 3.5, ...extra };
}

export function client(isOrderOptionActive = true): Client {
  return {
    minimumOrder: 100,
    paymentLimit: 1000,
    external_id: '1002',
    name: 'Shop',
    isOrderOptionActive,
    isFinishOrderOverLimitAuthorized: false,
    bottler: 2,
  };
}

/** Every feature behind a menu entry on: the menus' own filters are what the tests look at. */
export const ALL_FEATURES_ON: PublicTenant['features'] = Object.fromEntries(
  CHROME_FEATURES.map((name) => [name, true]),
) as PublicTenant['features'];

export function tenantWith(overrides: Partial<PublicTenant> = {}): PublicTenant {
  return {
    ...neutralTenant('en'),
    bottler: '2',
    appTitle: 'Guanabara',
    features: ALL_FEATURES_ON,
    isComboServiceAvailable: true,
    ...overrides,
  };
}

export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <span data-testid="location">{`${pathname}${search}`}</span>;
}

export interface ChromeSetup {
  tenant?: PublicTenant;
  path?: string;
  /** The start-up's (orchestration) products; undefined: not loaded. */
  products?: Product[];
  orderOption?: boolean;
  /** The client's minimum order (the kit's client: 100). */
  minimumOrder?: number;
  cartQuantities?: number[];
}

/** Starts a session (with its start-up products), fills the cart, and renders `ui` at `path`. */
export function renderChrome(ui: ReactNode, setup: ChromeSetup = {}) {
  const shop = client(setup.orderOption ?? true);
  startSession(
    'token-1',
    { ...shop, minimumOrder: setup.minimumOrder ?? shop.minimumOrder },
    {
      ...(setup.products ? { products: setup.products } : {}),
    },
  );
  useCartStore.setState({
    items: (setup.cartQuantities ?? []).map((quantity, index) => ({
      product: product(`sku-${index}`, `Product ${index}`),
      quantity,
    })),
    comboItems: [],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <Providers tenant={setup.tenant ?? tenantWith()}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[setup.path ?? '/products']}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </Providers>,
  );
}
