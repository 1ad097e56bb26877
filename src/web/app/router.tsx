/**
 * The SPEC §2 route table as <Routes> (declarative mode), plus the app-wide navigation
 * behaviours: scroll to top, preloader removal, critical-error → /logout, blocked storage → /error.
 * The getting-in screens are in the entry chunk; guarded pages load the lazy in-app shell and
 * their own lazy screens.
 */
import { Suspense, useEffect, useMemo, type ComponentType } from 'react';
import { useT } from '../lib/use-t.ts';
import { Outlet, Route, Routes, matchRoutes, useLocation } from 'react-router';
import { ShellSkeleton } from '../components/skeleton/skeleton.tsx';
import { Spinner } from '../components/spinner.tsx';
import { EntryScreen } from '../features/access/entry-screen.tsx';
import { ErrorScreen } from '../features/access/error-screen.tsx';
import { LogoutScreen } from '../features/access/logout-screen.tsx';
import { UnauthenticatedScreen } from '../features/access/unauthenticated-screen.tsx';
import { CriticalErrorRedirect } from './critical-error-redirect.tsx';
import { FontLoadCheck } from './font-load-check.tsx';
import { RedirectToEntry, RequireSession } from './guards.tsx';
import { BareLayout, Layout } from './layout.tsx';
import { useSession } from '../lib/session.ts';
import { ensureStartup } from '../lib/startup.ts';
import { readStored } from '../lib/storage.ts';
import { useTenant } from '../lib/tenant-context.tsx';
import { preloadable, type Preloadable } from './preloadable.tsx';
import { PreloaderRemover } from './preloader.tsx';
import { APP_ROUTES, type AppRoute, type ScreenName } from './routes.ts';
import { ScrollToTop } from './scroll-to-top.tsx';
import { StorageGate } from './storage-gate.tsx';
import { usePageTitle } from './use-page-title.ts';

/**
 * The lazy chunks of the signed-in pages, by screen: `preloadable` (./preloadable.tsx) renders
 * them, and `preloadScreen` asks for the shell's and the screen's at boot (issue 16, P2).
 */
const shell = preloadable(() => import('./in-app-shell.tsx'));
const LAZY_SCREENS = {
  // Out of the entry chunk: most shops arrive through a chat link and never see the login form
  // (16 KB of its code), and a reset link is rare.
  login: () =>
    import('../features/access/login-screen.tsx').then((module) => ({
      default: module.LoginScreen,
    })),
  setPassword: () => import('../features/access/set-password-screen.tsx'),
  // The catalogue.
  home: () => import('../features/catalogue/home-screen.tsx'),
  category: () => import('../features/catalogue/category-screen.tsx'),
  categoryBrands: () => import('../features/catalogue/brands-screen.tsx'),
  categoryProducts: () => import('../features/catalogue/brand-products-screen.tsx'),
  products: () => import('../features/catalogue/products-screen.tsx'),
  search: () => import('../features/catalogue/search-screen.tsx'),
  promotions: () => import('../features/catalogue/promotions-screen.tsx'),
  promotionsList: () => import('../features/catalogue/promotions-list-screen.tsx'),
  promotionImages: () => import('../features/catalogue/promotion-images-screen.tsx'),
  suggested: () => import('../features/catalogue/suggested-screen.tsx'),
  favorites: () => import('../features/catalogue/favorites-screen.tsx'),
  quickOrder: () => import('../features/catalogue/quick-order-screen.tsx'),
  // After the order.
  orderTracking: () => import('../features/tracking/tracking-screen.tsx'),
  bingo: () => import('../features/bingo/bingo-screen.tsx'),
  marketing: () => import('../features/marketing/marketing-screen.tsx'),
  notifications: () => import('../features/notifications/notifications-screen.tsx'),
  finance: () => import('../features/finance/finance-screen.tsx'),
  openInvoices: () => import('../features/finance/open-invoices-screen.tsx'),
  // Combos.
  combos: () => import('../features/combos/combos-screen.tsx'),
  familyCombo: () => import('../features/combos/family-combo-screen.tsx'),
  quantityCombo: () => import('../features/combos/quantity-combo-screen.tsx'),
  genericCombo: () => import('../features/combos/generic-combo-screen.tsx'),
  // The cart, checkout and the completed order.
  cart: () => import('../features/cart/cart-screen.tsx'),
  check: () => import('../features/checkout/check-screen.tsx'),
  orderComplete: () => import('../features/checkout/order-complete-screen.tsx'),
} satisfies Partial<Record<ScreenName, () => Promise<{ default: ComponentType }>>>;

const InAppShell = shell.Component;

