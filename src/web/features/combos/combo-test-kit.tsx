/**
 * Test helpers for the combo screens: a screen mounted on its route pattern (the combo routes
 * have parameters) with a fresh query client, the toasts and a location probe; a combo tenant;
 * and combo fixtures. Fetch is stubbed with src/web/test/fake-api.ts.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Combo } from '../../../contract/index.ts';
import type { Product } from '../../../domain/types.ts';
import { Providers } from '../../app/providers.tsx';
import { ToastRegion } from '../../components/toast/toast-region.tsx';
import { neutralTenant, type PublicTenant } from '../../lib/tenant.ts';

// Two shared cores: the first render of a screen can take over a second under load.
configure({ asyncUtilTimeout: 5000 });

/** A tenant with the combo service on (SPEC §3 isComboServiceAvailable). */
export const comboTenant = (overrides: Partial<PublicTenant> = {}): PublicTenant => ({
  ...neutralTenant('en'),
  isComboServiceAvailable: true,
  ...overrides,
});

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <span data-testid="location">{`${pathname}${search}`}</span>;
}

export function renderComboScreen(
  Screen: ComponentType,
  {
    path,
    pattern,
    tenant = comboTenant(),
  }: { path: string; pattern: string; tenant?: PublicTenant },
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  return render(
    <Providers tenant={tenant}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern} element={<Screen />} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
          <ToastRegion />
        </MemoryRouter>
      </QueryClientProvider>
    </Providers>,
  );
}

export const product = (sku: string, price: number, extra: Partial<Product> = {}): Product => ({
  sku,
  description: `Drink ${sku}`,
  brand: 'Brand',
  category: 'Soft drinks',
  price,
  ...extra,
});

export const combo = (id: number, kind: Combo['kind'], extra: Partial<Combo> = {}): Combo => ({
  id,
  kind,
  name: `Combo ${id}`,
  description: `About combo ${id}`,
  ...extra,
});
