/**
 * /home (SPEC §2): the banner carousel and the featured banner, shown after the 500 ms home wait
 * (SPEC §9); registers the notification opt-in when the tenant's notification option is on.
 * Between them, the rails of a home that sells (decision 051): categories, buy again, today's
 * deals and kits, from small server answers.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useT } from '../../lib/use-t.ts';
import { HOME_WAIT_MS } from '../../../domain/timings.ts';
import pageStyles from '../../components/page/page.module.css';
import { HomeSkeleton } from '../../components/skeleton/skeleton.tsx';
import { useTenant } from '../../lib/tenant-context.tsx';
import { BannerCarousel } from './banner-carousel.tsx';
import { registerOptInOnce, useBanners, useFeaturedBanner } from './catalogue-queries.ts';
import styles from './catalogue.module.css';
import { FeaturedBanner } from './featured-banner.tsx';
import { useHomeRailSections, useHomeRailsSettled } from './home-rails.tsx';
import { OrderingOffNote } from './ordering-off-note.tsx';
import { useOrderingEnabled } from '../../lib/route-access.ts';
import { useAfterPaint } from '../../lib/use-after-paint.ts';
import { useProgressiveCount } from '../../lib/use-progressive-count.ts';
import { isTimeout, NoResponse } from '../../components/query-state/query-view.tsx';

/** SPEC §9 "Home wait". */
export { HOME_WAIT_MS };

/**
 * How long the home keeps its placeholder for the rails' answers after the home wait: past it the
 * banners show and the rails join them when they come (a slow network sees a shift, not a blank).
 */
export const RAILS_WAIT_MS = 2500;

export default function HomeScreen() {
  const t = useT();
  const tenant = useTenant();
  const orderingEnabled = useOrderingEnabled();
  const banners = useBanners();
  const featured = useFeaturedBanner();
  const railsSettled = useHomeRailsSettled();
  const rails = useHomeRailSections();
  const [waited, setWaited] = useState(false);
  const [railsWaitOver, setRailsWaitOver] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), HOME_WAIT_MS);
    const railsTimer = setTimeout(() => setRailsWaitOver(true), HOME_WAIT_MS + RAILS_WAIT_MS);
    return () => {
      clearTimeout(timer);
      clearTimeout(railsTimer);
    };
  }, []);

  useEffect(() => {
    if (tenant.showNotificationOption) void registerOptInOnce();
  }, [tenant.showNotificationOption]);

  if (!waited || (banners.isPending && featured.isPending) || !(railsSettled || railsWaitOver)) {
    return (
      <div className={`${pageStyles.page} ${pageStyles.wide}`}>
        <h1 className="visually-hidden">{t('pageTitles.home')}</h1>
        <HomeSkeleton />
      </div>
    );
  }
  if (isTimeout(banners.error) && (featured.isError || featured.isPending)) {
    return (
      <NoResponse
        onRetry={() => {
          void banners.refetch();
          void featured.refetch();
        }}
      />
    );
  }
  const slides = banners.data ?? [];
  const highlight = featured.data ?? undefined;
  return (
    <div className={`${pageStyles.page} ${pageStyles.wide}`}>
      <h1 className="visually-hidden">{t('pageTitles.home')}</h1>
      {orderingEnabled ? null : <OrderingOffNote />}
      <BannerCarousel banners={slides} />
      <AfterPaint>
        <OneTaskEach>
          {[
            ...rails,
            highlight ? <FeaturedBanner key="featured" banner={highlight} /> : null,
            slides.length === 0 && !highlight ? (
              <p key="empty" className={styles.empty}>
                {t('catalogue.home.empty')}
              </p>
            ) : null,
          ]}
        </OneTaskEach>
      </AfterPaint>
    </div>
  );
}

/**
 * What follows the carousel mounts once the carousel has painted: the banner is the home's largest
 * picture, and rendering the rails and the featured banner in the same task kept it off a slow
 * phone's screen for that whole render (~90 ms on a desktop, ~360 ms at 4× CPU; issue 16, P2). The
 * page is a screen tall already (layout.module.css) and nothing is shown below the carousel until
 * they come (the note of a home without banners comes with them), so nothing visible moves.
 */
function AfterPaint({ children }: { children: ReactNode }) {
  return useAfterPaint() ? children : null;
}

/**
 * Then each part (a rail, the featured banner) in a task of its own, in page order (issue 16,
 * P2): together they were one render and layout of ~75 ms at full speed, the longest task of a
 * cold /home. A part comes below those already shown, so nothing shown moves.
 */
function OneTaskEach({ children }: { children: readonly ReactNode[] }) {
  const parts = children.filter((part) => part !== null);
  const mounted = useProgressiveCount(parts.length, 1);
  return <>{parts.slice(0, mounted)}</>;
}
