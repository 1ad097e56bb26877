/**
 * SPEC §2 Chrome header: hamburger (secondary menu, only with items), logo or title linking to
 * /products, and icons: language switch, tracking, favorites, search toggle (only when ordering is
 * on and the start-up's products are loaded: the orchestration's, SPEC §4) and the cart with its
 * rounded quantity badge. The search box asks the server (decision 054): no catalogue download.
 */
import { useId, useMemo, useRef, useState } from 'react';
import { useT } from '../../lib/use-t.ts';
import { Link } from 'react-router';
import { isEntryAvailable } from '../../../domain/route-access.ts';
import { SearchBox } from '../../components/search-box/search-box.tsx';
import { useCartQuantity } from '../../lib/cart-store.ts';
import { useCurrentLanguage } from '../../lib/products.ts';
import { useSession } from '../../lib/session.ts';
import { headerTitleFor } from '../../lib/tenant-chrome.ts';
import { useTenant } from '../../lib/tenant-context.tsx';
import styles from './chrome.module.css';
import { Icon } from './icons.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { badgeCount, CartBadge } from './menu-list.tsx';
import { SecondaryMenu } from './secondary-menu.tsx';
import { useOrderingEnabled, useRouteAccess } from '../../lib/route-access.ts';

export interface HeaderProps {
  /** The filtered secondary menu; empty (with no shortcuts) hides the hamburger. */
  secondary: readonly string[];
  /** The fixed list's entries the drawer holds on a phone (decision 032). */
  shortcuts?: readonly string[];
  /** Menus hidden (SPEC §2 /check). */
  showMenus: boolean;
  /** Replaces `location.reload` after a language switch (tests). */
  reload?: () => void;
}

/** Tracking and favorites icons: the same rule as the menus and the route guard. */
function useHeaderShortcuts(): { tracking: boolean; favorites: boolean } {
  const access = useRouteAccess();
  return useMemo(
    () => ({
      tracking: isEntryAvailable('tracking', access),
      favorites: isEntryAvailable('favorites', access),
    }),
    [access],
  );
}

export function Header({ secondary, shortcuts = [], showMenus, reload }: HeaderProps) {
  const t = useT();
  const tenant = useTenant();
  const language = useCurrentLanguage();
  const orderingEnabled = useOrderingEnabled();
  const startupProducts = useSession().products;
  const quantity = badgeCount(useCartQuantity());
  const icons = useHeaderShortcuts();
  const [searchOpen, setSearchOpen] = useState(false);
  const searchId = useId();
  const searchButtonRef = useRef<HTMLButtonElement>(null);

  const title = headerTitleFor(tenant, language) ?? tenant.appTitle;
  const canSearch = orderingEnabled && startupProducts.length > 0;

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        {showMenus && <SecondaryMenu entries={secondary} shortcuts={shortcuts} />}
        <Link
          to="/products"
          className={styles.brand}
          aria-label={t('chrome.header.goToProducts', { title })}
        >
          {tenant.logo ? (
            <img className={styles.logo} src={tenant.logo} alt="" width="128" height="32" />
          ) : (
            <span className={styles.title}>{title}</span>
          )}
        </Link>
        <div className={styles.icons}>
          <LanguageSwitch reload={reload} />
          {icons.tracking && (
            <Link
              to="/order/tracking"
              className={styles.iconButton}
              aria-label={t('chrome.header.tracking')}
            >
              <Icon name="truck" />
            </Link>
          )}
          {icons.favorites && (
            <Link
              to="/favorites"
              className={styles.iconButton}
              aria-label={t('chrome.header.favorites')}
            >
              <Icon name="heart" />
            </Link>
          )}
          {canSearch && (
            <button
              ref={searchButtonRef}
              type="button"
              className={styles.iconButton}
              aria-expanded={searchOpen}
              aria-controls={searchId}
              aria-label={
                searchOpen ? t('chrome.header.closeSearch') : t('chrome.header.openSearch')
              }
              onClick={() => setSearchOpen((open) => !open)}
            >
              <Icon name={searchOpen ? 'close' : 'search'} />
            </button>
          )}
          {orderingEnabled && (
            <Link
              to="/cart"
              className={`${styles.iconButton} ${styles.menuIcon}`}
              aria-label={t('chrome.header.cart', { count: quantity })}
            >
              <Icon name="cart" />
              <CartBadge quantity={quantity} />
            </Link>
          )}
        </div>
      </div>
      {canSearch && (
        <div id={searchId} className={styles.searchPanel} hidden={!searchOpen}>
          {searchOpen && (
            <>
              <SearchBox language={language} autoFocus onSubmitted={() => setSearchOpen(false)} />
              {/* Shops that know their codes: the quick-order pad (issue 14). */}
              <Link
                to="/quick-order"
                className={styles.quickOrderLink}
                onClick={() => setSearchOpen(false)}
              >
                {t('quickOrder.link')}
              </Link>
            </>
          )}
        </div>
      )}
    </header>
  );
}
