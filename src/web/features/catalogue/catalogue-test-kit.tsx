/** Test helpers for the catalogue screens: a stubbed fetch by path, and a screen in a memory router. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { ToastRegion } from '../../components/toast/toast-region.tsx';
import { neutralTenant, type PublicTenant } from '../../lib/tenant.ts';

// Two shared cores: the first render of a screen can take over a second under load.
configure({ asyncUtilTimeout: 5000 });

/** A stubbed answer: JSON body (200), or 'hang' (never answers until aborted). */
export type Stub = unknown | 'hang';

export interface FetchCall {
  method: string;
  path: string;
  body: unknown;
}

/** Stubs global fetch: `routes` maps "GET /api/x" (or "/api/x") to the answer. Returns the calls. */
export function stubFetch(routes: Record<string, Stub>): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = String(input);
      calls.push({
        method,
        path,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      });
      const answer = routes[`${method} ${path}`] ?? routes[path];
      if (answer === 'hang') {
        return new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        });
      }
      if (answer === undefined) return Promise.resolve(new Response('{}', { status: 404 }));
      return Promise.resolve(
        new Response(JSON.stringify(answer), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
  return calls;
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
