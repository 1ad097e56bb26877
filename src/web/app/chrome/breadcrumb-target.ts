/**
 * Where the breadcrumb's back arrow goes (SPEC §2 Chrome). The rule is `breadcrumbParent` of
 * src/domain/navigation.ts (last segment dropped; at top level /home or /products per
 * goToHomePage); this file only adds what the route table needs: /order/complete goes to home or
 * products (SPEC), detail pages whose plain parent is not a page go to their list, and a parent
 * that is no page is dropped further.
 */
import { matchPath } from 'react-router';
import { breadcrumbParent } from '../../../domain/navigation.ts';
import { APP_ROUTES, type AppRoute } from '../routes.ts';

/** The route of a path (first match of the table), or undefined. */
export function routeFor(pathname: string): AppRoute | undefined {
  return APP_ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname));
}

/** A page of its own: a route without parameters matching the whole path. */
function isPlainPage(pathname: string): boolean {
  return APP_ROUTES.some((route) => !route.path.includes(':') && route.path === pathname);
}

export function breadcrumbTarget(pathname: string, goToHomePage: boolean): string {
  const top = goToHomePage ? '/home' : '/products';
  if (pathname === '/order/complete') return top;
  const brandProducts = matchPath('/category/brands/products/:categoryId/:brandId', pathname);
  if (brandProducts?.params.categoryId) {
    return `/category/brands/${encodeURIComponent(brandProducts.params.categoryId)}`;
  }
  if (/^\/combo(?:-quantity|-generic)?\//.test(pathname)) return '/combos';
  let parent = breadcrumbParent(pathname, goToHomePage);
  while (parent !== top && !isPlainPage(parent)) parent = breadcrumbParent(parent, goToHomePage);
  return parent;
}
