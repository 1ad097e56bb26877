/** The featured banner of /home (SPEC §3): description (as text), button url + title, image or the default one. */
import { useT } from '../../lib/use-t.ts';
import type { FeaturedBanner as FeaturedBannerData } from '../../../contract/index.ts';
import { SafeLink, useSafeTarget } from './banner-carousel.tsx';
import styles from './catalogue.module.css';

function DefaultImage() {
  return (
    <svg
      className={styles.featuredImage}
      viewBox="0 0 160 100"
      width="160"
      height="100"
      aria-hidden="true"
    >
      <rect width="160" height="100" rx="12" fill="var(--brand-primary)" opacity="0.12" />
      <rect x="30" y="30" width="22" height="56" rx="6" fill="var(--brand-primary)" />
      <rect x="36" y="20" width="10" height="12" rx="3" fill="var(--brand-primary)" />
      <rect x="64" y="44" width="26" height="42" rx="5" fill="var(--brand-secondary)" />
      <rect
        x="100"
        y="36"
        width="28"
        height="50"
        rx="6"
        fill="var(--brand-primary)"
        opacity="0.7"
      />
    </svg>
  );
}

export function FeaturedBanner({ banner }: { banner: FeaturedBannerData }) {
  const t = useT();
  const safeTarget = useSafeTarget();
  const target = safeTarget(banner.buttonURL);
  return (
    <section className={styles.featured} aria-label={t('catalogue.home.featured')}>
      {banner.image ? (
        <img
          src={banner.image}
          alt=""
          width={160}
          height={100}
          loading="lazy"
          className={styles.featuredImage}
        />
      ) : (
        <DefaultImage />
      )}
      <div className={styles.featuredText}>
        <p>{banner.description}</p>
        {target ? (
          <SafeLink to={target} className={styles.primaryButton}>
            {banner.buttonTitle ?? t('catalogue.home.featuredButton')}
          </SafeLink>
        ) : null}
      </div>
    </section>
  );
}