type LazyScreenName = keyof typeof LAZY_SCREENS;
const LAZY = {} as Record<LazyScreenName, Preloadable>;
const LAZY_COMPONENTS = {} as Record<LazyScreenName, ComponentType>;
for (const name of Object.keys(LAZY_SCREENS) as LazyScreenName[]) {
  LAZY[name] = preloadable(LAZY_SCREENS[name]);
  LAZY_COMPONENTS[name] = LAZY[name].Component;
}

/**
 * For a signed-in page opened with a stored session (app/early.ts asked for its orchestration
 * already, from the page's first script): loads the in-app shell and the page's screen while the
 * tenant's call is on its way, instead of one after the other (fewer round trips before a cold
 * first screen on a slow network, issue 16 P2); the lazy components then find their modules
 * loaded, and the first frame holds the screen (decision 071).
 */
export function preloadScreen(screen: ScreenName): void {
  // A failed preload changes nothing: the lazy component asks again and shows its own error.
  void shell.load().catch(() => undefined);
  void (LAZY as Partial<Record<ScreenName, Preloadable>>)[screen]?.load().catch(() => undefined);
}

const SCREENS: Record<ScreenName, ComponentType> = {
  entry: EntryScreen,
  logout: LogoutScreen,
  unauthenticated: UnauthenticatedScreen,
  error: ErrorScreen,
  ...LAZY_COMPONENTS,
};

function Loading() {
  const t = useT();
  return <Spinner label={t('app.loading')} />;
}

/** A page of the table: its screen (the shell or the page frames it). */
function RoutePage({ route }: { route: AppRoute }) {
  const Screen = SCREENS[route.screen];
  return <Screen />;
}

const TITLED_ROUTES = [...APP_ROUTES];

/**
 * The tab's title (SPEC §2) from the address, outside every Suspense boundary: set from the page
 * itself, it was lost when the page's lazy screen suspended on a first load (a cold /products
 * kept the tab reading "Refill").
 */
function RouteTitle() {
  const { pathname } = useLocation();
  const route = useMemo(() => matchRoutes(TITLED_ROUTES, pathname)?.[0]?.route, [pathname]);
  usePageTitle(route?.title);
  return null;
}

/** A getting-in page: eager, framed by itself (chrome or bare). */
function PublicPage({ route }: { route: AppRoute }) {
  const Frame = route.chrome ? Layout : BareLayout;
  return (
    <Frame>
      <Suspense fallback={<Loading />}>
        <RoutePage route={route} />
      </Suspense>
    </Frame>
  );
}

/**
 * /error's frame (issue 14): a signed-in shop keeps the app's header and menu, so it can go on
 * from there (a reload of /error starts the stored session again, without leaving the page);
 * without a session (storage blocked, a refused start) the page frames itself.
 */
function ErrorFrame() {
  const { isAuthenticated, status } = useSession();
  const tenant = useTenant();
  const stored = status === 'idle' && Boolean(readStored('authorization'));
  useEffect(() => {
    if (stored) void ensureStartup({ search: '', tenant });
  }, [stored, tenant]);
  // While the stored session starts again: the shell's placeholder, not a frame that then jumps.
  if (stored || status === 'pending') return <ShellSkeleton />;
  if (isAuthenticated) {
    return (
      <Suspense fallback={<ShellSkeleton />}>
        <InAppShell />
      </Suspense>
    );
  }
  return (
    <Layout>
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </Layout>
  );
}

const ERROR_PATH = '/error';
const errorRoute = APP_ROUTES.find((route) => route.path === ERROR_PATH);
const publicRoutes = APP_ROUTES.filter((route) => !route.guarded && route !== errorRoute);
const guardedRoutes = APP_ROUTES.filter((route) => route.guarded);

export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <RouteTitle />
      <PreloaderRemover />
      <CriticalErrorRedirect />
      <FontLoadCheck />
      <StorageGate>
        <Routes>
          {publicRoutes.map((route) => (
            <Route key={route.path} path={route.path} element={<PublicPage route={route} />} />
          ))}
          {errorRoute ? (
            <Route element={<ErrorFrame />}>
              <Route path={errorRoute.path} element={<RoutePage route={errorRoute} />} />
            </Route>
          ) : null}
          <Route
            element={
              <RequireSession>
                <Suspense fallback={<ShellSkeleton />}>
                  <InAppShell />
                </Suspense>
              </RequireSession>
            }
          >
            {guardedRoutes.map((route) => (
              <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
            ))}
          </Route>
          <Route path="*" element={<RedirectToEntry />} />
        </Routes>
      </StorageGate>
    </>
  );
}
