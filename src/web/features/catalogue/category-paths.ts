/** Paths of the category → brand → products flow (SPEC §2). */
const segment = (value: string) => encodeURIComponent(value);

export const brandsPath = (category: string) => `/category/brands/${segment(category)}`;

export const brandProductsPath = (category: string, brand: string) =>
  `/category/brands/products/${segment(category)}/${segment(brand)}`;

/** A category with exactly one brand jumps to that brand's products; otherwise to its brands (SPEC §2). */
export function categoryTarget(category: string, brands: readonly { name: string }[]): string {
  const only = brands.length === 1 ? brands[0] : undefined;
  return only ? brandProductsPath(category, only.name) : brandsPath(category);
}

/** Case- and space-insensitive equality for route segments vs data. */
export const sameName = (a: string | undefined, b: string | undefined): boolean =>
  a !== undefined && b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();
