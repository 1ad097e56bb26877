/**
 * The SPEC §2 route table as <Routes> (declarative mode), plus the app-wide navigation
 * behaviours: scroll to top, preloader removal, critical-error → /logout, blocked storage → /error.
 * The getting-in screens are in the entry chunk; guarded pages load the lazy in-app shell and
 * their own lazy screens.
 */
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Route, Routes } from 'react-router';
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
import { PreloaderRemover } from './preloader.tsx';
import { APP_ROUTES, type AppRoute, type ScreenName } from './routes.ts';
import { ScrollToTop } from './scroll-to-top.tsx';
import { StorageGate } from './storage-gate.tsx';
import { usePageTitle } from './use-page-title.ts';

const InAppShell = lazy(() => import('./in-app-shell.tsx'));
// Out of the entry chunk: most shops arrive through a chat link and never see the login form
// (16 KB of its code), and a reset link is rare.
const LoginScreen = lazy(() =>
  import('../features/access/login-screen.tsx').then((module) => ({ default: module.LoginScreen })),
);
const SetPasswordScreen = lazy(() => import('../features/access/set-password-screen.tsx'));
const catalogue = {
  home: lazy(() => import('../features/catalogue/home-screen.tsx')),
  category: lazy(() => import('../features/catalogue/category-screen.tsx')),
  categoryBrands: lazy(() => import('../features/catalogue/brands-screen.tsx')),
  categoryProducts: lazy(() => import('../features/catalogue/brand-products-screen.tsx')),
  products: lazy(() => import('../features/catalogue/products-screen.tsx')),
  search: lazy(() => import('../features/catalogue/search-screen.tsx')),
  promotions: lazy(() => import('../features/catalogue/promotions-screen.tsx')),
  promotionsList: lazy(() => import('../features/catalogue/promotions-list-screen.tsx')),
  promotionImages: lazy(() => import('../features/catalogue/promotion-images-screen.tsx')),
  suggested: lazy(() => import('../features/catalogue/suggested-screen.tsx')),
  favorites: lazy(() => import('../features/catalogue/favorites-screen.tsx')),
  quickOrder: lazy(() => import('../features/catalogue/quick-order-screen.tsx')),
} satisfies Partial<Record<ScreenName, ComponentType>>;
const afterOrder = {
  orderTracking: lazy(() => import('../features/tracking/tracking-screen.tsx')),
  bingo: lazy(() => import('../features/bingo/bingo-screen.tsx')),
  marketing: lazy(() => import('../features/marketing/marketing-screen.tsx')),
  notifications: lazy(() => import('../features/notifications/notifications-screen.tsx')),
  finance: lazy(() => import('../features/finance/finance-screen.tsx')),
  openInvoices: lazy(() => import('../features/finance/open-invoices-screen.tsx')),
} satisfies Partial<Record<ScreenName, ComponentType>>;

const combos = {
  combos: lazy(() => import('../features/combos/combos-screen.tsx')),
  familyCombo: lazy(() => import('../features/combos/family-combo-screen.tsx')),
  quantityCombo: lazy(() => import('../features/combos/quantity-combo-screen.tsx')),
  genericCombo: lazy(() => import('../features/combos/generic-combo-screen.tsx')),
} satisfies Partial<Record<ScreenName, ComponentType>>;

const CartScreen = lazy(() => import('../features/cart/cart-screen.tsx'));
const checkout = {
  check: lazy(() => import('../features/checkout/check-screen.tsx')),
  orderComplete: lazy(() => import('../features/checkout/order-complete-screen.tsx')),
} satisfies Partial<Record<ScreenName, ComponentType>>;

const SCREENS: Record<ScreenName, ComponentType> = {
  entry: EntryScreen,
  login: LoginScreen,
  logout: LogoutScreen,
  unauthenticated: UnauthenticatedScreen,
  error: ErrorScreen,
  setPassword: SetPasswordScreen,
  ...catalogue,
  ...afterOrder,
  ...combos,
  cart: CartScreen,
  ...checkout,
};

function Loading() {
  const { t } = useTranslation();
  return <Spinner label={t('app.loading')} />;
}

/** A page of the table: its title and its screen (the shell or the page frames it). */
function RoutePage({ route }: { route: AppRoute }) {
  usePageTitle(route.title);
  const Screen = SCREENS[route.screen];
  return <Screen />;
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
