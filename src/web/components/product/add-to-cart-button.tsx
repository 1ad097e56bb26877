/**
 * The add-to-cart button (SPEC §4 "Add-to-cart button", §9 "Add-to-cart animation 2000 / 4000 ms").
 * A click adds at once (so nothing is lost if the shop leaves the page) and shows "adding";
 * after 2000 ms it shows "added", after 4000 ms it is back to normal. When the quantity had to be
 * reduced to the remaining allowance, the limit toast shows for 7000 ms (SPEC §5).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { effectiveQuantityLimit } from '../../../domain/quantity.ts';
import { ADD_RESET_MS, ADD_SUBMITTED_MS, LIMIT_TOAST_MS } from '../../../domain/timings.ts';
import type { Product } from '../../../domain/types.ts';
import { useTrack } from '../../lib/analytics.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { useTenant } from '../../lib/tenant-context.tsx';
import { showToast } from '../toast/toast-store.ts';
import styles from './product.module.css';

/** SPEC §9: "submitted" shows from 2000 ms after the click; normal again at 4000 ms. */
export { ADD_SUBMITTED_MS };
export { ADD_RESET_MS };

export type AddButtonState = 'idle' | 'submitting' | 'submitted';

export interface AddToCartButtonProps {
  product: Product;
  quantity: number;
  /** The product's name in the current language, for the accessible label. */
  label: string;
  disabled?: boolean;
  onAdded?: (added: number) => void;
}

export function AddToCartButton({
  product,
  quantity,
  label,
  disabled = false,
  onAdded,
}: AddToCartButtonProps) {
  const { t } = useTranslation();
  const add = useCartStore((state) => state.add);
  const track = useTrack();
  const { currency } = useTenant();
  const [state, setState] = useState<AddButtonState>('idle');
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(
    () => () => {
      for (const timer of timers.current) clearTimeout(timer);
    },
    [],
  );

  const onClick = () => {
    if (state !== 'idle' || disabled) return;
    const result = add(product, quantity);
    if (result.reduced) {
      const limit = effectiveQuantityLimit(product);
      const message =
        result.quantity === 0
          ? t('product.limitReached', { limit })
          : t('product.limitReduced', { added: result.quantity, limit });
      showToast(message, { durationMs: LIMIT_TOAST_MS, tone: 'warning' });
    }
    if (result.quantity === 0) return;
    onAdded?.(result.quantity);
    track('add_to_cart', {
      currency,
      items: [{ item_id: product.sku, quantity: result.quantity, price: product.price }],
    });
    setState('submitting');
    timers.current.push(
      setTimeout(() => setState('submitted'), ADD_SUBMITTED_MS),
      setTimeout(() => setState('idle'), ADD_RESET_MS),
    );
  };

  const text =
    state === 'submitting'
      ? t('product.adding')
      : state === 'submitted'
        ? t('product.added')
        : t('product.addToCart');

  return (
    <button
      type="button"
      className={styles.addButton}
      data-state={state}
      disabled={disabled}
      aria-disabled={state !== 'idle' || undefined}
      aria-label={`${text}: ${label}`}
      onClick={onClick}
    >
      {state === 'submitted' ? (
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z" />
        </svg>
      ) : null}
      <span aria-live="polite">{text}</span>
    </button>
  );
}
