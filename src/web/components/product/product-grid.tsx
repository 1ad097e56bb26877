/** A list of product cards (a real list for screen readers), optionally under a heading. */
import { useEffect } from 'react';
import type { Product } from '../../../domain/types.ts';
import { trackViewItemList } from '../../lib/analytics.ts';
import { useTenant } from '../../lib/tenant-context.tsx';
import { ProductCard } from './product-card.tsx';
import styles from './product.module.css';

/** Analytics view_item_list, once per distinct list shown (SKUs and prices only). */
function useViewItemList(products: readonly Product[]): void {
  const { gtmId } = useTenant();
  const skus = products.map((product) => product.sku).join(',');
  useEffect(() => {
    trackViewItemList(
      products.map((product) => ({ item_id: product.sku, quantity: 1, price: product.price })),
      gtmId,
    );
    // The list is identified by its SKUs: a re-render with the same list sends nothing.
  }, [skus, gtmId]);
}

export function ProductGrid({ products }: { products: readonly Product[] }) {
  useViewItemList(products);
  return (
    <ul className={styles.grid}>
      {products.map((product) => (
        <li key={`${product.sku}-${product.combo ?? 0}-${product.familyId ?? 0}`}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
