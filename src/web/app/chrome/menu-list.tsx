/**
 * One menu as a list of links (SPEC §2 Chrome): icon, translated label, the cart's total quantity
 * badge; the current page is marked with aria-current="page" (NavLink does it).
 */
import { useT } from '../../lib/use-t.ts';
import { NavLink } from 'react-router';
import { useCartQuantity } from '../../lib/cart-store.ts';
import type { Messages } from '../../lib/i18n.ts';
import styles from './chrome.module.css';
import { Icon } from './icons.tsx';
import { MENU_TARGETS } from './menu-entries.ts';

type MenuLabelKey = keyof Messages['menu'];

/** The badge shows whole units (SPEC §2: "a rounded quantity badge"). */
export function badgeCount(quantity: number): number {
  return Number.isFinite(quantity) ? Math.max(0, Math.round(quantity)) : 0;
}

/** Past 999 the badge says "999+" (the accessible name keeps the real count). */
export function badgeText(count: number): string {
  return count > 999 ? '999+' : String(count);
}

export function CartBadge({ quantity }: { quantity: number }) {
  const count = badgeCount(quantity);
  if (count === 0) return null;
  return (
    <span className={styles.badge} aria-hidden="true" data-testid="cart-badge">
      {badgeText(count)}
    </span>
  );
}

/**
 * `tab`: the tab bar's short label (one line in every language at 360 px, issue 14: "Offres"
 * where the drawer says "Offres spéciales"); `full`: the menu's own label.
 */
export type MenuLabels = 'full' | 'tab';

function MenuLabel({ entry, labels }: { entry: string; labels: MenuLabels }) {
  const t = useT();
  const quantity = badgeCount(useCartQuantity());
  const label =
    labels === 'tab' ? t(`menuTab.${entry as MenuLabelKey}`) : t(`menu.${entry as MenuLabelKey}`);
  if (entry !== 'cart') return <span>{label}</span>;
  return (
    <>
      <span>{label}</span>
      {quantity > 0 && (
        <span className="visually-hidden">
          {`, ${t('chrome.nav.cartQuantity', { count: quantity })}`}
        </span>
      )}
    </>
  );
}

export interface MenuListProps {
  entries: readonly string[];
  /** The class of the list (tab bar, drawer, shortcuts). */
  className: string | undefined;
  onNavigate?: () => void;
  labels?: MenuLabels;
}

export function MenuList({ entries, className, onNavigate, labels = 'full' }: MenuListProps) {
  const quantity = useCartQuantity();
  return (
    <ul className={className}>
      {entries.map((entry, index) => {
        const target = MENU_TARGETS[entry];
        if (!target) return null;
        return (
          <li key={`${entry}-${index}`}>
            <NavLink to={target.path} className={styles.menuLink} onClick={onNavigate}>
              <span className={styles.menuIcon}>
                <Icon name={target.icon} />
                {entry === 'cart' && <CartBadge quantity={quantity} />}
              </span>
              <MenuLabel entry={entry} labels={labels} />
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
