/**
 * The route table of SPEC.md §2: path, translated page title, access and chrome per route.
 * The router turns it into <Route>s; which screen renders each one is decided in router.tsx.
 */
import type { Messages } from '../lib/i18n.ts';

export type PageTitleKey = keyof Messages['pageTitles'];

export type ScreenName =
  | 'entry'
  | 'login'
  | 'logout'
  | 'unauthenticated'
  | 'error'
  | 'setPassword'
  // The catalogue (features/catalogue).
  | 'home'
  | 'category'
  | 'categoryBrands'
  | 'categoryProducts'
  | 'products'
  | 'search'
  | 'promotions'
  | 'promotionsList'
  | 'promotionImages'
  | 'suggested'
  | 'favorites'
  | 'quickOrder'
  // After the order (features/tracking, finance, bingo, notifications, marketing).
  | 'orderTracking'
  | 'bingo'
  | 'marketing'
  | 'notifications'
  | 'finance'
  | 'openInvoices'
  // Combos (features/combos).
  | 'combos'
  | 'familyCombo'
  | 'quantityCombo'
  | 'genericCombo'
  // The cart (features/cart).
  | 'cart'
  // Checkout and the completed order (features/checkout).
  | 'check'
  | 'orderComplete';

export interface AppRoute {
  path: string;
  title: PageTitleKey;
  /** Guarded routes need an authenticated client, else /unauthenticated (SPEC §2 access rules). */
  guarded: boolean;
  /** Header, menu and footer; hidden on the getting-in screens. */
  chrome: boolean;
  screen: ScreenName;
}

const page = (path: string, title: PageTitleKey, screen: ScreenName): AppRoute => ({
  path,
  title,
  guarded: true,
  chrome: true,
  screen,
});

export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/', title: 'entry', guarded: false, chrome: false, screen: 'entry' },
  { path: '/login', title: 'login', guarded: false, chrome: false, screen: 'login' },
  { path: '/logout', title: 'logout', guarded: false, chrome: false, screen: 'logout' },
  {
    path: '/unauthenticated',
    title: 'unauthenticated',
    guarded: false,
    chrome: false,
    screen: 'unauthenticated',
  },
  { path: '/error', title: 'error', guarded: false, chrome: true, screen: 'error' },
  // Ours (issue 12): where a standalone shop's password-reset link from the console lands.
  {
    path: '/set-password',
    title: 'setPassword',
    guarded: false,
    chrome: false,
    screen: 'setPassword',
  },
  page('/home', 'home', 'home'),
  page('/category', 'category', 'category'),
  page('/category/brands/:categoryId', 'categoryBrands', 'categoryBrands'),
  page('/category/brands/products/:categoryId/:brandId', 'categoryProducts', 'categoryProducts'),
  page('/products', 'products', 'products'),
  page('/search', 'search', 'search'),
  page('/promotions', 'promotions', 'promotions'),
  page('/promotionslist', 'promotionslist', 'promotionsList'),
  // SPEC §2 leaves the promotion images page's path open; this is ours.
  page('/promotions/images', 'promotionImages', 'promotionImages'),
  page('/suggested', 'suggested', 'suggested'),
  page('/favorites', 'favorites', 'favorites'),
  // Ours (issue 14): the quick-order pad, an ordering page like /products.
  page('/quick-order', 'quickOrder', 'quickOrder'),
  page('/cart', 'cart', 'cart'),
  page('/combos', 'combos', 'combos'),
  page('/combo/:comboId', 'combo', 'familyCombo'),
  page('/combo-quantity/:comboId/:comboName?', 'comboQuantity', 'quantityCombo'),
  page('/combo-generic/:comboId', 'comboGeneric', 'genericCombo'),
  page('/check', 'check', 'check'),
  page('/order/complete', 'orderComplete', 'orderComplete'),
  page('/order/tracking', 'orderTracking', 'orderTracking'),
  page('/bingo', 'bingo', 'bingo'),
  page('/marketing', 'marketing', 'marketing'),
  page('/notifications', 'notifications', 'notifications'),
  page('/finance', 'finance', 'finance'),
  page('/finance/openInvoices', 'openInvoices', 'openInvoices'),
];

/**
 * A route pattern as React Router matches it (`matchPath` with `end`): case-insensitive, `:name`
 * one segment, `:name?` an optional one, trailing slashes allowed. Here so that the entry
 * (./early.ts) can tell a page without React Router's code; routes.test.ts holds it to
 * React Router's answers.
 */
function patternOf(path: string): RegExp {
  const segments = path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    });
  return new RegExp(`^${segments.join('')}/*$`, 'i');
}

const PATTERNS = APP_ROUTES.map((route) => ({ route, pattern: patternOf(route.path) }));

/** The route of the table that `pathname` opens, if any. */
export function routeAt(pathname: string): AppRoute | undefined {
  return PATTERNS.find(({ pattern }) => pattern.test(pathname))?.route;
}
