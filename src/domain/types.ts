/**
 * The shapes the business rules work on (SPEC.md section 3). Plain data, no behaviour.
 * Money at this boundary is a decimal number as the API carries it (e.g. 3.49); rules that add
 * or multiply money convert to integer cents with ./money.ts and round once, to 2 decimals.
 */

import type { LanguageCode } from './languages.ts';

export type { LanguageCode };

/** A tier price: from `minimumQuantity` units on, the unit price is `price`. */
export interface PricePromotion {
  minimumQuantity: number;
  price: number;
  discountPercentage?: number;
  unitCost?: number;
  tableCode?: string;
}

export interface Product {
  sku: string;
  description: string;
  /** Per-language descriptions, e.g. description_fr, description_ar. */
  [localized: `description_${string}`]: string | undefined;
  brand: string;
  [localizedBrand: `brand_${string}`]: string | undefined;
  category: string;
  /** Per-language category names, e.g. category_ar (`category` is the default language's). */
  [localizedCategory: `category_${string}`]: string | undefined;
  submenu?: string;
  size?: string;
  unit?: string;
  [bottlerType: `bottlerType_${string}`]: string | undefined;
  price: number;
  priceWithoutDiscount?: number;
  priceWithoutTax?: number;
  totalPrice?: number;
  unitCost?: number;
  suggestedSale?: number;
  imageUrl?: string;
  iconBannerUrl?: string;
  quantity?: number;
  /** Maximum units a shop may order; default 9999; 0 disables ordering. */
  quantityLimit?: number;
  pricePromotions?: PricePromotion[];
  isPromotionType?: boolean;
  isPromo?: boolean;
  isMSL?: boolean;
  alcoholic?: boolean;
  /** Combo id; 0 or absent when the product is not in a combo. */
  combo?: number;
  /** Combo family id; 0 when none. */
  familyId?: number;
  isGlassBottle?: boolean;
  /** Returnable glass bottles per unit sold. */
  glassBottles?: number;
  glassBottleProductId?: string;
  boxProductId?: string;
  isBottleBox?: boolean;
  tax?: number;
  packaging?: string;
}

export interface CartItem {
  product: Product;
  quantity: number;
}

export interface Client {
  minimumOrder: number;
  paymentLimit: number;
  document_id?: string;
  external_id: string;
  name: string;
  address?: string;
  isOrderOptionActive: boolean;
  isFinishOrderOverLimitAuthorized: boolean;
  bottler: number;
  language?: LanguageCode;
}
