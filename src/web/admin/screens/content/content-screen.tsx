/**
 * The shop's content besides the carousel banners (issue 13, decision 056): the featured banner,
 * promotion images, feature announcements, bingo cards and scheduled price lists, one tab each (`/content/<tab>`, each
 * loaded on its own). Everyone reads; admins edit.
 */
import { lazy, Suspense } from 'react';
import { NavLink, useParams } from 'react-router';
import { Loading, Page } from '../../components/bits.tsx';
import { useT } from '../../lib/console-i18n.ts';

const TABS = {
  featured: lazy(() => import('./featured-section.tsx')),
  images: lazy(() => import('./promotion-images-section.tsx')),
  announcements: lazy(() => import('./announcements-section.tsx')),
  bingo: lazy(() => import('./bingo-section.tsx')),
  prices: lazy(() => import('./price-lists-section.tsx')),
} as const;
type Tab = keyof typeof TABS;

const isTab = (value: string | undefined): value is Tab => value !== undefined && value in TABS;

export default function ContentScreen() {
  const { t } = useT();
  const { tab: param } = useParams();
  const tab: Tab = isTab(param) ? param : 'featured';
  const Section = TABS[tab];
  return (
    <Page title={t('content.title')}>
      <nav aria-label={t('content.title')} className="content-tabs">
        {(Object.keys(TABS) as Tab[]).map((key) => (
          <NavLink
            key={key}
            to={`/content/${key}`}
            className={key === tab ? 'content-tab content-tab-current' : 'content-tab'}
            aria-current={key === tab ? 'page' : undefined}
          >
            {t(`content.tabs.${key}`)}
          </NavLink>
        ))}
      </nav>
      <Suspense fallback={<Loading />}>
        <Section key={tab} />
      </Suspense>
    </Page>
  );
}
