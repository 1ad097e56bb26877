/**
 * The slim cart bar of the shelves (the home, the product lists, promotions, favourites): while
 * the cart holds something, one tappable row above the tab bar says how many items and what they
 * come to (and, below the minimum order, how much is still missing), and opens the cart, as the
 * ordering apps shops already use do. The cart's own page has its checkout bar and a combo's page
 * its add bar (app/chrome shows this bar on neither). It reports its height like those bars, so
 * that focused controls, toasts and the scroll-to-top button stay clear of it
 * (lib/sticky-end.ts), and the page ends below it (its spacer).
 */
import { useRef } from 'react';
import { Link } from 'react-router';
import { cartQuantity } from '../../../domain/cart.ts';
import { monitorState } from '../../../domain/order-amount.ts';
import { cartTotal } from '../../../domain/prices.ts';
import type { CartItem } from '../../../domain/types.ts';
import { useMoney } from '../../components/product/use-money.ts';
import { useCartItems } from '../../lib/cart-store.ts';
import { useSession } from '../../lib/session.ts';
import { useStickyEndSize } from '../../lib/sticky-end.ts';
import { useT } from '../../lib/use-t.ts';
import styles from './cart-peek.module.css';

export function CartPeek() {
  const items = useCartItems();
  if (items.length === 0) return null;
  return <CartPeekBar items={items} />;
}

function CartPeekBar({ items }: { items: readonly CartItem[] }) {
  const t = useT();
  const format = useMoney();
  const { client } = useSession();
  const bar = useRef<HTMLElement>(null);
  useStickyEndSize(bar);
  const total = cartTotal(items);
  // Below the minimum order, how far there is still to go (the cart's monitor rule, SPEC §4).
  const monitor = monitorState(items, total, client, { isPaymentLimitActive: false });
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <aside ref={bar} className={styles.bar} aria-label={t('catalogue.cartSummary.label')}>
        <Link to="/cart" className={styles.link}>
          <span className={styles.summary}>
            <span className={styles.count}>
              {t('monitor.items', { count: cartQuantity(items) })}
            </span>
            <span className={styles.total}>
              <span className="visually-hidden">{t('monitor.total')} </span>
              <bdi>{format(total)}</bdi>
            </span>
          </span>
          <span className={styles.action}>
            {t('catalogue.cartSummary.goToCart')}
            <svg className={styles.arrow} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M9 6l6 6-6 6" />
            </svg>
          </span>
          {monitor.kind === 'belowMinimum' ? (
            <span className={styles.remaining}>
              <span className={styles.track} aria-hidden="true">
                <span
                  className={styles.filled}
                  style={{ inlineSize: `${Math.round(monitor.progress * 100)}%` }}
                />
              </span>
              {t('monitor.remaining', { amount: format(monitor.remaining) })}
            </span>
          ) : null}
        </Link>
      </aside>
    </>
  );
}
