/**
 * /suggested and /favorites (SPEC §2): the products of data.items with an "include all" button that
 * adds them all within each product's remaining allowance (limit toast when reduced, SPEC §5).
 * Suggested then goes to /cart?action=addSuggested; favorites stays and confirms with a toast.
 */
import { useT } from '../../lib/use-t.ts';
import { useNavigate } from 'react-router';
import { isPriced } from '../../../domain/prices.ts';
import { LIMIT_TOAST_MS } from '../../../domain/timings.ts';
import type { Product } from '../../../domain/types.ts';
import pageStyles from '../../components/page/page.module.css';
import { ProductGrid } from '../../components/product/product-grid.tsx';
import { showToast } from '../../components/toast/toast-store.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { useProductItems } from './catalogue-queries.ts';
import styles from './catalogue.module.css';
import { EmptyState, QueryView } from '../../components/query-state/query-view.tsx';

type Kind = 'suggested' | 'favorites';

const EMPTY_KEY = { suggested: 'notFound.suggested', favorites: 'notFound.favorites' } as const;
const TITLE_KEY = { suggested: 'pageTitles.suggested', favorites: 'pageTitles.favorites' } as const;

/** The suggested quantity when the server gives one, else 1. */
const suggestedQuantity = (product: Product): number =>
  typeof product.quantity === 'number' && product.quantity > 0 ? product.quantity : 1;

function ProductItemsScreen({ kind }: { kind: Kind }) {
  const t = useT();
  const navigate = useNavigate();
  const add = useCartStore((state) => state.add);
  const query = useProductItems(kind);
  const priced = (data: readonly Product[]) => data.filter(isPriced);

  const includeAll = (products: readonly Product[]) => {
    let reduced = false;
    for (const product of products) {
      reduced = add(product, suggestedQuantity(product)).reduced || reduced;
    }
    if (reduced) {
      showToast(t('product.someLimited'), { durationMs: LIMIT_TOAST_MS, tone: 'warning' });
    }
    if (kind === 'suggested') void navigate('/cart?action=addSuggested');
    else showToast(t('catalogue.includeAll.done'));
  };

  return (
    <div className={`${pageStyles.page} ${pageStyles.wide}`}>
      <h1 className={pageStyles.title}>{t(TITLE_KEY[kind])}</h1>
      <QueryView
        query={query}
        isEmpty={(data) => priced(data).length === 0}
        empty={<EmptyState message={t(EMPTY_KEY[kind])} />}
      >
        {(data) => (
          <>
            <button
              type="button"
              className={styles.primaryButton}
              onClick={() => includeAll(priced(data))}
            >
              {t('catalogue.includeAll.button')}
            </button>
            <ProductGrid products={priced(data)} />
          </>
        )}
      </QueryView>
    </div>
  );
}

export function SuggestedScreen() {
  return <ProductItemsScreen kind="suggested" />;
}

export function FavoritesScreen() {
  return <ProductItemsScreen kind="favorites" />;
}
