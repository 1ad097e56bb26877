/** Test helpers for the catalogue screens: the fake API answering bodies, and a screen in a memory router. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Providers } from '../../app/providers.tsx';
import { ToastRegion } from '../../components/toast/toast-region.tsx';
import { neutralTenant, type PublicTenant } from '../../lib/tenant.ts';
import {
  stubApi,
  type FakeRoute,
  type FakeRouteKey,
  type RecordedCall,
} from '../../test/fake-api.ts';

// Two shared cores: the first render of a screen can take over a second under load.
configure({ asyncUtilTimeout: 5000 });

/** A stubbed answer: JSON body (200), or 'hang' (never answers until aborted). */
export type Stub = unknown;

export type FetchCall = RecordedCall;

/**
 * The fake API (src/web/test/fake-api.ts) with bodies for answers: `routes` maps a call name
 * ('categories') or, for one exact address, 'METHOD /api/path' to the JSON body or 'hang'.
 * Returns the recorded calls.
 */
export function stubFetch(routes: Partial<Record<FakeRouteKey, Stub>>): FetchCall[] {
  const table: Partial<Record<FakeRouteKey, FakeRoute>> = {};
  for (const [key, answer] of Object.entries(routes) as [FakeRouteKey, Stub][]) {
    table[key] = answer === 'hang' ? 'hang' : { body: answer };
  }
  return stubApi(table).calls;
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <span data-testid="location">{`${pathname}${search}`}</span>;
}

export interface ScreenOptions {
  path: string;
  /** The route pattern the screen is mounted on (default: the path without query). */
  pattern?: string;
  tenant?: PublicTenant;
}

export function renderScreen(Screen: ComponentType, { path, pattern, tenant }: ScreenOptions) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  return render(
    <Providers tenant={tenant ?? neutralTenant('en')}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern ?? path.split('?')[0]} element={<Screen />} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
          <ToastRegion />
        </MemoryRouter>
      </QueryClientProvider>
    </Providers>,
  );
}
