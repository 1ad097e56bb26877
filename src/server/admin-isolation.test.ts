/**
 * The console's credentials and tenant isolation across every console call (issue 12), listed
 * from the contract — every call with `auth: 'operatorSession'`, so a call added later is covered
 * without editing this file:
 * (a) without a token → 401; (b) with a shop's session token → 401; (c) for a call that declares
 * `roles`, an operator of a role outside them → 403. Requests are valid (the body example, path
 * parameters that parse) so that the guard, not validation, answers.
 * And a table of tenant-isolation cases that every console call must appear in: tenant 5's
 * operators never read or change tenant 2's rows. A console call without a case fails the test
 * until one is added.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TENANT_OPERATOR_ROLES,
  calls,
  type AdminTenantSettings,
  fillPath,
  type CallDescriptor,
  type OperatorRole,
} from '../contract/index.ts';
import { recordAudit } from './modules/audit/audit-repository.ts';
import { totpCode } from './modules/operators/totp.ts';
import { TEST_NOW, openTestApp, type TestApp } from './test/app-harness.ts';
import { insertOrder, orderStatus } from './test/console-ops-support.ts';
import { testDatabases } from './test/databases.ts';
import { operatorAuth } from './test/operator-harness.ts';

const consoleCalls = Object.entries(calls).filter(
  ([, call]) => (call as CallDescriptor).auth === 'operatorSession',
) as [string, CallDescriptor][];

/** Candidate values for path parameters: the first one the call's schema takes is used. */
const PARAM_CANDIDATES = [
  '00000000-0000-4000-8000-000000000000',
  '100001',
  '1001',
  '1',
  'prices',
  'clients',
  'dryRun',
  '0123456789abcdef0123456789abcdef',
  '2027',
  '2027-01-05',
];

function validParams(call: CallDescriptor): Record<string, string> {
  const shape = (
    call.params as unknown as {
      shape?: Record<string, { safeParse(v: unknown): { success: boolean } }>;
    }
  )?.shape;
  const params: Record<string, string> = {};
  for (const [name, schema] of Object.entries(shape ?? {})) {
    const value = PARAM_CANDIDATES.find((candidate) => schema.safeParse(candidate).success);
    if (value === undefined) throw new Error(`no candidate value parses as :${name}`);
    params[name] = value;
  }
  return params;
}

interface Harness {
  t: TestApp;
  auth: (bottler: number, role: OperatorRole) => Promise<Record<string, string>>;
  call: (
    name: keyof typeof calls,
    headers: Record<string, string>,
    options?: { params?: Record<string, string>; payload?: object; query?: string },
  ) => Promise<Awaited<ReturnType<TestApp['app']['inject']>>>;
  operatorId: (email: string) => Promise<string>;
}

/** Rows of tenant 2 only (seeded tenants share order numbers, client ids and schedule ids). */
const t2Order = (t: TestApp, orderNumber: string, status: 'REGISTERED' | 'BLOCKED') =>
  insertOrder(t.db, { tenantId: 2, orderNumber, clientId: '1002', status, createdAt: TEST_NOW });
async function t2Schedule(t: TestApp, id: number, paused = false): Promise<void> {
  await t.db.query(
    `insert into recurrent_schedules (tenant_id, id, client_id, period_days, start_date, next_date,
                                      paused_at)
     values (2, $1, '1001', 30, '2026-11-01', '2026-12-01', $2)`,
    [id, paused ? TEST_NOW : null],
  );
}
async function t2ScheduleState(t: TestApp, id: number) {
  const [row] = await t.db.query<{ active: boolean; paused: boolean }>(
    `select active, paused_at is not null as paused from recurrent_schedules
      where tenant_id = 2 and id = $1`,
    [id],
  );
  return row;
}
async function t2Client(t: TestApp, clientId: string): Promise<void> {
  await t.db.query(
    `insert into clients (tenant_id, external_id, name, payment_limit) values (2, $1, $1, 77)`,
    [clientId],
  );
}
async function t2Limit(t: TestApp, clientId: string): Promise<number> {
  const [row] = await t.db.query<{ limit: string }>(
    `select payment_limit as limit from clients where tenant_id = 2 and external_id = $1`,
    [clientId],
  );
  return Number(row?.limit);
}
async function t2NpsAnswer(t: TestApp, feedback: string): Promise<void> {
  await t.db.query(
    `insert into nps_answers (tenant_id, client_id, score, feedback, created_at)
     values (2, '1001', 2, $1, $2)`,
    [feedback, TEST_NOW],
  );
}

/** A product, brand or category of tenant 2 only (the demo tenants share skus and ids). */
async function t2Product(t: TestApp, sku: string): Promise<void> {
  await t.db.query(
    `insert into products (tenant_id, sku, description, brand_id, category_id, price)
     select 2, $1, 'T2 only', brand_id, category_id, 1 from products where tenant_id = 2 limit 1`,
    [sku],
  );
}
async function t2Product5Fields(t: TestApp) {
  const [row] = await t.db.query<{ brand_id: number; category_id: number }>(
    `select brand_id, category_id from products where tenant_id = 5 limit 1`,
  );
  return {
    descriptions: { fr: 'Sonde', ar: 'مسبار' },
    brandId: row?.brand_id ?? 1,
    categoryId: row?.category_id ?? 1,
    size: null,
    unit: null,
    packaging: null,
    isGlassBottle: false,
    glassBottles: 0,
    glassBottleProductSku: null,
    boxProductSku: null,
    isBottleBox: false,
    taxRate: 0.2,
    alcoholic: false,
    isMsl: false,
    quantityLimit: null,
    isPromotionType: false,
    isPromo: false,
    unitCost: null,
    suggestedSale: null,
    active: true,
    price: 9,
    priceWithoutDiscount: null,
    tiers: [],
  };
}
async function t2ProductRow(t: TestApp, sku: string) {
  const [row] = await t.db.query<{ description: string; price: string; image_url: string | null }>(
    `select description, price, image_url from products where tenant_id = 2 and sku = $1`,
    [sku],
  );
  return row;
}
async function t2Named(t: TestApp, table: 'brands' | 'categories', id: number, name: string) {
  await t.db.query(`insert into ${table} (tenant_id, id, name) values (2, $1, $2)`, [id, name]);
}
async function namedName(t: TestApp, table: 'brands' | 'categories', tenantId: number, id: number) {
  const [row] = await t.db.query<{ name: string }>(
    `select name from ${table} where tenant_id = $1 and id = $2`,
    [tenantId, id],
  );
  return row?.name;
}

