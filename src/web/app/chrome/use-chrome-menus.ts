/**
 * SPEC §2 Chrome menus: the tenant's three lists filtered by the ecommerce config (an entry
 * explicitly false is hidden), the client's order option and the notification option — the rule
 * itself is `filterMenu` in src/domain/navigation.ts.
 */
import { useMemo } from 'react';
import { filterMenu, type MenuKind } from '../../../domain/navigation.ts';
import { useEcommerceConfig } from '../../lib/ecommerce-config.ts';
import { useSession } from '../../lib/session.ts';
import { useTenant } from '../../lib/tenant-context.tsx';
import { isKnownMenuEntry } from './menu-entries.ts';

export type ChromeMenus = Record<MenuKind, string[]>;

/**
 * Ordering is on unless the client profile says otherwise (the same reading as the route guard:
 * only an explicit `isOrderOptionActive: false` turns it off).
 */
export function useOrderingEnabled(): boolean {
  return useSession().client?.isOrderOptionActive !== false;
}

export function useChromeMenus(): ChromeMenus {
  const tenant = useTenant();
  const config = useEcommerceConfig();
  const isOrderOptionActive = useOrderingEnabled();
  const { menu, showNotificationOption } = tenant;
  return useMemo(() => {
    const filter = (menuKind: MenuKind) =>
      filterMenu(menu[menuKind], {
        config: config.menu,
        isOrderOptionActive,
        showNotificationOption,
        menuKind,
      }).filter(isKnownMenuEntry);
    return { primary: filter('primary'), secondary: filter('secondary'), fixed: filter('fixed') };
  }, [menu, config.menu, isOrderOptionActive, showNotificationOption]);
}
