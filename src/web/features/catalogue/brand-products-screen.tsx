/** /category/brands/products/:categoryId/:brandId (SPEC §2): the brand's products in that category. */
import type { UseQueryResult } from '@tanstack/react-query';
import { useT } from '../../lib/use-t.ts';
import { useParams } from 'react-router';
import pageStyles from '../../components/page/page.module.css';
import { ProductGrid } from '../../components/product/product-grid.tsx';
import { useCataloguePages } from '../../lib/products.ts';
import { EmptyState, QueryView } from '../../components/query-state/query-view.tsx';

export default function BrandProductsScreen() {
  const t = useT();
  const params = useParams();
  const category = params.categoryId ?? '';
  const brand = params.brandId ?? '';
  // The server filters by category and brand (decision 055) and pages the answer.
  const { query, paged } = useCataloguePages({ category, brand });
  return (
    <div className={`${pageStyles.page} ${pageStyles.wide}`}>
      <h1 className={pageStyles.title}>{brand}</h1>
      <QueryView
        query={query as unknown as UseQueryResult<unknown>}
        isEmpty={() => (paged?.total ?? 0) === 0}
        empty={<EmptyState message={t('notFound.product')} />}
      >
        {() => (paged ? <ProductGrid products={paged.products} paging={paged} /> : null)}
      </QueryView>
    </div>
  );
}
