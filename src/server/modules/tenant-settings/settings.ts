/**
 * A tenant's settings as the console changes them (issue 13, decision 058), pure: what the
 * console shows of a tenant, the overrides the database keeps (only what differs from the tenant
 * file), applying them over the file's configuration, and validating a change with the tenant
 * schema itself (src/tenants), so the console can save nothing a tenant file could not hold.
 */
import { z } from 'zod';
import type { FieldError, TenantSettings } from '../../../contract/index.ts';
import { tenantSettingsSchema } from '../../../contract/index.ts';
import {
  FEATURE_NAMES,
  holidaysIn,
  loadTenants,
  tenantFeatures,
  tenantFileSchema,
  type FeatureName,
  type ResolvedTenantConfig,
  type TenantFile,
  type TenantRegistry,
} from '../../../tenants/index.ts';

/** What the database keeps: only the settings that differ from the tenant file. */
export const settingsOverridesSchema = z.strictObject({
  features: tenantSettingsSchema.shape.features.partial().optional(),
  menu: tenantSettingsSchema.shape.menu.optional(),
  useAPIEcommerceConfig: z.boolean().optional(),
  calendar: tenantSettingsSchema.shape.calendar.optional(),
});
export type SettingsOverrides = z.infer<typeof settingsOverridesSchema>;

type Features = Record<FeatureName, boolean>;

/** The settings of a configuration (the file's, or an effective one). */
export function settingsOf(tenant: ResolvedTenantConfig): TenantSettings {
  const { add = [], open = [] } = tenant.deliveryCalendar.holidays as {
    add?: readonly string[];
    open?: readonly string[];
  };
  return {
    features: { ...tenant.features },
    menu: {
      primary: [...tenant.menu.primary],
      secondary: [...tenant.menu.secondary],
      fixed: [...tenant.menu.fixed],
    },
    useAPIEcommerceConfig: tenant.useAPIEcommerceConfig,
    calendar: {
      closures: (CLOSURES.get(tenant) ?? []).filter((day) => add.includes(day)),
      extraDeliveryDays: [...open],
    },
  };
}

/** The console's closures of an effective configuration (the file's own `add` days are not). */
const CLOSURES = new WeakMap<ResolvedTenantConfig, readonly string[]>();

const sortedUnique = (days: readonly string[]) => [...new Set(days)].sort();
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The overrides that turn `file` into `wanted`: what differs, nothing else. */
export function overridesFrom(file: TenantSettings, wanted: TenantSettings): SettingsOverrides {
  const overrides: SettingsOverrides = {};
  const features: Partial<Features> = {};
  for (const name of FEATURE_NAMES) {
    if (wanted.features[name] !== file.features[name]) features[name] = wanted.features[name];
  }
  if (Object.keys(features).length > 0) overrides.features = features;
  if (!same(wanted.menu, file.menu)) overrides.menu = wanted.menu;
  if (wanted.useAPIEcommerceConfig !== file.useAPIEcommerceConfig) {
    overrides.useAPIEcommerceConfig = wanted.useAPIEcommerceConfig;
  }
  const closures = sortedUnique(wanted.calendar.closures);
  const extraDeliveryDays = sortedUnique(wanted.calendar.extraDeliveryDays);
  if (closures.length > 0 || extraDeliveryDays.length > 0) {
    overrides.calendar = { closures, extraDeliveryDays };
  }
  return overrides;
}

