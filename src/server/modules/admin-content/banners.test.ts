/**
 * The console's banners through HTTP (issue 13, content): an admin creates, updates and deletes a
 * banner, each change audited; the shop's next call shows it, and a dated one only from its start
 * (the test clock moves, nothing is written); a route off the redirect allow-list is a 400; other
 * roles read but cannot write; one tenant's admin never sees or changes another's banners.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, TEST_NOW, type TestApp } from '../../test/app-harness.ts';
import { auditRows } from '../../test/console-ops-support.ts';
import { testDatabases } from '../../test/databases.ts';
import { operatorAuth } from '../../test/operator-harness.ts';

type Headers = Record<string, string>;

const body = {
  index: 0,
  src: '/api/img/banner/console-made.svg',
  srcDesktop: null,
  altTexts: { pt: 'Feito no console', es: 'Hecho en la consola' },
  route: '/category/brands/products/1/1',
  startDate: null,
  endDate: null,
  active: true,
};

describe.each(testDatabases())('banners in the console on %s', (kind) => {
  let t: TestApp;
  let admin2: Headers;
  let admin5: Headers;
  let sales2: Headers;
  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2, 5] });
    admin2 = await operatorAuth(t, { bottler: 2, role: 'admin' });
    admin5 = await operatorAuth(t, { bottler: 5, role: 'admin' });
    sales2 = await operatorAuth(t, { bottler: 2, role: 'sales' });
  }, 300_000);
  afterAll(() => t?.close());

  const create = (headers: Headers, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/admin/banners', headers, payload });
  const update = (headers: Headers, id: number, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/banners/${id}`, headers, payload });
  const remove = (headers: Headers, id: number) =>
    t.app.inject({ method: 'POST', url: `/api/admin/banners/${id}/delete`, headers });
  const list = (headers: Headers) =>
    t.app.inject({ method: 'GET', url: '/api/admin/banners', headers });
  const shopAlts = async (bottler = 2, client = '1001') =>
    (
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/ecommerce/banner',
          headers: await t.auth(bottler, client),
        })
      ).json() as { altText: string }[]
    ).map((banner) => banner.altText);

  it('creates, updates and deletes a banner, audited; the shop’s next call follows', async () => {
    const created = await create(admin2, body);
    expect(created.statusCode).toBe(200);
    const banner = created.json<{ id: number; state: string; route: string }>();
    expect(banner).toMatchObject({ ...body, state: 'live' });
    expect(await shopAlts()).toContain('Feito no console');

    const listed = await list(sales2);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items).toContainEqual(banner);
    expect(listed.json().featured.length).toBeGreaterThan(0);

    const changed = await update(admin2, banner.id, {
      ...body,
      altTexts: { pt: 'Mudado no console' },
      active: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      state: 'inactive',
      altTexts: { pt: 'Mudado no console' },
    });
    expect(await shopAlts()).not.toContain('Mudado no console');

    expect((await remove(admin2, banner.id)).json()).toEqual({ ok: true });
    expect((await remove(admin2, banner.id)).statusCode).toBe(404);

    const audit = await auditRows(t.db, 'banner', String(banner.id));
    expect(audit.map((row) => [row.action, row.tenant_id, row.operator_email])).toEqual([
      ['banner.create', 2, 'admin@2.refill.test'],
      ['banner.update', 2, 'admin@2.refill.test'],
      ['banner.delete', 2, 'admin@2.refill.test'],
    ]);
    expect(audit[1]?.before).toMatchObject({ active: true });
    expect(audit[1]?.after).toMatchObject({ active: false });
  });

  it('a banner dated from tomorrow is absent now and shown at its start, with no write', async () => {
    // TEST_NOW is 2026-11-18 15:00 UTC: the 18th in every demo tenant's time zone.
    const res = await create(admin2, {
      ...body,
      altTexts: { pt: 'Amanhã' },
      startDate: '2026-11-19',
      endDate: '2026-11-20',
    });
    expect(res.statusCode).toBe(200);
    const banner = res.json<{ id: number }>();
    expect(res.json()).toMatchObject({
      startDate: '2026-11-19',
      endDate: '2026-11-20',
      state: 'scheduled',
    });
    const [row] = await t.db.query<{ starts_at: Date; ends_at: Date }>(
      'select starts_at, ends_at from banners where tenant_id = 2 and id = $1',
      [banner.id],
    );
    if (!row) throw new Error('no row');
    // Two days of the tenant's calendar: from the 19th's local midnight to the 21st's.
    expect(row.ends_at.getTime() - row.starts_at.getTime()).toBe(2 * 86_400_000);
    try {
      expect(await shopAlts()).not.toContain('Amanhã');
      t.clock.set(new Date(row.starts_at.getTime() - 1));
      expect(await shopAlts()).not.toContain('Amanhã');
      t.clock.set(row.starts_at);
      expect(await shopAlts()).toContain('Amanhã');
      // A console session of the moment (the one opened at TEST_NOW has gone idle by then).
      expect(
        (await list(await operatorAuth(t, { bottler: 2, role: 'admin' }))).json().items,
      ).toContainEqual(expect.objectContaining({ id: banner.id, state: 'live' }));
      t.clock.set(row.ends_at);
      expect(await shopAlts()).not.toContain('Amanhã');
      expect(
        (await list(await operatorAuth(t, { bottler: 2, role: 'admin' }))).json().items,
      ).toContainEqual(expect.objectContaining({ id: banner.id, state: 'ended' }));
    } finally {
      t.clock.set(TEST_NOW);
      await remove(admin2, banner.id);
    }
  });

  it.each([
    ['an external route', { route: 'https://evil.example/phish' }],
    ['a protocol-relative route', { route: '//evil.example' }],
    ['a javascript: route', { route: 'javascript:alert(1)' }],
    ['an end before the start', { startDate: '2026-12-02', endDate: '2026-12-01' }],
    ['an image that is not a URL', { src: 'javascript:alert(1)' }],
    ['no alt text', { altTexts: {} }],
  ])('refuses %s with 400 validation, writing nothing', async (_name, change) => {
    const before = await t.db.query('select id from banners where tenant_id = 2');
    const res = await create(admin2, { ...body, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation');
    expect(await t.db.query('select id from banners where tenant_id = 2')).toEqual(before);
  });

  it("refuses a banner whose alt text misses one of the tenant's languages, naming it", async () => {
    const admin5 = await operatorAuth(t, { bottler: 5, role: 'admin' });
    const res = await create(admin5, { ...body, altTexts: { fr: 'Promo été' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ path: 'altTexts.ar', code: 'missingTranslation' }]);
    expect(
      (await create(admin5, { ...body, altTexts: { fr: 'Promo été', ar: 'عروض الصيف' } }))
        .statusCode,
    ).toBe(200);
  });

  it('sales and finance read but cannot write', async () => {
    const finance2 = await operatorAuth(t, { bottler: 2, role: 'finance' });
    expect((await list(finance2)).statusCode).toBe(200);
    expect((await create(sales2, body)).statusCode).toBe(403);
    expect((await create(finance2, body)).statusCode).toBe(403);
    expect((await update(sales2, 1, body)).statusCode).toBe(403);
    expect((await remove(finance2, 1)).statusCode).toBe(403);
  });

  it('one tenant’s admin never sees nor changes another tenant’s banners', async () => {
    const banner = (await create(admin2, { ...body, altTexts: { pt: 'Só do 2' } })).json<{
      id: number;
    }>();
    try {
      expect((await list(admin5)).body).not.toContain('Só do 2');
      const theirs = { ...body, altTexts: { fr: 'Pas le mien', ar: 'ليس لي' } };
      expect((await update(admin5, banner.id, theirs)).statusCode).toBe(404);
      expect((await remove(admin5, banner.id)).statusCode).toBe(404);
      expect(await shopAlts(5, '5001')).not.toContain('Só do 2');
      expect((await list(admin2)).body).toContain('Só do 2');
    } finally {
      await remove(admin2, banner.id);
    }
  });
});
