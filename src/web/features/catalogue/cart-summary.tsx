/** The search page's cart monitor (SPEC §2 /search): items and total, with a link to the cart. */
import { useT } from '../../lib/use-t.ts';
import { Link } from 'react-router';
import { cartQuantity } from '../../../domain/cart.ts';
import { cartTotal } from '../../../domain/prices.ts';
import { useMoney } from '../../components/product/use-money.ts';
import { useCartItems } from '../../lib/cart-store.ts';
import styles from './catalogue.module.css';

export function CartSummary() {
  const t = useT();
  const format = useMoney();
  const items = useCartItems();
  return (
    <aside className={styles.summary} aria-label={t('catalogue.cartSummary.label')}>
      {/* one slim row: the count over the total, the cart's link beside them */}
      <p aria-live="polite">
        <span className={styles.summaryCount}>
          {t('catalogue.cartSummary.items', { quantity: cartQuantity(items) })}
        </span>{' '}
        <span>{t('catalogue.cartSummary.total', { total: format(cartTotal(items)) })}</span>
      </p>
      <Link to="/cart" className={`${styles.primaryButton} ${styles.summaryLink}`}>
        {t('catalogue.cartSummary.goToCart')}
      </Link>
    </aside>
  );
}
