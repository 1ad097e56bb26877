/**
 * Navigation rules (SPEC.md §2 route table "/ (entry)", Access rules, Chrome: menus and
 * breadcrumb; §4 "Origin source"; SECURITY.md T10 for the `page` parameter).
 */

type QueryInput = URLSearchParams | Readonly<Record<string, string | undefined>>;

function readParam(query: QueryInput, name: string): string | undefined {
  const value = query instanceof URLSearchParams ? query.get(name) : query[name];
  return value ?? undefined;
}

/** A relative page name: letters, digits and '-' segments joined by single '/' (no dots, no scheme). */
const SAFE_PAGE = /^[A-Za-z0-9-]+(?:\/[A-Za-z0-9-]+)*$/;

/**
 * SPEC §2 entry: 'search' → /search?redirect={term}; 'page' → /{page}; otherwise /home.
 * T10: `page` is followed only when it is a safe relative page name (one optional leading '/');
 * `//host`, schemes, dots, backslashes and anything else go to /home.
 */
export function entryRedirect(query: QueryInput): string {
  const term = readParam(query, 'search')?.trim();
  if (term) return `/search?redirect=${encodeURIComponent(term)}`;
  const page = readParam(query, 'page')?.trim().replace(/^\//, '');
  if (page && SAFE_PAGE.test(page)) return `/${page}`;
  return '/home';
}

/** SPEC §2 breadcrumb: the parent path (last segment dropped); at top level /home or /products per goToHomePage. */
export function breadcrumbParent(pathname: string, goToHomePage: boolean): string {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  if (segments.length <= 1) return goToHomePage ? '/home' : '/products';
  return `/${segments.slice(0, -1).join('/')}`;
}

/** SPEC §3 menu{primary, secondary, fixed}: the entries a tenant's menus may list. */
export const TENANT_MENU_ENTRIES = [
  'products',
  'cart',
  'combos',
  'promotions',
  'promotionslist',
  'favorites',
  'tracking',
  'bingo',
  'marketing',
  'finance',
  'suggested',
] as const;

export type TenantMenuEntry = (typeof TENANT_MENU_ENTRIES)[number];

/** SPEC §2 Chrome: every entry a menu can show (plus the category and notifications entries). */
export const MENU_ENTRIES = [...TENANT_MENU_ENTRIES, 'category', 'notifications'] as const;

export type MenuEntry = (typeof MENU_ENTRIES)[number];

/** Menu entries that lead to ordering, hidden when the client's order option is inactive (SPEC §2, §6). */
export const ORDERING_MENU_ENTRIES: readonly string[] = [
  'products',
  'cart',
  'combos',
  'promotions',
  'promotionslist',
  'favorites',
  'suggested',
  'bingo',
  'category',
];

/** SPEC §2 access rules: routes that redirect to /home when the order option is inactive. */
export const ORDER_OPTION_ROUTES = [
  'category',
  'products',
  'promotions',
  'combos',
  'favorites',
  'cart',
  'suggested',
  'bingo',
] as const;

/**
 * Combo detail pages are reached from /combos and add to the cart, so the guard covers them too
 * (beyond SPEC's list, which names only /combos).
 */
const COMBO_DETAIL_ROUTES: readonly string[] = ['combo', 'combo-quantity', 'combo-generic'];

/** SPEC §2 access rules: whether a path needs the order option (judged by its first segment). */
export function requiresOrderOption(pathname: string): boolean {
  const first = pathname.split('/').find((segment) => segment !== '') ?? '';
  return (
    (ORDER_OPTION_ROUTES as readonly string[]).includes(first) ||
    COMBO_DETAIL_ROUTES.includes(first)
  );
}

export type MenuKind = 'primary' | 'secondary' | 'fixed';

export interface MenuFilterContext {
  /** The ecommerce config menu map (SPEC §3): an entry explicitly false is hidden. */
  config: Readonly<Record<string, boolean | undefined>>;
  isOrderOptionActive: boolean;
  showNotificationOption: boolean;
  menuKind: MenuKind;
}

/**
 * SPEC §2 Chrome menus: drop entries explicitly false in the ecommerce config and ordering entries
 * when the order option is inactive; the secondary menu gains 'notifications' when the notification
 * option is on (once, at the end), and no menu shows it when the option is off. Order and duplicates of the tenant list are otherwise kept.
 */
export function filterMenu(entries: readonly string[], context: MenuFilterContext): string[] {
  const withNotifications =
    context.menuKind === 'secondary' &&
    context.showNotificationOption &&
    !entries.includes('notifications')
      ? [...entries, 'notifications']
      : [...entries];
  return withNotifications.filter(
    (entry) =>
      context.config[entry] !== false &&
      (entry !== 'notifications' || context.showNotificationOption) &&
      (context.isOrderOptionActive || !ORDERING_MENU_ENTRIES.includes(entry)),
  );
}

export type OriginSource = 'standalone' | 'chat';

/** SPEC §4 origin source: 'standalone' when the stored utm source says so, else the default chat origin. */
export function originSource(storedUtmSource: string | null | undefined): OriginSource {
  return storedUtmSource?.trim().toLowerCase() === 'standalone' ? 'standalone' : 'chat';
}
