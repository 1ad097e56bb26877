/** App-wide providers needed from the first screen on: translations and tenant. */
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { TenantProvider } from '../lib/tenant-context.tsx';
import type { PublicTenant } from '../lib/tenant.ts';

export function Providers({ tenant, children }: { tenant: PublicTenant; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <TenantProvider tenant={tenant}>{children}</TenantProvider>
    </I18nextProvider>
  );
}
