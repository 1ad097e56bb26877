/**
 * The console's combos in SQL (issue 13, decision 061): a combo read whole (families, products,
 * ranges as jsonb in one statement), its list, and its write — the combo row, then its children
 * replaced (deleted and inserted from jsonb rows). Every statement names the operator's tenant.
 */
import type { Queryable } from '../../db/types.ts';

type Localized = Partial<Record<string, string>>;

export interface ComboRow {
  id: number;
  kind: 'family' | 'quantity' | 'generic';
  names: Localized;
  name: string;
  descriptions: Localized;
  image: string | null;
  discount_percentage: string | null;
  active: boolean;
  version: number;
  families: { familyId: number; names: Localized; minimum: number }[];
  products: { sku: string; familyId: number | null; quantity: number }[];
  ranges: { minimumQuantity: number; price: string | null; discountPercentage: string | null }[];
}

export interface ComboWrite {
  kind: ComboRow['kind'];
  name: string;
  names: Localized;
  description: string;
  descriptions: Localized;
  image: string | null;
  discountPercentage: string | null;
  active: boolean;
  families: { familyId: number; name: string; names: Localized; minimum: number }[];
  products: { sku: string; familyId: number | null; quantity: number }[];
  ranges: { minimumQuantity: number; price: string | null; discountPercentage: string | null }[];
}

export async function selectComboWhole(
  q: Queryable,
  tenantId: number,
  id: number,
  { forUpdate = false } = {},
): Promise<ComboRow | undefined> {
  const [row] = await q.query<ComboRow>(
    `select k.id, k.kind, k.name, k.names, k.descriptions, k.image,
            k.discount_percentage::text as discount_percentage, k.active, k.version,
            coalesce((select jsonb_agg(jsonb_build_object('familyId', f.family_id,
                                       'names', f.names, 'minimum', f.minimum)
                                       order by f.family_id)
                        from combo_families f
                       where f.tenant_id = k.tenant_id and f.combo_id = k.id), '[]') as families,
            coalesce((select jsonb_agg(jsonb_build_object('sku', m.sku,
                                       'familyId', m.family_id, 'quantity', m.quantity)
                                       order by m.family_id nulls first, m.sku)
                        from combo_products m
                       where m.tenant_id = k.tenant_id and m.combo_id = k.id), '[]') as products,
            coalesce((select jsonb_agg(jsonb_build_object('minimumQuantity', r.minimum_quantity,
                                       'price', r.price::text,
                                       'discountPercentage', r.discount_percentage::text)
                                       order by r.minimum_quantity)
                        from combo_price_ranges r
                       where r.tenant_id = k.tenant_id and r.combo_id = k.id), '[]') as ranges
       from combos k
      where k.tenant_id = $1 and k.id = $2
      ${forUpdate ? 'for update of k' : ''}`,
    [tenantId, id],
  );
  return row;
}

export interface ComboListRow {
  id: number;
  kind: ComboRow['kind'];
  name: string;
  names: Localized;
  image: string | null;
  active: boolean;
  product_count: number;
}

export const selectComboList = (q: Queryable, tenantId: number) =>
  q.query<ComboListRow>(
    `select k.id, k.kind, k.name, k.names, k.image, k.active,
            (select count(*)::int from combo_products m
              where m.tenant_id = k.tenant_id and m.combo_id = k.id) as product_count
       from combos k where k.tenant_id = $1 order by k.id limit 1000`,
    [tenantId],
  );

/** The next combo id of the tenant, under a lock held until the transaction ends. */
export async function nextComboId(q: Queryable, tenantId: number): Promise<number> {
  await q.query(`select pg_advisory_xact_lock(hashtext('admin-combos'), $1)`, [tenantId]);
  const [row] = await q.query<{ id: number }>(
    `select coalesce(max(id), 0) + 1 as id from combos where tenant_id = $1`,
    [tenantId],
  );
  return row?.id ?? 1;
}

/** Which of `skus` are active products of the tenant with a price above 0. */
export async function pricedSkus(
  q: Queryable,
  tenantId: number,
  skus: readonly string[],
): Promise<Set<string>> {
  const rows = await q.query<{ sku: string }>(
    `select sku from products
      where tenant_id = $1 and sku = any($2::text[]) and active and price > 0`,
    [tenantId, [...skus]],
  );
  return new Set(rows.map((row) => row.sku));
}

/** Inserts (version 1) or updates (version + 1) the combo row, then replaces its children. */
export async function writeCombo(
  q: Queryable,
  tenantId: number,
  id: number,
  combo: ComboWrite,
  mode: 'insert' | 'update',
): Promise<void> {
  const values = [
    tenantId,
    id,
    combo.kind,
    combo.name,
    JSON.stringify(combo.names),
    combo.description,
    JSON.stringify(combo.descriptions),
    combo.image,
    combo.discountPercentage,
    combo.active,
  ];
  if (mode === 'insert') {
    await q.query(
      `insert into combos (tenant_id, id, kind, name, names, description, descriptions, image,
                           discount_percentage, active)
       values ($1, $2, $3, $4, $5::jsonb, $6, $7::jsonb, $8, $9, $10)`,
      values,
    );
  } else {
    await q.query(
      `update combos set kind = $3, name = $4, names = $5::jsonb, description = $6,
              descriptions = $7::jsonb, image = $8, discount_percentage = $9, active = $10,
              version = version + 1
        where tenant_id = $1 and id = $2`,
      values,
    );
    await q.query(`delete from combo_products where tenant_id = $1 and combo_id = $2`, [
      tenantId,
      id,
    ]);
    await q.query(`delete from combo_families where tenant_id = $1 and combo_id = $2`, [
      tenantId,
      id,
    ]);
    await q.query(`delete from combo_price_ranges where tenant_id = $1 and combo_id = $2`, [
      tenantId,
      id,
    ]);
  }
  await q.query(
    `insert into combo_families (tenant_id, combo_id, family_id, name, names, minimum)
     select $1, $2, x.family_id, x.name, x.names, x.minimum
       from jsonb_to_recordset($3::jsonb) as x(family_id int, name text, names jsonb, minimum int)`,
    [
      tenantId,
      id,
      JSON.stringify(
        combo.families.map((f) => ({
          family_id: f.familyId,
          name: f.name,
          names: f.names,
          minimum: f.minimum,
        })),
      ),
    ],
  );
  await q.query(
    `insert into combo_products (tenant_id, combo_id, sku, family_id, quantity)
     select $1, $2, x.sku, x.family_id, x.quantity
       from jsonb_to_recordset($3::jsonb) as x(sku text, family_id int, quantity int)`,
    [
      tenantId,
      id,
      JSON.stringify(
        combo.products.map((p) => ({ sku: p.sku, family_id: p.familyId, quantity: p.quantity })),
      ),
    ],
  );
  await q.query(
    `insert into combo_price_ranges (tenant_id, combo_id, minimum_quantity, price,
                                     discount_percentage)
     select $1, $2, x.minimum_quantity, x.price, x.discount_percentage
       from jsonb_to_recordset($3::jsonb)
            as x(minimum_quantity int, price numeric, discount_percentage numeric)`,
    [
      tenantId,
      id,
      JSON.stringify(
        combo.ranges.map((r) => ({
          minimum_quantity: r.minimumQuantity,
          price: r.price,
          discount_percentage: r.discountPercentage,
        })),
      ),
    ],
  );
}
