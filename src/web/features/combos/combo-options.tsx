/**
 * The pieces the combo screens share once the combo is loaded: the list of its products with
 * quantity controls priced by the combo (SPEC §4), and — for generic and quantity combos — that
 * list with the add bar counting units against the combo minimum (SPEC §5).
 */
import type { Dispatch, SetStateAction } from 'react';
import { useT } from '../../lib/use-t.ts';
import type { ComboDiscount } from '../../../domain/combo-pricing.ts';
import type { CartItem } from '../../../domain/types.ts';
import { useMoney } from '../../components/product/use-money.ts';
import { useCartItems } from '../../lib/cart-store.ts';
import { AddComboBar, useAddCombo } from './combo-page.tsx';
import { ComboProductRow } from './combo-product-row.tsx';
import {
  comboLines,
  remainingForCombo,
  selectionKey,
  totalUnits,
  type ComboOption,
  type Quantities,
} from './combo-selection.ts';
import styles from './combos.module.css';
import { comboTotal, comboUnitPrice } from './quantity-pricing.ts';

export interface ComboOptionListProps {
  comboId: number;
  options: readonly ComboOption[];
  quantities: Quantities;
  setQuantities: Dispatch<SetStateAction<Quantities>>;
  cart: readonly CartItem[];
  discount: ComboDiscount | undefined;
  percentagesDisabled: boolean;
  /** Units that may still be added to this list (a family's room); unlimited when absent. */
  room?: number;
}

/** One row per option: its quantity (capped by what the cart may still take) and combo price. */
export function ComboOptionList({
  comboId,
  options,
  quantities,
  setQuantities,
  cart,
  discount,
  percentagesDisabled,
  room = Number.POSITIVE_INFINITY,
}: ComboOptionListProps) {
  return (
    <ul className={styles.productList}>
      {options.map((option) => {
        const key = selectionKey(option);
        const quantity = quantities[key] ?? 0;
        return (
          <ComboProductRow
            key={key}
            product={option.product}
            quantity={quantity}
            limit={Math.min(remainingForCombo(option.product, cart, comboId), quantity + room)}
            onChange={(next) => setQuantities((current) => ({ ...current, [key]: next }))}
            unitPrice={comboUnitPrice(option.product, quantity, discount, percentagesDisabled)}
          />
        );
      })}
    </ul>
  );
}

/**
 * A combo counted in units (generic and quantity combos): its products under a "products"
 * heading, and the add bar with the total and the units chosen or the minimum missing.
 */
export function UnitsComboProducts({
  headingId,
  minimum,
  ...list
}: Omit<ComboOptionListProps, 'cart' | 'room'> & { headingId: string; minimum: number }) {
  const t = useT();
  const format = useMoney();
  const cart = useCartItems();
  const add = useAddCombo(list.comboId);
  const selection = comboLines(list.options, list.quantities, list.comboId);
  const units = totalUnits(list.quantities);
  const ready = units >= minimum;
  return (
    <>
      <section className={styles.section} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {t('combos.products')}
        </h2>
        <ComboOptionList {...list} cart={cart} />
      </section>
      <AddComboBar
        total={format(comboTotal(selection, list.discount, list.percentagesDisabled))}
        status={
          ready
            ? t('combos.unitsSelected', { count: units })
            : t('combos.minimumUnits', { count: minimum })
        }
        canAdd={ready}
        onAdd={() => add(selection)}
      />
    </>
  );
}
