/**
 * What the price engine reads from the database besides the catalogue (which comes from the
 * catalogue module's cache): the tenant's active combos and the outstanding amount of the
 * client's open orders (the client itself comes from modules/clients). Every query is filtered by the tenant and, for
 * client data, by the client from `ctx` (SECURITY T4).
 */
import type { Product } from '../../../domain/types.ts';
import type { ResolvedTenantConfig } from '../../../tenants/index.ts';
import type { Database, Queryable } from '../../db/types.ts';
import { getTenantCatalogue, getTenantCatalogueAt } from '../catalogue/catalogue-cache.ts';
import type {
  ComboDefinition,
  ComboFamilyDefinition,
  ComboKind,
  ComboRangeDefinition,
} from '../../../domain/pricing/price-engine-types.ts';

import type { ClientScope } from '../clients/client-repository.ts';

/** Whose data: the tenant and the client, from the verified context only. */
export type TenantClientScope = ClientScope;

const amount = (value: string | number | null | undefined): number | undefined =>
  value === null || value === undefined ? undefined : Number(value);

interface ComboRecord {
  id: number;
  kind: ComboKind;
  discount_percentage: string | null;
  families: { familyId: number; minimum: number }[] | null;
  members: { sku: string; familyId: number | null }[] | null;
  ranges: {
    minimumQuantity: number;
    price: string | number | null;
    discountPercentage: string | number | null;
  }[];
}

function toCombo(row: ComboRecord): ComboDefinition {
  const members = row.members ?? [];
  const combo: ComboDefinition = { id: row.id, kind: row.kind };
  const discount = amount(row.discount_percentage);
  if (discount !== undefined) combo.discountPercentage = discount;
  const families: ComboFamilyDefinition[] = (row.families ?? []).map((family) => ({
    familyId: family.familyId,
    minimum: family.minimum,
    skus: members.filter((m) => m.familyId === family.familyId).map((m) => m.sku),
  }));
  if (families.length > 0) combo.families = families;
  else combo.skus = members.map((m) => m.sku);
  const ranges: ComboRangeDefinition[] = (row.ranges ?? []).map((range) => {
    const definition: ComboRangeDefinition = { minimumQuantity: range.minimumQuantity };
    const unitPrice = amount(range.price);
    const percentage = amount(range.discountPercentage);
    if (unitPrice !== undefined) definition.unitPrice = unitPrice;
    if (percentage !== undefined) definition.discountPercentage = percentage;
    return definition;
  });
  if (ranges.length > 0) combo.ranges = ranges;
  return combo;
}

/** The tenant's active combos with these ids (families, member skus, price ranges), by id. */
export async function loadCombos(
  db: Queryable,
  tenantId: number,
  ids: readonly number[],
): Promise<Map<number, ComboDefinition>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<ComboRecord>(
    `select k.id, k.kind, k.discount_percentage,
            (select jsonb_agg(jsonb_build_object('familyId', f.family_id, 'minimum', f.minimum)
                              order by f.family_id)
               from combo_families f where f.tenant_id = k.tenant_id and f.combo_id = k.id) as families,
            (select jsonb_agg(jsonb_build_object('sku', m.sku, 'familyId', m.family_id) order by m.sku)
               from combo_products m where m.tenant_id = k.tenant_id and m.combo_id = k.id) as members,
            (select jsonb_agg(jsonb_build_object('minimumQuantity', r.minimum_quantity,
                                                 'price', r.price,
                                                 'discountPercentage', r.discount_percentage)
                              order by r.minimum_quantity)
               from combo_price_ranges r where r.tenant_id = k.tenant_id and r.combo_id = k.id) as ranges
       from combos k
      where k.tenant_id = $1 and k.active and k.id = any($2::int[])`,
    [tenantId, [...new Set(ids)]],
  );
  return new Map(rows.map((row) => [row.id, toCombo(row)]));
}

/** Order statuses that still count against the payment limit (not delivered, not cancelled). */
export const OPEN_ORDER_STATUSES = ['REGISTERED', 'BLOCKED', 'PREPARING', 'ROUTED'] as const;

/** What the client owes on its open orders (decimal, exact from numeric). */
export async function openOrdersTotal(db: Queryable, scope: TenantClientScope): Promise<number> {
  const [row] = await db.query<{ total: string | null }>(
    `select coalesce(sum(total), 0) as total from orders
      where tenant_id = $1 and client_id = $2 and status = any($3::text[])`,
    [scope.tenantId, scope.clientId, [...OPEN_ORDER_STATUSES]],
  );
  return Number(row?.total ?? 0);
}

export interface PricingData {
  catalogue: ReadonlyMap<string, Product>;
  combos: ReadonlyMap<number, ComboDefinition>;
}

/**
 * The tenant's current catalogue (shared cache) and the combos the lines name. `catalogueVersion`:
 * the version the caller has just read (else it is read here).
 */
export async function loadPricingData(
  deps: { db: Database; now: () => Date },
  tenant: ResolvedTenantConfig,
  lines: readonly { combo?: number | undefined }[],
  catalogueVersion?: number,
): Promise<PricingData> {
  const comboIds = lines.map((line) => line.combo ?? 0).filter((id) => id > 0);
  const [catalogue, combos] = await Promise.all([
    catalogueVersion === undefined
      ? getTenantCatalogue(deps, tenant.id)
      : getTenantCatalogueAt(deps, tenant.id, catalogueVersion),
    // A tenant without the combo service has no combos to price: combo lines are refused.
    tenant.features.combos
      ? loadCombos(deps.db, tenant.id, comboIds)
      : Promise.resolve(new Map<number, ComboDefinition>()),
  ]);
  return { catalogue: catalogue.bySku, combos };
}
