/**
 * The home banner carousel (SPEC §2 /home, §4 "Carousel: autoplay starts when the app is shown and
 * can be played or paused", §9 autoplay 4000 ms / speed 500 ms). A small CSS-transform carousel:
 * previous / next, dots, a play/pause toggle (aria-pressed). With prefers-reduced-motion it starts
 * paused and slides without animation. Autoplay also pauses while the tab is hidden.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useT } from '../../lib/use-t.ts';
import { Link } from 'react-router';
import type { Banner } from '../../../contract/index.ts';
import { resolveRedirect } from '../../../domain/redirects.ts';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_SPEED_MS } from '../../../domain/timings.ts';
import { leadsToClosedPage, useRouteAccess } from '../../lib/route-access.ts';
import { useTenant } from '../../lib/tenant-context.tsx';
import { WIDE_SCREEN } from '../../lib/use-media-query.ts';
import styles from './catalogue.module.css';

export { CAROUSEL_AUTOPLAY_MS };
export { CAROUSEL_SPEED_MS };

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * A same-origin path (router link), an allow-listed https URL, or undefined (SECURITY T10). A path
 * this shop may not open (a feature off, or an ordering page with ordering off: SPEC §6) is
 * undefined too, so no button leads to a page that sends the shop back home.
 */
export function useSafeTarget(): (target: string | undefined) => string | undefined {
  const tenant = useTenant();
  const access = useRouteAccess();
  return useCallback(
    (target) => {
      if (target === undefined) return undefined;
      const resolved = resolveRedirect(target, {
        appOrigin: window.location.origin,
        allowedOrigins: tenant.allowedRedirectOrigins,
      });
      return resolved !== undefined && leadsToClosedPage(resolved, access) ? undefined : resolved;
    },
    [tenant.allowedRedirectOrigins, access],
  );
}

export function SafeLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: React.ReactNode;
}) {
  if (to.startsWith('/')) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} className={className} rel="noopener noreferrer">
      {children}
    </a>
  );
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg className={styles.chevron} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path
        fill="currentColor"
        d={
          direction === 'previous'
            ? 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z'
            : 'M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z'
        }
      />
    </svg>
  );
}

/**
 * The slides: a banner that advertises a page this shop cannot open (combos where the bottler has
 * none) is left out, rather than shown with nowhere to go.
 */
export function BannerCarousel({ banners: all }: { banners: readonly Banner[] }) {
  const t = useT();
  const safeTarget = useSafeTarget();
  const access = useRouteAccess();
  const banners = useMemo(
    () => all.filter((banner) => !leadsToClosedPage(banner.redirect, access)),
    [all, access],
  );
  const [reducedMotion] = useState(prefersReducedMotion);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(!reducedMotion);
  const count = banners.length;

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'hidden') return;
      setIndex((current) => (current + 1) % count);
    }, CAROUSEL_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [playing, count, index]);

  if (count === 0) return null;

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('catalogue.carousel.roleDescription')}
      aria-label={t('catalogue.carousel.label')}
    >
      <div className={styles.viewport}>
        <ul
          className={styles.track}
          aria-live={playing ? 'off' : 'polite'}
          style={
            {
              '--slide-index': index,
              transitionDuration: reducedMotion ? '0ms' : `${CAROUSEL_SPEED_MS}ms`,
            } as React.CSSProperties
          }
        >
          {banners.map((banner, position) => {
            const target = safeTarget(banner.redirect);
            // The headline and button are text over the picture's darker band (issue 14): the
            // picture is language-neutral, so the picture itself is decorative.
            const image = (
              <span className={styles.slideFrame}>
                <picture>
                  {banner.srcDesktop ? (
                    <source media={WIDE_SCREEN} srcSet={banner.srcDesktop} />
                  ) : null}
                  <img
                    src={banner.src}
                    alt=""
                    width={800}
                    height={320}
                    loading={position === 0 ? 'eager' : 'lazy'}
                    fetchPriority={position === 0 ? 'high' : undefined}
                    className={styles.slideImage}
                  />
                </picture>
                <span className={styles.slideCaption}>
                  <span className={styles.slideHeadline}>{banner.altText}</span>{' '}
                  {target ? <span className={styles.slideButton}>{t('banner.cta')}</span> : null}
                </span>
              </span>
            );
            return (
              <li
                key={`${banner.index}-${banner.src}`}
                className={styles.slide}
                aria-roledescription={t('catalogue.carousel.slide')}
                aria-label={t('catalogue.carousel.slideLabel', {
                  current: position + 1,
                  total: count,
                })}
                aria-hidden={position !== index}
                inert={position !== index}
              >
                {target ? <SafeLink to={target}>{image}</SafeLink> : image}
              </li>
            );
          })}
        </ul>
      </div>
      {count > 1 ? (
        <div className={styles.carouselControls}>
          <button
            type="button"
            className={styles.iconButton}
            aria-pressed={playing}
            aria-label={t('catalogue.carousel.autoplay')}
            onClick={() => setPlaying((value) => !value)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              {playing ? (
                <path fill="currentColor" d="M6 5h4v14H6zm8 0h4v14h-4z" />
              ) : (
                <path fill="currentColor" d="M8 5v14l11-7z" />
              )}
            </svg>
          </button>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('catalogue.carousel.previous')}
            onClick={() => go(index - 1)}
          >
            <Chevron direction="previous" />
          </button>
          <ol className={styles.dots}>
            {banners.map((banner, position) => (
              <li key={`${banner.index}-${banner.src}`}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-current={position === index ? 'true' : undefined}
                  aria-label={t('catalogue.carousel.goTo', { current: position + 1, total: count })}
                  onClick={() => go(position)}
                />
              </li>
            ))}
          </ol>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('catalogue.carousel.next')}
            onClick={() => go(index + 1)}
          >
            <Chevron direction="next" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
