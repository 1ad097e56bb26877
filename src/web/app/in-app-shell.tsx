/**
 * The lazy shell around every guarded page: server data, chrome (app/chrome: header, menus,
 * breadcrumb, overlays; the footer) and a Suspense boundary for the lazy screens. It stays
 * mounted across in-app navigation.
 */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Spinner } from '../components/spinner.tsx';
import { ToastRegion } from '../components/toast/toast-region.tsx';
import { ChromeBottom, ChromeTop } from './chrome/chrome.tsx';
import { Layout } from './layout.tsx';
import { ServerDataProvider } from './server-data-provider.tsx';

export default function InAppShell() {
  const { t } = useTranslation();
  return (
    <ServerDataProvider>
      <Layout top={<ChromeTop />} bottom={<ChromeBottom />}>
        <Suspense fallback={<Spinner label={t('app.loading')} />}>
          <Outlet />
        </Suspense>
        <ToastRegion />
      </Layout>
    </ServerDataProvider>
  );
}