/**
 * Tenant isolation, one case per console call: tenant 5's operators act, tenant 2's rows stay
 * theirs. Add a case here for every console call you add.
 */
/** A valid banner of the console (issue 13, content). */
const BANNER_BODY = {
  index: 0,
  src: '/api/img/banner/isolation.svg',
  srcDesktop: null,
  altTexts: { pt: 'T2 banner' },
  route: '/home',
  startDate: null,
  endDate: null,
  active: true,
};

/** Adds a closed day to the calendar of the operator's tenant (issue 13, settings). */
async function closeDay(
  call: Harness['call'],
  headers: Record<string, string>,
  day: string,
): Promise<AdminTenantSettings> {
  const current = (await call('adminTenantSettings', headers)).json<AdminTenantSettings>();
  const { settings } = current;
  const res = await call('adminUpdateTenantSettings', headers, {
    payload: {
      version: current.version,
      settings: {
        ...settings,
        calendar: { ...settings.calendar, closures: [...settings.calendar.closures, day] },
      },
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json<AdminTenantSettings>();
}

/** A generic combo valid for tenant 5 (French and Arabic names) of one product. */
const comboBody = (name: string, sku: string) => ({
  kind: 'generic',
  names: { fr: name, ar: name },
  descriptions: {},
  image: null,
  discountPercentage: 5,
  active: true,
  families: [],
  ranges: [],
  products: [{ sku, familyId: null, quantity: 1 }],
});

/** Shop content (decision 056): bodies valid for tenant 2 (pt) and for tenant 5 (fr, ar). */
const FEATURED_2 = {
  descriptions: { pt: 'T2-FEATURED' },
  buttonUrl: null,
  buttonTitles: {},
  image: null,
  startDate: null,
  endDate: null,
  active: true,
};
const FEATURED_5 = { ...FEATURED_2, descriptions: { fr: 'T5', ar: 'T5' } };
const IMAGE_2 = {
  index: 0,
  url: '/api/img/promo/iso.svg',
  altTexts: { pt: 'T2-IMAGE' },
  startDate: null,
  endDate: null,
  active: true,
};
const IMAGE_5 = { ...IMAGE_2, altTexts: { fr: 'T5', ar: 'T5' } };
const NOTE = { calloutText: '', altTextImage: '', msgTitle: 'T2-NOTE', msgText: 'T2' };
const NOTE_2 = {
  category: 'iso',
  mediaType: 'image',
  mediaUrl: '/api/img/feature/iso.svg',
  routeUrl: null,
  texts: { pt: NOTE },
  startDate: null,
  endDate: null,
  active: true,
};
const NOTE5 = { ...NOTE, msgTitle: 'T5', msgText: 'T5' };
const NOTE_5 = { ...NOTE_2, texts: { fr: NOTE5, ar: NOTE5 } };
const bingoOf = (sku: string, languages: string[]) => ({
  skus: [sku],
  prizes: [{ qty: 1, descriptions: Object.fromEntries(languages.map((l) => [l, 'T2-PRIZE'])) }],
  imgPrizeUrl: null,
  imgCheckUrl: null,
});
const skuOf = async (t: TestApp, tenant: number) =>
  (
    await t.db.query<{ sku: string }>(
      `select sku from products where tenant_id = $1 order by sku limit 1`,
      [tenant],
    )
  )[0]?.sku ?? '';

/** Tenant 2 creates at `path`; tenant 5's admin cannot replace or delete it (404, unchanged). */
function contentCases(
  create: string,
  update: string,
  remove: string,
  body2: object,
  body5: object,
) {
  const made = async ({ auth, call }: Harness) =>
    (await call(create as keyof typeof calls, await auth(2, 'admin'), { payload: body2 })).json<{
      id: number | string;
    }>().id;
  return {
    [create]: async (h: Harness) => {
      const res = await h.call(create as keyof typeof calls, await h.auth(5, 'admin'), {
        payload: body5,
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('T2-');
    },
    [update]: async (h: Harness) => {
      const id = await made(h);
      const res = await h.call(update as keyof typeof calls, await h.auth(5, 'admin'), {
        params: { id: String(id) },
        payload: body5,
      });
      expect(res.statusCode).toBe(404);
    },
    [remove]: async (h: Harness) => {
      const id = await made(h);
      const res = await h.call(remove as keyof typeof calls, await h.auth(5, 'admin'), {
        params: { id: String(id) },
      });
      expect(res.statusCode).toBe(404);
    },
  };
}

const TENANT_ISOLATION: Record<string, (h: Harness) => Promise<void>> = {
  ...contentCases(
    'adminCreateFeaturedBanner',
    'adminUpdateFeaturedBanner',
    'adminDeleteFeaturedBanner',
    FEATURED_2,
    FEATURED_5,
  ),
  ...contentCases(
    'adminCreatePromotionImage',
    'adminUpdatePromotionImage',
    'adminDeletePromotionImage',
    IMAGE_2,
    IMAGE_5,
  ),
  ...contentCases(
    'adminCreateAnnouncement',
    'adminUpdateAnnouncement',
    'adminDeleteAnnouncement',
    NOTE_2,
    NOTE_5,
  ),
  adminPromotionImages: async ({ auth, call }) => {
    await call('adminCreatePromotionImage', await auth(2, 'admin'), { payload: IMAGE_2 });
    expect((await call('adminPromotionImages', await auth(5, 'admin'))).body).not.toContain('T2-');
    expect((await call('adminPromotionImages', await auth(2, 'sales'))).body).toContain('T2-IMAGE');
  },
  adminAnnouncements: async ({ auth, call }) => {
    await call('adminCreateAnnouncement', await auth(2, 'admin'), { payload: NOTE_2 });
    expect((await call('adminAnnouncements', await auth(5, 'admin'))).body).not.toContain('T2-');
    expect((await call('adminAnnouncements', await auth(2, 'sales'))).body).toContain('T2-NOTE');
  },
  adminBingoCards: async ({ t, auth, call }) => {
    await call('adminSaveBingoCard', await auth(2, 'admin'), {
      params: { year: '2027', month: '3' },
      payload: bingoOf(await skuOf(t, 2), ['pt']),
    });
    expect((await call('adminBingoCards', await auth(5, 'admin'))).body).not.toContain('T2-');
    expect((await call('adminBingoCards', await auth(2, 'sales'))).body).toContain('T2-PRIZE');
  },
  adminSaveBingoCard: async ({ t, auth, call }) => {
    await call('adminSaveBingoCard', await auth(2, 'admin'), {
      params: { year: '2027', month: '4' },
      payload: bingoOf(await skuOf(t, 2), ['pt']),
    });
    const res = await call('adminSaveBingoCard', await auth(5, 'admin'), {
      params: { year: '2027', month: '4' },
      payload: { ...bingoOf(await skuOf(t, 5), ['fr', 'ar']), imgPrizeUrl: '/t5.svg' },
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.db.query<{ tenant_id: number; img_prize_url: string | null }>(
      `select tenant_id, img_prize_url from bingo_cards where year = 2027 and month = 4
        order by tenant_id`,
    );
    expect(rows).toEqual([
      { tenant_id: 2, img_prize_url: null },
      { tenant_id: 5, img_prize_url: '/t5.svg' },
    ]);
  },
  adminDeleteBingoCard: async ({ t, auth, call }) => {
    await call('adminSaveBingoCard', await auth(2, 'admin'), {
      params: { year: '2027', month: '5' },
      payload: bingoOf(await skuOf(t, 2), ['pt']),
    });
    const res = await call('adminDeleteBingoCard', await auth(5, 'admin'), {
      params: { year: '2027', month: '5' },
    });
    expect(res.statusCode).toBe(404);
    expect(
      await t.db.query(
        `select 1 from bingo_cards where tenant_id = 2 and year = 2027 and month = 5`,
      ),
    ).toHaveLength(1);
  },
  adminPriceLists: async ({ t, auth, call }) => {
    await call('adminSchedulePriceList', await auth(2, 'admin'), {
      payload: {
        startDate: '2027-02-01',
        rows: [{ sku: await skuOf(t, 2), price: 1, priceWithoutDiscount: null }],
      },
    });
    expect((await call('adminPriceLists', await auth(5, 'admin'))).body).not.toContain(
      '2027-02-01',
    );
    expect((await call('adminPriceLists', await auth(2, 'sales'))).body).toContain('2027-02-01');
  },
  adminSchedulePriceList: async ({ t, auth, call }) => {
    // Tenant 5 names a sku of its own; tenant 2's row of the same day stays as it was.
    const res = await call('adminSchedulePriceList', await auth(5, 'admin'), {
      payload: {
        startDate: '2027-02-02',
        rows: [{ sku: await skuOf(t, 5), price: 3, priceWithoutDiscount: null }],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(
      await t.db.query(`select 1 from scheduled_prices where tenant_id = 2 and price = 3`),
    ).toHaveLength(0);
  },
  adminDeletePriceList: async ({ t, auth, call }) => {
    await call('adminSchedulePriceList', await auth(2, 'admin'), {
      payload: {
        startDate: '2027-02-03',
        rows: [{ sku: await skuOf(t, 2), price: 1, priceWithoutDiscount: null }],
      },
    });
    const res = await call('adminDeletePriceList', await auth(5, 'admin'), {
      params: { startDate: '2027-02-03' },
    });
    expect(res.statusCode).toBe(404);
    expect(await t.db.query(`select 1 from scheduled_prices where tenant_id = 2`)).not.toHaveLength(
      0,
    );
  },
  adminSwitchTenant: async ({ auth, call }) => {
    const res = await call('adminSwitchTenant', await auth(5, 'admin'), {
      payload: { bottler: 2 },
    });
    expect(res.statusCode).toBe(403);
  },
  adminLogout: async ({ auth, call }) => {
    const theirs = await auth(2, 'admin');
    await call('adminLogout', await auth(5, 'admin'));
    expect((await call('adminMe', theirs)).statusCode).toBe(200);
  },
  adminLogoutAll: async ({ auth, call }) => {
    const theirs = await auth(2, 'admin');
    await call('adminLogoutAll', await auth(5, 'admin'));
    expect((await call('adminMe', theirs)).statusCode).toBe(200);
  },
  adminMe: async ({ auth, call }) => {
    const me = (await call('adminMe', await auth(5, 'admin'))).json<{
      tenantId: number;
      tenants: { bottler: number }[];
    }>();
    expect(me.tenantId).toBe(5);
    expect(me.tenants.map((tenant) => tenant.bottler)).toEqual([5]);
  },
  adminUpdateMe: async ({ t, auth, call }) => {
    await call('adminUpdateMe', await auth(5, 'admin'), { payload: { language: 'ar' } });
    const [row] = await t.db.query<{ language: string | null }>(
      `select language from operators where email = 'admin@2.refill.test'`,
    );
    expect(row?.language).toBeNull();
  },
  adminTotpSetup: async ({ t, auth, call }) => {
    await call('adminTotpSetup', await auth(5, 'sales'));
    const [row] = await t.db.query<{ pending: string | null }>(
      `select totp_pending_secret as pending from operators where email = 'sales@2.refill.test'`,
    );
    expect(row?.pending).toBeNull();
  },
  adminTotpConfirm: async ({ t, auth, call }) => {
    const headers = await auth(5, 'finance');
    const { secret } = (await call('adminTotpSetup', headers)).json<{ secret: string }>();
    const res = await call('adminTotpConfirm', headers, {
      payload: { code: totpCode(secret, t.clock.now()) },
    });
    expect(res.json()).toEqual({ totpEnabled: true });
    const rows = await t.db.query<{ email: string }>(
      `select email from operators where totp_secret is not null order by email`,
    );
    expect(rows.map((row) => row.email)).not.toContain('finance@2.refill.test');
  },
  adminTotpDisable: async ({ t, auth, call }) => {
    // Tenant 2's admin has TOTP; tenant 5's admin, without, sends a valid code of it.
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await t.db.query(`update operators set totp_secret = $1 where email = 'admin@2.refill.test'`, [
      secret,
    ]);
    const res = await call('adminTotpDisable', await auth(5, 'admin'), {
      payload: { code: totpCode(secret, t.clock.now()) },
    });
    expect(res.json()).toEqual({ code: 'totpNotEnabled' });
    const [row] = await t.db.query<{ secret: string | null }>(
      `select totp_secret as secret from operators where email = 'admin@2.refill.test'`,
    );
    expect(row?.secret).toBe(secret);
    await t.db.query(`update operators set totp_secret = null where email = 'admin@2.refill.test'`);
  },
  adminSecuritySettings: async ({ t, auth, call }) => {
    const res = await call('adminSecuritySettings', await auth(5, 'admin'), {
      payload: { requireTotp: false },
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.db.query(`select 1 from tenant_security_settings where tenant_id = 2`);
    expect(rows).toEqual([]);
  },
  adminOperators: async ({ auth, call }) => {
    const body = (
      await call('adminOperators', await auth(5, 'admin'), { query: '?limit=200' })
    ).json<{
      items: { email: string }[];
    }>();
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.filter((item) => !item.email.endsWith('@5.refill.test'))).toEqual([]);
  },
  adminInviteOperator: async ({ t, auth, call }) => {
    const res = await call('adminInviteOperator', await auth(5, 'admin'), {
      payload: { email: 'isolation@probe.test', role: 'sales' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.query<{ tenant_id: number }>(
      `select tenant_id from operators where email = 'isolation@probe.test'`,
    );
    expect(row?.tenant_id).toBe(5);
  },
  adminUpdateOperator: async ({ t, auth, call, operatorId }) => {
    const id = await operatorId('sales@2.refill.test');
    const res = await call('adminUpdateOperator', await auth(5, 'admin'), {
      params: { id },
      payload: { role: 'admin', disabled: true },
    });
    expect(res.statusCode).toBe(404);
    const [row] = await t.db.query<{ role: string; disabled_at: Date | null }>(
      `select role, disabled_at from operators where id = $1`,
      [id],
    );
    expect(row).toEqual({ role: 'sales', disabled_at: null });
  },
  adminAudit: async ({ auth, call }) => {
    const body = (await call('adminAudit', await auth(5, 'admin'), { query: '?limit=200' })).body;
    expect(body).not.toContain('TENANT2-AUDIT-MARKER');
    const own = (await call('adminAudit', await auth(2, 'admin'), { query: '?limit=200' })).body;
    expect(own).toContain('TENANT2-AUDIT-MARKER');
  },
  adminAuditCsv: async ({ auth, call }) => {
    const body = (await call('adminAuditCsv', await auth(5, 'admin'))).body;
    expect(body).not.toContain('TENANT2-AUDIT-MARKER');
    expect((await call('adminAuditCsv', await auth(2, 'admin'))).body).toContain(
      'TENANT2-AUDIT-MARKER',
    );
  },

  // console combos (issue 13): tenant 2's combo is not tenant 5's to read or write.
  adminCombos: async ({ t, auth, call }) => {
    await t.db.query(
      `update combos set name = 'T2-COMBO-MARKER', names = '{}' where tenant_id = 2 and id = 3`,
    );
    expect((await call('adminCombos', await auth(5, 'sales'))).body).not.toContain(
      'T2-COMBO-MARKER',
    );
    expect((await call('adminCombos', await auth(2, 'sales'))).body).toContain('T2-COMBO-MARKER');
  },
  adminCombo: async ({ t, auth, call }) => {
    await t.db.query(`delete from combos where tenant_id = 5 and id = 77`);
    await t.db.query(
      `insert into combos (tenant_id, id, kind, name) values (2, 77, 'generic', 'T2 only')`,
    );
    expect(
      (await call('adminCombo', await auth(5, 'admin'), { params: { id: '77' } })).statusCode,
    ).toBe(404);
  },
  adminCreateCombo: async ({ t, auth, call }) => {
    const [own] = await t.db.query<{ sku: string }>(
      `select sku from products where tenant_id = 5 and active and price > 0
          and sku not like '%P' order by sku limit 1`,
    );
    const res = await call('adminCreateCombo', await auth(5, 'admin'), {
      payload: comboBody('T5-NEW-COMBO', own?.sku ?? ''),
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.query<{ tenant_id: number }>(
      `select tenant_id from combos where name = 'T5-NEW-COMBO'`,
    );
    expect(row?.tenant_id).toBe(5);
  },
  adminUpdateCombo: async ({ t, auth, call }) => {
    // a combo id only tenant 2 has, and a body that would be valid for it
    await t.db.query(`delete from combos where tenant_id = 5 and id = 78`);
    await t.db.query(
      `insert into combos (tenant_id, id, kind, name) values (2, 78, 'generic', 'T2 combo')`,
    );
    const [shared] = await t.db.query<{ sku: string }>(
      `select a.sku from products a join products b on b.sku = a.sku and b.tenant_id = 5
        where a.tenant_id = 2 and a.active and a.price > 0 and b.active and b.price > 0
          and a.sku not like '%P' order by a.sku limit 1`,
    );
    const res = await call('adminUpdateCombo', await auth(5, 'admin'), {
      params: { id: '78' },
      payload: { ...comboBody('T5 WAS HERE', shared?.sku ?? ''), version: 1 },
    });
    expect(res.statusCode).toBe(404);
    const [after] = await t.db.query<{ name: string }>(
      `select name from combos where tenant_id = 2 and id = 78`,
    );
    expect(after?.name).toBe('T2 combo');
  },
  // the catalogue as files (issue 13): tenant 2's price lands in tenant 2's export only.
  adminCatalogueImport: async ({ t, auth }) => {
    const [row] = await t.db.query<{ sku: string }>(
      `select sku from products where tenant_id = 2 and sku not like '%P' order by sku limit 1`,
    );
    const csv = `sku,price\n${row?.sku ?? ''},4321.09\n`;
    const send = async (bottler: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/catalogue-files/prices/apply',
        headers: { ...(await auth(bottler, 'admin')), 'content-type': 'text/csv' },
        payload: csv,
      });
    expect((await send(5)).statusCode).toBe(200);
    const [before] = await t.db.query<{ price: string }>(
      `select price::text as price from products where tenant_id = 2 and sku = $1`,
      [row?.sku ?? null],
    );
    expect(before?.price).not.toBe('4321.09');
  },
  adminCatalogueExport: async ({ t, auth, call }) => {
    await t.db.query(
      `update products set price = 8765.43 where tenant_id = 2
          and sku = (select min(sku) from products where tenant_id = 2)`,
    );
    const theirs = await call('adminCatalogueExport', await auth(5, 'sales'), {
      params: { kind: 'prices' },
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toContain('8765.43');
    const own = await call('adminCatalogueExport', await auth(2, 'sales'), {
      params: { kind: 'prices' },
    });
    expect(own.body).toContain('8765.43');
  },
  // clients and invoices as files (issue 13): tenant 5's file writes tenant 5's rows only.
  adminClientsImport: async ({ t, auth }) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/account-files/clients/apply',
      headers: { ...(await auth(5, 'admin')), 'content-type': 'text/csv' },
      payload: 'code,name\n1001,Renamed by tenant 5\n',
    });
    expect(res.statusCode).toBe(200);
    const [own] = await t.db.query<{ name: string }>(
      `select name from clients where tenant_id = 2 and external_id = '1001'`,
    );
    expect(own?.name).not.toBe('Renamed by tenant 5');
  },
  adminInvoicesImport: async ({ t, auth }) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/account-files/invoices/apply',
      headers: { ...(await auth(5, 'finance')), 'content-type': 'text/csv' },
      // client 1001 of tenant 2 is not a client of tenant 5
      payload:
        'documentNumber,clientCode,orderNumber,dueDate,value\nISO-NF-1,1001,1,2026-12-10,1.00\n',
    });
    const [row] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from invoices where document_number = 'ISO-NF-1' and tenant_id = 2`,
    );
    expect(row?.n).toBe(0);
    expect(res.statusCode).toBe(200);
  },
  adminAccountExport: async ({ t, auth, call }) => {
    await t.db.query(
      `update clients set name = 'T2-CLIENT-MARKER' where tenant_id = 2 and external_id = '1001'`,
    );
    const theirs = await call('adminAccountExport', await auth(5, 'sales'), {
      params: { kind: 'clients' },
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toContain('T2-CLIENT-MARKER');
    const own = await call('adminAccountExport', await auth(2, 'sales'), {
      params: { kind: 'clients' },
    });
    expect(own.body).toContain('T2-CLIENT-MARKER');
  },
  // console: ERP API keys (issue 13) — a key of tenant 2.
  adminApiKeys: async ({ auth, call }) => {
    await call('adminCreateApiKey', await auth(2, 'admin'), {
      payload: { name: 'T2-KEY-MARKER', scopes: ['orders'] },
    });
    expect((await call('adminApiKeys', await auth(5, 'admin'))).body).not.toContain(
      'T2-KEY-MARKER',
    );
    expect((await call('adminApiKeys', await auth(2, 'admin'))).body).toContain('T2-KEY-MARKER');
  },
  adminCreateApiKey: async ({ t, auth, call }) => {
    const res = await call('adminCreateApiKey', await auth(5, 'admin'), {
      payload: { name: 'T5-KEY', scopes: ['orders'] },
    });
    const [row] = await t.db.query<{ tenant_id: number }>(
      `select tenant_id from api_keys where id = $1`,
      [res.json<{ key: { id: string } }>().key.id],
    );
    expect(row?.tenant_id).toBe(5);
  },
  adminRevokeApiKey: async ({ t, auth, call }) => {
    const created = await call('adminCreateApiKey', await auth(2, 'admin'), {
      payload: { name: 'T2-KEY-REVOKE', scopes: ['orders'] },
    });
    const id = created.json<{ key: { id: string } }>().key.id;
    const res = await call('adminRevokeApiKey', await auth(5, 'admin'), { params: { id } });
    expect(res.statusCode).toBe(404);
    const [row] = await t.db.query<{ revoked_at: Date | null }>(
      `select revoked_at from api_keys where id = $1`,
      [id],
    );
    expect(row?.revoked_at).toBeNull();
  },
  // console: banners (issue 13, content) — a banner of tenant 2.
  adminBanners: async ({ auth, call }) => {
    await call('adminCreateBanner', await auth(2, 'admin'), {
      payload: { ...BANNER_BODY, altTexts: { pt: 'T2-BANNER-MARKER' } },
    });
    expect((await call('adminBanners', await auth(5, 'admin'))).body).not.toContain(
      'T2-BANNER-MARKER',
    );
    expect((await call('adminBanners', await auth(2, 'sales'))).body).toContain('T2-BANNER-MARKER');
  },
  adminCreateBanner: async ({ t, auth, call }) => {
    const res = await call('adminCreateBanner', await auth(5, 'admin'), {
      payload: { ...BANNER_BODY, altTexts: { fr: 'T5', ar: 'T5' } },
    });
    const [row] = await t.db.query<{ tenant_id: number }>(
      `select tenant_id from banners where id = $1`,
      [res.json<{ id: number }>().id],
    );
    expect(row?.tenant_id).toBe(5);
  },
  adminUpdateBanner: async ({ t, auth, call }) => {
    const id = (
      await call('adminCreateBanner', await auth(2, 'admin'), { payload: BANNER_BODY })
    ).json<{ id: number }>().id;
    const res = await call('adminUpdateBanner', await auth(5, 'admin'), {
      params: { id: String(id) },
      payload: { ...BANNER_BODY, altTexts: { fr: 'T5 WAS HERE', ar: 'T5 WAS HERE' } },
    });
    expect(res.statusCode).toBe(404);
    const [row] = await t.db.query<{ alt_text: string }>(
      `select alt_text from banners where tenant_id = 2 and id = $1`,
      [id],
    );
    expect(row?.alt_text).toBe('T2 banner');
  },
  adminDeleteBanner: async ({ t, auth, call }) => {
    const id = (
      await call('adminCreateBanner', await auth(2, 'admin'), { payload: BANNER_BODY })
    ).json<{ id: number }>().id;
    const res = await call('adminDeleteBanner', await auth(5, 'admin'), {
      params: { id: String(id) },
    });
    expect(res.statusCode).toBe(404);
    expect(
      await t.db.query(`select 1 from banners where tenant_id = 2 and id = $1`, [id]),
    ).toHaveLength(1);
  },

  // console: tenant settings (issue 13, settings) — a closure of tenant 2's calendar.
  adminTenantSettings: async ({ auth, call }) => {
    await closeDay(call, await auth(2, 'admin'), '2026-12-28');
    const theirs = await call('adminTenantSettings', await auth(5, 'sales'));
    expect(theirs.body).not.toContain('2026-12-28');
    const own = await call('adminTenantSettings', await auth(2, 'sales'));
    expect(own.body).toContain('2026-12-28');
  },
  adminUpdateTenantSettings: async ({ t, auth, call }) => {
    await closeDay(call, await auth(5, 'admin'), '2026-12-29');
    const rows = await t.db.query<{ tenant_id: number }>(
      `select tenant_id from tenant_settings where overrides::text like '%2026-12-29%'`,
    );
    expect(rows.map((row) => row.tenant_id)).toEqual([5]);
  },
  adminRestoreTenantSettings: async ({ auth, call }) => {
    const own = await closeDay(call, await auth(2, 'admin'), '2026-12-30');
    const auditId = own.history[0]?.auditId ?? '';
    const theirs = (await call('adminTenantSettings', await auth(5, 'admin'))).json<{
      version: number;
    }>();
    const res = await call('adminRestoreTenantSettings', await auth(5, 'admin'), {
      payload: { version: theirs.version, auditId },
    });
    expect(res.statusCode).toBe(404);
    const after = await call('adminTenantSettings', await auth(2, 'admin'));
    expect(after.body).toContain('2026-12-30');
  },

  // console: orders, credit, schedules, clients, NPS — rows that exist in tenant 2 only.
  adminOrders: async ({ t, auth, call }) => {
    await t2Order(t, '910001', 'REGISTERED');
    const theirs = await call('adminOrders', await auth(5, 'admin'), { query: '?limit=200' });
    expect(theirs.body).not.toContain('910001');
    const own = await call('adminOrders', await auth(2, 'admin'), { query: '?limit=200' });
    expect(own.body).toContain('910001');
  },
  adminOrdersCsv: async ({ t, auth, call }) => {
    await t2Order(t, '910002', 'REGISTERED');
    expect((await call('adminOrdersCsv', await auth(5, 'finance'))).body).not.toContain('910002');
    expect((await call('adminOrdersCsv', await auth(2, 'finance'))).body).toContain('910002');
  },
  adminOrder: async ({ t, auth, call }) => {
    await t2Order(t, '910003', 'REGISTERED');
    const res = await call('adminOrder', await auth(5, 'admin'), {
      params: { orderNumber: '910003' },
    });
    expect(res.statusCode).toBe(404);
  },
  adminOrderPreReceipt: async ({ t, auth, call }) => {
    await t2Order(t, '910004', 'REGISTERED');
    const res = await call('adminOrderPreReceipt', await auth(5, 'admin'), {
      params: { orderNumber: '910004' },
    });
    expect(res.statusCode).toBe(404);
  },
  adminOrderStatus: async ({ t, auth, call }) => {
    await t2Order(t, '910005', 'REGISTERED');
    const res = await call('adminOrderStatus', await auth(5, 'admin'), {
      params: { orderNumber: '910005' },
      payload: { status: 'ROUTED' },
    });
    expect(res.statusCode).toBe(404);
    expect(await orderStatus(t.db, 2, '910005')).toBe('REGISTERED');
  },
  adminOrderCancel: async ({ t, auth, call }) => {
    await t2Order(t, '910006', 'REGISTERED');
    const res = await call('adminOrderCancel', await auth(5, 'sales'), {
      params: { orderNumber: '910006' },
      payload: { reason: 'probe' },
    });
    expect(res.statusCode).toBe(404);
    expect(await orderStatus(t.db, 2, '910006')).toBe('REGISTERED');
  },
  adminCreditQueue: async ({ t, auth, call }) => {
    await t2Order(t, '910007', 'BLOCKED');
    expect((await call('adminCreditQueue', await auth(5, 'finance'))).body).not.toContain('910007');
    expect((await call('adminCreditQueue', await auth(2, 'finance'))).body).toContain('910007');
  },
  adminCreditApprove: async ({ t, auth, call }) => {
    await t2Order(t, '910008', 'BLOCKED');
    const res = await call('adminCreditApprove', await auth(5, 'finance'), {
      params: { orderNumber: '910008' },
    });
    expect(res.statusCode).toBe(404);
    expect(await orderStatus(t.db, 2, '910008')).toBe('BLOCKED');
  },
  adminCreditReject: async ({ t, auth, call }) => {
    await t2Order(t, '910009', 'BLOCKED');
    const res = await call('adminCreditReject', await auth(5, 'finance'), {
      params: { orderNumber: '910009' },
      payload: { reason: 'probe' },
    });
    expect(res.statusCode).toBe(404);
    expect(await orderStatus(t.db, 2, '910009')).toBe('BLOCKED');
  },
  adminSchedules: async ({ t, auth, call }) => {
    await t2Schedule(t, 910);
    const theirs = (await call('adminSchedules', await auth(5, 'admin'))).json<{
      items: { id: number }[];
    }>();
    expect(theirs.items.map((item) => item.id)).not.toContain(910);
  },
  adminSchedulePause: async ({ t, auth, call }) => {
    await t2Schedule(t, 911);
    const res = await call('adminSchedulePause', await auth(5, 'admin'), { params: { id: '911' } });
    expect(res.statusCode).toBe(404);
    expect(await t2ScheduleState(t, 911)).toEqual({ active: true, paused: false });
  },
  adminScheduleResume: async ({ t, auth, call }) => {
    await t2Schedule(t, 912, true);
    const res = await call('adminScheduleResume', await auth(5, 'admin'), {
      params: { id: '912' },
    });
    expect(res.statusCode).toBe(404);
    expect(await t2ScheduleState(t, 912)).toEqual({ active: true, paused: true });
  },
  adminScheduleCancel: async ({ t, auth, call }) => {
    await t2Schedule(t, 913);
    const res = await call('adminScheduleCancel', await auth(5, 'admin'), {
      params: { id: '913' },
    });
    expect(res.statusCode).toBe(404);
    expect(await t2ScheduleState(t, 913)).toEqual({ active: true, paused: false });
  },
  adminClients: async ({ t, auth, call }) => {
    await t2Client(t, 'T2ONLY1');
    const theirs = await call('adminClients', await auth(5, 'admin'), { query: '?q=T2ONLY1' });
    expect(theirs.json()).toEqual({ items: [], nextCursor: null });
    const own = await call('adminClients', await auth(2, 'admin'), { query: '?q=T2ONLY1' });
    expect(own.body).toContain('T2ONLY1');
  },
  adminClient: async ({ t, auth, call }) => {
    await t2Client(t, 'T2ONLY2');
    const res = await call('adminClient', await auth(5, 'admin'), {
      params: { clientId: 'T2ONLY2' },
    });
    expect(res.statusCode).toBe(404);
  },
  adminClientLimits: async ({ t, auth, call }) => {
    await t2Client(t, 'T2ONLY3');
    const res = await call('adminClientLimits', await auth(5, 'finance'), {
      params: { clientId: 'T2ONLY3' },
      payload: { paymentLimit: 1 },
    });
    expect(res.statusCode).toBe(404);
    expect(await t2Limit(t, 'T2ONLY3')).toBe(77);
  },
  adminClientProfile: async ({ t, auth, call }) => {
    await t2Client(t, 'T2ONLY4');
    const res = await call('adminClientProfile', await auth(5, 'sales'), {
      params: { clientId: 'T2ONLY4' },
      payload: { orderingEnabled: false },
    });
    expect(res.statusCode).toBe(404);
    const [row] = await t.db.query<{ on: boolean }>(
      `select is_order_option_active as on from clients
        where tenant_id = 2 and external_id = 'T2ONLY4'`,
    );
    expect(row?.on).toBe(true);
  },
  adminClientLink: async ({ t, auth, call }) => {
    await t2Client(t, 'T2ONLY5');
    const res = await call('adminClientLink', await auth(5, 'sales'), {
      params: { clientId: 'T2ONLY5' },
    });
    expect(res.statusCode).toBe(404);
  },
  adminClientPasswordReset: async ({ t, auth, call }) => {
    await t2Client(t, 'T2ONLY6');
    const res = await call('adminClientPasswordReset', await auth(5, 'admin'), {
      params: { clientId: 'T2ONLY6' },
    });
    expect(res.statusCode).toBe(404);
  },
  adminNps: async ({ t, auth, call }) => {
    const before = (await call('adminNps', await auth(5, 'admin'))).json<{ answers: number }>();
    await t2NpsAnswer(t, 'NPS-MARKER-1');
    const after = (await call('adminNps', await auth(5, 'admin'))).json<{ answers: number }>();
    expect(after.answers).toBe(before.answers);
  },
  adminNpsAnswers: async ({ t, auth, call }) => {
    await t2NpsAnswer(t, 'NPS-MARKER-2');
    const theirs = await call('adminNpsAnswers', await auth(5, 'admin'), { query: '?limit=200' });
    expect(theirs.body).not.toContain('NPS-MARKER-2');
    const own = await call('adminNpsAnswers', await auth(2, 'admin'), { query: '?limit=200' });
    expect(own.body).toContain('NPS-MARKER-2');
  },
  adminNpsAnswersCsv: async ({ t, auth, call }) => {
    await t2NpsAnswer(t, 'NPS-MARKER-3');
    expect((await call('adminNpsAnswersCsv', await auth(5, 'admin'))).body).not.toContain(
      'NPS-MARKER-3',
    );
    expect((await call('adminNpsAnswersCsv', await auth(2, 'admin'))).body).toContain(
      'NPS-MARKER-3',
    );
  },

  // console: the catalogue (issue 13) — a sku, brand and category of tenant 2 only.
  adminProducts: async ({ t, auth, call }) => {
    await t2Product(t, 'T2SKU1');
    const theirs = await call('adminProducts', await auth(5, 'admin'), { query: '?q=T2SKU1' });
    expect(theirs.json()).toEqual({ items: [], nextCursor: null });
    const own = await call('adminProducts', await auth(2, 'sales'), { query: '?q=T2SKU1' });
    expect(own.body).toContain('T2SKU1');
  },
  adminProduct: async ({ t, auth, call }) => {
    await t2Product(t, 'T2SKU2');
    const res = await call('adminProduct', await auth(5, 'finance'), { params: { sku: 'T2SKU2' } });
    expect(res.statusCode).toBe(404);
  },
  adminUpdateProduct: async ({ t, auth, call }) => {
    await t2Product(t, 'T2SKU3');
    const res = await call('adminUpdateProduct', await auth(5, 'admin'), {
      params: { sku: 'T2SKU3' },
      payload: { ...(await t2Product5Fields(t)), version: 1 },
    });
    expect(res.statusCode).toBe(404);
    expect(await t2ProductRow(t, 'T2SKU3')).toMatchObject({
      description: 'T2 only',
      price: '1.00',
    });
  },
  adminCreateProduct: async ({ t, auth, call }) => {
    await t2Product(t, 'T2SKU4');
    const res = await call('adminCreateProduct', await auth(5, 'admin'), {
      payload: { ...(await t2Product5Fields(t)), sku: 'T2SKU4' },
    });
    expect(res.statusCode).toBe(200);
    expect(await t2ProductRow(t, 'T2SKU4')).toMatchObject({
      description: 'T2 only',
      price: '1.00',
    });
  },
  adminProductImage: async ({ t, auth }) => {
    await t2Product(t, 'T2SKU5');
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/catalogue/products/T2SKU5/versions/1/image',
      headers: { ...(await auth(5, 'admin')), 'content-type': 'image/png' },
      payload: png,
    });
    expect(res.statusCode).toBe(404);
    expect((await t2ProductRow(t, 'T2SKU5'))?.image_url).toBeNull();
  },
  adminBrands: async ({ t, auth, call }) => {
    await t2Named(t, 'brands', 9001, 'T2BRAND-MARKER');
    expect((await call('adminBrands', await auth(5, 'admin'))).body).not.toContain(
      'T2BRAND-MARKER',
    );
    expect((await call('adminBrands', await auth(2, 'admin'))).body).toContain('T2BRAND-MARKER');
  },
  adminCreateBrand: async ({ t, auth, call }) => {
    const res = await call('adminCreateBrand', await auth(5, 'admin'), {
      payload: { names: { fr: 'Marque sonde' } },
    });
    const { id } = res.json<{ id: number }>();
    expect(await namedName(t, 'brands', 5, id)).toBe('Marque sonde');
    expect(await namedName(t, 'brands', 2, id)).not.toBe('Marque sonde');
  },
  adminUpdateBrand: async ({ t, auth, call }) => {
    await t2Named(t, 'brands', 9002, 'T2BRAND-2');
    const res = await call('adminUpdateBrand', await auth(5, 'admin'), {
      params: { id: '9002' },
      payload: { names: { fr: 'Piratée' }, version: 1 },
    });
    expect(res.statusCode).toBe(404);
    expect(await namedName(t, 'brands', 2, 9002)).toBe('T2BRAND-2');
  },
  adminCategories: async ({ t, auth, call }) => {
    await t2Named(t, 'categories', 9001, 'T2CATEGORY-MARKER');
    expect((await call('adminCategories', await auth(5, 'sales'))).body).not.toContain(
      'T2CATEGORY-MARKER',
    );
    expect((await call('adminCategories', await auth(2, 'sales'))).body).toContain(
      'T2CATEGORY-MARKER',
    );
  },
  adminCreateCategory: async ({ t, auth, call }) => {
    const res = await call('adminCreateCategory', await auth(5, 'admin'), {
      payload: { names: { fr: 'Catégorie sonde' } },
    });
    const { id } = res.json<{ id: number }>();
    expect(await namedName(t, 'categories', 5, id)).toBe('Catégorie sonde');
    expect(await namedName(t, 'categories', 2, id)).not.toBe('Catégorie sonde');
  },
  adminUpdateCategory: async ({ t, auth, call }) => {
    await t2Named(t, 'categories', 9002, 'T2CATEGORY-2');
    const res = await call('adminUpdateCategory', await auth(5, 'admin'), {
      params: { id: '9002' },
      payload: { names: { fr: 'Piratée' }, version: 1 },
    });
    expect(res.statusCode).toBe(404);
    expect(await namedName(t, 'categories', 2, 9002)).toBe('T2CATEGORY-2');
  },
};

describe('the console isolation table', () => {
  it('has a tenant-isolation case for every console call of the contract, and no other', () => {
    expect(Object.keys(TENANT_ISOLATION).sort()).toEqual(consoleCalls.map(([name]) => name).sort());
  });
});

describe.each(testDatabases())('console credentials and isolation on %s', (kind) => {
  let t: TestApp;
  let h: Harness;
  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2, 5] });
    await t.db.transaction((tx) =>
      recordAudit(tx, {
        tenantId: 2,
        actor: { kind: 'operatorKey' },
        action: 'order.status',
        entity: 'order',
        entityId: 'TENANT2-AUDIT-MARKER',
        before: null,
        after: null,
        at: TEST_NOW,
      }),
    );
    h = {
      t,
      auth: (bottler, role) => operatorAuth(t, { bottler, role }),
      call: (name, headers, options = {}) => {
        const descriptor = calls[name] as CallDescriptor;
        return t.app.inject({
          method: descriptor.method,
          url: `/api/${fillPath(descriptor.path, options.params ?? validParams(descriptor))}${options.query ?? ''}`,
          headers,
          ...(options.payload ? { payload: options.payload } : {}),
        });
      },
      operatorId: async (email) => {
        const [row] = await t.db.query<{ id: string }>(
          `select id from operators where email = $1`,
          [email],
        );
        if (!row) throw new Error(`no operator ${email}`);
        return row.id;
      },
    };
  });
  afterAll(() => t?.close());

  const request = (call: CallDescriptor, headers: Record<string, string>) =>
    t.app.inject({
      method: call.method,
      url: `/api/${fillPath(call.path, validParams(call))}`,
      headers: call.consumes ? { ...headers, 'content-type': [call.consumes].flat()[0] } : headers,
      ...(call.bodyExample === undefined ? {} : { payload: call.bodyExample as object }),
    });

  it.each(consoleCalls)('%s: 401 without a token', async (_name, call) => {
    const res = await request(call, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'unauthorized' });
  });

  it.each(consoleCalls)("%s: 401 with a shop's session token", async (_name, call) => {
    const res = await request(call, { authorization: `Bearer ${await t.sessionToken(2, '1001')}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'unauthorized' });
  });

  it.each(consoleCalls.filter(([, call]) => call.roles !== undefined))(
    '%s: 403 for a role outside its roles',
    async (_name, call) => {
      const outside = TENANT_OPERATOR_ROLES.filter((role) => !call.roles?.includes(role));
      expect(outside.length).toBeGreaterThan(0);
      for (const role of outside) {
        const res = await request(call, await operatorAuth(t, { bottler: 2, role }));
        expect(res.statusCode, role).toBe(403);
        expect(res.json()).toEqual({ code: 'forbidden' });
      }
    },
  );

  it.each(consoleCalls)("%s: tenant 5's operators never reach tenant 2's rows", async (name) => {
    const isolationCase = TENANT_ISOLATION[name];
    if (!isolationCase) throw new Error(`${name} has no case in TENANT_ISOLATION`);
    await isolationCase(h);
  });
});
