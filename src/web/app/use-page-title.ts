/** SPEC §2: the page title is the app title plus the route's translated page title. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../lib/tenant-context.tsx';
import type { PageTitleKey } from './routes.ts';

export function usePageTitle(title: PageTitleKey): void {
  const { t } = useTranslation();
  const { appTitle } = useTenant();
  const pageTitle = t(`pageTitles.${title}`);
  useEffect(() => {
    document.title = `${appTitle} - ${pageTitle}`;
  }, [appTitle, pageTitle]);
}
