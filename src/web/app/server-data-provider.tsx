/**
 * TanStack Query for the in-app pages. It lives in the lazy in-app shell, not the entry chunk:
 * the getting-in screens (entry, login, unauthenticated, error) do not need it.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The API client already aborts at 20 s (SPEC §7); one retry on slow mobile networks.
      queries: { retry: 1, staleTime: 60_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

export function ServerDataProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
