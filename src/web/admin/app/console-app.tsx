/** Providers and the console's routes (react-router, declarative, under /admin). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { ApiError } from '../../lib/api-error.ts';
import { consoleI18n } from '../lib/console-i18n.ts';
import { SessionProvider } from '../lib/session.tsx';
import { ConsoleRoutes } from './console-routes.tsx';

export function createConsoleQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A refusal (4xx) is an answer: show it, do not ask again.
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400) && count < 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export function ConsoleApp({ client }: { client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createConsoleQueryClient());
  return (
    <I18nextProvider i18n={consoleI18n}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter basename="/admin">
          <SessionProvider>
            <ConsoleRoutes />
          </SessionProvider>
        </BrowserRouter>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
