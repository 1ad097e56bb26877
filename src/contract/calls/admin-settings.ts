/**
 * The console's tenant settings (issue 13, "Settings"; decision 058): every operator reads the
 * customer-feature switches of SPEC §1, the three menus, the ecommerce-config switch and the
 * delivery calendar's own closures and extra delivery days, as they apply in the environment this
 * deployment serves; admins change them. The database keeps only what differs from the tenant
 * file (the file stays the default); a save is validated by the tenant schema, carries the
 * version it read (409 staleVersion) and writes the previous value to the audit log, from which
 * one call restores it.
 */
import { z } from 'zod';
import { TENANT_MENU_ENTRIES } from '../../domain/navigation.ts';
import { isoDateSchema, isoDateTimeSchema } from '../common.ts';
import { defineCall, errorResponses } from '../descriptor.ts';
import { CALL_ROUTES } from '../paths.ts';
import { FEATURE_NAMES } from '../tenant-defaults.ts';
import { ROLES_CATALOGUE_EDIT } from './admin-catalogue.ts';

/** A day of the delivery calendar, in the tenant's calendar (years 2000–2099). */
export const settingsDaySchema = isoDateSchema.refine((day) => /^20\d\d-/.test(day), {
  message: 'yearOutOfRange',
});

/** The customer features of SPEC §1: the public configuration's one list (decision 049). */
export const SETTINGS_FEATURES = FEATURE_NAMES;

const menuListSchema = z.array(z.enum(TENANT_MENU_ENTRIES)).max(TENANT_MENU_ENTRIES.length);

export const tenantSettingsSchema = z
  .strictObject({
    /** Every customer feature of SPEC §1, on or off. */
    features: z.strictObject(
      Object.fromEntries(SETTINGS_FEATURES.map((name) => [name, z.boolean()])) as Record<
        (typeof SETTINGS_FEATURES)[number],
        z.ZodBoolean
      >,
    ),
    /** SPEC §3 menu{primary, secondary, fixed}: an entry needs its feature on. */
    menu: z.strictObject({
      primary: menuListSchema,
      secondary: menuListSchema,
      fixed: menuListSchema,
    }),
    /** Whether the shop reads `ecommerce/config` (menu switches and the announcements modal). */
    useAPIEcommerceConfig: z.boolean(),
    /** The delivery calendar's own days, on top of public holidays and the tenant file's. */
    calendar: z.strictObject({
      /** Days with no delivery (a closure, a stock-taking day). */
      closures: z.array(settingsDaySchema).max(366),
      /** Closed days (a holiday) on which the bottler delivers anyway. */
      extraDeliveryDays: z.array(settingsDaySchema).max(366),
    }),
  })
  .meta({ id: 'TenantSettings' });
export type TenantSettings = z.infer<typeof tenantSettingsSchema>;

export const settingsHistoryEntrySchema = z.object({
  /** The audit entry: restoring it puts back the value it replaced. */
  auditId: z.string(),
  at: isoDateTimeSchema,
  operatorEmail: z.string().nullable(),
  action: z.enum(['settings.update', 'settings.restore']),
  /** The settings the change touched (`features.bingo`, `menu.primary`, `calendar.closures`…). */
  changed: z.array(z.string()),
});
export type SettingsHistoryEntry = z.infer<typeof settingsHistoryEntrySchema>;

export const adminTenantSettingsSchema = z
  .object({
    /** The environment of the tenant this deployment serves (test, homologation, production…). */
    environment: z.string(),
    /** 0 while nothing is stored; a write carries the version it read. */
    version: z.int().min(0),
    /** What applies now: the tenant file with the stored changes over it. */
    settings: tenantSettingsSchema,
    /** The tenant file's values: the default. */
    file: tenantSettingsSchema,
    /** The settings that differ from the file. */
    overridden: z.array(z.string()),
    /** The latest changes, newest first (at most 20). */
    history: z.array(settingsHistoryEntrySchema),
  })
  .meta({ id: 'AdminTenantSettings' });
export type AdminTenantSettings = z.infer<typeof adminTenantSettingsSchema>;

const versionSchema = z.int().min(0).max(2_147_483_647);

const settingsExample: TenantSettings = {
  features: {
    combos: true,
    promotions: true,
    promotionsList: true,
    favorites: false,
    suggested: true,
    bingo: true,
    tracking: true,
    marketing: false,
    finance: true,
    notifications: false,
    scheduledDelivery: true,
    recurrentDelivery: false,
    glassBottles: true,
    nps: true,
    featureAnnouncements: true,
  },
  menu: { primary: ['products', 'cart'], secondary: ['combos', 'bingo'], fixed: ['products'] },
  useAPIEcommerceConfig: true,
  calendar: { closures: ['2026-12-24'], extraDeliveryDays: [] },
};

export const adminTenantSettings = defineCall({
  ...CALL_ROUTES.adminTenantSettings,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  summary: "The tenant's settings in this environment: effective, the file's, and recent changes",
  response: { 200: adminTenantSettingsSchema },
});

export const adminUpdateTenantSettings = defineCall({
  ...CALL_ROUTES.adminUpdateTenantSettings,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  roles: ROLES_CATALOGUE_EDIT,
  summary:
    "Saves the tenant's settings (validated by the tenant schema; the shop applies them from its next call)",
  body: z.strictObject({ version: versionSchema, settings: tenantSettingsSchema }),
  bodyExample: { version: 3, settings: settingsExample },
  response: { 200: adminTenantSettingsSchema, ...errorResponses(409) },
});

export const adminRestoreTenantSettings = defineCall({
  ...CALL_ROUTES.adminRestoreTenantSettings,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  roles: ROLES_CATALOGUE_EDIT,
  summary: 'Puts back the settings an audited change replaced (validated again, audited)',
  body: z.strictObject({
    version: versionSchema,
    auditId: z.string().regex(/^[1-9]\d{0,17}$/),
  }),
  bodyExample: { version: 4, auditId: '1234' },
  response: { 200: adminTenantSettingsSchema, ...errorResponses(404, 409) },
});
