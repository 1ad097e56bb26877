/**
 * The tenant the operator works for: its public configuration (`tenant` call: name, brand colours,
 * currency), the brand's primary colour as the console's accent (`--accent`, with a text colour
 * that reaches WCAG AA on it).
 */
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { onSecondaryColor, primaryTextColor } from '../../../tenants/brand-pairings.ts';
import { neutralTenant, toPublicTenant, type PublicTenant } from '../../lib/tenant.ts';
import { consoleApi } from './console-api.ts';

const TenantContext = createContext<PublicTenant>(neutralTenant('pt'));

export function ConsoleTenantProvider({
  tenantId,
  children,
}: {
  tenantId: number | undefined;
  children: ReactNode;
}) {
  const answer = useQuery({
    queryKey: ['tenant', tenantId],
    queryFn: ({ signal }) =>
      consoleApi.call('tenant', { params: { bottler: String(tenantId) }, signal }),
    enabled: tenantId !== undefined,
    staleTime: Infinity,
  });
  const tenant = answer.data === undefined ? neutralTenant('pt') : toPublicTenant(answer.data);
  const { primary } = tenant.brandColors;
  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty('--accent', primary);
    root.style.setProperty('--on-accent', onSecondaryColor(primary));
    root.style.setProperty('--accent-text', primaryTextColor(primary));
  }, [primary]);
  return <TenantContext.Provider value={tenant}>{children}</TenantContext.Provider>;
}

export function useConsoleTenant(): PublicTenant {
  return useContext(TenantContext);
}
