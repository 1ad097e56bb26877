/**
 * How many cards of a list are revealed: one page at first, one more per request, back to one page
 * when the list itself changes (another filter or search term). Cards once shown stay mounted.
 */
import { useCallback, useState } from 'react';
import { nextPageCount, PRODUCT_PAGE_SIZE } from './product-paging.ts';

interface PagesState {
  /** The list these pages belong to (`listSignature`). */
  signature: string;
  count: number;
  /** Position of the first card a "show more" press revealed: focus goes there. */
  focusFrom: number | null;
}

export interface ProductPages {
  /** Cards to render (at most the list's length). */
  shown: number;
  /** Set by `showMore(true)`: the first newly shown card, to receive focus. */
  focusFrom: number | null;
  /** Reveals one more page; `moveFocus` when the shop asked for it (the button). */
  showMore: (moveFocus: boolean) => void;
}

const firstPage = (signature: string): PagesState => ({
  signature,
  count: PRODUCT_PAGE_SIZE,
  focusFrom: null,
});

export function useProductPages(signature: string, total: number): ProductPages {
  const [stored, setStored] = useState<PagesState>(() => firstPage(signature));
  let state = stored;
  if (stored.signature !== signature) {
    // A different list: start again from its first page (React's "adjust state on a prop change";
    // cards present in both lists keep their element and their typed quantity).
    state = firstPage(signature);
    setStored(state);
  }
  const showMore = useCallback(
    (moveFocus: boolean) =>
      setStored((current) => {
        if (current.signature !== signature) return current;
        const from = Math.min(current.count, total);
        if (from >= total) return current;
        return {
          signature,
          count: nextPageCount(current.count, total),
          focusFrom: moveFocus ? from : null,
        };
      }),
    [signature, total],
  );
  return { shown: Math.min(state.count, total), focusFrom: state.focusFrom, showMore };
}
