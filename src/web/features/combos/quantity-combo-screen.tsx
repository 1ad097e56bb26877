/**
 * /combo-quantity/{comboId}/{comboName?} (SPEC §2): a quantity combo's price-range table, the
 * quantity controls of its products, the nudge to the next range, and the unit prices and total
 * of the active range (SPEC §4: the highest range reached). Add is enabled from the first range's
 * minimumQuantity (SPEC §5) and replaces the cart's lines of this combo (SPEC §4).
 */
import { useMemo, useState } from 'react';
import { useT } from '../../lib/use-t.ts';
import type { ComboPriceRange } from '../../../contract/index.ts';
import { activeRange, nextRange, quantityComboMinimum } from '../../../domain/combos.ts';
import { useMoney } from '../../components/product/use-money.ts';
import { useCartItems } from '../../lib/cart-store.ts';
import { UnitsComboProducts } from './combo-options.tsx';
import { ComboHeader, ComboScreen, type ComboAnswer } from './combo-page.tsx';
import { initialQuantities, totalUnits, type ComboOption } from './combo-selection.ts';
import styles from './combos.module.css';
import { RangeTable, useRangeOffer } from './range-table.tsx';
import { usePercent, usePercentagesShown } from './use-percent.ts';

/** "Add N more to pay X per unit" / "… to get N% off" / "… to reach the next price"; the top. */
function useNudge(): (units: number, next: ComboPriceRange | undefined) => string {
  const t = useT();
  const format = useMoney();
  const percent = usePercent();
  const percentagesShown = usePercentagesShown();
  return (units, next) => {
    if (next === undefined) return t('combos.quantity.best');
    const count = next.minimumQuantity - units;
    if (typeof next.price === 'number' && next.price > 0)
      return t('combos.quantity.nudgePrice', { count, price: format(next.price) });
    if (percentagesShown && (next.discountPercentage ?? 0) > 0)
      return t('combos.quantity.nudgeDiscount', {
        count,
        percentage: percent(next.discountPercentage ?? 0),
      });
    return t('combos.quantity.nudgeNext', { count });
  };
}

function QuantityCombo({ answer }: { answer: ComboAnswer<'quantity'> }) {
  const t = useT();
  const nudge = useNudge();
  const offer = useRangeOffer();
  const percentagesDisabled = !usePercentagesShown();
  const { combo, quantityCombo } = answer;
  const cart = useCartItems();
  const ranges = useMemo(
    () => Object.values(quantityCombo.ranges).sort((a, b) => a.minimumQuantity - b.minimumQuantity),
    [quantityCombo.ranges],
  );
  const options = useMemo<ComboOption[]>(
    () => quantityCombo.products.map((product) => ({ product, familyId: 0 })),
    [quantityCombo.products],
  );
  const [quantities, setQuantities] = useState(() => initialQuantities(options, cart, combo.id));

  const units = totalUnits(quantities);
  const active = activeRange(ranges, units);
  const next = nextRange(ranges, units);

  return (
    <div className={styles.page}>
      <ComboHeader combo={combo} intro={t('combos.quantity.intro')} />
      <RangeTable ranges={ranges} active={active} />
      <div className={styles.summary} role="status">
        <p>
          {active
            ? t('combos.quantity.current', {
                range: t('combos.quantity.fromUnits', { count: active.minimumQuantity }),
                offer: offer(active),
              })
            : t('combos.quantity.noRange')}
        </p>
        <p className={styles.nudge}>{nudge(units, next)}</p>
      </div>
      <UnitsComboProducts
        headingId="combo-quantity-products"
        comboId={combo.id}
        options={options}
        quantities={quantities}
        setQuantities={setQuantities}
        discount={active}
        percentagesDisabled={percentagesDisabled}
        minimum={quantityComboMinimum(ranges)}
      />
    </div>
  );
}

export default function QuantityComboScreen() {
  return <ComboScreen kind="quantity">{(answer) => <QuantityCombo answer={answer} />}</ComboScreen>;
}
