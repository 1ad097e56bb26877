/**
 * What makes a combo well formed for its kind (SPEC §3 Combo, §5 combos), as the console writes
 * it (issue 13). Pure: the service adds what only the database knows (the skus are the tenant's
 * priced products, not packaging).
 *
 * - **family**: one or more families (ids unique, minimum ≥ 1); every product in a family that
 *   exists; every family with at least one product; no price ranges.
 * - **quantity**: one or more price ranges, minimum quantities strictly ascending, each a unit
 *   price or a discount; products without families; a shop reaches the first range's quantity.
 * - **generic**: products with a quantity each, no families, no ranges.
 *
 * Every problem is `{ path, code }` with the body's path (`families.0.familyId`), so the console
 * marks the field.
 */
export const COMBO_KINDS = ['family', 'quantity', 'generic'] as const;
export type ComboKind = (typeof COMBO_KINDS)[number];

export interface ComboShape {
  kind: ComboKind;
  families: readonly { familyId: number; minimum: number }[];
  products: readonly { sku: string; familyId: number | null; quantity: number }[];
  ranges: readonly {
    minimumQuantity: number;
    price?: number | undefined;
    discountPercentage?: number | undefined;
  }[];
}

export interface ComboProblem {
  path: string;
  code: 'required' | 'notAllowed' | 'duplicate' | 'unknownFamily' | 'emptyFamily' | 'notAscending';
}

export function comboShapeProblems(combo: ComboShape): ComboProblem[] {
  const problems: ComboProblem[] = [];
  const fail = (path: string, code: ComboProblem['code']) => problems.push({ path, code });

  const skus = new Set<string>();
  combo.products.forEach((product, index) => {
    if (skus.has(product.sku)) fail(`products.${index}.sku`, 'duplicate');
    skus.add(product.sku);
  });
  if (combo.products.length === 0) fail('products', 'required');

  if (combo.kind === 'family') {
    if (combo.families.length === 0) fail('families', 'required');
    const ids = new Set<number>();
    combo.families.forEach((family, index) => {
      if (ids.has(family.familyId)) fail(`families.${index}.familyId`, 'duplicate');
      ids.add(family.familyId);
    });
    combo.products.forEach((product, index) => {
      if (product.familyId === null) fail(`products.${index}.familyId`, 'required');
      else if (!ids.has(product.familyId)) fail(`products.${index}.familyId`, 'unknownFamily');
    });
    combo.families.forEach((family, index) => {
      if (!combo.products.some((product) => product.familyId === family.familyId)) {
        fail(`families.${index}`, 'emptyFamily');
      }
    });
  } else {
    if (combo.families.length > 0) fail('families', 'notAllowed');
    combo.products.forEach((product, index) => {
      if (product.familyId !== null) fail(`products.${index}.familyId`, 'notAllowed');
    });
  }

  if (combo.kind === 'quantity') {
    if (combo.ranges.length === 0) fail('ranges', 'required');
    combo.ranges.forEach((range, index) => {
      const previous = combo.ranges[index - 1];
      if (previous && range.minimumQuantity <= previous.minimumQuantity) {
        fail(`ranges.${index}.minimumQuantity`, 'notAscending');
      }
      if ((range.price === undefined) === (range.discountPercentage === undefined)) {
        fail(`ranges.${index}.price`, 'required');
      }
    });
  } else if (combo.ranges.length > 0) {
    fail('ranges', 'notAllowed');
  }
  return problems;
}
