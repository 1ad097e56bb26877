/** /products (SPEC §2): the priced catalogue, grouped by category. */
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isPackagingSku } from '../../../domain/order-body.ts';
import { isPriced } from '../../../domain/prices.ts';
import type { Product } from '../../../domain/types.ts';
import pageStyles from '../../components/page/page.module.css';
import { ProductGrid, type ProductSection } from '../../components/product/product-grid.tsx';
import { localizedCategory } from '../../components/product/product-text.ts';
import { useCurrentLanguage, useProducts } from '../../lib/products.ts';
import styles from './catalogue.module.css';
import { EmptyState, QueryView } from '../../components/query-state/query-view.tsx';

/** A category of returnable packaging only (empty bottles, crates: skus ending 'P', SPEC §5). */
function isPackagingGroup(products: readonly Product[]): boolean {
  return products.every((product) => isPackagingSku(product.sku));
}

/**
 * Priced products grouped by category, in catalogue order, with the returnable packaging
 * categories last: the shop comes for the drinks, the empties are an add-on.
 */
export function groupByCategory(products: readonly Product[]): [string, Product[]][] {
  const groups = new Map<string, Product[]>();
  for (const product of products) {
    if (!isPriced(product)) continue;
    const group = groups.get(product.category);
    if (group) group.push(product);
    else groups.set(product.category, [product]);
  }
  const entries = [...groups];
  return [
    ...entries.filter(([, items]) => !isPackagingGroup(items)),
    ...entries.filter(([, items]) => isPackagingGroup(items)),
  ];
}

function Catalogue({ products }: { products: readonly Product[] }) {
  const language = useCurrentLanguage();
  const sections = useMemo(
    () => groupByCategory(products).map(([category, items]) => ({ id: category, products: items })),
    [products],
  );
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
  return <ProductGrid sections={sections} renderSection={renderSection} />;
}

export default function ProductsScreen() {
  const { t } = useTranslation();
  const products = useProducts();
  return (
    <div className={`${pageStyles.page} ${pageStyles.wide}`}>
      {/* The breadcrumb already shows the title: the heading is for screen readers, so the
          first screen holds products (issue 14: at least three tiles at 360 × 740). */}
      <h1 className={styles.visuallyHidden}>{t('pageTitles.products')}</h1>
      <QueryView
        query={products}
        isEmpty={(data) => groupByCategory(data).length === 0}
        empty={<EmptyState message={t('notFound.product')} />}
      >
        {(data) => <Catalogue products={data} />}
      </QueryView>
    </div>
  );
}
