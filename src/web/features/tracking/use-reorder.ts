/**
 * Reorder (SPEC §4 "Reorder", §9 reorder checkout delay 1500 ms): the cart is replaced by the
 * order's products still in the catalogue (`reorderCart`), the shop is told which skus were
 * dropped, then the app goes to checkout — the cart page, which validates and continues to /check.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/use-t.ts';
import { useNavigate } from 'react-router';
import { reorderCart, type OrderedProduct } from '../../../domain/reorder.ts';
import { LONG_TOAST_MS, REORDER_CHECKOUT_DELAY_MS } from '../../../domain/timings.ts';
import type { Product } from '../../../domain/types.ts';
import { showToast } from '../../components/toast/toast-store.ts';
import { useCartStore } from '../../lib/cart-store.ts';

/** SPEC §9 "Reorder checkout delay". */
export { REORDER_CHECKOUT_DELAY_MS };
/** SPEC §9 toasts "also 3000 and 5000 ms": the dropped-products notice stays 5000 ms. */
export const DROPPED_TOAST_MS = LONG_TOAST_MS;
export const CHECKOUT_PATH = '/cart';

export type ReorderState =
  | { phase: 'idle' }
  | { phase: 'redirecting'; orderNumber: string; dropped: string[] }
  | { phase: 'nothingLeft'; orderNumber: string };

export interface Reorder {
  state: ReorderState;
  reorder: (orderNumber: string, products: readonly OrderedProduct[]) => void;
}

export function useReorder(catalogue: readonly Product[] | undefined): Reorder {
  const t = useT();
  const navigate = useNavigate();
  const [state, setState] = useState<ReorderState>({ phase: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const reorder = useCallback(
    (orderNumber: string, products: readonly OrderedProduct[]) => {
      if (catalogue === undefined || timer.current !== undefined) return;
      const { cart, dropped } = reorderCart(products, catalogue);
      if (cart.length === 0) {
        // Nothing of the order can be bought now: keep the current cart, stay here.
        setState({ phase: 'nothingLeft', orderNumber });
        showToast(t('tracking.reorder.nothingLeft'), {
          tone: 'warning',
          durationMs: DROPPED_TOAST_MS,
        });
        return;
      }
      useCartStore.getState().replaceAll(cart);
      setState({ phase: 'redirecting', orderNumber, dropped });
      if (dropped.length > 0) {
        showToast(t('tracking.reorder.dropped', { skus: dropped.join(', ') }), {
          tone: 'warning',
          durationMs: DROPPED_TOAST_MS,
        });
      }
      timer.current = setTimeout(() => {
        timer.current = undefined;
        void navigate(CHECKOUT_PATH);
      }, REORDER_CHECKOUT_DELAY_MS);
    },
    [catalogue, navigate, t],
  );

  return { state, reorder };
}
