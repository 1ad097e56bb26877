/**
 * The price ranges of a quantity combo (SPEC §3 "ranges keyed by minimumQuantity"), lowest
 * first. The active range (SPEC §4: the highest reached) is marked with text and aria-current,
 * not only by colour.
 */
import { useT } from '../../lib/use-t.ts';
import type { ComboPriceRange } from '../../../contract/index.ts';
import { useMoney } from '../../components/product/use-money.ts';
import styles from './combos.module.css';
import { usePercent, usePercentagesShown } from './use-percent.ts';

/** What a range gives, as text: its unit price, else its percentage off (when shown), else "—". */
export function useRangeOffer(): (range: ComboPriceRange) => string {
  const t = useT();
  const format = useMoney();
  const percent = usePercent();
  const percentagesShown = usePercentagesShown();
  return (range) => {
    if (typeof range.price === 'number' && range.price > 0)
      return t('combos.quantity.pricePerUnit', { price: format(range.price) });
    if (percentagesShown && (range.discountPercentage ?? 0) > 0)
      return t('combos.discount', { percentage: percent(range.discountPercentage ?? 0) });
    return '—';
  };
}

export function RangeTable({
  ranges,
  active,
}: {
  ranges: readonly ComboPriceRange[];
  active: ComboPriceRange | undefined;
}) {
  const t = useT();
  const offer = useRangeOffer();
  return (
    <table className={styles.rangeTable}>
      <caption className={styles.rangeCaption}>{t('combos.quantity.tableCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('combos.quantity.colQuantity')}</th>
          <th scope="col">{t('combos.quantity.colOffer')}</th>
        </tr>
      </thead>
      <tbody>
        {ranges.map((range) => {
          const isActive = range.minimumQuantity === active?.minimumQuantity;
          return (
            <tr
              key={range.minimumQuantity}
              className={isActive ? styles.activeRange : undefined}
              aria-current={isActive ? 'true' : undefined}
            >
              <th scope="row">
                {t('combos.quantity.fromUnits', { count: range.minimumQuantity })}
                {isActive ? (
                  <span className={styles.activeBadge}>{t('combos.quantity.active')}</span>
                ) : null}
              </th>
              <td>{offer(range)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
