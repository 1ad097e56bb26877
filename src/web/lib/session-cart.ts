/**
 * The cart's part in the session's life (SPEC §4 "Authentication", "Cart persistence"): restored
 * once the start-up succeeds, emptied on logout and after an expired token. The cart store is
 * loaded on demand so that the entry chunk stays small (it comes with the in-app shell).
 */
import { removeStored } from './storage.ts';

const loadCartStore = () => import('./cart-store.ts');

/** Reads `cart` and `comboCart` back into the store (SPEC §4: non-array content becomes empty). */
export async function restoreCart(): Promise<void> {
  try {
    (await loadCartStore()).useCartStore.getState().restore();
  } catch {
    // The store restores from storage by itself when its chunk loads later.
  }
}

/** Empties both carts, in storage at once and in the store when it is (or gets) loaded. */
export async function emptyCart(): Promise<void> {
  removeStored('cart');
  removeStored('comboCart');
  try {
    (await loadCartStore()).useCartStore.getState().reset();
  } catch {
    // Storage is already empty: a store loaded later starts empty.
  }
}
