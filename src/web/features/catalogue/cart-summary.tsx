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
      <p aria-live="polite">
        {t('catalogue.cartSummary.items', { quantity: cartQuantity(items) })}
        {' · '}
        {t('catalogue.cartSummary.total', { total: format(cartTotal(items)) })}
      </p>
      <Link to="/cart" className={styles.primaryButton}>
        {t('catalogue.cartSummary.goToCart')}
      </Link>
    </aside>
  );
}
