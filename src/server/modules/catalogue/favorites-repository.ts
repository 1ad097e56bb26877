/**
 * The shop's favorites table (migration 002): one row per tenant, client and sku. Writes are
 * idempotent: marking twice keeps the first row (its date orders the list), unmarking a product
 * that is not a favorite changes nothing. Every statement is filtered by tenant and client
 * (SECURITY T4).
 */
import type { Queryable } from '../../db/types.ts';
import type { ClientScope } from './repository.ts';

/**
 * Marks `sku` as a favorite of the shop, only if the product exists in the shop's own tenant
 * (a product deleted meanwhile inserts nothing instead of breaking the foreign key).
 * True when the sku is a favorite afterwards.
 */
export async function insertFavorite(
  db: Queryable,
  scope: ClientScope,
  sku: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query<{ sku: string }>(
    `with added as (
       insert into favorites (tenant_id, client_id, sku, created_at)
       select p.tenant_id, $2, p.sku, $4
         from products p
        where p.tenant_id = $1 and p.sku = $3
       on conflict (tenant_id, client_id, sku) do nothing
       returning sku)
     select sku from added
     union all
     select sku from favorites where tenant_id = $1 and client_id = $2 and sku = $3`,
    [scope.tenantId, scope.clientId, sku, now],
  );
  return rows.length > 0;
}

/** Unmarks `sku` (nothing happens when it was not a favorite). */
export async function deleteFavorite(
  db: Queryable,
  scope: ClientScope,
  sku: string,
): Promise<void> {
  await db.query(`delete from favorites where tenant_id = $1 and client_id = $2 and sku = $3`, [
    scope.tenantId,
    scope.clientId,
    sku,
  ]);
}
