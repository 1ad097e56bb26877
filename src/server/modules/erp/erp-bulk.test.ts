/**
 * The ERP's bulk upserts of clients and invoices through HTTP (issue 13): created / updated /
 * unchanged per row, the same payload twice changes nothing, a bad row refuses the whole call
 * (400 with the row's field, nothing written), the row cap, scopes, tenant isolation, and the
 * shop seeing an invoice the ERP sent. Rows use codes of their own (ERP-…), so the demo fixed
 * points hold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERP_BULK_MAX_ROWS } from '../../../contract/index.ts';
import { openTestApp, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';
import { createTestApiKey, type TestApiKey } from '../../test/erp-harness.ts';

describe.each(testDatabases())('ERP bulk upserts on %s', (kind) => {
  let t: TestApp;
  let key2: TestApiKey;
  let key5: TestApiKey;
  let ordersOnly2: TestApiKey;
  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2, 5] });
    key2 = await createTestApiKey(t, 2, ['clients', 'invoices']);
    key5 = await createTestApiKey(t, 5, ['clients', 'invoices']);
    ordersOnly2 = await createTestApiKey(t, 2, ['orders']);
  }, 300_000);
  afterAll(() => t?.close());

  const put = (path: 'clients' | 'invoices', key: TestApiKey, rows: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/erp/v1/${path}`,
      headers: key.headers,
      payload: { rows },
    });
  const client = async (tenantId: number, code: string) =>
    (
      await t.db.query(
        `select name, document_id, address, language, minimum_order::text as minimum_order,
                payment_limit::text as payment_limit, is_order_option_active
           from clients where tenant_id = $1 and external_id = $2`,
        [tenantId, code],
      )
    )[0];
  const erpAudits = async (action: string) =>
    (
      await t.db.query<{ n: number }>(
        `select count(*)::int as n from audit_log where action = $1 and actor_kind = 'apiKey'`,
        [action],
      )
    )[0]?.n;

  const shopA = {
    code: 'ERP-C1',
    name: 'Bar do Zé',
    documentId: '11.222.333/0001-44',
    address: 'Rua A 1',
    language: 'pt',
    minimumOrder: 100,
    paymentLimit: 2500.5,
  };
  const shopB = { code: 'ERP-C2', name: 'Mercado Sol' };

  it('creates, then the same payload changes nothing, then updates what differs', async () => {
    const first = await put('clients', key2, [shopA, shopB]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      results: [
        { key: 'ERP-C1', status: 'created' },
        { key: 'ERP-C2', status: 'created' },
      ],
      created: 2,
      updated: 0,
      unchanged: 0,
    });
    expect(await client(2, 'ERP-C1')).toEqual({
      name: 'Bar do Zé',
      document_id: '11.222.333/0001-44',
      address: 'Rua A 1',
      language: 'pt',
      minimum_order: '100.00',
      payment_limit: '2500.50',
      is_order_option_active: true,
    });
    expect(await erpAudits('erp.clients')).toBe(1);

    const again = await put('clients', key2, [shopA, shopB]);
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect(await erpAudits('erp.clients')).toBe(1);

    // Omitted fields keep their value; null clears a text field.
    const changed = await put('clients', key2, [
      { code: 'ERP-C1', name: 'Bar do Zé', address: null, paymentLimit: 3000 },
      shopB,
    ]);
    expect(changed.json().results).toEqual([
      { key: 'ERP-C1', status: 'updated' },
      { key: 'ERP-C2', status: 'unchanged' },
    ]);
    expect(await client(2, 'ERP-C1')).toMatchObject({
      document_id: '11.222.333/0001-44',
      address: null,
      payment_limit: '3000.00',
      minimum_order: '100.00',
    });
    expect(await erpAudits('erp.clients')).toBe(2);
  });

  it('refuses the whole call when a row is bad, naming the row; nothing is written', async () => {
    const cases: [unknown[], string, string][] = [
      [
        [
          { code: 'ERP-D1', name: 'a' },
          { code: 'ERP-D1', name: 'b' },
        ],
        'rows.1.code',
        'duplicateKey',
      ],
      [
        [
          { code: 'ERP-D2', name: 'a' },
          { code: 'ERP-D3', name: 'b', paymentLimit: -1 },
        ],
        'rows.1.paymentLimit',
        '',
      ],
      [[{ code: 'ERP-D4', name: 'a', minimumOrder: 1.234 }], 'rows.0.minimumOrder', ''],
      [[{ code: 'ERP D5', name: 'a' }], 'rows.0.code', ''],
      [[{ code: 'ERP-D6', name: 'a', tenantId: 5 }], 'rows.0', ''],
    ];
    for (const [rows, path, code] of cases) {
      const res = await put('clients', key2, rows);
      expect(res.statusCode, JSON.stringify(rows)).toBe(400);
      const body = res.json<{ code: string; fields: { path: string; code: string }[] }>();
      expect(body.code).toBe('validation');
      expect(body.fields.map((field) => field.path)).toContain(path);
      if (code) expect(body.fields).toContainEqual({ path, code });
    }
    const [none] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from clients where external_id like 'ERP-D%'`,
    );
    expect(none?.n).toBe(0);
  });

  it(`takes at most ${ERP_BULK_MAX_ROWS} rows a call, and that many in one go`, async () => {
    const rows = Array.from({ length: ERP_BULK_MAX_ROWS }, (_, i) => ({
      code: `ERP-BIG-${i}`,
      name: `Shop ${i}`,
      paymentLimit: i,
    }));
    const tooMany = await put('clients', key2, [...rows, { code: 'ERP-BIG-X', name: 'x' }]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'validation', fields: [{ path: 'rows' }] });
    const all = await put('clients', key2, rows);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ created: ERP_BULK_MAX_ROWS });
    expect((await put('clients', key2, rows)).json()).toMatchObject({
      unchanged: ERP_BULK_MAX_ROWS,
    });
  }, 120_000);

  it('upserts invoices of known clients; the shop sees them; unknown clients refuse the call', async () => {
    const invoice = {
      documentNumber: 'ERP-NF-1',
      clientCode: '1001',
      orderNumber: '100001',
      dueDate: '2026-12-10',
      value: 842.5,
      barCode: '34191790010104351004791020150008191230000084250',
    };
    const res = await put('invoices', key2, [invoice]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual([{ key: 'ERP-NF-1', status: 'created' }]);
    expect((await put('invoices', key2, [invoice])).json().unchanged).toBe(1);

    const shop = await t.app.inject({
      method: 'GET',
      url: '/api/getOpenInvoices',
      headers: await t.auth(2, '1001'),
    });
    expect(shop.body).toContain('ERP-NF-1');

    const paid = await put('invoices', key2, [{ ...invoice, paid: true }]);
    expect(paid.json().results).toEqual([{ key: 'ERP-NF-1', status: 'updated' }]);

    const refused = await put('invoices', key2, [
      { ...invoice, documentNumber: 'ERP-NF-2' },
      { ...invoice, documentNumber: 'ERP-NF-3', clientCode: 'NO-SUCH-CLIENT' },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'validation',
      params: { errors: 1 },
      fields: [{ path: 'rows.1.clientCode', code: 'unknownClient' }],
    });
    const [none] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from invoices where document_number in ('ERP-NF-2', 'ERP-NF-3')`,
    );
    expect(none?.n).toBe(0);
  });

  it("writes only the key's tenant: another tenant's clients are neither seen nor changed", async () => {
    await put('clients', key2, [{ code: 'ERP-T2ONLY', name: 'Tenant two' }]);
    // Tenant 5's key: the same code is a new client of tenant 5.
    const res = await put('clients', key5, [{ code: 'ERP-T2ONLY', name: 'Tenant five' }]);
    expect(res.json().results).toEqual([{ key: 'ERP-T2ONLY', status: 'created' }]);
    expect((await client(2, 'ERP-T2ONLY'))?.name).toBe('Tenant two');
    expect((await client(5, 'ERP-T2ONLY'))?.name).toBe('Tenant five');
    // An invoice for a client of tenant 2 only is refused to tenant 5's key.
    const invoice = await put('invoices', key5, [
      {
        documentNumber: 'ERP-NF-9',
        clientCode: 'ERP-C1',
        orderNumber: '1',
        dueDate: '2026-12-01',
        value: 1,
      },
    ]);
    expect(invoice.statusCode).toBe(400);
    expect(invoice.json().fields).toEqual([{ path: 'rows.0.clientCode', code: 'unknownClient' }]);
  });

  it('needs the scope of the kind', async () => {
    const valid = {
      clients: { code: 'ERP-S1', name: 'x' },
      invoices: {
        documentNumber: 'ERP-S1',
        clientCode: '1001',
        orderNumber: '1',
        dueDate: '2026-12-01',
        value: 1,
      },
    };
    for (const path of ['clients', 'invoices'] as const) {
      const res = await put(path, ordersOnly2, [valid[path]]);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'apiKeyScopeMissing', params: { scope: path } });
    }
    const none = await t.app.inject({
      method: 'PUT',
      url: '/api/erp/v1/clients',
      payload: { rows: [shopB] },
    });
    expect(none.statusCode).toBe(401);
  });
});
