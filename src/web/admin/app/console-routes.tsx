/**
 * The console's screens. Sign-in, invitation (set-password) and forced TOTP setup stand alone;
 * everything else sits in the layout behind a signed-in operator, each screen loaded on demand.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { Loading } from '../components/bits.tsx';
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

function Lazy({ screen: Screen }: { screen: ComponentType }) {
  return (
    <Suspense fallback={<Loading />}>
      <Screen />
    </Suspense>
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
          <Route path="orders" element={<Lazy screen={screens.orders} />} />
          <Route path="orders/:orderId" element={<Lazy screen={screens.order} />} />
          <Route path="credit" element={<Lazy screen={screens.credit} />} />
          <Route path="schedules" element={<Lazy screen={screens.schedules} />} />
          <Route path="clients" element={<Lazy screen={screens.clients} />} />
          <Route path="clients/:clientId" element={<Lazy screen={screens.client} />} />
          <Route path="nps" element={<Lazy screen={screens.nps} />} />
          <Route path="operators" element={<Lazy screen={screens.operators} />} />
          <Route path="audit" element={<Lazy screen={screens.audit} />} />
          <Route path="imports" element={<Lazy screen={screens.imports} />} />
          <Route path="banners" element={<Lazy screen={screens.banners} />} />
          <Route path="content" element={<Navigate to="/content/featured" replace />} />
          <Route path="content/:tab" element={<Lazy screen={screens.content} />} />
          <Route path="api-keys" element={<Lazy screen={screens.apiKeys} />} />
          <Route path="security" element={<Lazy screen={screens.security} />} />
          <Route path="catalogue" element={<Lazy screen={screens.catalogue} />} />
          <Route path="catalogue/new" element={<Lazy screen={screens.product} />} />
          <Route path="catalogue/products/:sku" element={<Lazy screen={screens.product} />} />
          <Route path="catalogue/names" element={<Lazy screen={screens.catalogueNames} />} />
          <Route path="combos" element={<Lazy screen={screens.combos} />} />
          <Route path="combos/new" element={<Lazy screen={screens.combo} />} />
          <Route path="combos/:id" element={<Lazy screen={screens.combo} />} />
          <Route path="settings" element={<Lazy screen={screens.settings} />} />
          <Route path="*" element={<Navigate to="/orders" replace />} />
        </Route>
      </Route>
    </Routes>
  );
}
