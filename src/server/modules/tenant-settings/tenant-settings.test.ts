/**
 * The console's tenant settings through HTTP (issue 13, settings; decision 058): an admin turns a
 * customer feature off and the shop's next calls (public config, ecommerce config, the feature's
 * own call) follow; the delivery calendar's closures and extra days change the dates offered; a
 * save the tenant schema refuses is a 400 naming the field; a stale version is a 409; the audit
 * log keeps the previous value and one call restores it; other roles read but cannot write; one
 * tenant's admin never sees or changes another's; a second app instance on the same database sees
 * a save on its next request. Each describe opens a database of its own, so the demo tenants'
 * fixed points are untouched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTenantSettings, TenantSettings } from '../../../contract/index.ts';
import { buildApp } from '../../app.ts';
import type { App } from '../../deps.ts';
import { loadServedTenants } from '../../served-tenants.ts';
import { openTestApp, TEST_NOW, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';
import { operatorAuth } from '../../test/operator-harness.ts';
import { runDueRecurrentOrders } from '../jobs/recurrent-orders.ts';
import { insertRecurrentSchedule } from '../ordering/order-repository.ts';
import { first, quantityFor, seededProducts } from '../ordering/ordering.fixture.ts';

type Headers = Record<string, string>;

describe.each(testDatabases())('tenant settings in the console on %s', (kind) => {
  let t: TestApp;
  let other: App;
  let admin2: Headers;
  let admin5: Headers;
  let sales2: Headers;
  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2, 5] });
    // A second instance: its own tenant registry and caches, the same database.
    other = await buildApp({
      config: t.config,
      db: t.db,
      now: t.clock.now,
      tenants: loadServedTenants(t.config),
    });
    await other.ready();
    admin2 = await operatorAuth(t, { bottler: 2, role: 'admin' });
    admin5 = await operatorAuth(t, { bottler: 5, role: 'admin' });
    sales2 = await operatorAuth(t, { bottler: 2, role: 'sales' });
  }, 300_000);
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  const read = async (headers: Headers) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/tenant-settings', headers });
    expect(res.statusCode).toBe(200);
    return res.json<AdminTenantSettings>();
  };
  const save = (headers: Headers, version: number, settings: TenantSettings) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/tenant-settings',
      headers,
      payload: { version, settings },
    });
  const restore = (headers: Headers, version: number, auditId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/tenant-settings/restore',
      headers,
      payload: { version, auditId },
    });
  const publicFeatures = async (app: App, bottler = 2) =>
    (await app.inject({ method: 'GET', url: `/api/tenant/${bottler}` })).json<{
      features: Record<string, boolean>;
      menu: { primary: string[] };
    }>();
  const shopGet = async (app: App, url: string, bottler = 2, client = '1001') =>
    app.inject({ method: 'GET', url: `/api/${url}`, headers: await t.auth(bottler, client) });

  /** The file's settings without favorites: the switch off and its menu entries gone. */
  const withoutFavorites = (settings: TenantSettings): TenantSettings => ({
    ...settings,
    features: { ...settings.features, favorites: false },
    menu: {
      primary: settings.menu.primary.filter((entry) => entry !== 'favorites'),
      secondary: settings.menu.secondary.filter((entry) => entry !== 'favorites'),
      fixed: settings.menu.fixed.filter((entry) => entry !== 'favorites'),
    },
  });

  it('turns a customer feature off for every instance, audited, and restores it in one call', async () => {
    const before = await read(sales2);
    expect(before).toMatchObject({ environment: 'test', version: 0, overridden: [] });
    expect(before.settings).toEqual(before.file);
    expect(before.settings.features.favorites).toBe(true);
    // Both instances have served the file's configuration (and cached it).
    expect((await publicFeatures(t.app)).features.favorites).toBe(true);
    expect((await publicFeatures(other)).features.favorites).toBe(true);
    expect(
      (await (await shopGet(other, 'products/favorites')).json()).data.items.length,
    ).toBeGreaterThan(0);

    const saved = await save(admin2, 0, withoutFavorites(before.settings));
    expect(saved.statusCode).toBe(200);
    const after = saved.json<AdminTenantSettings>();
    expect(after).toMatchObject({ version: 1, overridden: ['features.favorites', 'menu'] });
    expect(after.settings.features.favorites).toBe(false);
    expect(after.file.features.favorites).toBe(true);
    expect(after.history[0]).toMatchObject({
      action: 'settings.update',
      operatorEmail: expect.stringContaining('@'),
      changed: ['features.favorites', 'menu'],
    });

    // The other instance, on its next requests: public config, ecommerce config, the feature.
    for (const app of [other, t.app]) {
      const config = await publicFeatures(app);
      expect(config.features.favorites).toBe(false);
      expect(config.menu.primary).not.toContain('favorites');
      const ecommerce = await shopGet(app, 'ecommerce/config');
      expect(ecommerce.json().menu.favorites).toBe(false);
      expect((await shopGet(app, 'products/favorites')).json().data.items).toEqual([]);
    }
    // Another tenant is untouched.
    expect((await publicFeatures(other, 5)).features).toEqual(
      (await publicFeatures(t.app, 5)).features,
    );

    // The audit log keeps the previous value; restoring it puts the file's favorites back.
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?entity=tenantSettings',
      headers: admin2,
    });
    expect(audit.json().items[0]).toMatchObject({
      action: 'settings.update',
      before: {},
      after: { features: { favorites: false } },
    });
    const restored = await restore(admin2, 1, after.history[0]!.auditId);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ version: 2, overridden: [] });
    expect(restored.json<AdminTenantSettings>().history.map((entry) => entry.action)).toEqual([
      'settings.restore',
      'settings.update',
    ]);
    expect((await publicFeatures(other)).features.favorites).toBe(true);
    expect((await shopGet(other, 'products/favorites')).json().data.items.length).toBeGreaterThan(
      0,
    );
  });

  it('refuses what the tenant schema refuses, naming the field, and writes nothing', async () => {
    const current = await read(admin2);
    // Favorites off while the primary menu still lists it (SPEC §2: entries need their feature).
    const res = await save(admin2, current.version, {
      ...current.settings,
      features: { ...current.settings.features, favorites: false },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation',
      fields: [{ path: 'menu.primary.2', code: 'featureOff' }],
    });
    // Announcements need the ecommerce config call.
    const announcements = await save(admin2, current.version, {
      ...current.settings,
      useAPIEcommerceConfig: false,
    });
    expect(announcements.json().fields).toContainEqual({
      path: 'features.featureAnnouncements',
      code: 'needsEcommerceConfig',
    });
    // A body off the contract (an unknown menu entry) is refused by the schema of the call.
    const unknown = await save(admin2, current.version, {
      ...current.settings,
      menu: { ...current.settings.menu, fixed: ['home' as 'products'] },
    });
    expect(unknown.statusCode).toBe(400);
    expect((await read(admin2)).version).toBe(current.version);
  });

  it('answers 409 staleVersion to a save over a version it did not read', async () => {
    const current = await read(admin2);
    const res = await save(admin2, current.version + 5, current.settings);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'staleVersion',
      params: { version: current.version },
    });
    const restoreStale = await restore(admin2, current.version + 5, '1');
    expect(restoreStale.statusCode).toBe(409);
  });

  it('adds closures and extra delivery days to the calendar the shop is offered', async () => {
    const dates = async () =>
      (await (await shopGet(other, 'scheduled/order/available/date/30')).json()) as string[];
    const offered = await dates();
    // 2026-11-20 (Friday) is Brazil's Black Consciousness Day; 2026-11-24 a Tuesday.
    expect(offered).not.toContain('2026-11-20');
    expect(offered).toContain('2026-11-24');

    const current = await read(admin2);
    const wrong = await save(admin2, current.version, {
      ...current.settings,
      calendar: { closures: ['2026-11-24'], extraDeliveryDays: ['2026-11-25', '2026-11-22'] },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual([
      { path: 'calendar.extraDeliveryDays.0', code: 'notClosed' },
      { path: 'calendar.extraDeliveryDays.1', code: 'notADeliveryWeekday' },
    ]);

    const res = await save(admin2, current.version, {
      ...current.settings,
      calendar: { closures: ['2026-11-24'], extraDeliveryDays: ['2026-11-20'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings.calendar).toEqual({
      closures: ['2026-11-24'],
      extraDeliveryDays: ['2026-11-20'],
    });
    const now = await dates();
    expect(now).toContain('2026-11-20');
    expect(now).not.toContain('2026-11-24');

    const cleared = await save(admin2, res.json().version, current.settings);
    expect(cleared.json().overridden).toEqual([]);
    expect(await dates()).toEqual(offered);
  });

  it('is what the recurrent-order job reads: recurrent delivery off skips a due schedule', async () => {
    await t.db.query('update recurrent_schedules set active = false');
    const product = first(await seededProducts(t, 2, 'plain'));
    await insertRecurrentSchedule(
      t.db,
      { tenantId: 2, clientId: '1001' },
      {
        periodDays: 30,
        startDate: '2026-10-20',
        // At TEST_NOW the earliest delivery is Thu 2026-11-19: this occurrence is due.
        nextDate: '2026-11-19',
        products: [
          { sku: product.sku, quantity: quantityFor(product, 200), combo: 0, familyId: 0 },
        ],
        createdAt: TEST_NOW,
      },
    );
    const current = await read(admin2);
    const off = await save(admin2, current.version, {
      ...current.settings,
      features: { ...current.settings.features, recurrentDelivery: false },
    });
    expect(off.statusCode).toBe(200);
    const served = loadServedTenants(t.config);
    const tenants = new Map([[2, served.get(2)!]]);
    expect(await runDueRecurrentOrders(t.db, { now: TEST_NOW, tenants })).toEqual({
      created: 0,
      skipped: 1,
      failed: 0,
    });
    const rows = await t.db.query<{ last_error: string | null }>(
      `select last_error from recurrent_schedules where tenant_id = 2 and active`,
    );
    expect(rows).toEqual([{ last_error: 'deliveryOptionUnavailable' }]);
    const restored = await save(admin2, off.json().version, current.settings);
    expect(restored.json().overridden).toEqual([]);
  });

  it('lets every role read and only admins write', async () => {
    const current = await read(sales2);
    const res = await save(sales2, current.version, withoutFavorites(current.settings));
    expect(res.statusCode).toBe(403);
    const history = current.history[0]?.auditId ?? '1';
    expect((await restore(sales2, current.version, history)).statusCode).toBe(403);
    expect((await read(admin2)).version).toBe(current.version);
  });

  it('keeps each tenant to its own settings and audit entries', async () => {
    const mine = await read(admin2);
    const theirs = await read(admin5);
    expect(theirs.history).toEqual([]);
    // Tenant 5 cannot restore tenant 2's entry: not found, nothing written.
    const res = await restore(admin5, theirs.version, mine.history[0]!.auditId);
    expect(res.statusCode).toBe(404);
    expect((await read(admin5)).version).toBe(theirs.version);
    expect((await read(admin2)).version).toBe(mine.version);
  });
});