/** The settings paths two overrides differ on (`features.bingo`, `menu`, `calendar.closures`). */
export function changedPaths(before: SettingsOverrides, after: SettingsOverrides): string[] {
  const flat = (o: SettingsOverrides): Map<string, string> =>
    new Map<string, string>([
      ...Object.entries(o.features ?? {}).map(
        ([name, on]) => [`features.${name}`, String(on)] as [string, string],
      ),
      ...(o.menu ? [['menu', JSON.stringify(o.menu)] as [string, string]] : []),
      ...(o.useAPIEcommerceConfig === undefined
        ? []
        : [['useAPIEcommerceConfig', String(o.useAPIEcommerceConfig)] as [string, string]]),
      ['calendar.closures', JSON.stringify(o.calendar?.closures ?? [])],
      ['calendar.extraDeliveryDays', JSON.stringify(o.calendar?.extraDeliveryDays ?? [])],
    ]);
  const [a, b] = [flat(before), flat(after)];
  return [...new Set([...a.keys(), ...b.keys()])].filter((key) => a.get(key) !== b.get(key));
}

/** The paths of the settings that `overrides` changes (for the screen's marks). */
export function overriddenPaths(overrides: SettingsOverrides): string[] {
  return changedPaths({}, overrides);
}

/** The SPEC §3 fields behind the features that are not switches of the file's `features`. */
function specFields(base: ResolvedTenantConfig | TenantFile, features: Features) {
  const deliveryChanged =
    features.scheduledDelivery !== (base.showDeliveryOption && base.showDeliveryOptionScheduled) ||
    features.recurrentDelivery !== (base.showDeliveryOption && base.showDeliveryOptionRecurrent);
  return {
    isComboServiceAvailable: features.combos,
    // A combo type code needs the combo service (consistency.ts): it goes while combos are off.
    comboTypeQuantityId: features.combos ? base.comboTypeQuantityId : undefined,
    comboTypeQuantityRange: features.combos ? base.comboTypeQuantityRange : undefined,
    showNotificationOption: features.notifications,
    showNPSAfterOrderComplete: features.nps,
    ...(deliveryChanged
      ? {
          showDeliveryOption: features.scheduledDelivery || features.recurrentDelivery,
          showDeliveryOptionScheduled: features.scheduledDelivery,
          showDeliveryOptionRecurrent: features.recurrentDelivery,
          showRecurrentOrderCalendar: base.showRecurrentOrderCalendar && features.recurrentDelivery,
        }
      : {}),
  };
}

function switchesOf(features: Features): TenantFile['features'] {
  const {
    combos: _c,
    notifications: _n,
    scheduledDelivery: _s,
    recurrentDelivery: _r,
    nps: _p,
    ...switches
  } = features;
  return switches;
}

/** The tenant file with `overrides` over it, as the tenant schema will check it. */
function fileWith(file: TenantFile, overrides: SettingsOverrides): TenantFile {
  const features = { ...tenantFeatures(file), ...overrides.features };
  const calendar = overrides.calendar;
  const add = sortedUnique([
    ...(file.deliveryCalendar.holidays.add ?? []),
    ...(calendar?.closures ?? []),
  ]);
  return {
    ...file,
    ...specFields(file, features),
    features: switchesOf(features),
    menu: overrides.menu ?? file.menu,
    useAPIEcommerceConfig: overrides.useAPIEcommerceConfig ?? file.useAPIEcommerceConfig,
    deliveryCalendar: {
      ...file.deliveryCalendar,
      holidays: { ...file.deliveryCalendar.holidays, ...(add.length > 0 ? { add } : {}) },
    },
  };
}

/**
 * The effective configuration: `tenant` (the file's, resolved for its environment) with
 * `overrides` over it. Closures join the file's own closed days; extra delivery days open any
 * closed day. Stored overrides were validated when saved; they are applied as they are.
 */
