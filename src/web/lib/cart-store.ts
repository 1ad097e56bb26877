/**
 * The cart and the combo cart (SPEC §3 "Cart item", §4 "Cart persistence", §5 quantity rules).
 * State lives in a zustand store persisted under SPEC's local-storage keys `cart` and `comboCart`,
 * each written as the plain JSON array of cart items. Every rule is delegated to src/domain.
 */
import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import {
  cartQuantity,
  mergeIntoCart,
  quantityInCart,
  removeBySku,
  removeCombo,
  restoreCartFromStorage,
  setLineQuantity,
} from '../../domain/cart.ts';
import { allowanceToAdd, capCartToLimits } from '../../domain/quantity.ts';
import type { CartItem, Product } from '../../domain/types.ts';
import { readStored, removeStored, writeStored } from './storage.ts';

/** What `add` actually did: the units added and whether the request had to be reduced (SPEC §5). */
export interface AddResult {
  quantity: number;
  /** True when fewer units than asked were added: show the LIMIT_TOAST_MS toast. */
  reduced: boolean;
}

/** The merge key of a line (combo / family); absent or 0 mean "none". */
export interface LineKey {
  combo?: number;
  familyId?: number;
}

export interface CartData {
  items: CartItem[];
  comboItems: CartItem[];
}

export interface CartState extends CartData {
  /** Adds within the remaining allowance (limit minus quantity in cart), merging same lines. */
  add: (product: Product, quantity: number) => AddResult;
  /** Sets a line's quantity (0 removes it); the cart is then adjusted to the caps. */
  setQuantity: (sku: string, quantity: number, key?: LineKey) => void;
  /** Removes every line with that sku. */
  remove: (sku: string) => void;
  /** Removes a combo's lines from the cart and clears the combo cart (SPEC §4). */
  removeCombo: (comboId: number) => void;
  /** Replaces the cart's lines of that combo with `lines` (SPEC §4 "Combo"). */
  replaceComboLines: (comboId: number, lines: readonly CartItem[]) => void;
  /** Replaces the whole cart (reorder), adjusted to the caps. */
  replaceAll: (items: readonly CartItem[]) => void;
  /** Sets the combo cart (the combo being assembled). */
  setComboItems: (items: readonly CartItem[]) => void;
  /** Empties both carts. */
  reset: () => void;
  /** Reads both carts back from storage (non-array content becomes empty). */
  restore: () => void;
}

/** Both carts as stored now; anything malformed becomes an empty cart. */
export function readStoredCarts(): CartData {
  return {
    items: restoreCartFromStorage(readStored('cart')),
    comboItems: restoreCartFromStorage(readStored('comboCart')),
  };
}

/** Writes `cart` and `comboCart` each as its own JSON array (not zustand's {state, version}). */
const cartStorage: PersistStorage<CartData> = {
  getItem: () => ({ state: readStoredCarts(), version: 0 }),
  setItem: (_name, value) => {
    writeStored('cart', value.state.items);
    writeStored('comboCart', value.state.comboItems);
  },
  removeItem: () => {
    removeStored('cart');
    removeStored('comboCart');
  },
};

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      items: [],
      comboItems: [],
      add: (product, quantity) => {
        const { items } = get();
        const allowance = allowanceToAdd(product, quantity, items);
        if (allowance.quantity > 0) {
          set({ items: mergeIntoCart(items, { product, quantity: allowance.quantity }) });
        }
        return { quantity: allowance.quantity, reduced: allowance.reduced };
      },
      setQuantity: (sku, quantity, key) =>
        set({ items: capCartToLimits(setLineQuantity(get().items, sku, quantity, key)) }),
      remove: (sku) => set({ items: removeBySku(get().items, sku) }),
      removeCombo: (comboId) => set({ items: removeCombo(get().items, comboId), comboItems: [] }),
      replaceComboLines: (comboId, lines) => {
        const merged = lines.reduce<CartItem[]>(
          (cart, line) => mergeIntoCart(cart, line),
          removeCombo(get().items, comboId),
        );
        set({ items: capCartToLimits(merged) });
      },
      replaceAll: (items) =>
        set({ items: capCartToLimits(items.reduce<CartItem[]>(mergeIntoCart, [])) }),
      setComboItems: (comboItems) => set({ comboItems: [...comboItems] }),
      reset: () => set({ items: [], comboItems: [] }),
      restore: () => set(readStoredCarts()),
    }),
    {
      name: 'cart',
      storage: cartStorage,
      partialize: ({ items, comboItems }) => ({ items, comboItems }),
      merge: (persisted, current) => ({ ...current, ...(persisted as CartData) }),
    },
  ),
);

/** Rounded total units in the cart, for the header and menu badges (SPEC §2 chrome). */
export function useCartQuantity(): number {
  return useCartStore((state) => cartQuantity(state.items));
}

/** Units of one sku already in the cart (SPEC §4: limits are reduced by them). */
export function useQuantityInCart(sku: string): number {
  return useCartStore((state) => quantityInCart(state.items, sku));
}

/** The cart lines (stable reference between changes). */
export function useCartItems(): CartItem[] {
  return useCartStore((state) => state.items);
}
