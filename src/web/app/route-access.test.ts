// Every route and menu entry guarded by its bottler flag and the shop's order option (SPEC §2
// access rules and Chrome menus, §6), over EVERY tenant × flag × order option: the tenants come
// from their own files (published as the server publishes them), each flag is switched on and off
// in turn, and the expectation comes from the table below — written from SPEC §2, not from the code.
import { describe, expect, it } from 'vitest';
import { isRouteAvailable } from '../../domain/route-access.ts';
import { allTenantFiles } from '../../tenants/data/index.ts';
import type { FeatureName } from '../../tenants/features.ts';
import { publicTenantConfig } from '../../tenants/public-config.ts';
import { resolveTenant, type TenantRegistry } from '../../tenants/resolve.ts';
import type { TenantFile } from '../../tenants/schema.ts';
import { routeAccessContext } from '../lib/route-access.ts';
import { toPublicTenant, type PublicTenant, type PublicTenantConfig } from '../lib/tenant.ts';
import { chromeMenus } from './chrome/use-chrome-menus.ts';
import { MENU_TARGETS } from './chrome/menu-entries.ts';
import { APP_ROUTES } from './routes.ts';

/** SPEC §2: each guarded route, a path that opens it, its bottler feature and whether it orders. */
const ROUTE_RULES: Readonly<
  Record<string, { path: string; feature?: FeatureName; ordering: boolean }>
> = {
  '/home': { path: '/home', ordering: false },
  '/category': { path: '/category', ordering: true },
  '/category/brands/:categoryId': { path: '/category/brands/3', ordering: true },
  '/category/brands/products/:categoryId/:brandId': {
    path: '/category/brands/products/3/4',
    ordering: true,
  },
  '/products': { path: '/products', ordering: true },
  // The search grid adds to the cart like /products (and the header hides search without ordering).
  '/search': { path: '/search', ordering: true },
  // Ours (issue 14, decision 032): the quick-order pad adds to the cart like /products.
  '/quick-order': { path: '/quick-order', ordering: true },
  '/promotions': { path: '/promotions', feature: 'promotions', ordering: true },
  '/promotionslist': { path: '/promotionslist', feature: 'promotionsList', ordering: true },
  '/promotions/images': { path: '/promotions/images', feature: 'promotionsList', ordering: true },
  '/suggested': { path: '/suggested', feature: 'suggested', ordering: true },
  '/favorites': { path: '/favorites', feature: 'favorites', ordering: true },
  '/cart': { path: '/cart', ordering: true },
  '/combos': { path: '/combos', feature: 'combos', ordering: true },
  '/combo/:comboId': { path: '/combo/3', feature: 'combos', ordering: true },
  '/combo-quantity/:comboId/:comboName?': {
    path: '/combo-quantity/3/x',
    feature: 'combos',
    ordering: true,
  },
  '/combo-generic/:comboId': { path: '/combo-generic/3', feature: 'combos', ordering: true },
  '/check': { path: '/check', ordering: false },
  '/order/complete': { path: '/order/complete', ordering: false },
  '/order/tracking': { path: '/order/tracking', feature: 'tracking', ordering: false },
  '/bingo': { path: '/bingo', feature: 'bingo', ordering: true },
  '/marketing': { path: '/marketing', feature: 'marketing', ordering: false },
  '/notifications': { path: '/notifications', feature: 'notifications', ordering: false },
  '/finance': { path: '/finance', feature: 'finance', ordering: false },
  '/finance/openInvoices': { path: '/finance/openInvoices', feature: 'finance', ordering: false },
};

/** The flags behind pages (SPEC §1 per-bottler features that have a screen). */
const PAGE_FLAGS: readonly FeatureName[] = [
  'combos',
  'promotions',
  'promotionsList',
  'favorites',
  'suggested',
  'bingo',
  'tracking',
  'marketing',
  'finance',
  'notifications',
];

