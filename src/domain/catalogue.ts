/**
 * Catalogue rules (SPEC §5 "Orchestration products are kept only if priced and isMSL, with quantity 1").
 */
import { isPriced } from './prices.ts';
import type { Product } from './types.ts';

/** Orchestration products: only priced (> 0) must-stock (isMSL) products, each with quantity 1 (SPEC §5). */
export function orchestrationProducts(products: readonly Product[]): Product[] {
  return products
    .filter((product) => isPriced(product) && product.isMSL === true)
    .map((product) => ({ ...product, quantity: 1 }));
}
