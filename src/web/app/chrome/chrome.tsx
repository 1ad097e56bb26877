/**
 * The chrome of the in-app pages (SPEC §2 Chrome), in two parts the layout places around <main>:
 * the top (header with the hamburger drawer, fixed entries, breadcrumb) and the bottom (primary
 * tab bar, scroll-to-top button, translator toast, feature announcement). Menus are hidden on
 * /check (SPEC §2 route table). A phone shows two navigation surfaces, the hamburger and the tab
 * bar: the fixed list's row appears from 48rem up and lives in the drawer below (decision 032).
 */
import { useEffect } from 'react';
import { useT } from '../../lib/use-t.ts';
import { useLocation } from 'react-router';
import { useTenant } from '../../lib/tenant-context.tsx';
import { isRouteAvailable } from '../../../domain/route-access.ts';
import { useRouteAccess } from '../../lib/route-access.ts';
import { CartPeek } from '../../features/cart/cart-peek.tsx';
import { routeAt, type ScreenName } from '../routes.ts';
import { useMediaQuery, WIDE_SCREEN } from '../../lib/use-media-query.ts';
import { Breadcrumb } from './breadcrumb.tsx';
import styles from './chrome.module.css';
import { FeatureAnnouncement } from './feature-announcement.tsx';
import { Header } from './header.tsx';
import { MenuList } from './menu-list.tsx';
import { ScrollTopButton } from './scroll-top-button.tsx';
import { TranslatorToast } from './translator-toast.tsx';
import { drawerShortcuts, useChromeMenus } from './use-chrome-menus.ts';

const MENU_HIDDEN_PATHS: readonly string[] = ['/check'];

/**
 * The shelves, where the slim cart bar (features/cart/cart-peek.tsx) follows the shop while the
 * cart holds something. Not the cart and a combo's page (their own bars), nor search (its monitor
 * sits under the search box, SPEC §2), nor the account pages.
 */
const CART_PEEK_SCREENS: ReadonlySet<ScreenName> = new Set<ScreenName>([
  'home',
  'category',
  'categoryBrands',
  'categoryProducts',
  'products',
  'promotions',
  'promotionsList',
  'promotionImages',
  'suggested',
  'favorites',
  'quickOrder',
  'combos',
]);

function useShowMenus(): boolean {
  return !MENU_HIDDEN_PATHS.includes(useLocation().pathname);
}

export function ChromeTop({ reload }: { reload?: () => void }) {
  const t = useT();
  const menus = useChromeMenus();
  const showMenus = useShowMenus();
  // A phone finds the fixed list in the drawer (decision 032): the row is not rendered there,
  // rather than rendered and hidden (~30 ms of a cold first render at 4× CPU, in Preact's diff).
  // A wide screen shows the row, and its drawer does not repeat it.
  const wide = useMediaQuery(WIDE_SCREEN, true);
  return (
    <>
      <Header
        secondary={menus.secondary}
        shortcuts={wide ? [] : drawerShortcuts(menus)}
        showMenus={showMenus}
        reload={reload}
      />
      {showMenus && wide && menus.fixed.length > 0 && (
        <nav
          className={styles.fixedNav}
          aria-label={t('chrome.nav.fixed')}
          data-nav-surface="fixed"
        >
          <MenuList entries={menus.fixed} className={styles.fixedList} />
        </nav>
      )}
      <Breadcrumb />
    </>
  );
}

export function ChromeBottom() {
  const t = useT();
  const menus = useChromeMenus();
  const showMenus = useShowMenus();
  const { showBackToTopButton } = useTenant();
  const screen = routeAt(useLocation().pathname)?.screen;
  // Only where the cart opens: a shop whose ordering is off (or whose cart the bottler's config
  // turns off) keeps its stored cart but has no page for it (domain/route-access.ts).
  const cartOpens = isRouteAvailable('/cart', useRouteAccess());
  return (
    <>
      {cartOpens && screen && CART_PEEK_SCREENS.has(screen) ? <CartPeek /> : null}
      {showMenus && menus.primary.length > 0 && (
        <>
          <TabBarOffset />
          {/* Keeps the end of the page clear of the fixed tab bar. */}
          <div className={styles.tabBarSpacer} aria-hidden="true" />
          <nav
            className={styles.tabBar}
            aria-label={t('chrome.nav.primary')}
            data-nav-surface="primary"
          >
            <MenuList entries={menus.primary} className={styles.tabList} labels="tab" />
          </nav>
        </>
      )}
      {showBackToTopButton && <ScrollTopButton />}
      <TranslatorToast />
      <FeatureAnnouncement />
    </>
  );
}

/**
 * While the fixed tab bar is shown, `--tab-bar-offset` tells sticky bottom bars (the cart's
 * monitor) to stay above it instead of under it.
 */
function TabBarOffset() {
  useEffect(() => {
    const root = document.documentElement.style;
    root.setProperty(
      '--tab-bar-offset',
      'calc(var(--tab-bar-block-size) + env(safe-area-inset-bottom, 0px))',
    );
    return () => {
      root.removeProperty('--tab-bar-offset');
    };
  }, []);
  return null;
}
