/**
 * /search?redirect={term} (SPEC §2, §5): the grid filtered by the term (3+ characters), a
 * breadcrumb, the cart monitor, and the not-found message with the hint to search another term.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useT } from '../../lib/use-t.ts';
import { Link, useSearchParams } from 'react-router';
import pageStyles from '../../components/page/page.module.css';
import { ProductGrid } from '../../components/product/product-grid.tsx';
import { useProductSearch } from '../../lib/products.ts';
import { CartSummary } from './cart-summary.tsx';
import styles from './catalogue.module.css';
import { EmptyState, QueryView } from '../../components/query-state/query-view.tsx';

export default function SearchScreen() {
  const t = useT();
  const [params] = useSearchParams();
  const term = (params.get('redirect') ?? '').trim();
  // Search runs on the server (decision 054), in pages of 40. Cards get the catalogue's own
  // product: the card and the cart apply the remaining allowance themselves (SPEC §4).
  const search = useProductSearch(term);
  const paged = search.paged;

  return (
    <div className={`${pageStyles.page} ${pageStyles.wide}`}>
      <nav aria-label={t('catalogue.search.breadcrumb')} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to="/products">{t('pageTitles.products')}</Link>
          </li>
          <li aria-current="page">{t('catalogue.search.resultsFor', { term })}</li>
        </ol>
      </nav>
      <h1 className={pageStyles.title}>{t('pageTitles.search')}</h1>
      <CartSummary />
      {search.filtering ? (
        <QueryView
          query={search.query as unknown as UseQueryResult<unknown>}
          isEmpty={() => (paged?.total ?? 0) === 0}
          empty={
            <EmptyState message={t('notFound.search')}>
              <p>{t('notFound.searchHint')}</p>
            </EmptyState>
          }
        >
          {() => (
            <>
              <p className={styles.count} role="status">
                {t('catalogue.search.count', { total: paged?.total ?? 0 })}
              </p>
              {paged ? <ProductGrid products={paged.products} paging={paged} /> : null}
            </>
          )}
        </QueryView>
      ) : (
        <EmptyState message={t('catalogue.search.tooShort')} />
      )}
    </div>
  );
}
