/** The current tenant for every screen: loaded before the first render, constant afterwards. */
import { createContext, useContext, type ReactNode } from 'react';
import { neutralTenant, type PublicTenant } from './tenant.ts';

const TenantContext = createContext<PublicTenant | undefined>(undefined);

export function TenantProvider({
  tenant,
  children,
}: {
  tenant: PublicTenant;
  children: ReactNode;
}) {
  return <TenantContext.Provider value={tenant}>{children}</TenantContext.Provider>;
}

export function useTenant(): PublicTenant {
  return useContext(TenantContext) ?? neutralTenant();
}
