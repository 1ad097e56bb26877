/**
 * The console's combos through HTTP (issue 13, decision 061), on both databases: every role reads
 * the tenant's combos whole; an admin's change to a quantity combo's ranges is what the shop's
 * next `combo/products` shows and what its next simulation charges; a stale version is 409 and
 * changes nothing; the kinds' rules answer 400 with the field; packaging and other tenants' skus
 * are 422; sales cannot write; a created combo is in the shop's list. Tenant 2's demo combo 2 is
 * the quantity combo (ranges 6, 12, 24); it is restored after the test that changes it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCombo } from '../../../contract/index.ts';
import { openTestApp, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';
import { operatorAuth } from '../../test/operator-harness.ts';

type Headers = Record<string, string>;

describe.each(testDatabases())('console combos on %s', (kind) => {
  let t: TestApp;
  let admin: Headers;
  let sales: Headers;
  let shop: Headers;

  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2, 5] });
    admin = await operatorAuth(t, { bottler: 2, role: 'admin' });
    sales = await operatorAuth(t, { bottler: 2, role: 'sales' });
    shop = await t.auth(2, '1001');
  }, 300_000);
  afterAll(() => t?.close());

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const read = async (id: number, headers: Headers = sales): Promise<AdminCombo> => {
    const res = await send('GET', `/admin/combos/${id}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const editable = ({ id: _id, version: _version, ...fields }: AdminCombo) => fields;
  const shopCombo = async (id: number) => (await send('GET', `/combo/products/${id}`, shop)).json();
  const simulateTotal = async (sku: string, quantity: number, comboId: number) => {
    const res = await send('POST', '/order/simulate', shop, {
      products: [{ sku, quantity, combo: comboId }],
      orderType: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { price: number };
  };

  it('lets every role read the combos, one of each kind, with their parts', async () => {
    const list = await send('GET', '/admin/combos', sales);
    expect(list.statusCode).toBe(200);
    const items = list.json().items as { id: number; kind: string; productCount: number }[];
    expect(items.map((item) => item.kind)).toEqual(
      expect.arrayContaining(['family', 'quantity', 'generic']),
    );
    const quantity = await read(2);
    expect(quantity.kind).toBe('quantity');
    expect(quantity.ranges.map((range) => range.minimumQuantity)).toEqual([6, 12, 24]);
    expect(quantity.products.length).toBeGreaterThan(0);
    const family = await read(1);
    expect(family.families.length).toBe(2);
    expect(family.products.every((product) => product.familyId !== null)).toBe(true);
  });

  it("changes a quantity combo's ranges: the shop's next combo answer and simulation follow", async () => {
    const before = await read(2);
    const sku = before.products[0]?.sku ?? '';
    const chargedBefore = await simulateTotal(sku, 12, 2);
    const ranges = [
      { minimumQuantity: 6, discountPercentage: 5 },
      { minimumQuantity: 12, price: 0.5 },
    ];
    const res = await send('PUT', '/admin/combos/2', admin, {
      ...editable(before),
      names: { ...before.names, pt: 'Combo de teste' },
      ranges,
      version: before.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ version: before.version + 1, ranges });

    const { quantityCombo } = await shopCombo(2);
    expect(Object.keys(quantityCombo.ranges)).toEqual(['6', '12']);
    expect(quantityCombo.name).toBe('Combo de teste');
    const chargedAfter = await simulateTotal(sku, 12, 2);
    expect(chargedAfter.price).not.toBe(chargedBefore.price);
    expect(chargedAfter.price).toBeLessThan(chargedBefore.price);

    const [audit] = await t.db.query<{ action: string; before: AdminCombo; after: AdminCombo }>(
      `select action, before, after from audit_log
        where tenant_id = 2 and entity = 'combo' and entity_id = '2' order by id desc limit 1`,
    );
    expect(audit?.action).toBe('combo.update');
    expect(audit?.before.ranges).toEqual(before.ranges);
    expect(audit?.after.ranges).toEqual(ranges);

    // restore the demo combo
    const current = await read(2);
    const restored = await send('PUT', '/admin/combos/2', admin, {
      ...editable(before),
      version: current.version,
    });
    expect(restored.statusCode).toBe(200);
  });

  it('answers 409 staleVersion for a version read before a save, and changes nothing', async () => {
    const current = await read(3);
    const res = await send('PUT', '/admin/combos/3', admin, {
      ...editable(current),
      names: { pt: 'Perdido' },
      version: current.version - 1 || 999,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'staleVersion', params: { version: current.version } });
    expect((await read(3)).names).toEqual(current.names);
  });

  it.each([
    [
      'a family combo without families',
      { kind: 'family', families: [] },
      ['body.families', 'body.products.0.familyId', 'body.products.1.familyId'],
    ],
    [
      'quantity ranges out of order',
      {
        kind: 'quantity',
        ranges: [
          { minimumQuantity: 12, price: 1 },
          { minimumQuantity: 6, price: 2 },
        ],
      },
      ['body.ranges.1.minimumQuantity'],
    ],
    [
      'a generic combo with ranges',
      { kind: 'generic', ranges: [{ minimumQuantity: 6, price: 1 }] },
      ['body.ranges'],
    ],
  ])('refuses %s with the field (400)', async (_name, change, paths) => {
    const base = editable(await read(3));
    const res = await send('POST', '/admin/combos', admin, { ...base, ...change });
    expect(res.statusCode, res.body).toBe(400);
    const fields = (res.json().fields as { path: string }[]).map((field) => field.path);
    expect(fields.slice(0, paths.length)).toEqual(paths);
  });

  it("refuses packaging, unknown and other tenants' skus (422), and sales writing (403)", async () => {
    const base = editable(await read(3));
    // a product tenant 5 sells and tenant 2 does not
    await t.db.query(
      `insert into products (tenant_id, sku, description, brand_id, category_id, price, position)
       select tenant_id, 'T5-ONLY', description, brand_id, category_id, price, position
         from products where tenant_id = 5 and price > 0 and sku not like '%P' limit 1`,
    );
    const other = { sku: 'T5-ONLY' };
    const [packaging] = await t.db.query<{ sku: string }>(
      `select sku from products where tenant_id = 2 and sku like '%P' limit 1`,
    );
    for (const sku of [packaging?.sku, other?.sku, 'NO-SUCH-SKU']) {
      const res = await send('POST', '/admin/combos', admin, {
        ...base,
        products: [...base.products, { sku, familyId: null, quantity: 1 }],
      });
      expect(res.statusCode, `${sku}: ${res.body}`).toBe(422);
      expect(res.json()).toEqual({
        code: 'referenceInvalid',
        params: { field: `products.${base.products.length}.sku` },
      });
    }
    expect((await send('POST', '/admin/combos', sales, base)).statusCode).toBe(403);
  });

  it("creates a combo the shop lists next, and tenant 5's admin cannot read it", async () => {
    const base = editable(await read(3));
    const res = await send('POST', '/admin/combos', admin, {
      ...base,
      names: { pt: 'Kit novo do console' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json() as AdminCombo;
    expect(created.version).toBe(1);
    const list = (await send('GET', '/combo', shop)).json() as { id: number; name: string }[];
    expect(list).toContainEqual(
      expect.objectContaining({ id: created.id, name: 'Kit novo do console' }),
    );
    const admin5 = await operatorAuth(t, { bottler: 5, role: 'admin' });
    expect((await send('GET', `/admin/combos/${created.id}`, admin5)).statusCode).toBe(404);
  });
});
