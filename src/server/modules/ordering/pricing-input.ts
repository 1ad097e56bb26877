/**
 * The price engine's input for a request: the lines as sent, the catalogue and combos from the
 * server's data, tax and flags from the tenant, the client from the database (never the browser's
 * copy; SECURITY T2, T3).
 */
import type { UserFlow } from '../../../contract/index.ts';
import type { Client, Product } from '../../../domain/types.ts';
import type { ResolvedTenantConfig } from '../../../tenants/index.ts';
import type { Database } from '../../db/types.ts';
import { getTenantCatalogue } from '../catalogue/catalogue-cache.ts';
import type {
  ComboDefinition,
  PricingInput,
  PricingLineInput,
  PricingMode,
} from '../../../domain/pricing/price-engine-types.ts';
import { loadCombos } from './pricing-repository.ts';

export interface PricingData {
  catalogue: ReadonlyMap<string, Product>;
  combos: ReadonlyMap<number, ComboDefinition>;
}

/** The tenant's current catalogue (shared cache) and the combos the lines name. */
export async function loadPricingData(
  deps: { db: Database },
  tenant: ResolvedTenantConfig,
  lines: readonly PricingLineInput[],
): Promise<PricingData> {
  const comboIds = lines.map((line) => line.combo ?? 0).filter((id) => id > 0);
  const [catalogue, combos] = await Promise.all([
    getTenantCatalogue(deps, tenant.id),
    // A tenant without the combo service has no combos to price: combo lines are refused.
    tenant.features.combos
      ? loadCombos(deps.db, tenant.id, comboIds)
      : Promise.resolve(new Map<number, ComboDefinition>()),
  ]);
  return { catalogue: catalogue.bySku, combos };
}

export interface PricingRequest {
  mode: PricingMode;
  tenant: ResolvedTenantConfig;
  client: Client;
  lines: readonly PricingLineInput[];
  data: PricingData;
  userFlow: UserFlow | undefined;
  openOrdersTotal: number;
  clientTotal?: number | undefined;
}

export function pricingInput(request: PricingRequest): PricingInput {
  const { tenant } = request;
  const input: PricingInput = {
    mode: request.mode,
    lines: request.lines,
    catalogue: request.data.catalogue,
    combos: request.data.combos,
    tax: { vatRate: tenant.tax.vatRate, pricesIncludeTax: tenant.tax.pricesIncludeTax },
    client: request.client,
    tenant: {
      isPaymentLimitActive: tenant.isPaymentLimitActive,
      disableComboDiscountPercentage: tenant.disableComboDiscountPercentage,
      disableProductDiscountPercentage: tenant.disableProductDiscountPercentage,
      ...(tenant.totalPriceDiff !== undefined ? { totalPriceDiff: tenant.totalPriceDiff } : {}),
    },
    openOrdersTotal: request.openOrdersTotal,
  };
  const accepted = request.userFlow?.creditLimit?.creditLimitAccepted;
  input.userFlow = {
    ...(request.userFlow?.glassBottlesAccepted !== undefined
      ? { glassBottlesAccepted: request.userFlow.glassBottlesAccepted }
      : {}),
    ...(accepted !== undefined ? { creditLimit: { creditLimitAccepted: accepted } } : {}),
  };
  if (request.clientTotal !== undefined) input.clientTotal = request.clientTotal;
  return input;
}

/** The body's lines as the engine's input lines (client prices only compared in create mode). */
export function pricingLines(
  products: readonly {
    sku: string;
    quantity: number;
    combo?: number | undefined;
    familyId?: number | undefined;
    price?: number | undefined;
  }[],
): PricingLineInput[] {
  return products.map((line) => {
    const input: PricingLineInput = { sku: line.sku, quantity: line.quantity };
    if (line.combo !== undefined) input.combo = line.combo;
    if (line.familyId !== undefined) input.familyId = line.familyId;
    if (line.price !== undefined) input.clientPrice = line.price;
    return input;
  });
}
