/** The whole app: providers around the router. */
import { BrowserRouter } from 'react-router';
import type { PublicTenant } from '../lib/tenant.ts';
import { Providers } from './providers.tsx';
import { AppRoutes } from './router.tsx';

export function App({ tenant }: { tenant: PublicTenant }) {
  return (
    <Providers tenant={tenant}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
