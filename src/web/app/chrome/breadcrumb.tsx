/**
 * SPEC §2 breadcrumb: a back arrow (mirrored in RTL) to the parent page, the page title from the
 * route (where the tenant's showBreadCrumbName is on), and on /cart with items a trash button
 * that empties the cart after a confirmation.
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/use-t.ts';
import { Link, useLocation } from 'react-router';
import { useCartQuantity, useCartStore } from '../../lib/cart-store.ts';
import { useTenant } from '../../lib/tenant-context.tsx';
import { breadcrumbTarget, routeFor } from './breadcrumb-target.ts';
import styles from './chrome.module.css';
import { Icon } from './icons.tsx';

/** Pages without a breadcrumb: home is the top, /check has its own progress screen. */
const WITHOUT_BREADCRUMB: readonly string[] = ['/home', '/check'];

export function hasBreadcrumb(pathname: string): boolean {
  return !WITHOUT_BREADCRUMB.includes(pathname) && routeFor(pathname) !== undefined;
}

function EmptyCartButton() {
  const t = useT();
  const reset = useCartStore((state) => state.reset);
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const trashRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  if (!confirming) {
    return (
      <button
        ref={trashRef}
        type="button"
        className={styles.iconButton}
        aria-label={t('chrome.breadcrumb.emptyCart')}
        onClick={() => setConfirming(true)}
      >
        <Icon name="trash" />
      </button>
    );
  }
  return (
    <div role="group" aria-labelledby="empty-cart-question" className={styles.confirm}>
      <p id="empty-cart-question">{t('chrome.breadcrumb.emptyCartConfirm')}</p>
      <button ref={confirmRef} type="button" className={styles.danger} onClick={() => reset()}>
        {t('chrome.breadcrumb.confirmEmpty')}
      </button>
      <button type="button" className={styles.secondaryButton} onClick={() => setConfirming(false)}>
        {t('chrome.breadcrumb.cancel')}
      </button>
    </div>
  );
}

export function Breadcrumb() {
  const t = useT();
  const { pathname } = useLocation();
  const { goToHomePage, showBreadCrumbName } = useTenant();
  const quantity = useCartQuantity();
  const route = routeFor(pathname);
  if (!route || !hasBreadcrumb(pathname)) return null;

  return (
    <nav className={styles.breadcrumb} aria-label={t('chrome.breadcrumb.label')}>
      <Link
        to={breadcrumbTarget(pathname, goToHomePage)}
        className={styles.iconButton}
        aria-label={t('chrome.breadcrumb.back')}
      >
        <Icon name="back" mirror />
      </Link>
      {showBreadCrumbName && (
        <span className={styles.crumbTitle}>{t(`pageTitles.${route.title}`)}</span>
      )}
      {pathname === '/cart' && quantity > 0 && <EmptyCartButton />}
    </nav>
  );
}
