/**
 * The console's ERP API keys through HTTP (issue 13): an admin creates a key (the secret once,
 * only its hash stored), lists and revokes it, each change audited; other roles are refused;
 * a revoked key opens nothing; a key of one tenant is invisible to another's admin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/app-harness.ts';
import { auditRows } from '../../test/console-ops-support.ts';
import { testDatabases } from '../../test/databases.ts';
import { operatorAuth } from '../../test/operator-harness.ts';
import { hashSecret } from './key-secrets.ts';

type Headers = Record<string, string>;

describe.each(testDatabases())('ERP API keys in the console on %s', (kind) => {
  let t: TestApp;
  let admin2: Headers;
  let admin5: Headers;
  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2, 5] });
    admin2 = await operatorAuth(t, { bottler: 2, role: 'admin' });
    admin5 = await operatorAuth(t, { bottler: 5, role: 'admin' });
  }, 300_000);
  afterAll(() => t?.close());

  const create = (headers: Headers, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/admin/api-keys', headers, payload });
  const list = (headers: Headers) =>
    t.app.inject({ method: 'GET', url: '/api/admin/api-keys', headers });
  const revoke = (headers: Headers, id: string) =>
    t.app.inject({ method: 'POST', url: `/api/admin/api-keys/${id}/revoke`, headers });
  const feed = (secret: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/erp/v1/orders?limit=1',
      headers: { authorization: `Bearer ${secret}` },
    });

  it('creates a key: the secret once, its hash stored, the key listed without it, audited', async () => {
    const res = await create(admin2, { name: '  SAP production ', scopes: ['orders', 'clients'] });
    expect(res.statusCode).toBe(200);
    const { key, secret } = res.json<{ key: Record<string, unknown>; secret: string }>();
    expect(secret).toMatch(/^rk_[0-9a-f]{32}_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(`rk_${String(key.id)}_`)).toBe(true);
    expect(key).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      name: 'SAP production',
      scopes: ['clients', 'orders'],
      prefix: `rk_${String(key.id).slice(0, 8)}…`,
      createdAt: t.clock.now().toISOString(),
      createdBy: 'admin@2.refill.test',
      lastUsedAt: null,
      revokedAt: null,
    });
    const [row] = await t.db.query<{ secret_hash: string; tenant_id: number }>(
      `select secret_hash, tenant_id from api_keys where id = $1`,
      [String(key.id)],
    );
    expect(row?.tenant_id).toBe(2);
    expect(row?.secret_hash).toBe(hashSecret(secret.slice(36)));
    expect(JSON.stringify(await t.db.query(`select * from api_keys`))).not.toContain(
      secret.slice(36),
    );

    const listed = await list(admin2);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items).toEqual([key]);
    expect(listed.body).not.toContain(secret.slice(36));

    const audit = await auditRows(t.db, 'apiKey', String(key.id));
    expect(audit).toEqual([
      expect.objectContaining({
        tenant_id: 2,
        action: 'apiKey.create',
        operator_email: 'admin@2.refill.test',
        after: { name: 'SAP production', scopes: ['clients', 'orders'], revokedAt: null },
      }),
    ]);
    expect(JSON.stringify(audit)).not.toContain(secret.slice(36));

    // The key works, and its use shows as last used.
    expect((await feed(secret)).statusCode).toBe(200);
    expect((await list(admin2)).json().items[0].lastUsedAt).toBe(t.clock.now().toISOString());
  });

  it('refuses a key without scopes, with an unknown or repeated scope, or without a name', async () => {
    for (const payload of [
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['everything'] },
      { name: 'x', scopes: ['orders', 'orders'] },
      { name: '   ', scopes: ['orders'] },
      { name: 'x', scopes: ['orders'], tenantId: 5 },
    ]) {
      const res = await create(admin2, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('validation');
    }
  });

  it('is for admins: sales and finance are refused', async () => {
    for (const role of ['sales', 'finance'] as const) {
      const headers = await operatorAuth(t, { bottler: 2, role });
      expect((await list(headers)).statusCode).toBe(403);
      expect((await create(headers, { name: 'x', scopes: ['orders'] })).statusCode).toBe(403);
    }
  });

  it('revokes a key: it opens nothing any more; revoking again changes nothing', async () => {
    const { key, secret } = (await create(admin2, { name: 'old', scopes: ['orders'] })).json<{
      key: { id: string };
      secret: string;
    }>();
    expect((await feed(secret)).statusCode).toBe(200);
    const res = await revoke(admin2, key.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().revokedAt).toBe(t.clock.now().toISOString());
    const refused = await feed(secret);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ code: 'unauthorized' });
    expect((await revoke(admin2, key.id)).json().revokedAt).toBe(t.clock.now().toISOString());
    expect((await auditRows(t.db, 'apiKey', key.id)).map((row) => row.action)).toEqual([
      'apiKey.create',
      'apiKey.revoke',
    ]);
  });

  it("never shows or revokes another tenant's key", async () => {
    const { key, secret } = (await create(admin2, { name: 'mine', scopes: ['orders'] })).json<{
      key: { id: string };
      secret: string;
    }>();
    expect((await list(admin5)).json().items).toEqual([]);
    expect((await revoke(admin5, key.id)).statusCode).toBe(404);
    expect((await feed(secret)).statusCode).toBe(200);
    expect((await revoke(admin2, '0'.repeat(32))).statusCode).toBe(404);
  });
});
