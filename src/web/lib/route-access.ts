/**
 * The shop's route access (src/domain/route-access.ts) from the tenant's feature switches, the
 * ecommerce config and the client's order option: one reading for the route guard, the menus and
 * the header's shortcuts.
 */
import { useMemo } from 'react';
import type { MenuEntry, TenantMenuEntry } from '../../domain/navigation.ts';
import { resolveRedirect } from '../../domain/redirects.ts';
import { isRouteAvailable, type RouteAccessContext } from '../../domain/route-access.ts';
import { MENU_ENTRY_FEATURE } from '../../tenants/features.ts';
import { useEcommerceConfig } from './ecommerce-config.ts';
import { useSession } from './session.ts';
import type { PublicTenant } from './tenant.ts';
import { CHROME_FEATURES, type ChromeFeature } from './tenant-chrome.ts';
import { useTenant } from './tenant-context.tsx';

type FeatureTenant = Pick<PublicTenant, 'features' | 'isComboServiceAvailable'>;

/** Whether the bottler's feature behind a menu entry is on; entries of no feature always are. */
export function tenantFeatureOn(tenant: FeatureTenant, entry: MenuEntry): boolean {
  if (!Object.hasOwn(MENU_ENTRY_FEATURE, entry)) return true;
  const feature = MENU_ENTRY_FEATURE[entry as TenantMenuEntry];
  if (feature === undefined) return true;
  if (feature === 'combos') return tenant.isComboServiceAvailable;
  return (CHROME_FEATURES as readonly string[]).includes(feature)
    ? tenant.features[feature as ChromeFeature]
    : false;
}

export function routeAccessContext(
  tenant: FeatureTenant & Pick<PublicTenant, 'showNotificationOption'>,
  config: Readonly<Record<string, boolean | undefined>>,
  isOrderOptionActive: boolean,
): RouteAccessContext {
  return {
    featureOn: (entry) => tenantFeatureOn(tenant, entry),
    config,
    isOrderOptionActive,
    showNotificationOption: tenant.showNotificationOption,
  };
}

/**
 * Ordering is on unless the client profile says otherwise (only an explicit
 * `isOrderOptionActive: false` turns it off).
 */
export function useOrderingEnabled(): boolean {
  return useSession().client?.isOrderOptionActive !== false;
}

export function useRouteAccess(): RouteAccessContext {
  const tenant = useTenant();
  const config = useEcommerceConfig();
  const isOrderOptionActive = useOrderingEnabled();
  return useMemo(
    () => routeAccessContext(tenant, config.menu, isOrderOptionActive),
    [tenant, config.menu, isOrderOptionActive],
  );
}

/**
 * Whether an address leads to a page of this app the shop cannot open (a feature the bottler has
 * off, an ordering page with ordering off: SPEC §6), which would only send it back to /home. An
 * address outside the app, or none, does not.
 */
export function leadsToClosedPage(
  target: string | undefined,
  access: RouteAccessContext,
  appOrigin: string = window.location.origin,
): boolean {
  if (target === undefined) return false;
  const resolved = resolveRedirect(target, { appOrigin, allowedOrigins: [] });
  if (!resolved?.startsWith('/')) return false;
  return !isRouteAvailable(resolved.split(/[?#]/)[0] ?? '', access);
}