export function applyOverrides(
  tenant: ResolvedTenantConfig,
  overrides: SettingsOverrides,
): ResolvedTenantConfig {
  const merged = { ...tenant.features, ...overrides.features };
  const fields = specFields(tenant, merged);
  const holidays = tenant.deliveryCalendar.holidays;
  const closures = overrides.calendar?.closures ?? [];
  const open = overrides.calendar?.extraDeliveryDays ?? [];
  const effective: ResolvedTenantConfig = {
    ...tenant,
    ...fields,
    features: tenantFeatures({
      ...tenant,
      ...fields,
      features: switchesOf(merged),
    }),
    menu: overrides.menu ?? tenant.menu,
    useAPIEcommerceConfig: overrides.useAPIEcommerceConfig ?? tenant.useAPIEcommerceConfig,
    deliveryCalendar: {
      ...tenant.deliveryCalendar,
      holidays: {
        ...holidays,
        add: sortedUnique([...(holidays.add ?? []), ...closures]),
        ...(open.length > 0 ? { open } : {}),
      },
    },
  };
  CLOSURES.set(effective, closures);
  return effective;
}

/** The tenant files, validated once (the server validated them at start already). */
let registry: TenantRegistry | undefined;
function fileOf(id: number): TenantFile | undefined {
  registry ??= loadTenants();
  return registry.get(id);
}

/** Tenant-schema paths that are a feature of the console under another name. */
const FIELD_FEATURE: Readonly<Record<string, FeatureName>> = {
  isComboServiceAvailable: 'combos',
  comboTypeQuantityId: 'combos',
  comboTypeQuantityRange: 'combos',
  showNotificationOption: 'notifications',
  showNPSAfterOrderComplete: 'nps',
  showDeliveryOptionScheduled: 'scheduledDelivery',
  showDeliveryOptionRecurrent: 'recurrentDelivery',
  showRecurrentOrderCalendar: 'recurrentDelivery',
};

function problemCode(message: string): string {
  if (/needs the \w+ feature, which is off/.test(message)) return 'featureOff';
  if (message.includes('listed twice')) return 'duplicate';
  if (message.includes('needs useAPIEcommerceConfig')) return 'needsEcommerceConfig';
  return 'invalid';
}

function settingsPath(path: readonly PropertyKey[]): string {
  const [head, ...rest] = path.map(String);
  if (head === undefined) return 'settings';
  const feature = FIELD_FEATURE[head];
  if (feature !== undefined) return `features.${feature}`;
  if (head === 'deliveryCalendar') return 'calendar.closures';
  return [head, ...rest].join('.');
}

/**
 * The problems of `wanted` for tenant `tenant`: the tenant schema's checks on the file with the
 * change over it (a menu entry whose feature is off, announcements without the ecommerce config),
 * and the calendar's own (a day listed twice, an extra delivery day that is not a delivery
 * weekday or is not closed). Empty when it may be saved.
 */
export function settingsProblems(
  tenant: ResolvedTenantConfig,
  wanted: TenantSettings,
): FieldError[] {
  const problems: FieldError[] = [];
  const file = fileOf(tenant.id);
  const overrides = overridesFrom(settingsOf(tenant), wanted);
  if (file !== undefined) {
    const parsed = tenantFileSchema.safeParse(fileWith(file, overrides));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push({ path: settingsPath(issue.path), code: problemCode(issue.message) });
      }
    }
  }
  const { closures, extraDeliveryDays } = wanted.calendar;
  closures.forEach((day, index) => {
    if (closures.indexOf(day) < index) {
      problems.push({ path: `calendar.closures.${index}`, code: 'duplicate' });
    }
  });
  const { weekdays, holidays } = tenant.deliveryCalendar;
  extraDeliveryDays.forEach((day, index) => {
    const path = `calendar.extraDeliveryDays.${index}`;
    if (extraDeliveryDays.indexOf(day) < index) problems.push({ path, code: 'duplicate' });
    else if (closures.includes(day)) problems.push({ path, code: 'alsoClosed' });
    else if (!weekdays.includes(new Date(`${day}T00:00:00Z`).getUTCDay())) {
      problems.push({ path, code: 'notADeliveryWeekday' });
    } else if (!holidaysIn(holidays, Number(day.slice(0, 4))).includes(day)) {
      problems.push({ path, code: 'notClosed' });
    }
  });
  return problems;
}
