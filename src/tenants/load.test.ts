import { describe, expect, it } from 'vitest';
import { allTenantFiles } from './data/index.ts';
import { environmentsFor } from './families.ts';
import { loadTenants, TenantConfigError } from './index.ts';
import { resolveTenant } from './resolve.ts';
import { brokenClone, filesWith, objectAt } from './test-helpers.ts';
import type { MutableConfig } from './test-helpers.ts';

describe('loadTenants: the 14 tenant files (PRODUCT.md "Tenants")', () => {
  const registry = loadTenants();

  it('holds 14 tenants with the unique ids 1..14', () => {
    expect([...registry.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(new Set(allTenantFiles.map((entry) => entry.file)).size).toBe(14);
  });

  it.each(
    [...registry.values()].flatMap((tenant) =>
      environmentsFor(tenant.family).map((environment) => [tenant.id, environment] as const),
    ),
  )(
    'tenant %i resolves in its environment %s (SPEC §1 per-environment settings)',
    (id, environment) => {
      const config = resolveTenant(registry, id, environment);
      expect(config.id).toBe(id);
      expect(config.environment).toBe(environment);
      expect(config.appOrigin).toMatch(/^https?:\/\//);
    },
  );

  it('names each file <id>-<appPath>.ts', () => {
    for (const entry of allTenantFiles) {
      const tenant = registry.get(Number(entry.file.split('-')[0]));
      expect(entry.file).toBe(`${tenant?.id}-${tenant?.appPath}`);
    }
  });
});

type Edit = (config: MutableConfig) => void;

/** [what is broken, tenant, edit, expected message] */
const broken: [string, number, Edit, string][] = [
  [
    'a recurrent period outside 15/30/45/60 (SPEC §5)',
    7,
    (c) => (c.recurrentOrderOptionalPeriods = [20, 30]),
    'Tenant 7 (guarani-bebidas): field "recurrentOrderOptionalPeriods.0": expected one of 15, 30, 45, 60',
  ],
  [
    'an unknown (misspelt) field',
    2,
    (c) => (c.keepLogedAfterCheckout = true),
    'Tenant 2 (guanabara-refrescos): field "keepLogedAfterCheckout": unknown field',
  ],
  [
    'an unknown nested field',
    3,
    (c) => (objectAt(c, 'features').coupons = true),
    'Tenant 3 (serra-gaucha-bebidas): field "features.coupons": unknown field',
  ],
  [
    'a flag of the wrong type',
    4,
    (c) => (c.showOrderTotal = 'yes'),
    'Tenant 4 (nordeste-engarrafadora): field "showOrderTotal": expected boolean, received string',
  ],
  [
    'a missing required field',
    6,
    (c) => delete c.contactPhone,
    'Tenant 6 (bajio-embotelladora): field "contactPhone": missing (expected string)',
  ],
  [
    'an unknown glass-bottle button action (SPEC §5)',
    8,
    (c) => (c.glassBottleButtonAction = 'replace'),
    'field "glassBottleButtonAction": expected one of "add", "adjust", "redirect"',
  ],
  [
    'an unknown tracking step (SPEC §4)',
    13,
    (c) => (c.orderStatus = ['orderPlaced', 'shipped']),
    'Tenant 13 (rift-valley-bottlers): field "orderStatus.1": expected one of "orderPlaced"',
  ],
  [
    'tracking steps out of order (SPEC §4)',
    14,
    (c) => (c.orderStatus = ['orderPlaced', 'delivering', 'picking']),
    'field "orderStatus.2": expected the steps in the order',
  ],
  [
    'a menu entry whose feature is off (SPEC §2 chrome)',
    5,
    (c) => (objectAt(c, 'menu').secondary = ['bingo']),
    'Tenant 5 (atlas-boissons): field "menu.secondary.0": "bingo" needs the bingo feature, which is off',
  ],
  [
    'a wa.me number with a + sign',
    1,
    (c) => (c.whatsAppNumber = 'https://wa.me/+56955550101'),
    'field "whatsAppNumber": expected a WhatsApp link',
  ],
  [
    'a redirect origin with a path (SECURITY T10)',
    9,
    (c) => (c.allowedRedirectOrigins = ['https://wa.me', 'https://www.parana-bebidas.example/']),
    'field "allowedRedirectOrigins.1": expected an exact https origin',
  ],
  [
    'an allow-list without the chat app (PRODUCT.md redirects)',
    9,
    (c) => (c.allowedRedirectOrigins = ['https://www.parana-bebidas.example']),
    'field "allowedRedirectOrigins": expected to include https://wa.me (the origin of whatsAppNumber)',
  ],
  [
    'an environment of another family',
    12,
    (c) => (objectAt(c, 'environments').qa = { appOrigin: 'https://golfo.qa.example' }),
    'Tenant 12 (golfo-embotelladora): field "environments.qa": not an environment of the latam family',
  ],
  [
    'a missing environment',
    10,
    (c) => delete objectAt(c, 'environments').qa,
    'field "environments.qa": missing: every environment of the koboss family',
  ],
  [
    'a local origin in production',
    11,
    (c) => (objectAt(c, 'environments').production = { appOrigin: 'http://localhost:3000' }),
    'field "environments.production.appOrigin": expected a public https origin in production',
  ],
  [
    'an unknown field in an environment override (no secrets in tenant files)',
    2,
    (c) => (objectAt(objectAt(c, 'environments'), 'production').botKey = 'abc'),
    'field "environments.production.botKey": unknown field',
  ],
  [
    'a brand colour pair below WCAG AA contrast',
    13,
    (c) => (objectAt(c, 'brandColors').onPrimary = '#2E7D32'),
    'field "brandColors.onPrimary": contrast with primary is',
  ],
  [
    'the Arabic variant laid out left to right',
    5,
    (c) => (objectAt(objectAt(c, 'languageVariants'), 'ar').direction = 'ltr'),
    'field "languageVariants.ar.direction": expected "rtl" for "ar"',
  ],
  [
    'a second language without its header title',
    5,
    (c) => delete c.headerTitleBottler_ar,
    'field "headerTitleBottler_ar": required',
  ],
  [
    'a default language that is not first',
    5,
    (c) => (c.languages = ['ar', 'fr']),
    'field "languages.0": expected the default language "fr" first',
  ],
  [
    'a time zone Intl does not know',
    7,
    (c) => (c.timeZone = 'America/Asuncion_City'),
    'field "timeZone": expected an IANA time zone',
  ],
  [
    'a bottler id other than the tenant id',
    3,
    (c) => (c.bottler = 30),
    'field "bottler": expected the tenant id 3',
  ],
  [
    'a link lifetime of zero hours',
    1,
    (c) => (c.linkTokenTtlHours = 0),
    'field "linkTokenTtlHours": expected at least 1 hour',
  ],
  [
    'no holiday calendar (decision 020)',
    13,
    (c) => delete objectAt(c, 'deliveryCalendar').holidays,
    'field "deliveryCalendar.holidays": missing (expected object)',
  ],
  [
    'a holiday country date-holidays does not know (UK for GB)',
    13,
    (c) => (objectAt(objectAt(c, 'deliveryCalendar'), 'holidays').country = 'UK'),
    'field "deliveryCalendar.holidays.country": expected a country whose holidays date-holidays knows',
  ],
  [
    'a holiday region date-holidays does not know',
    2,
    (c) => (objectAt(objectAt(c, 'deliveryCalendar'), 'holidays').region = 'XX'),
    'field "deliveryCalendar.holidays.region": expected a region of BR whose holidays date-holidays knows',
  ],
  [
    'an added holiday that is neither YYYY-MM-DD nor MM-DD',
    5,
    (c) => (objectAt(objectAt(c, 'deliveryCalendar'), 'holidays').add = ['14/01']),
    'field "deliveryCalendar.holidays.add.0": expected a date in YYYY-MM-DD form, or MM-DD for every year',
  ],
  [
    'a removed day that is no public holiday (a typo)',
    13,
    (c) => (objectAt(objectAt(c, 'deliveryCalendar'), 'holidays').remove = ['2027-10-21']),
    'field "deliveryCalendar.holidays.remove.0": not a public holiday of KE in 2027',
  ],
  [
    'a day both added and removed',
    13,
    (c) =>
      Object.assign(objectAt(objectAt(c, 'deliveryCalendar'), 'holidays'), {
        add: ['12-26'],
        remove: ['12-26'],
      }),
    'field "deliveryCalendar.holidays.remove.0": also added',
  ],
  [
    'an NPS interval that is not a whole number (SPEC §5)',
    2,
    (c) => (c.showNPSEveryNOrder = 1.5),
    'field "showNPSEveryNOrder"',
  ],
];

describe('loadTenants rejects a broken tenant, naming the tenant and the field (fail fast)', () => {
  it.each(broken)('%s', (_what, id, edit, message) => {
    const files = filesWith(brokenClone(id, edit));
    expect(() => loadTenants(files)).toThrow(TenantConfigError);
    expect(() => loadTenants(files)).toThrow(message);
  });

  it('lists the problems with tenant and field paths', () => {
    const file = brokenClone(7, (c) => {
      c.recurrentOrderOptionalPeriods = [15, 31];
      c.unitcost = true;
    });
    const error = (() => {
      try {
        loadTenants([file]);
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(TenantConfigError);
    const { tenant, problems, code } = error as TenantConfigError;
    expect({ tenant, code }).toEqual({
      tenant: '7 (guarani-bebidas)',
      code: 'tenantConfigInvalid',
    });
    expect(problems.map((p) => p.field)).toEqual(['recurrentOrderOptionalPeriods.1', 'unitcost']);
  });

  it('rejects two files claiming one id', () => {
    const copy = brokenClone(4, (c) => (c.id = 3));
    expect(() => loadTenants([allTenantFiles[2]!, copy])).toThrow(
      'Tenant 3 (nordeste-engarrafadora): field "bottler": expected the tenant id 3',
    );
    const twin = { file: '3-serra-gaucha-bebidas', config: allTenantFiles[2]!.config };
    expect(() => loadTenants([allTenantFiles[2]!, twin])).toThrow(
      'Tenant 3 (serra-gaucha-bebidas): field "id": already used by 3-serra-gaucha-bebidas',
    );
  });

  it('rejects a file whose name does not match its id and appPath', () => {
    const renamed = { file: '7-guarani', config: allTenantFiles[6]!.config };
    expect(() => loadTenants([renamed])).toThrow(
      'Tenant 7 (guarani): field "appPath": expected the file to be named 7-guarani-bebidas.ts',
    );
  });

  it('names the tenant by its file when the id itself is broken', () => {
    const file = brokenClone(9, (c) => (c.id = 'nine'));
    expect(() => loadTenants([file])).toThrow(
      'Tenant 9 (parana-bebidas): field "id": expected number',
    );
  });
});
