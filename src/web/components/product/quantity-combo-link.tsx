/**
 * On a product already in a combo (SPEC §3 Product.combo > 0), a link to its quantity combo's
 * price-range table (SPEC §2 /combo-quantity: "reached from a product already in a combo").
 * The tenant's combos come from the shared, cached combos query: fetched only when such a
 * product is shown, and nothing is shown unless that combo is a quantity combo.
 */
import { useT } from '../../lib/use-t.ts';
import { Link } from 'react-router';
import type { Product } from '../../../domain/types.ts';
import { comboPath, useCombos } from '../../lib/combos.ts';
import styles from './product.module.css';

export function QuantityComboLink({ product }: { product: Product }) {
  const t = useT();
  const { data } = useCombos();
  const combo = data?.find((entry) => entry.id === product.combo && entry.kind === 'quantity');
  if (!combo) return null;
  return (
    <Link to={comboPath(combo)} className={styles.comboLink}>
      {t('combos.productLink')}
    </Link>
  );
}
