/**
 * SPEC §2: the page title is the app title plus the route's translated page title. The app title
 * is in the tenant's default language; shown in another of its languages (tenant 5 in Arabic),
 * the tab reads the bottler's title in that language (headerTitleBottler_ar), not the French one.
 */
import { useEffect } from 'react';
import { useT } from '../lib/use-t.ts';
import { useCurrentLanguage } from '../lib/current-language.ts';
import { useTenant } from '../lib/tenant-context.tsx';
import type { PageTitleKey } from './routes.ts';

/** Absent: an address of no page (it is on its way to one), the title stays. */
export function usePageTitle(title: PageTitleKey | undefined): void {
  const t = useT();
  const tenant = useTenant();
  const language = useCurrentLanguage();
  const appTitle =
    language === tenant.language
      ? tenant.appTitle
      : (tenant.headerTitles[language] ?? tenant.appTitle);
  const pageTitle = title === undefined ? undefined : t(`pageTitles.${title}`);
  useEffect(() => {
    if (pageTitle !== undefined) document.title = `${appTitle} - ${pageTitle}`;
  }, [appTitle, pageTitle]);
}
