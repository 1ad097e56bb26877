/**
 * The lazy shell around every guarded page: server data, chrome (app/chrome: header, menus,
 * breadcrumb, overlays; the footer) and a Suspense boundary for the lazy screens. It stays
 * mounted across in-app navigation.
 */
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ListSkeleton } from '../components/skeleton/skeleton.tsx';
import { ToastRegion } from '../components/toast/toast-region.tsx';
import { ChromeBottom, ChromeTop } from './chrome/chrome.tsx';
import { Layout } from './layout.tsx';
import { ServerDataProvider } from './server-data-provider.tsx';

export default function InAppShell() {
  return (
    <ServerDataProvider>
      <Layout top={<ChromeTop />} bottom={<ChromeBottom />}>
        <Suspense fallback={<ListSkeleton />}>
          <Outlet />
        </Suspense>
        <ToastRegion />
      </Layout>
    </ServerDataProvider>
  );
}
