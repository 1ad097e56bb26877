/**
 * Input and result shapes of the price engine (./price-engine.ts), the one computation behind
 * `POST order/simulate` and `POST order/create` (SPEC §7; PRODUCT.md "the server is the authority
 * on money"; SECURITY T2, T3). Plain data: the service loads it, the engine decides.
 */
import type { CreditLimitOutcome } from '../credit-limit.ts';
import type { PackagingRequirement } from '../packaging.ts';
import type { OrderBreakdown } from './order-breakdown.ts';
import type { Client, Product } from '../types.ts';

/** One line as the browser sent it. Price fields are only compared, never used to charge. */
export interface PricingLineInput {
  sku: string;
  quantity: number;
  /** Combo id; 0 or absent = not in a combo (SPEC §3). */
  combo?: number | undefined;
  /** Combo family id; 0 or absent = none (SPEC §3). */
  familyId?: number | undefined;
  /** The unit price the shop saw (order/create `price`); checked in create mode only. */
  price?: number | undefined;
}

export interface ComboFamilyDefinition {
  familyId: number;
  minimum: number;
  skus: readonly string[];
}

/** A quantity-combo range: from `minimumQuantity` combo units on, a unit price or a percentage off. */
export interface ComboRangeDefinition {
  minimumQuantity: number;
  discountPercentage?: number;
  unitPrice?: number;
}

export type ComboKind = 'family' | 'quantity' | 'generic';

export interface ComboDefinition {
  id: number;
  kind: ComboKind;
  /** Percentage off (0..100) for family and generic combos. */
  discountPercentage?: number;
  /** Family combos: each family's minimum and member skus. */
  families?: readonly ComboFamilyDefinition[];
  /** Quantity combos: the price ranges (SPEC §3 ranges keyed by minimumQuantity). */
  ranges?: readonly ComboRangeDefinition[];
  /** Member skus of a combo without families; when given, other skus are refused. */
  skus?: readonly string[];
}

export interface TaxSettings {
  /** e.g. 0.2 for 20 %. */
  vatRate: number;
  /** true: catalogue prices contain the VAT; false: VAT is added on top. */
  pricesIncludeTax: boolean;
}

export interface PricingTenantFlags {
  isPaymentLimitActive: boolean;
  /** Tolerance in currency units between the shop's and the server's prices (SPEC §9: 1 in Morocco). */
  totalPriceDiff?: number | undefined;
  /** Combo percentage discounts are not applied (range unit prices still are). */
  disableComboDiscountPercentage?: boolean | undefined;
  /** Accepted for completeness: tier prices are absolute prices, so this changes no amount. */
  disableProductDiscountPercentage?: boolean | undefined;
}

export interface PricingUserFlow {
  glassBottlesAccepted?: boolean | undefined;
  /** Only creditLimitAccepted is read; limits and authorisation come from server data (SECURITY T3). */
  creditLimit?: { creditLimitAccepted?: boolean | undefined } | undefined;
}

export type PricingMode = 'simulate' | 'create';

export interface PricingInput {
  mode: PricingMode;
  lines: readonly PricingLineInput[];
  /** The tenant's current products by sku, packaging products included. */
  catalogue: ReadonlyMap<string, Product>;
  /** The tenant's active combos by id. */
  combos: ReadonlyMap<number, ComboDefinition>;
  tax: TaxSettings;
  /** The client as the server knows it (never the browser's copy). */
  client: Client;
  tenant: PricingTenantFlags;
  userFlow?: PricingUserFlow | undefined;
  /** order/create `totalPrice`: the payable total the shop saw; checked in create mode only. */
  clientTotal?: number | undefined;
  /**
   * What the client already owes on its other open orders (decimal): counted with this order
   * against the payment limit (SECURITY T3). Absent = 0.
   */
  openOrdersTotal?: number | undefined;
}

/** One priced line. Decimal amounts; `unitPrice × quantity = lineTotal` exactly. */
export interface PricedLine {
  sku: string;
  description: string;
  quantity: number;
  /** Unit price after tiers and combo discounts. */
  unitPrice: number;
  /** The base catalogue price (or the tier price, if a tier is priced above it). */
  unitPriceWithoutDiscount: number;
  lineTotal: number;
  lineTotalWithoutDiscount: number;
  /** Savings from tier prices on this line. */
  promoDiscount: number;
  /** Savings from the combo on this line. */
  discount: number;
  /** 0 when not in a combo. */
  combo: number;
  /** 0 when none. */
  familyId: number;
  /** A packaging line (sku ending 'P'): glass bottles or boxes. */
  isPackaging: boolean;
}

/**
 * The simulation entity (SPEC §3). `price` is the amount payable: VAT included whether the
 * catalogue prices contained it or it was added on top.
 * Always: priceWithoutDiscount − promoDiscount − discount = price − (VAT added on top ? vat : 0).
 */
export interface PricingSimulation {
  price: number;
  priceWithoutDiscount: number;
  discount: number;
  promoDiscount: number;
  vat: number;
  orderDetails: PricedLine[];
  /** Products, deposits, discounts and tax that add up to `price` (./order-breakdown.ts). */
  breakdown: OrderBreakdown;
}

/** The same totals in integer cents, for storage and further arithmetic. */
export interface PricingTotalsCents {
  /** Amount payable. */
  price: number;
  /** Sum of line totals (after tiers and combos), before VAT added on top. */
  goods: number;
  priceWithoutDiscount: number;
  discount: number;
  promoDiscount: number;
  vat: number;
  /** price − vat: the amount without tax (order/create totalValueWithoutTax). */
  priceWithoutTax: number;
}

export interface PricingOutcome {
  /** Open orders plus the payable price are above an active payment limit (SPEC §5; SECURITY T3). */
  overPaymentLimit: boolean;
  creditLimit: CreditLimitOutcome;
  /** Per packaging sku: required vs in the order (always ok: the server derives packaging lines). */
  packaging: PackagingRequirement[];
  /** Some packaging line is too few or too many (false, as packaging is derived; kept for callers). */
  packagingMismatch: boolean;
  /** The payable price is below the client's minimum order (SPEC §5). */
  belowMinimum: boolean;
  minimumOrder: number;
}

export interface PricingSuccess {
  ok: true;
  simulation: PricingSimulation;
  totals: PricingTotalsCents;
  outcome: PricingOutcome;
}

export type PricingFailureCode =
  | 'emptyOrder'
  | 'unknownProduct'
  | 'orderingDisabled'
  | 'quantityLimitExceeded'
  | 'invalidCombo'
  | 'limitOrder'
  | 'creditLimitNotAccepted'
  | 'belowMinimumOrder'
  | 'pricesChanged';

export interface PricingFailure {
  ok: false;
  code: PricingFailureCode;
  params?: Record<string, string | number>;
}

export type PricingResult = PricingSuccess | PricingFailure;
