/**
 * /combo/{comboId} (SPEC §2): the families of a combo with their products and plus/minus
 * controls. Per family, units are capped at its minimum (SPEC §5, canIncrementFamily); add is
 * enabled when every family is complete (SPEC §4/§5, canAddCombo, comboMinimum) and replaces the
 * cart's lines of this combo, then opens /cart.
 */
import { useMemo, useState } from 'react';
import { useT } from '../../lib/use-t.ts';
import type { ComboFamily } from '../../../contract/index.ts';
import {
  canAddCombo,
  canIncrementFamily,
  comboMinimum,
  familyCount,
} from '../../../domain/combos.ts';
import type { CartItem } from '../../../domain/types.ts';
import { useMoney } from '../../components/product/use-money.ts';
import { useCartItems } from '../../lib/cart-store.ts';
import { ComboOptionList } from './combo-options.tsx';
import {
  AddComboBar,
  ComboHeader,
  ComboScreen,
  useAddCombo,
  type ComboAnswer,
} from './combo-page.tsx';
import { comboLines, initialQuantities, type ComboOption } from './combo-selection.ts';
import styles from './combos.module.css';
import { comboTotal } from './quantity-pricing.ts';
import { usePercentagesShown } from './use-percent.ts';

/** Units of the family counted towards the combo: never above its minimum (SPEC §5). */
function countedUnits(selection: readonly CartItem[], family: ComboFamily): number {
  return Math.min(familyCount(selection, family.familyId), Math.max(0, family.minimum));
}

function FamilyCombo({ answer }: { answer: ComboAnswer<'family'> }) {
  const t = useT();
  const format = useMoney();
  const percentagesShown = usePercentagesShown();
  const { combo, families } = answer;
  const cart = useCartItems();
  const options = useMemo<ComboOption[]>(
    () =>
      families.flatMap((family) =>
        family.products.map((product) => ({ product, familyId: family.familyId })),
      ),
    [families],
  );
  const [quantities, setQuantities] = useState(() => initialQuantities(options, cart, combo.id));
  const add = useAddCombo(combo.id);

  const selection = comboLines(options, quantities, combo.id);
  const minimum = comboMinimum(families);
  const counted = families.reduce((total, family) => total + countedUnits(selection, family), 0);
  const ready = canAddCombo(selection, families);
  const discount = { discountPercentage: combo.discountPercentage };
  const disabledPercent = !percentagesShown;

  return (
    <div className={styles.page}>
      <ComboHeader combo={combo} intro={t('combos.family.intro')} />
      {families.map((family) => {
        const count = familyCount(selection, family.familyId);
        const room = canIncrementFamily(selection, family) ? family.minimum - count : 0;
        const headingId = `combo-family-${family.familyId}`;
        return (
          <section key={family.familyId} className={styles.section} aria-labelledby={headingId}>
            <div className={styles.sectionHeader}>
              <h2 id={headingId} className={styles.sectionTitle}>
                {family.name}
              </h2>
              <p className={styles.progress} aria-live="polite">
                {t('combos.family.progress', {
                  count: countedUnits(selection, family),
                  minimum: family.minimum,
                })}
                {room === 0 ? (
                  <span className={styles.complete}> · {t('combos.family.complete')}</span>
                ) : null}
              </p>
            </div>
            <ComboOptionList
              comboId={combo.id}
              options={family.products.map((product) => ({ product, familyId: family.familyId }))}
              quantities={quantities}
              setQuantities={setQuantities}
              cart={cart}
              discount={discount}
              percentagesDisabled={disabledPercent}
              room={room}
            />
          </section>
        );
      })}
      <AddComboBar
        total={format(comboTotal(selection, discount, disabledPercent))}
        status={ready ? t('combos.ready') : t('combos.family.overall', { count: counted, minimum })}
        canAdd={ready}
        onAdd={() => add(selection)}
      />
    </div>
  );
}

export default function FamilyComboScreen() {
  return <ComboScreen kind="family">{(answer) => <FamilyCombo answer={answer} />}</ComboScreen>;
}
