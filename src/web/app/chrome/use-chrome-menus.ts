/**
 * SPEC §2 Chrome menus: the tenant's three lists filtered by the ecommerce config (an entry
 * explicitly false is hidden), the client's order option, the notification option — the rule
 * itself is `filterMenu` in src/domain/navigation.ts — and the bottler's feature behind each entry
 * (`isEntryAvailable` in src/domain/route-access.ts, the same rule as the route guard).
 */
import { useMemo } from 'react';
import { filterMenu, type MenuKind } from '../../../domain/navigation.ts';
import { isEntryAvailable, type RouteAccessContext } from '../../../domain/route-access.ts';
import { useRouteAccess } from '../../lib/route-access.ts';
import { useTenant } from '../../lib/tenant-context.tsx';
import type { PublicTenant } from '../../lib/tenant.ts';
import { isKnownMenuEntry } from './menu-entries.ts';

export { useOrderingEnabled } from '../../lib/route-access.ts';

export type ChromeMenus = Record<MenuKind, string[]>;

/** The three lists as the chrome shows them, for one shop's access. */
export function chromeMenus(menu: PublicTenant['menu'], access: RouteAccessContext): ChromeMenus {
  const filter = (menuKind: MenuKind) =>
    filterMenu(menu[menuKind], {
      config: access.config,
      isOrderOptionActive: access.isOrderOptionActive,
      showNotificationOption: access.showNotificationOption,
      menuKind,
    }).filter((entry) => isKnownMenuEntry(entry) && isEntryAvailable(entry, access));
  return { primary: filter('primary'), secondary: filter('secondary'), fixed: filter('fixed') };
}

export function useChromeMenus(): ChromeMenus {
  const { menu } = useTenant();
  const access = useRouteAccess();
  return useMemo(() => chromeMenus(menu, access), [menu, access]);
}

/**
 * Decision 032: on a phone the fixed list lives in the hamburger's drawer, below the secondary
 * list, without the entries the bottom tab bar or the secondary list already show.
 */
export function drawerShortcuts(menus: ChromeMenus): string[] {
  const shown = new Set([...menus.primary, ...menus.secondary]);
  return [...new Set(menus.fixed)].filter((entry) => !shown.has(entry));
}
