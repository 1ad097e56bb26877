/**
 * The console's clients through HTTP (issue 12): list and search, profile, limits (finance),
 * address and ordering (sales), chat link and password reset, each change audited. Seeded shops
 * of tenants 2 and 5: 1001…1004 (1004: payment limit 300, not authorised over it); 7777 exists
 * in tenant 2 only. Tests run in file order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/app-harness.ts';
import { auditRows } from '../../test/console-ops-support.ts';
import { testDatabases } from '../../test/databases.ts';
import { operatorAuth } from '../../test/operator-harness.ts';
import {
  first,
  quantityFor,
  seededProducts,
  simulate,
  type SeededProduct,
} from '../ordering/ordering.fixture.ts';

type Headers = Record<string, string>;

describe.each(testDatabases())('console clients on %s', (kind) => {
  let t: TestApp;
  let admin2: Headers;
  let sales2: Headers;
  let finance2: Headers;
  let finance5: Headers;
  let cheapest: SeededProduct;
  beforeAll(async () => {
    t = await openTestApp(kind, {
      tenants: [2, 5, 7],
      config: { PUBLIC_URL: 'https://refill.example' },
    });
    admin2 = await operatorAuth(t, { bottler: 2, role: 'admin' });
    sales2 = await operatorAuth(t, { bottler: 2, role: 'sales' });
    finance2 = await operatorAuth(t, { bottler: 2, role: 'finance' });
    finance5 = await operatorAuth(t, { bottler: 5, role: 'finance' });
    cheapest = first(await seededProducts(t, 2, 'plain'));
    await t.db.query(
      `insert into clients (tenant_id, external_id, name, document_id, whatsapp_number, payment_limit)
       values (2, '7777', 'Mercearia Só do Dois', '12.345.678/0001-99', '+5521999990000', 50)`,
    );
  }, 300_000);
  afterAll(() => t?.close());

  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
  const put = (url: string, headers: Headers, payload: object) =>
    t.app.inject({ method: 'PUT', url, headers, payload });
  const post = (url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const limitOf = async (tenantId: number, clientId: string) => {
    const [row] = await t.db.query<{ payment_limit: string }>(
      `select payment_limit from clients where tenant_id = $1 and external_id = $2`,
      [tenantId, clientId],
    );
    return Number(row?.payment_limit);
  };

  it('lists by client id and searches id, name, document and phone', async () => {
    const all = (await get('/api/admin/clients?limit=2', sales2)).json();
    expect(all.items.map((c: { clientId: string }) => c.clientId)).toEqual(['1001', '1002']);
    const next = (await get(`/api/admin/clients?limit=2&cursor=${all.nextCursor}`, sales2)).json();
    expect(next.items[0].clientId).toBe('1003');
    // Names match whatever the case and accents typed ('Mercearia Só do Dois').
    for (const q of ['7777', 'só do', 'so do', 'SO DO', 'SÓ DO', '345.678', '99990000']) {
      const found = (await get(`/api/admin/clients?q=${encodeURIComponent(q)}`, sales2)).json();
      expect(
        found.items.map((c: { clientId: string }) => c.clientId),
        q,
      ).toEqual(['7777']);
    }
    const bad = await get('/api/admin/clients?limit=0', sales2);
    expect(bad.statusCode).toBe(400);
    expect((await get('/api/admin/clients', await t.auth(2, '1001'))).statusCode).toBe(401);
  });

  it("shows a shop's profile with its orders, open invoices and NPS answers", async () => {
    const res = await get('/api/admin/clients/1001', finance2);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.profile).toMatchObject({ clientId: '1001', hasPassword: true });
    expect(page.recentOrders.length).toBeGreaterThan(0);
    expect(page.recentOrders.every((o: { clientId: string }) => o.clientId === '1001')).toBe(true);
    expect(Array.isArray(page.openInvoices)).toBe(true);
    expect(Array.isArray(page.npsAnswers)).toBe(true);
    expect((await get('/api/admin/clients/nobody', finance2)).statusCode).toBe(404);
  });

  it("tenant 5's operators neither read nor change tenant 2's shop (404, unchanged)", async () => {
    expect((await get('/api/admin/clients/7777', finance5)).statusCode).toBe(404);
    const res = await put('/api/admin/clients/7777/limits', finance5, { paymentLimit: 9 });
    expect(res.statusCode).toBe(404);
    const admin5 = await operatorAuth(t, { bottler: 5, role: 'admin' });
    expect((await post('/api/admin/clients/7777/link', admin5)).statusCode).toBe(404);
    expect((await post('/api/admin/clients/7777/password-reset', admin5)).statusCode).toBe(404);
    const profile = await put('/api/admin/clients/7777/profile', admin5, { address: 'x' });
    expect(profile.statusCode).toBe(404);
    expect(await limitOf(2, '7777')).toBe(50);
    expect(await auditRows(t.db, 'client', '7777')).toEqual([]);
  });

  it.each([
    ['a negative payment limit', { paymentLimit: -1 }],
    ['three decimals', { paymentLimit: 10.005 }],
    ['a negative minimum order', { minimumOrder: -0.01 }],
    ['nothing to change', {}],
    ['a text amount', { paymentLimit: '100' }],
    ['an unknown field', { paymentLimit: 10, name: 'x' }],
  ])('limits with %s: 400 validation, unchanged', async (_case, body) => {
    const res = await put('/api/admin/clients/1004/limits', finance2, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation');
    expect(await limitOf(2, '1004')).toBe(300);
  });

  it('tenant 7 (PYG, no cents; client 1002, whose audit no other test reads): a limit with cents is refused by name, a whole one is taken', async () => {
    const finance7 = await operatorAuth(t, { bottler: 7, role: 'finance' });
    const before = await limitOf(7, '1002');
    const refused = await put('/api/admin/clients/1002/limits', finance7, {
      paymentLimit: 450000.75,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 'validation', params: { field: 'body.paymentLimit' } });
    expect(await limitOf(7, '1002')).toBe(before);
    const taken = await put('/api/admin/clients/1002/limits', finance7, { paymentLimit: 450000 });
    expect(taken.statusCode).toBe(200);
    expect(await limitOf(7, '1002')).toBe(450000);
  });

  it('sales may read but not change limits (403, unchanged)', async () => {
    const res = await put('/api/admin/clients/1004/limits', sales2, { paymentLimit: 1000 });
    expect(res.statusCode).toBe(403);
    expect(await limitOf(2, '1004')).toBe(300);
  });

  it("a changed payment limit is what the shop's very next simulation uses", async () => {
    const shop = await t.auth(2, '1004');
    const cart = {
      products: [{ sku: cheapest.sku, quantity: quantityFor(cheapest, 400) }],
      orderType: '',
    };
    expect((await simulate(t, shop, cart)).statusCode).toBe(406);
    const raised = await put('/api/admin/clients/1004/limits', finance2, {
      paymentLimit: 100000.5,
      minimumOrder: 0,
    });
    expect(raised.statusCode).toBe(200);
    expect(raised.json()).toMatchObject({ paymentLimit: 100000.5, minimumOrder: 0 });
    expect((await simulate(t, shop, cart)).statusCode).toBe(200);
    await put('/api/admin/clients/1004/limits', finance2, { paymentLimit: 5 });
    const lowered = await simulate(t, shop, cart);
    expect(lowered.statusCode).toBe(406);
    expect(lowered.body).toEqual({ code: 'limitOrder', params: { limit: 5 } });
    const audit = await auditRows(t.db, 'client', '1004');
    expect(audit[0]).toMatchObject({
      action: 'client.limits',
      operator_email: 'finance@2.refill.test',
      before: { paymentLimit: 300, minimumOrder: expect.any(Number) },
      after: { paymentLimit: 100000.5, minimumOrder: 0 },
    });
    expect(audit[1]).toMatchObject({
      before: { paymentLimit: 100000.5 },
      after: { paymentLimit: 5 },
    });
  });

  it('sales changes the address and turns ordering off; finance may not (403)', async () => {
    const refused = await put('/api/admin/clients/1003/profile', finance2, {
      orderingEnabled: false,
    });
    expect(refused.statusCode).toBe(403);
    const res = await put('/api/admin/clients/1003/profile', sales2, {
      address: 'Rua Nova 10, Rio de Janeiro',
      orderingEnabled: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      address: 'Rua Nova 10, Rio de Janeiro',
      orderingEnabled: false,
    });
    const cart = { products: [{ sku: cheapest.sku, quantity: 1 }], orderType: '' };
    const simulated = await simulate(t, await t.auth(2, '1003'), cart);
    expect(simulated.body).toMatchObject({ code: 'orderingDisabled' });
    expect((await auditRows(t.db, 'client', '1003')).at(-1)).toMatchObject({
      action: 'client.profile',
      after: { address: 'Rua Nova 10, Rio de Janeiro', orderingEnabled: false },
    });
  });

  it('sends a chat link the shop opens (audited without the link itself)', async () => {
    const res = await post('/api/admin/clients/1001/link', sales2);
    expect(res.statusCode).toBe(200);
    const { url, expiresAt } = res.json<{ url: string; expiresAt: string }>();
    expect(url).toMatch(/^https:\/\/refill\.example\/\?bottler=2&userToken=/);
    const token = new URL(url).searchParams.get('userToken');
    const opened = await post('/api/webtoken/validate', {}, { token });
    expect(opened.json()).toMatchObject({ payload: { bottler: 2, clientId: '1001' } });
    const audit = (await auditRows(t.db, 'client', '1001')).at(-1);
    expect(audit).toMatchObject({ action: 'client.link', after: { expiresAt } });
    expect(JSON.stringify(audit)).not.toContain(token ?? 'none');
    expect((await post('/api/admin/clients/1001/link', finance2)).statusCode).toBe(403);
  });

  it('resets a standalone password with a one-time link (shop rule, then login)', async () => {
    expect((await post('/api/admin/clients/1001/password-reset', finance2)).statusCode).toBe(403);
    const res = await post('/api/admin/clients/1001/password-reset', admin2);
    expect(res.statusCode).toBe(200);
    const { setPasswordUrl } = res.json<{ setPasswordUrl: string }>();
    expect(setPasswordUrl).toMatch(/^https:\/\/refill\.example\/set-password\?bottler=2#token=/);
    const token = setPasswordUrl.split('#token=')[1] ?? '';
    const weak = await post('/api/client-password', {}, { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    const set = await post('/api/client-password', {}, { token, password: 'Nova@2027x' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ ok: true, bottler: 2, clientId: '1001' });
    const login = (password: string) =>
      post('/api/user/authenticate/2', {}, { clientId: '1001', password });
    expect((await login('Nova@2027x')).statusCode).toBe(200);
    expect((await login('Demo@2026')).statusCode).toBe(401);
    const reused = await post('/api/client-password', {}, { token, password: 'Outra@2027x' });
    expect(reused.statusCode).toBe(404);
    expect((await auditRows(t.db, 'client', '1001')).at(-1)).toMatchObject({
      action: 'client.passwordReset',
    });
    // Three memory-hard hashes (scrypt): slow on a loaded machine, not a timing assertion.
  }, 180_000);
});
