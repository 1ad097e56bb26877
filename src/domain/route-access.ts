/**
 * Which pages a shop may open (SPEC §2 access rules and Chrome menus, §6): a route belongs to a
 * menu entry, and so to the bottler's feature behind it; it is open when that feature is on, the
 * ecommerce config does not switch the entry off (explicit false), the notification option allows
 * /notifications, and — for ordering pages — the client's `isOrderOptionActive` is not false.
 * The route guard and the menus ask the same question here, so a menu never links to a page that
 * sends the shop home.
 */
import { requiresOrderOption, ORDERING_MENU_ENTRIES, type MenuEntry } from './navigation.ts';

export interface RouteAccessContext {
  /** Whether the bottler's feature behind a menu entry is on (products and cart always are). */
  featureOn: (entry: MenuEntry) => boolean;
  /** The ecommerce config menu map (SPEC §3): an entry explicitly false is hidden. */
  config: Readonly<Record<string, boolean | undefined>>;
  isOrderOptionActive: boolean;
  showNotificationOption: boolean;
}

/** The menu entry a route belongs to, by its path (undefined: a page of no feature, always open). */
export function routeMenuEntry(pathname: string): MenuEntry | undefined {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const [first = '', second] = segments;
  switch (first) {
    // /quick-order, the quick-order pad (issue 14), orders from the catalogue like /products.
    case 'products':
    case 'search':
    case 'quick-order':
      return 'products';
    case 'category':
      return 'category';
    case 'promotions':
      // The promotion images page hangs off the promotions hub (/promotionslist).
      return second === 'images' ? 'promotionslist' : 'promotions';
    case 'promotionslist':
    case 'suggested':
    case 'favorites':
    case 'cart':
    case 'combos':
    case 'bingo':
    case 'marketing':
    case 'finance':
    case 'notifications':
      return first;
    case 'combo':
    case 'combo-quantity':
    case 'combo-generic':
      return 'combos';
    case 'order':
      return second === 'tracking' ? 'tracking' : undefined;
    default:
      return undefined;
  }
}

/** Whether a menu entry may be shown (and its page opened) for this shop. */
export function isEntryAvailable(entry: string, context: RouteAccessContext): boolean {
  if (context.config[entry] === false) return false;
  if (entry === 'notifications' && !context.showNotificationOption) return false;
  if (!context.isOrderOptionActive && ORDERING_MENU_ENTRIES.includes(entry)) return false;
  return context.featureOn(entry as MenuEntry);
}

/** Whether a path may be opened; a closed one sends the shop to /home (SPEC §2 access rules). */
export function isRouteAvailable(pathname: string, context: RouteAccessContext): boolean {
  if (!context.isOrderOptionActive && requiresOrderOption(pathname)) return false;
  const entry = routeMenuEntry(pathname);
  return entry === undefined || isEntryAvailable(entry, context);
}
