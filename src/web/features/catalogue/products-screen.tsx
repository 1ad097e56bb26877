/** /products (SPEC §2): the priced catalogue, grouped by category, in pages from the server. */
import { useCallback, useMemo, type ReactNode } from 'react';
import { useT } from '../../lib/use-t.ts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Product } from '../../../domain/types.ts';
import pageStyles from '../../components/page/page.module.css';
import { ProductGrid, type ProductSection } from '../../components/product/product-grid.tsx';
import { localizedCategory } from '../../components/product/product-text.ts';
import { useCataloguePages, useCurrentLanguage, type PagedProducts } from '../../lib/products.ts';
import styles from './catalogue.module.css';
import { EmptyState, QueryView } from '../../components/query-state/query-view.tsx';

/** Products of consecutive runs of one category, as the server sends them (/products order). */
export function consecutiveSections(products: readonly Product[]): ProductSection[] {
  const sections: { id: string; products: Product[] }[] = [];
  for (const product of products) {
    const last = sections.at(-1);
    if (last && last.id === product.category) last.products.push(product);
    else sections.push({ id: product.category, products: [product] });
  }
  return sections;
}

function Catalogue({ paged }: { paged: PagedProducts }) {
  const language = useCurrentLanguage();
  const sections = useMemo(() => consecutiveSections(paged.products), [paged.products]);
  // One grid over all categories: its pages run across them (a category's heading shows with
  // its first card), and it has one status and one "show more" button at the end.
  const renderSection = useCallback(
    ({ id, products: items }: ProductSection, grid: ReactNode) => (
      <section className={styles.group} aria-labelledby={`cat-${id}`}>
        <h2 id={`cat-${id}`} className={styles.groupHeading}>
          {items[0] ? localizedCategory(items[0], language) : id}
        </h2>
        {grid}
      </section>
    ),
    [language],
  );
  return <ProductGrid sections={sections} renderSection={renderSection} paging={paged} />;
}

export default function ProductsScreen() {
  const t = useT();
  // The catalogue in pages of 40 from the server (decision 055), in /products order: categories
  // in catalogue order, returnable packaging last (domain/catalogue-pages.ts).
  const { query, paged } = useCataloguePages();
  return (
    <div className={`${pageStyles.page} ${pageStyles.wide}`}>
      {/* The breadcrumb already shows the title: the heading is for screen readers, so the
          first screen holds products (issue 14: at least three tiles at 360 × 740). */}
      <h1 className="visually-hidden">{t('pageTitles.products')}</h1>
      <QueryView
        query={query as unknown as UseQueryResult<unknown>}
        isEmpty={() => (paged?.total ?? 0) === 0}
        empty={<EmptyState message={t('notFound.product')} />}
      >
        {() => (paged ? <Catalogue paged={paged} /> : null)}
      </QueryView>
    </div>
  );
}
