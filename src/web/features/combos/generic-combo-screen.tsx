/**
 * /combo-generic/{comboId} (SPEC §2): the combo's products with quantity controls, starting at
 * the combo's suggested units (or what the cart already holds of it). Add needs at least the
 * combo minimum (SPEC §5: at least 1 unit) and replaces the cart's lines of this combo (SPEC §4).
 */
import { useMemo, useState } from 'react';
import { useT } from '../../lib/use-t.ts';
import { comboMinimum } from '../../../domain/combos.ts';
import { useCartItems } from '../../lib/cart-store.ts';
import { UnitsComboProducts } from './combo-options.tsx';
import { ComboHeader, ComboScreen, type ComboAnswer } from './combo-page.tsx';
import { initialQuantities, remainingForCombo, type ComboOption } from './combo-selection.ts';
import styles from './combos.module.css';
import { usePercentagesShown } from './use-percent.ts';

function GenericCombo({ answer }: { answer: ComboAnswer<'generic'> }) {
  const t = useT();
  const percentagesDisabled = !usePercentagesShown();
  const { combo, products } = answer;
  const cart = useCartItems();
  const options = useMemo<ComboOption[]>(
    () => products.map((product) => ({ product, familyId: 0 })),
    [products],
  );
  const [quantities, setQuantities] = useState(() =>
    initialQuantities(options, cart, combo.id, (option) =>
      Math.min(
        Math.max(0, Math.round(option.product.quantity ?? 0)),
        remainingForCombo(option.product, cart, combo.id),
      ),
    ),
  );

  return (
    <div className={styles.page}>
      <ComboHeader combo={combo} intro={t('combos.generic.intro')} />
      <UnitsComboProducts
        headingId="combo-generic-products"
        comboId={combo.id}
        options={options}
        quantities={quantities}
        setQuantities={setQuantities}
        discount={{ discountPercentage: combo.discountPercentage }}
        percentagesDisabled={percentagesDisabled}
        // No families: the minimum is the floor of SPEC §5, one unit.
        minimum={comboMinimum([])}
      />
    </div>
  );
}

export default function GenericComboScreen() {
  return <ComboScreen kind="generic">{(answer) => <GenericCombo answer={answer} />}</ComboScreen>;
}
