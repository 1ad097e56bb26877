/**
 * Test helper: one screen on its route in a memory router, with a fresh TanStack Query client,
 * the tenant, the toasts' live region and a location probe (`data-testid="location"`).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Providers } from '../app/providers.tsx';
import { ToastRegion } from '../components/toast/toast-region.tsx';
import type { PublicTenant } from '../lib/tenant.ts';
import { testTenant } from './test-tenant.ts';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <span data-testid="location">{`${pathname}${search}`}</span>;
}

export interface RenderScreenOptions {
  path: string;
  tenant?: PublicTenant;
}

export function renderScreen(Screen: ComponentType, { path, tenant }: RenderScreenOptions) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const view = render(
    <Providers tenant={tenant ?? testTenant()}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path.split('?')[0]} element={<Screen />} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
          <ToastRegion />
        </MemoryRouter>
      </QueryClientProvider>
    </Providers>,
  );
  return { ...view, queryClient };
}
