/**
 * The console's screens. Sign-in, invitation (set-password) and forced TOTP setup stand alone;
 * everything else sits in the layout behind a signed-in operator, each screen loaded on demand.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { Link, Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { LoadBoundary, reloadPage } from '../../lib/load-boundary.tsx';
import type { CallName } from '../../../contract/index.ts';
import { Loading, Page } from '../components/bits.tsx';
import { useT } from '../lib/console-i18n.ts';
import { useCan } from '../lib/permissions.ts';
import { useSession } from '../lib/session.tsx';
import { ConsoleLayout } from './console-layout.tsx';
import { SignInScreen } from '../screens/sign-in-screen.tsx';
import { SetPasswordScreen } from '../screens/set-password-screen.tsx';
import { TotpSetupScreen } from '../screens/totp-setup-screen.tsx';

const screens = {
  orders: lazy(() => import('../screens/orders/orders-screen.tsx')),
  order: lazy(() => import('../screens/orders/order-screen.tsx')),
  credit: lazy(() => import('../screens/credit/credit-screen.tsx')),
  schedules: lazy(() => import('../screens/schedules/schedules-screen.tsx')),
  clients: lazy(() => import('../screens/clients/clients-screen.tsx')),
  client: lazy(() => import('../screens/clients/client-screen.tsx')),
  nps: lazy(() => import('../screens/nps/nps-screen.tsx')),
  operators: lazy(() => import('../screens/operators/operators-screen.tsx')),
  audit: lazy(() => import('../screens/audit/audit-screen.tsx')),
  imports: lazy(() => import('../screens/imports/imports-screen.tsx')),
  apiKeys: lazy(() => import('../screens/api-keys/api-keys-screen.tsx')),
  banners: lazy(() => import('../screens/banners/banners-screen.tsx')),
  content: lazy(() => import('../screens/content/content-screen.tsx')),
  security: lazy(() => import('../screens/security-screen.tsx')),
  catalogue: lazy(() => import('../screens/catalogue/catalogue-screen.tsx')),
  product: lazy(() => import('../screens/catalogue/product-screen.tsx')),
  catalogueNames: lazy(() => import('../screens/catalogue/names-screen.tsx')),
  combos: lazy(() => import('../screens/combos/combos-screen.tsx')),
  combo: lazy(() => import('../screens/combos/combo-screen.tsx')),
  settings: lazy(() => import('../screens/settings/settings-screen.tsx')),
} satisfies Record<string, ComponentType>;

/** A screen opened by its address by a role that may not make its call: said, not a live form. */
function NotForRole() {
  const { t } = useT();
  return (
    <Page title={t('shell.notAllowed')}>
      <p role="alert">{t('errors.forbidden')}</p>
      <p>
        <Link to="/orders">{t('order.back')}</Link>
      </p>
    </Page>
  );
}

/**
 * A screen whose file did not arrive (most often: a new version was deployed while the console was
 * open, and the old version's files are gone): said, with the reload that brings the new one.
 */
function ScreenFailed() {
  const { t } = useT();
  return (
    <Page title={t('shell.screenFailed')}>
      <p role="alert" className="alert alert-error">
        {t('shell.screenFailedText')}
      </p>
      <p>
        <button type="button" className="button" onClick={reloadPage}>
          {t('shell.reload')}
        </button>
      </p>
    </Page>
  );
}

/**
 * A screen loaded on demand; with `call`, only for the roles that may make it (the call it lists or
 * reads with, as the menu decides: NAV_ITEMS). The server refuses the rest anyway. One that fails
 * to load says so; the menu around it still leads to the others.
 */
function Lazy({ screen: Screen, call }: { screen: ComponentType; call?: CallName }) {
  const can = useCan();
  const { pathname } = useLocation();
  if (call !== undefined && !can(call)) return <NotForRole />;
  return (
    <LoadBoundary resetKey={pathname} fallback={<ScreenFailed />}>
      <Suspense fallback={<Loading />}>
        <Screen />
      </Suspense>
    </LoadBoundary>
  );
}

/** Signed in with a usable session, else to sign-in (or to the TOTP setup it must do first). */
function RequireOperator() {
  const { token, me, loading } = useSession();
  const location = useLocation();
  if (token === undefined) {
    const from = new URLSearchParams({ from: location.pathname + location.search });
    return <Navigate to={`/sign-in?${from.toString()}`} replace />;
  }
  if (loading || !me) return <Loading />;
  if (me.totpSetupRequired) return <Navigate to="/totp-setup" replace />;
  return <Outlet />;
}

export function ConsoleRoutes() {
  return (
    <Routes>
      <Route path="sign-in" element={<SignInScreen />} />
      <Route path="set-password" element={<SetPasswordScreen />} />
      <Route path="totp-setup" element={<TotpSetupScreen />} />
      <Route element={<RequireOperator />}>
        <Route element={<ConsoleLayout />}>
          <Route index element={<Navigate to="/orders" replace />} />
          <Route path="orders" element={<Lazy screen={screens.orders} call="adminOrders" />} />
          <Route
            path="orders/:orderId"
            element={<Lazy screen={screens.order} call="adminOrder" />}
          />
          <Route path="credit" element={<Lazy screen={screens.credit} call="adminCreditQueue" />} />
          <Route
            path="schedules"
            element={<Lazy screen={screens.schedules} call="adminSchedules" />}
          />
          <Route path="clients" element={<Lazy screen={screens.clients} call="adminClients" />} />
          <Route
            path="clients/:clientId"
            element={<Lazy screen={screens.client} call="adminClient" />}
          />
          <Route path="nps" element={<Lazy screen={screens.nps} call="adminNps" />} />
          <Route
            path="operators"
            element={<Lazy screen={screens.operators} call="adminOperators" />}
          />
          <Route path="audit" element={<Lazy screen={screens.audit} call="adminAudit" />} />
          <Route
            path="imports"
            element={<Lazy screen={screens.imports} call="adminCatalogueExport" />}
          />
          <Route path="banners" element={<Lazy screen={screens.banners} call="adminBanners" />} />
          <Route path="content" element={<Navigate to="/content/featured" replace />} />
          <Route
            path="content/:tab"
            element={<Lazy screen={screens.content} call="adminAnnouncements" />}
          />
          <Route path="api-keys" element={<Lazy screen={screens.apiKeys} call="adminApiKeys" />} />
          <Route path="security" element={<Lazy screen={screens.security} />} />
          <Route
            path="catalogue"
            element={<Lazy screen={screens.catalogue} call="adminProducts" />}
          />
          <Route
            path="catalogue/new"
            element={<Lazy screen={screens.product} call="adminCreateProduct" />}
          />
          <Route
            path="catalogue/products/:sku"
            element={<Lazy screen={screens.product} call="adminProduct" />}
          />
          <Route
            path="catalogue/names"
            element={<Lazy screen={screens.catalogueNames} call="adminBrands" />}
          />
          <Route path="combos" element={<Lazy screen={screens.combos} call="adminCombos" />} />
          <Route
            path="combos/new"
            element={<Lazy screen={screens.combo} call="adminCreateCombo" />}
          />
          <Route path="combos/:id" element={<Lazy screen={screens.combo} call="adminCombo" />} />
          <Route
            path="settings"
            element={<Lazy screen={screens.settings} call="adminTenantSettings" />}
          />
          <Route path="*" element={<Navigate to="/orders" replace />} />
        </Route>
      </Route>
    </Routes>
  );
}
