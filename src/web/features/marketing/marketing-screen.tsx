/**
 * /marketing (SPEC §2): a card linking to the bottler's marketing service, opened in a new tab —
 * only when its address is allow-listed for the tenant (SECURITY.md T10, `resolveRedirect`).
 * No server call: the link comes from the tenant's public config, so the page has no
 * no-response state; without an allowed link it shows the not-found message.
 */
import { useT } from '../../lib/use-t.ts';
import { resolveRedirect } from '../../../domain/redirects.ts';
import pageStyles from '../../components/page/page.module.css';
import { EmptyState } from '../../components/query-state/query-view.tsx';
import { useTenant } from '../../lib/tenant-context.tsx';
import styles from './marketing.module.css';

/** The marketing link to follow: an allow-listed absolute https URL, else undefined. */
export function marketingLink(
  marketingUrl: string | undefined,
  allowedOrigins: readonly string[],
  appOrigin: string,
): string | undefined {
  if (marketingUrl === undefined) return undefined;
  const resolved = resolveRedirect(marketingUrl, { appOrigin, allowedOrigins });
  return resolved?.startsWith('https://') ? resolved : undefined;
}

export default function MarketingScreen() {
  const t = useT();
  const tenant = useTenant();
  const href = marketingLink(
    tenant.marketingUrl,
    tenant.allowedRedirectOrigins,
    window.location.origin,
  );
  return (
    <section
      className={`${pageStyles.page} ${pageStyles.narrow}`}
      aria-labelledby="marketing-title"
    >
      <h1 id="marketing-title" className={pageStyles.title}>
        {t('marketing.title')}
      </h1>
      {href === undefined ? (
        <EmptyState message={t('marketing.unavailable')} />
      ) : (
        <a className={styles.card} href={href} target="_blank" rel="noopener noreferrer">
          <span className={styles.cardText}>
            <strong>{t('marketing.cardTitle')}</strong>
            <span>{t('marketing.cardText')}</span>
          </span>
          <span className={styles.newTab}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
              />
            </svg>
            <span className="visually-hidden">{t('marketing.newTab')}</span>
          </span>
        </a>
      )}
    </section>
  );
}
