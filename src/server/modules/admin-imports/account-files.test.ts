/**
 * Clients and open invoices as console files through HTTP (issue 13, decision 060): per-row
 * errors with line and column (cells, a key twice, an unknown client), nothing written while any
 * row is bad, apply then re-import unchanged, absent columns keep their values, roles (finance
 * imports invoices, not clients; sales only exports), tenant isolation, export → import
 * unchanged with formula-like cells, and the shop seeing an imported invoice. Rows use codes of
 * their own (FILE-…), so the demo fixed points hold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';
import { operatorAuth } from '../../test/operator-harness.ts';

type Headers = Record<string, string>;

const csvCell = (text: string) =>
  /[",;\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
const csvOf = (rows: readonly (readonly string[])[]) =>
  rows.map((row) => row.map(csvCell).join(',')).join('\n') + '\n';

const CLIENT_HEAD = ['code', 'name', 'address', 'language', 'paymentLimit', 'isOrderOptionActive'];
const INVOICE_HEAD = ['documentNumber', 'clientCode', 'orderNumber', 'dueDate', 'value', 'paid'];

describe.each(testDatabases())('client and invoice files on %s', (kind) => {
  let t: TestApp;
  let admin: Headers;
  let finance: Headers;
  let sales: Headers;
  let admin5: Headers;

  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2, 5] });
    admin = await operatorAuth(t, { bottler: 2, role: 'admin' });
    finance = await operatorAuth(t, { bottler: 2, role: 'finance' });
    sales = await operatorAuth(t, { bottler: 2, role: 'sales' });
    admin5 = await operatorAuth(t, { bottler: 5, role: 'admin' });
  }, 300_000);
  afterAll(() => t?.close());

  const upload = (
    what: 'clients' | 'invoices',
    body: string,
    mode: 'dryRun' | 'apply' = 'dryRun',
    headers: Headers = admin,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/account-files/${what}/${mode}`,
      headers: { ...headers, 'content-type': 'text/csv' },
      payload: body,
    });
  /** The exported file's text after its UTF-8 BOM (which spreadsheets need to read 'Zé'). */
  const exported = async (what: 'clients' | 'invoices', headers: Headers = sales, locale = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/account-files/${what}${locale === '' ? '' : `?locale=${locale}`}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    return res.body.slice(1);
  };
  const clientRow = async (tenantId: number, code: string) =>
    (
      await t.db.query<{ name: string; address: string | null; payment_limit: string }>(
        `select name, address, payment_limit::text as payment_limit
           from clients where tenant_id = $1 and external_id = $2`,
        [tenantId, code],
      )
    )[0];
  const fileClients = async () =>
    (
      await t.db.query<{ n: number }>(
        `select count(*)::int as n from clients where external_id like 'FILE-%'`,
      )
    )[0]?.n;

  it('lists each bad cell and a repeated code with its line and column, and writes nothing', async () => {
    const csv = csvOf([
      CLIENT_HEAD,
      ['FILE-C1', 'Bar do Zé', 'Rua A 1', 'pt', '2500.50', 'true'],
      ['bad code', 'Sem código', '', '', '', ''],
      ['FILE-C3', '', '', 'de', '12.345', 'maybe'],
      ['FILE-C1', 'Again', '', '', '', ''],
    ]);
    for (const mode of ['dryRun', 'apply'] as const) {
      const res = await upload('clients', csv, mode);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.applied).toBe(false);
      expect(body.errors).toEqual([
        { line: 3, column: 'code', code: 'badCode' },
        { line: 4, column: 'isOrderOptionActive', code: 'notBoolean' },
        { line: 4, column: 'language', code: 'badLanguage' },
        { line: 4, column: 'name', code: 'required' },
        { line: 4, column: 'paymentLimit', code: 'tooManyDecimals', params: { max: 2 } },
        { line: 5, column: 'code', code: 'duplicateKey', params: { key: 'FILE-C1', line: 2 } },
      ]);
      // the good row is still planned against the database
      expect(body.counts).toMatchObject({ rows: 4, new: 1 });
    }
    expect(await fileClients()).toBe(0);
  });

  it('applies, audits, keeps absent columns, and a re-import changes nothing', async () => {
    const csv = csvOf([
      CLIENT_HEAD,
      ['FILE-C1', 'Bar do Zé', 'Rua A 1', 'pt', '2500.50', 'true'],
      ['FILE-C2', '=HYPERLINK("http://x")', '', 'ar', '', ''],
    ]);
    const applied = await upload('clients', csv, 'apply');
    expect(applied.json()).toMatchObject({
      applied: true,
      errorCount: 0,
      counts: { new: 2, changed: 0, unchanged: 0 },
    });
    expect(await clientRow(2, 'FILE-C1')).toEqual({
      name: 'Bar do Zé',
      address: 'Rua A 1',
      payment_limit: '2500.50',
    });
    const [audit] = await t.db.query<{ actor_kind: string; after: Record<string, unknown> }>(
      `select actor_kind, after from audit_log where tenant_id = 2 and action = 'clients.import'
        order by id desc limit 1`,
    );
    expect(audit).toMatchObject({
      actor_kind: 'operator',
      after: { kind: 'clients', new: 2, changed: 0, fileSha256: applied.json().fileSha256 },
    });

    const again = await upload('clients', csv, 'apply');
    expect(again.json()).toMatchObject({ applied: true, counts: { new: 0, unchanged: 2 } });

    // a file of code and name only renames and keeps the address and the limit
    const renamed = await upload(
      'clients',
      csvOf([
        ['code', 'name'],
        ['FILE-C1', 'Bar do Zé II'],
      ]),
      'apply',
    );
    expect(renamed.json()).toMatchObject({ applied: true, counts: { changed: 1 } });
    expect(await clientRow(2, 'FILE-C1')).toEqual({
      name: 'Bar do Zé II',
      address: 'Rua A 1',
      payment_limit: '2500.50',
    });
  });

  it('refuses an invoice of an unknown client by line, and the shop sees an imported one', async () => {
    const rows = [
      INVOICE_HEAD,
      ['FILE-NF/1', '1001', '100001', '2026-12-10', '842.50', 'false'],
      ['FILE-NF/2', 'NO-SUCH-CLIENT', '100001', '2026-12-10', '10.00', ''],
      ['FILE-NF/3', '1001', '100001', '2026-02-30', '-1', ''],
    ];
    const refused = await upload('invoices', csvOf(rows), 'apply');
    expect(refused.json()).toMatchObject({
      applied: false,
      errors: [
        { line: 3, column: 'clientCode', code: 'unknownClient' },
        { line: 4, column: 'dueDate', code: 'badDate' },
        { line: 4, column: 'value', code: 'negative' },
      ],
    });
    // finance imports invoices
    const applied = await upload('invoices', csvOf(rows.slice(0, 2)), 'apply', finance);
    expect(applied.json()).toMatchObject({ applied: true, counts: { new: 1 } });
    const shop = await t.app.inject({
      method: 'GET',
      url: '/api/getOpenInvoices',
      headers: await t.auth(2, '1001'),
    });
    expect(shop.body).toContain('FILE-NF/1');
  });

  it('lets finance import invoices but not clients, sales neither, and every role export', async () => {
    const clients = csvOf([
      ['code', 'name'],
      ['FILE-C9', 'X'],
    ]);
    expect((await upload('clients', clients, 'dryRun', finance)).statusCode).toBe(403);
    expect((await upload('clients', clients, 'dryRun', sales)).statusCode).toBe(403);
    const invoices = csvOf([INVOICE_HEAD, ['FILE-NF/9', '1001', '1', '2026-12-10', '1.00', '']]);
    expect((await upload('invoices', invoices, 'dryRun', sales)).statusCode).toBe(403);
    expect((await exported('invoices', finance)).split('\n')[0]).toBe(
      'documentNumber,clientCode,orderNumber,dueDate,value,paymentExpired,barCode,paid',
    );
  });

  it("export → import changes nothing, formula cells included, and shows no other tenant's rows", async () => {
    const clients = await exported('clients');
    expect(clients).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(clients).toContain('FILE-C1,Bar do Zé II');
    const reimport = await upload('clients', clients, 'apply');
    expect(reimport.json()).toMatchObject({
      applied: true,
      errorCount: 0,
      counts: { new: 0, changed: 0 },
    });
    const [formula] = await t.db.query<{ name: string }>(
      `select name from clients where tenant_id = 2 and external_id = 'FILE-C2'`,
    );
    expect(formula?.name).toBe('=HYPERLINK("http://x")');

    const invoices = await exported('invoices');
    expect(invoices).toContain('FILE-NF/1,1001,100001,2026-12-10,842.50');
    expect((await upload('invoices', invoices, 'apply')).json()).toMatchObject({
      counts: { new: 0, changed: 0 },
    });
    // for a spreadsheet in Brazil (decision 094): ';' between fields, money with a decimal comma,
    // and Excel's file re-imports unchanged
    const brazil = await exported('invoices', sales, 'pt-BR');
    expect(brazil.split('\n')[0]).toBe(
      'documentNumber;clientCode;orderNumber;dueDate;value;paymentExpired;barCode;paid',
    );
    expect(brazil).toContain('FILE-NF/1;1001;100001;2026-12-10;842,50;');
    expect((await upload('invoices', brazil, 'apply')).json()).toMatchObject({
      errorCount: 0,
      counts: { new: 0, changed: 0 },
    });
    expect(await exported('invoices', sales, 'es-MX')).toContain(
      'FILE-NF/1,1001,100001,2026-12-10,842.50,',
    );

    expect(await exported('clients', admin5)).not.toContain('FILE-C1');
    // tenant 5's admin writes tenant 5 only
    await upload(
      'clients',
      csvOf([
        ['code', 'name'],
        ['FILE-C1', 'Elsewhere'],
      ]),
      'apply',
      admin5,
    );
    expect((await clientRow(2, 'FILE-C1'))?.name).toBe('Bar do Zé II');
    expect((await clientRow(5, 'FILE-C1'))?.name).toBe('Elsewhere');
  });

  it('refuses a header without a key column or with an unknown one', async () => {
    const res = await upload(
      'invoices',
      csvOf([
        ['documentNumber', 'colour'],
        ['X', 'red'],
      ]),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'importHeader',
      params: { missing: 'clientCode, orderNumber, dueDate, value', unknown: 'colour' },
    });
  });
});
