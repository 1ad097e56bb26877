/** /category/brands/products/:categoryId/:brandId (SPEC §2): the brand's products in that category. */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isPriced } from '../../../domain/prices.ts';
import type { LanguageCode, Product } from '../../../domain/types.ts';
import pageStyles from '../../components/page/page.module.css';
import { ProductGrid } from '../../components/product/product-grid.tsx';
import { localizedBrand, localizedCategory } from '../../components/product/product-text.ts';
import { useCurrentLanguage, useProducts } from '../../lib/products.ts';
import { sameName } from './category-paths.ts';
import { EmptyState, QueryView } from '../../components/query-state/query-view.tsx';

export function brandProducts(
  products: readonly Product[],
  category: string,
  brand: string,
  language: LanguageCode,
): Product[] {
  return products.filter(
    (product) =>
      isPriced(product) &&
      (sameName(product.category, category) ||
        sameName(localizedCategory(product, language), category)) &&
      (sameName(product.brand, brand) || sameName(localizedBrand(product, language), brand)),
  );
}

export default function BrandProductsScreen() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const params = useParams();
  const category = params.categoryId ?? '';
  const brand = params.brandId ?? '';
  const products = useProducts();
  return (
    <div className={`${pageStyles.page} ${pageStyles.wide}`}>
      <h1 className={pageStyles.title}>{brand}</h1>
      <QueryView
        query={products}
        isEmpty={(data) => brandProducts(data, category, brand, language).length === 0}
        empty={<EmptyState message={t('notFound.product')} />}
      >
        {(data) => <ProductGrid products={brandProducts(data, category, brand, language)} />}
      </QueryView>
    </div>
  );
}
