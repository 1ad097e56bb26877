/**
 * The console's operator management (issue 12) through HTTP: invitations and their one-time
 * set-password links, the list, role changes, disabling and the last-admin rule, each audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW, openTestApp, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';
import { operatorAuth } from '../../test/operator-harness.ts';

const at = (hours: number) => new Date(TEST_NOW.getTime() + hours * 3600 * 1000);

interface Operator {
  id: string;
  email: string;
  role: string;
  disabled: boolean;
  passwordSet: boolean;
}

describe.each(testDatabases())('console operators on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind, {
      tenants: [2, 5],
      config: { PUBLIC_URL: 'https://refill.example' },
    });
  });
  afterAll(() => t?.close());

  const invite = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/admin/operators', headers, payload });
  const update = (headers: Record<string, string>, id: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/operators/${id}`, headers, payload });
  const list = async (headers: Record<string, string>, query = '') =>
    (await t.app.inject({ method: 'GET', url: `/api/admin/operators${query}`, headers })).json<{
      items: Operator[];
      nextCursor: string | null;
    }>();
  const setPassword = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin/password', payload: { token, password } });
  const audit = (action: string, entityId: string) =>
    t.db.query<{ tenant_id: number; operator_email: string; before: unknown; after: unknown }>(
      `select tenant_id, operator_email, before, after from audit_log
        where action = $1 and entity = 'operator' and entity_id = $2 order by id`,
      [action, entityId],
    );

  it('invites an operator with a one-time link that sets its password (72 h, single use)', async () => {
    t.clock.set(TEST_NOW);
    const admin = await operatorAuth(t, { bottler: 2, role: 'admin' });
    const res = await invite(admin, { email: 'Maria@2.refill.test', role: 'sales' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ setPasswordUrl: string; expiresAt: string; operator: Operator }>();
    expect(body.expiresAt).toBe(at(72).toISOString());
    expect(body.setPasswordUrl).toMatch(
      /^https:\/\/refill\.example\/admin\/set-password#token=[A-Za-z0-9_-]{43}$/,
    );
    expect(body.operator).toMatchObject({
      email: 'maria@2.refill.test',
      role: 'sales',
      passwordSet: false,
      disabled: false,
    });
    expect(await audit('operator.invite', body.operator.id)).toEqual([
      {
        tenant_id: 2,
        operator_email: 'admin@2.refill.test',
        before: null,
        after: { email: 'maria@2.refill.test', role: 'sales', disabled: false },
      },
    ]);

    const token = body.setPasswordUrl.split('#token=')[1] as string;
    const weak = await setPassword(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'validation' });
    expect((await setPassword(token, 'Sol@2026x')).json()).toEqual({ ok: true });
    const again = await setPassword(token, 'Lua@2026y');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ code: 'passwordLinkInvalid' });
    expect(await audit('operator.password', body.operator.id)).toEqual([
      expect.objectContaining({ before: { passwordSet: false }, after: { passwordSet: true } }),
    ]);

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email: 'maria@2.refill.test', password: 'Sol@2026x' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toHaveProperty('token');
  });

  it('refuses an expired link and a made-up one', async () => {
    t.clock.set(TEST_NOW);
    const admin = await operatorAuth(t, { bottler: 2, role: 'admin' });
    const res = await invite(admin, { email: 'late@2.refill.test', role: 'finance' });
    const token = res
      .json<{ setPasswordUrl: string }>()
      .setPasswordUrl.split('#token=')[1] as string;
    t.clock.set(at(72));
    expect((await setPassword(token, 'Sol@2026x')).json()).toEqual({ code: 'passwordLinkInvalid' });
    expect((await setPassword('A'.repeat(43), 'Sol@2026x')).json()).toEqual({
      code: 'passwordLinkInvalid',
    });
    t.clock.set(TEST_NOW);
  });

  it('refuses an email already used, in this tenant or another', async () => {
    const admin = await operatorAuth(t, { bottler: 2, role: 'admin' });
    for (const email of ['sales@2.refill.test', 'ADMIN@5.refill.test', 'platform@refill.test']) {
      const res = await invite(admin, { email, role: 'sales' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'operatorExists' });
    }
    const bad = await invite(admin, { email: 'not-an-email', role: 'sales' });
    expect(bad.statusCode).toBe(400);
    const platformRole = await invite(admin, { email: 'p@2.refill.test', role: 'platform' });
    expect(platformRole.statusCode).toBe(400);
  });

  it('lets only admins (and platform) manage operators', async () => {
    const sales = await operatorAuth(t, { bottler: 2, role: 'sales' });
    const finance = await operatorAuth(t, { bottler: 2, role: 'finance' });
    expect((await invite(sales, { email: 'x@2.refill.test', role: 'sales' })).statusCode).toBe(403);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/operators',
      headers: finance,
    });
    expect(listed.statusCode).toBe(403);
    expect(listed.json()).toEqual({ code: 'forbidden' });
    // Platform creates a tenant's first admin in the tenant it has selected.
    const platform = await operatorAuth(t, { bottler: 5, role: 'platform' });
    const res = await invite(platform, { email: 'first@5.refill.test', role: 'admin' });
    expect(res.statusCode).toBe(200);
    const emails = (await list(await operatorAuth(t, { bottler: 5, role: 'admin' }))).items.map(
      (operator) => operator.email,
    );
    expect(emails).toContain('first@5.refill.test');
  });

  it("lists the tenant's operators by email, page by page, never another tenant's", async () => {
    const admin = await operatorAuth(t, { bottler: 2, role: 'admin' });
    const all = await list(admin, '?limit=200');
    expect(all.items.every((operator) => operator.email.endsWith('@2.refill.test'))).toBe(true);
    expect(all.nextCursor).toBeNull();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: Operator[]; nextCursor: string | null } = await list(
        admin,
        `?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((operator) => operator.email));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.items.map((operator) => operator.email));
  });

  it('changes a role and disables an operator (its sessions end), audited', async () => {
    const admin = await operatorAuth(t, { bottler: 2, role: 'admin' });
    const finance = await operatorAuth(t, { bottler: 2, role: 'finance' });
    const target = (await list(admin)).items.find((o) => o.email === 'finance@2.refill.test');
    if (!target) throw new Error('seeded finance operator missing');
    const promoted = await update(admin, target.id, { role: 'admin' });
    expect(promoted.json()).toMatchObject({ role: 'admin', disabled: false });
    const disabled = await update(admin, target.id, { disabled: true, role: 'finance' });
    expect(disabled.json()).toMatchObject({ role: 'finance', disabled: true });
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: finance });
    expect(me.statusCode).toBe(401);
    expect(await audit('operator.update', target.id)).toEqual([
      expect.objectContaining({
        operator_email: 'admin@2.refill.test',
        before: { email: 'finance@2.refill.test', role: 'finance', disabled: false },
        after: { email: 'finance@2.refill.test', role: 'admin', disabled: false },
      }),
      expect.objectContaining({
        before: { email: 'finance@2.refill.test', role: 'admin', disabled: false },
        after: { email: 'finance@2.refill.test', role: 'finance', disabled: true },
      }),
    ]);
    const enabled = await update(admin, target.id, { disabled: false });
    expect(enabled.json()).toMatchObject({ disabled: false });
  });

  it('keeps the last admin: no self-demotion or disabling (409 lastAdmin), nothing changed', async () => {
    const admin = await operatorAuth(t, { bottler: 2, role: 'admin' });
    const self = (await list(admin)).items.find((o) => o.email === 'admin@2.refill.test');
    if (!self) throw new Error('seeded admin missing');
    for (const change of [{ role: 'sales' }, { disabled: true }]) {
      const res = await update(admin, self.id, change);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'lastAdmin' });
    }
    const still = (await list(admin)).items.find((o) => o.id === self.id);
    expect(still).toMatchObject({ role: 'admin', disabled: false });
    expect(await audit('operator.update', self.id)).toEqual([]);
  });

  it("answers 404 for another tenant's operator and changes nothing", async () => {
    const admin2 = await operatorAuth(t, { bottler: 2, role: 'admin' });
    const admin5 = await operatorAuth(t, { bottler: 5, role: 'admin' });
    const target = (await list(admin2)).items.find((o) => o.email === 'sales@2.refill.test');
    if (!target) throw new Error('seeded sales operator missing');
    const res = await update(admin5, target.id, { disabled: true });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'notFound' });
    expect((await list(admin2)).items.find((o) => o.id === target.id)).toMatchObject({
      disabled: false,
    });
  });
});
