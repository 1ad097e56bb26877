// routeAt (the entry's own route matcher, so it can tell a page before React Router's code has
// arrived) against React Router's matchPath, which the app's <Routes> use: for every route, the
// same answer on addresses that open it and on near misses.
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { GETTING_IN_PATHS, isGettingInPath } from '../../domain/shop-pages.ts';
import { APP_ROUTES, routeAt } from './routes.ts';

/** Addresses around one pattern: filled in, in capitals, with a trailing slash, one segment more or less. */
function addressesFor(path: string): string[] {
  const filled = path.replace(/:[A-Za-z]+\?/g, 'x-1').replace(/:[A-Za-z]+/g, '42');
  const short = path.replace(/\/:[A-Za-z]+\?/g, '').replace(/:[A-Za-z]+/g, '42');
  return [
    filled,
    short,
    filled.toUpperCase(),
    `${filled}/`,
    `${filled}//`,
    `${filled}/extra`,
    filled.split('/').slice(0, -1).join('/') || '/',
    `${filled}s`,
    filled.replace('42', ''),
  ];
}

const reactRouter = (pathname: string) =>
  APP_ROUTES.find((route) => matchPath(route.path, pathname) !== null);

describe('routeAt', () => {
  const addresses = [
    ...new Set([...APP_ROUTES.flatMap((route) => addressesFor(route.path)), '/nowhere']),
  ];

  it.each(addresses)('%s: the route React Router matches', (pathname) => {
    expect(routeAt(pathname)?.path).toBe(reactRouter(pathname)?.path);
  });

  it('tells signed-in pages from getting-in ones and unknown paths', () => {
    expect(routeAt('/products')?.screen).toBe('products');
    expect(routeAt('/combo-quantity/7')?.screen).toBe('quantityCombo');
    expect(routeAt('/combo-quantity/7/Family')?.screen).toBe('quantityCombo');
    expect(routeAt('/category/brands/products/3/4')?.screen).toBe('categoryProducts');
    expect(routeAt('/login')?.guarded).toBe(false);
    expect(routeAt('/nowhere')).toBeUndefined();
  });
});

describe('the getting-in pages the server knows (domain/shop-pages.ts)', () => {
  it('are the routes without chrome, the entry excepted (a chat link goes on into the app)', () => {
    const withoutChrome = APP_ROUTES.filter((route) => !route.chrome && route.path !== '/');
    expect(withoutChrome.map((route) => route.path)).toEqual(GETTING_IN_PATHS);
  });

  it.each(APP_ROUTES.flatMap((route) => addressesFor(route.path)))(
    '%s: a getting-in page exactly when its route has no chrome',
    (pathname) => {
      const route = routeAt(pathname);
      expect(isGettingInPath(pathname)).toBe(
        route !== undefined && !route.chrome && route.path !== '/',
      );
    },
  );
});
