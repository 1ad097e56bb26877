/**
 * A list of product cards (a real list for screen readers), shown progressively: the first
 * PRODUCT_PAGE_SIZE cards on first render, the next page when a sentinel after the list comes near
 * the viewport (IntersectionObserver), and a visible "show more" button for keyboard and
 * screen-reader users and browsers without the observer, with a polite "showing N of M" status.
 * Cards once shown stay in the DOM (find-in-page, focus and axe keep working); a different list
 * (filter, search term) starts again from the first page. Every product screen uses this one grid;
 * /products passes its category sections, which share one count across them.
 */
import { Fragment, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../lib/use-t.ts';
import type { Product } from '../../../domain/types.ts';
import { trackViewItemList } from '../../lib/analytics.ts';
import { useTenant } from '../../lib/tenant-context.tsx';
import { useProgressiveCount } from '../../lib/use-progressive-count.ts';
import { ProductTile } from './product-tile.tsx';
import {
  listSignature,
  PRODUCT_PAGE_SIZE,
  productKey,
  shownSections,
  type ProductSection,
  type ShownSection,
} from './product-paging.ts';
import styles from './product.module.css';
import pagingStyles from './product-paging.module.css';
import { useCount } from './use-count.ts';
import { useNearEnd } from './use-near-end.ts';
import { useProductPages } from './use-product-pages.ts';

export type { ProductSection } from './product-paging.ts';

/**
 * Cards mounted in the first task: about a phone's screenful (a card is ~130 px tall at 360 px
 * wide), so the first screen paints whole; then CARDS_PER_TASK per task, each short enough not to
 * block a slow phone (6 cards were ~110 ms at 4× CPU slowdown, over Lighthouse's 50 ms).
 */
export const CARDS_FIRST_TASK = 6;
export const CARDS_PER_TASK = 3;

/**
 * A list the server pages (issue 16, decision 055): the products given are the pages loaded so
 * far; `total` is the list's length on the server, `key` names the list (its pages keep their
 * place as more arrive), and `loadMore` asks for the next page when the grid needs it.
 */
export interface ServerPaging {
  key: string;
  total: number;
  loadMore: () => void;
}

export type ProductGridProps = { paging?: ServerPaging | undefined } & (
  | { products: readonly Product[]; sections?: undefined; renderSection?: undefined }
  | {
      products?: undefined;
      sections: readonly ProductSection[];
      /** Wraps a section's grid (heading, landmark); gets the whole section, not only what shows. */
      renderSection: (section: ProductSection, grid: ReactNode) => ReactNode;
    }
);

/**
 * Analytics view_item_list for the cards shown (SKUs and prices only): the first page when a list
 * appears, then each page as it is revealed. A re-render of the same list sends nothing.
 */
function useViewItemPages(products: readonly Product[], shown: number, signature: string): void {
  const { gtmId } = useTenant();
  const sent = useRef({ signature: '', count: 0, gtmId });
  useEffect(() => {
    const last = sent.current;
    const from = last.signature === signature && last.gtmId === gtmId ? last.count : 0;
    if (shown > from) {
      trackViewItemList(
        products
          .slice(from, shown)
          .map((product) => ({ item_id: product.sku, quantity: 1, price: product.price })),
        gtmId,
      );
    }
    sent.current = { signature, count: Math.max(from, shown), gtmId };
    // The list is identified by its signature: a new array with the same products sends nothing.
  }, [signature, shown, gtmId]);
}

/** Focus to the card a "show more" press revealed (it is named by its product: an article). */
function useFocusFirstNew(focusFrom: number | null, shown: number) {
  const firstNew = useRef<HTMLLIElement>(null);
  // A server-paged list shows the card once its page has arrived.
  const arrived = focusFrom !== null && shown > focusFrom;
  useEffect(() => {
    if (focusFrom === null || !arrived) return;
    const card = firstNew.current?.querySelector<HTMLElement>('article') ?? firstNew.current;
    if (!card) return;
    if (!card.hasAttribute('tabindex')) card.setAttribute('tabindex', '-1');
    card.focus();
  }, [focusFrom, arrived]);
  return firstNew;
}

export function ProductGrid(props: ProductGridProps) {
  const t = useT();
  const count = useCount();
  const { products: flatProducts, sections: givenSections, renderSection, paging } = props;
  const sections = useMemo(
    () => givenSections ?? [{ id: 'all', products: flatProducts ?? [] }],
    [givenSections, flatProducts],
  );
  const products = useMemo(
    () => (givenSections ? sections.flatMap((section) => section.products) : (flatProducts ?? [])),
    [givenSections, sections, flatProducts],
  );
  const ownSignature = useMemo(() => (paging ? '' : listSignature(products)), [paging, products]);
  const signature = paging ? paging.key : ownSignature;
  const total = paging ? Math.max(paging.total, products.length) : products.length;
  const { shown: wanted, focusFrom, showMore } = useProductPages(signature, total);
  // A server-paged list shows what has arrived; wanting more than that asks for the next page.
  const shown = Math.min(wanted, products.length);
  const more = wanted < total;
  const loadMore = paging?.loadMore;
  useEffect(() => {
    if (loadMore && wanted > products.length && products.length < total) loadMore();
  }, [loadMore, wanted, products.length, total]);

  useViewItemPages(products, shown, signature);
  // The cards mount a few per task (a slow phone paints the first ones sooner, issue 16 P2).
  const mounted = useProgressiveCount(shown, CARDS_PER_TASK, signature, CARDS_FIRST_TASK);
  const firstNew = useFocusFirstNew(focusFrom, mounted);
  const sentinel = useRef<HTMLDivElement>(null);
  const loadAhead = useCallback(() => showMore(false), [showMore]);
  // While the button has focus the shop is paging by keyboard: loading ahead would push the
  // focused button out of view (WCAG 2.4.11), so the observer waits until it loses focus.
  const [buttonFocused, setButtonFocused] = useState(false);
  const releaseOnRemoval = useCallback(() => () => setButtonFocused(false), []);
  // Nor while cards are still mounting: the sentinel after a few cards is near the viewport, and
  // the next page would be asked for before the shop has scrolled at all.
  const allMounted = mounted >= shown;
  useNearEnd(sentinel, loadAhead, {
    enabled: more && !buttonFocused && allMounted,
    revision: shown,
  });

  const grid = ({ products: cards, start }: Pick<ShownSection, 'products' | 'start'>) => (
    <ul className={styles.grid}>
      {cards.map((product, index) => (
        <li key={productKey(product)} ref={start + index === focusFrom ? firstNew : undefined}>
          <ProductTile product={product} heading={renderSection ? 'h3' : 'h2'} />
        </li>
      ))}
    </ul>
  );

  return (
    <>
      {renderSection
        ? shownSections(sections, mounted).map((part) => (
            <Fragment key={part.section.id}>{renderSection(part.section, grid(part))}</Fragment>
          ))
        : grid({ products: products.slice(0, mounted), start: 0 })}
      {total > PRODUCT_PAGE_SIZE ? (
        <div className={pagingStyles.footer}>
          {more ? (
            <div ref={sentinel} className={pagingStyles.sentinel} aria-hidden="true" />
          ) : null}
          <p className={pagingStyles.status} role="status">
            {t('product.shownOfTotal', {
              count: total,
              shown: count(shown),
              total: count(total),
            })}
          </p>
          {more ? (
            <button
              ref={releaseOnRemoval}
              type="button"
              className={pagingStyles.showMore}
              onClick={() => showMore(true)}
              onFocus={() => setButtonFocused(true)}
              onBlur={() => setButtonFocused(false)}
            >
              {t('product.showMore')}
            </button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
