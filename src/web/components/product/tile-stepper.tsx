/**
 * The tile's quantity stepper, which is also its add button (issue 14, decision 034): with none of
 * the product in the cart it shows one "Add" button; from the first unit on, "− N +" edits the
 * cart line in place. Every change goes straight to the cart (SPEC §5: digits only, step 1, 0
 * removes, capped at the remaining allowance; plus disabled at the limit; a limit of 0 disables
 * ordering; a reduced quantity shows the limit toast for 7000 ms). The plus button is the same
 * element before and after the first add, so keyboard focus stays on it; removing the last unit
 * moves the focus from the vanished remove button to Add.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../lib/use-t.ts';
import { sameCartLine } from '../../../domain/cart.ts';
import { canIncrement, effectiveQuantityLimit } from '../../../domain/quantity.ts';
import { LIMIT_TOAST_MS } from '../../../domain/timings.ts';
import type { Product } from '../../../domain/types.ts';
import { useTrack } from '../../lib/analytics.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { useTenant } from '../../lib/tenant-context.tsx';
import { showToast } from '../toast/toast-store.ts';
import styles from './tile.module.css';

export interface TileStepperProps {
  product: Product;
  /** The product's name in the current language, for every label. */
  name: string;
  /** Units of this product's own line in the cart. */
  quantity: number;
  /** The most this line may hold: the limit minus the sku's units in other lines. */
  max: number;
}

/** Units of the product's own line (same sku, combo and family) in the cart. */
export function useLineQuantity(product: Product): number {
  return useCartStore(
    (state) => state.items.find((line) => sameCartLine(line.product, product))?.quantity ?? 0,
  );
}

export function TileStepper({ product, name, quantity, max }: TileStepperProps) {
  const t = useT();
  const id = useId();
  const setLine = useCartStore((state) => state.setQuantity);
  const add = useCartStore((state) => state.add);
  const track = useTrack();
  const { currency } = useTenant();
  // The text being typed; undefined shows the cart's quantity.
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const disabled = max <= 0 && quantity === 0;

  const announceAdded = (added: number) => {
    if (added <= 0) return;
    track('add_to_cart', {
      currency,
      items: [{ item_id: product.sku, quantity: added, price: product.price }],
    });
  };
  const warnLimit = (added: number) => {
    const limit = effectiveQuantityLimit(product);
    const message =
      added <= 0
        ? t('product.limitReached', { count: limit })
        : t('product.limitReduced', { added, count: limit });
    showToast(message, { durationMs: LIMIT_TOAST_MS, tone: 'warning' });
  };

  const increment = () => {
    const result = add(product, 1);
    if (result.reduced) warnLimit(result.quantity);
    announceAdded(result.quantity);
  };

  /** Sets the line to `wanted` (0 removes), within the allowance. */
  const commit = (wanted: number) => {
    setDraft(undefined);
    const target = Math.max(0, Math.min(wanted, max));
    if (target !== quantity) {
      setLine(product.sku, target, { combo: product.combo, familyId: product.familyId });
      announceAdded(target - quantity);
    }
    if (wanted > max) warnLimit(Math.max(0, max - quantity));
  };

  const inCart = quantity > 0;
  // The remove button goes with the line; the keyboard's focus then moves to Add, not to the page.
  const plus = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (inCart || !refocus.current) return;
    refocus.current = false;
    plus.current?.focus();
  }, [inCart]);
  return (
    <div
      className={inCart ? styles.stepper : `${styles.stepper} ${styles.stepperEmpty}`}
      role="group"
      aria-labelledby={`${id}-label`}
    >
      <span id={`${id}-label`} className="visually-hidden">
        {t('product.quantityFor', { name })}
      </span>
      {inCart ? (
        <button
          type="button"
          className={styles.stepButton}
          aria-label={
            quantity === 1 ? t('tile.removeNamed', { name }) : t('product.decrease', { name })
          }
          onClick={(event) => {
            refocus.current = quantity === 1 && document.activeElement === event.currentTarget;
            commit(quantity - 1);
          }}
        >
          <span aria-hidden="true">{quantity === 1 ? '×' : '−'}</span>
        </button>
      ) : null}
      {inCart ? (
        <input
          className={styles.stepValue}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          enterKeyHint="done"
          aria-label={t('tile.quantityInCart', { name })}
          value={draft ?? String(quantity)}
          onChange={(event) => setDraft(event.target.value.replace(/\D/g, '').slice(0, 4))}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && draft !== undefined) {
              commit(draft === '' ? quantity : Number(draft));
            }
          }}
          onBlur={() => {
            if (draft !== undefined) commit(draft === '' ? quantity : Number(draft));
          }}
        />
      ) : null}
      <button
        ref={plus}
        type="button"
        className={inCart ? styles.stepButton : styles.addButton}
        aria-label={inCart ? t('product.increase', { name }) : t('tile.addNamed', { name })}
        disabled={disabled || (inCart && !canIncrement(quantity, max))}
        onClick={increment}
      >
        <span aria-hidden="true">+</span>
        {inCart ? null : <span aria-hidden="true">{t('tile.add')}</span>}
      </button>
    </div>
  );
}
