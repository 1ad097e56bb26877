/**
 * The lazy shell around every guarded page: server data, chrome (app/chrome: header, menus,
 * breadcrumb, overlays; the footer) and a Suspense boundary for the lazy screens, inside a
 * LoadBoundary for a screen that fails to load. It stays mounted across in-app navigation.
 */
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ScreenFailed } from '../components/query-state/query-view.tsx';
import { ListSkeleton } from '../components/skeleton/skeleton.tsx';
import { ToastRegion } from '../components/toast/toast-region.tsx';
import { ChromeBottom, ChromeTop } from './chrome/chrome.tsx';
import { LoadBoundary, reloadPage } from '../lib/load-boundary.tsx';
import { Layout } from './layout.tsx';
import { ServerDataProvider } from './server-data-provider.tsx';

export default function InAppShell() {
  const { pathname } = useLocation();
  return (
    <ServerDataProvider>
      <Layout top={<ChromeTop />} bottom={<ChromeBottom />}>
        {/* A screen that fails (its code lost on the network) says so, in the app's frame. */}
        <LoadBoundary resetKey={pathname} fallback={<ScreenFailed onRetry={reloadPage} />}>
          <Suspense fallback={<ListSkeleton />}>
            <Outlet />
          </Suspense>
        </LoadBoundary>
        <ToastRegion />
      </Layout>
    </ServerDataProvider>
  );
}
