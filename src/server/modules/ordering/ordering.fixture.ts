/**
 * Helpers of the ordering API tests: products of a seeded tenant picked by what a test needs, and
 * the two calls with their headers.
 */
import { IDEMPOTENCY_KEY_HEADER } from '../../../contract/index.ts';
import type { TestApp } from '../../test/app-harness.ts';

export interface SeededProduct {
  sku: string;
  price: number;
  quantityLimit: number | null;
  glassBottles: number;
  bottleSku: string | null;
  boxSku: string | null;
}

interface ProductRecord {
  sku: string;
  price: string;
  quantity_limit: number | null;
  glass_bottles: number;
  glass_bottle_product_sku: string | null;
  box_product_sku: string | null;
}

export type ProductKind = 'plain' | 'glass' | 'packaging' | 'limited';

/** Active products of `tenantId` of a kind, cheapest first. 'plain' ones have no tiers. */
export async function seededProducts(
  t: TestApp,
  tenantId: number,
  kind: ProductKind,
): Promise<SeededProduct[]> {
  const where = {
    plain: `sku not like '%P' and not is_glass_bottle and quantity_limit is null and price > 0
            and not exists (select 1 from product_price_tiers x
                             where x.tenant_id = p.tenant_id and x.sku = p.sku)`,
    glass: `is_glass_bottle and glass_bottle_product_sku is not null and box_product_sku is not null
            and quantity_limit is null and price > 0`,
    packaging: `sku like '%P'`,
    limited: `quantity_limit > 0 and sku not like '%P' and price > 0`,
  }[kind];
  const rows = await t.db.query<ProductRecord>(
    `select sku, price, quantity_limit, glass_bottles, glass_bottle_product_sku, box_product_sku
       from products p where tenant_id = $1 and active and ${where} order by price, sku`,
    [tenantId],
  );
  return rows.map((row) => ({
    sku: row.sku,
    price: Number(row.price),
    quantityLimit: row.quantity_limit,
    glassBottles: row.glass_bottles,
    bottleSku: row.glass_bottle_product_sku,
    boxSku: row.box_product_sku,
  }));
}

export function first<T>(list: readonly T[]): T {
  const item = list[0];
  if (item === undefined) throw new Error('fixture: nothing found');
  return item;
}

/** The smallest quantity of `product` whose total reaches `amount`. */
export const quantityFor = (product: SeededProduct, amount: number): number =>
  Math.max(1, Math.ceil(amount / product.price));

export async function simulate(
  t: TestApp,
  headers: Record<string, string>,
  payload: unknown,
): Promise<{ statusCode: number; body: Record<string, unknown> }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/order/simulate',
    headers,
    payload: payload as Record<string, unknown>,
  });
  return { statusCode: res.statusCode, body: res.json() };
}

/**
 * A create body as the cart sends it once the shop has confirmed its delivery address (SPEC §5,
 * asked by tenants 2, 5, 6, 12 and 13): `deliveryAddressConfirmed` is true unless the body says.
 */
export const confirmedAddress = (payload: unknown): Record<string, unknown> => {
  const body = payload as Record<string, unknown> & { userFlow?: object };
  return { ...body, userFlow: { deliveryAddressConfirmed: true, ...body.userFlow } };
};

/** POST order/create with the body as the cart sends it (`confirmedAddress`). */
export async function create(
  t: TestApp,
  headers: Record<string, string>,
  payload: unknown,
  key: string | undefined,
): Promise<{ statusCode: number; body: Record<string, unknown> & Record<number, unknown> }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/order/create',
    headers: key === undefined ? headers : { ...headers, [IDEMPOTENCY_KEY_HEADER]: key },
    payload: confirmedAddress(payload),
  });
  return { statusCode: res.statusCode, body: res.json() };
}

let keySeq = 0;
/** A fresh Idempotency-Key. */
export const newKey = (): string => `test-key-${process.pid}-${(keySeq += 1)}`;

export async function countOrders(
  t: TestApp,
  tenantId: number,
  clientId?: string,
): Promise<number> {
  const rows = await t.db.query<{ n: number }>(
    `select count(*)::int as n from orders where tenant_id = $1 and ($2::text is null or client_id = $2)`,
    [tenantId, clientId ?? null],
  );
  return rows[0]?.n ?? 0;
}
