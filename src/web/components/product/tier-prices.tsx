/** The tier prices of a product (SPEC §3 pricePromotions, §5 tier prices): "from N units: price". */
import { useTranslation } from 'react-i18next';
import type { PricePromotion } from '../../../domain/types.ts';
import styles from './product.module.css';

export function TierPrices({
  tiers,
  format,
}: {
  tiers: readonly PricePromotion[];
  format: (amount: number) => string;
}) {
  const { t } = useTranslation();
  const usable = tiers
    .filter((tier) => tier.price > 0 && tier.minimumQuantity > 0)
    .sort((a, b) => a.minimumQuantity - b.minimumQuantity);
  if (usable.length === 0) return null;
  return (
    <table className={styles.tiers}>
      <caption className={styles.tiersCaption}>{t('product.tierPrices')}</caption>
      <tbody>
        {usable.map((tier) => (
          <tr key={`${tier.minimumQuantity}-${tier.price}`}>
            <th scope="row">{t('product.fromUnits', { quantity: tier.minimumQuantity })}</th>
            <td>{format(tier.price)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
