/**
 * Price, the price without discount when the tenant shows it and it differs, and the unit cost /
 * suggested sale price where the tenant's flags are on (SPEC §3).
 */
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../domain/types.ts';
import { useTenant } from '../../lib/tenant-context.tsx';
import styles from './product.module.css';

export function PriceDisplay({
  product,
  format,
}: {
  product: Product;
  format: (amount: number) => string;
}) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const before = product.priceWithoutDiscount;
  const showBefore =
    tenant.showPriceWithoutDiscount &&
    typeof before === 'number' &&
    before > 0 &&
    before !== product.price;
  return (
    <div className={styles.prices}>
      <p className={styles.price}>
        <span className={styles.visuallyHidden}>{t('product.price')} </span>
        {format(product.price)}
        {showBefore ? (
          <>
            {' '}
            <span className={styles.visuallyHidden}>{t('product.priceWithoutDiscount')} </span>
            <del className={styles.before}>{format(before)}</del>
          </>
        ) : null}
      </p>
      {tenant.unitCost && typeof product.unitCost === 'number' && product.unitCost > 0 ? (
        <p className={styles.extraPrice}>
          {t('product.unitCost')}: {format(product.unitCost)}
        </p>
      ) : null}
      {tenant.suggestedSale &&
      typeof product.suggestedSale === 'number' &&
      product.suggestedSale > 0 ? (
        <p className={styles.extraPrice}>
          {t('product.suggestedSale')}: {format(product.suggestedSale)}
        </p>
      ) : null}
    </div>
  );
}