const registry: TenantRegistry = new Map(
  allTenantFiles.map(({ config }) => [(config as TenantFile).id, config as TenantFile]),
);

function publishedTenant(id: number): PublicTenantConfig {
  return publicTenantConfig(resolveTenant(registry, id, 'production'));
}

/** The published config with one flag forced, where SPEC keeps it (a field of its own or `features`). */
function withFlag(published: PublicTenantConfig, flag: FeatureName, on: boolean) {
  const features = { ...published.features, [flag]: on };
  if (flag === 'combos') return { ...published, features, isComboServiceAvailable: on };
  if (flag === 'notifications') return { ...published, features, showNotificationOption: on };
  return { ...published, features };
}

function flagOn(tenant: PublicTenant, published: PublicTenantConfig, flag: FeatureName) {
  if (flag === 'combos') return tenant.isComboServiceAvailable;
  if (flag === 'notifications') return tenant.showNotificationOption;
  return published.features[flag];
}

const TENANT_IDS = [...registry.keys()].sort((a, b) => a - b);

describe('the route table is classified', () => {
  it('every guarded route has its rule above', () => {
    const guarded = APP_ROUTES.filter((route) => route.guarded).map((route) => route.path);
    expect(guarded.filter((path) => !(path in ROUTE_RULES))).toEqual([]);
  });
});

const CASES = TENANT_IDS.flatMap((id) =>
  PAGE_FLAGS.flatMap((flag) =>
    [true, false].flatMap((on) => [true, false].map((ordering) => ({ id, flag, on, ordering }))),
  ),
);

describe.each(CASES)(
  'tenant $id, $flag on=$on, order option=$ordering',
  ({ id, flag, on, ordering }) => {
    const published = withFlag(publishedTenant(id), flag, on);
    const tenant = toPublicTenant(published);
    const access = routeAccessContext(tenant, {}, ordering);

    it('opens exactly the routes whose flag is on (and, for ordering pages, with ordering on)', () => {
      const wrong = Object.entries(ROUTE_RULES).filter(([, rule]) => {
        const expected =
          (rule.feature === undefined || flagOn(tenant, published, rule.feature)) &&
          (!rule.ordering || ordering);
        return isRouteAvailable(rule.path, access) !== expected;
      });
      expect(wrong.map(([pattern]) => pattern)).toEqual([]);
    });

    it('every menu entry leads to a page the shop may open', () => {
      const menus = chromeMenus(tenant.menu, access);
      const entries = [...menus.primary, ...menus.secondary, ...menus.fixed];
      const closed = entries.filter((entry) => {
        const target = MENU_TARGETS[entry];
        return target === undefined || !isRouteAvailable(target.path, access);
      });
      expect(closed).toEqual([]);
    });
  },
);

describe.each(TENANT_IDS)('tenant %i as configured, ordering on', (id) => {
  const published = publishedTenant(id);
  const tenant = toPublicTenant(published);
  const access = routeAccessContext(tenant, {}, true);

  it('every page flag that is on is reachable from a menu (or the header icons)', () => {
    const menus = chromeMenus(tenant.menu, access);
    const reachable = new Set(
      [...menus.primary, ...menus.secondary, ...menus.fixed].map(
        (entry) => MENU_TARGETS[entry]?.path,
      ),
    );
    // SPEC §2 header: the tracking and favorites icons.
    if (tenant.features.tracking) reachable.add('/order/tracking');
    if (tenant.features.favorites) reachable.add('/favorites');
    const unreachable = PAGE_FLAGS.filter((flag) => flagOn(tenant, published, flag)).filter(
      (flag) => {
        const landing = Object.values(ROUTE_RULES).find((rule) => rule.feature === flag);
        const hub = flag === 'promotionsList' ? '/promotionslist' : landing?.path;
        return hub !== undefined && !reachable.has(hub);
      },
    );
    expect(unreachable).toEqual([]);
  });
});
