import { describe, expect, it } from 'vitest';
import { productSchema } from '../../../contract/index.ts';
import { toProduct, type ProductQueryRow } from './product-rows.ts';

const row: ProductQueryRow = {
  sku: '101101',
  description: 'Refrigerante',
  descriptions: { pt: 'Refrigerante', fr: '' },
  brand: 'Fizzola',
  brand_names: { pt: 'Fizzola' },
  category: 'Refrigerantes',
  submenu: null,
  size: '350ml',
  unit: 'unit',
  bottler_type: {},
  price: '3.49',
  price_without_discount: '3.49',
  price_without_tax: '2.96',
  unit_cost: null,
  suggested_sale: null,
  image_url: '/api/img/product/101101.svg',
  icon_banner_url: null,
  quantity_limit: null,
  is_promotion_type: false,
  is_promo: false,
  is_msl: true,
  alcoholic: false,
  combo_id: null,
  family_id: null,
  is_glass_bottle: false,
  glass_bottles: 0,
  glass_bottle_product_sku: null,
  box_product_sku: null,
  is_bottle_box: false,
  packaging: 'can',
};

describe('product rows → compact domain products', () => {
  it('names the category in each language, like the brand (category_ar, SPEC §3)', () => {
    const product = toProduct(
      { ...row, category_names: { fr: 'Boissons gazeuses', ar: 'مشروبات غازية', pt: '' } },
      [],
    );
    expect(product).toMatchObject({
      category: 'Refrigerantes',
      category_fr: 'Boissons gazeuses',
      category_ar: 'مشروبات غازية',
    });
    expect(product).not.toHaveProperty('category_pt');
    expect(productSchema.safeParse(product).success).toBe(true);
  });

  it('leaves out null, false, empty and none-valued fields and fits the contract', () => {
    const product = toProduct(row, []);
    expect(product).toEqual({
      sku: '101101',
      description: 'Refrigerante',
      description_pt: 'Refrigerante',
      brand: 'Fizzola',
      brand_pt: 'Fizzola',
      category: 'Refrigerantes',
      price: 3.49,
      size: '350ml',
      unit: 'unit',
      priceWithoutDiscount: 3.49,
      priceWithoutTax: 2.96,
      imageUrl: '/api/img/product/101101.svg',
      isMSL: true,
      tax: 0.53,
      packaging: 'can',
    });
    expect(productSchema.safeParse(product).success).toBe(true);
  });

  it.each([
    [0, 0],
    [12, 12],
  ])('keeps quantityLimit %i (0 disables ordering, SPEC §5)', (limit, expected) => {
    expect(toProduct({ ...row, quantity_limit: limit }, []).quantityLimit).toBe(expected);
  });

  it('carries tier prices as pricePromotions (SPEC §5 tier prices)', () => {
    const tiers = [{ minimumQuantity: 5, price: 3.2, discountPercentage: 3, tableCode: 'T05' }];
    expect(toProduct(row, tiers).pricePromotions).toEqual(tiers);
  });
});
