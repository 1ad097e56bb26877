/**
 * The tenant (bottler) configuration: every field SPEC.md §3 lists under "Tenant (bottler)
 * configuration", plus what PRODUCT.md adds (family, languages, currency, locale, time zone,
 * feature switches, chat and redirect origins, link lifetime, brand colours, delivery calendar,
 * tax) and per-environment overrides. Objects are strict: a misspelt field is an error.
 *
 * No secrets live here: bot keys and signing keys come from the server's environment.
 */
import { z } from 'zod';
import type { languageVariantSchema, menuSchema } from '../contract/tenant-config.ts';
import { featureSwitchesSchema, publicTenantShape } from '../contract/tenant-config.ts';
import { ENVIRONMENTS, FAMILIES } from './families.ts';
import { appOrigin, gtmContainerId, holidayDay, httpsOrigin, linkTokenTtlHours } from './fields.ts';

/** What one environment (test, homologation, dev, qa, production) may set or override. */
export const environmentOverrideSchema = z.strictObject({
  /** Where the app is served in this environment; chat links point here. */
  appOrigin,
  /** Replaces the tenant's list for this environment. */
  allowedRedirectOrigins: z.array(httpsOrigin).min(1).optional(),
  linkTokenTtlHours: linkTokenTtlHours.optional(),
  gtmId: gtmContainerId.optional(),
  useAzureAPIManagement: z.boolean().optional(),
  showBottlerErrorsMsg: z.boolean().optional(),
});

/**
 * The days the bottler does not deliver (holidays.ts, decision 020): the public holidays of a
 * country (and region) from date-holidays, for any year, with the bottler's own changes.
 */
export const holidayCalendarSchema = z.strictObject({
  /**
   * ISO 3166-1 code of the country whose public holidays apply. Not the tenant's `country`,
   * which goes with its language (Atlas Boissons, in Morocco, has `country: 'FR'`).
   */
  country: z.string().regex(/^[A-Z]{2}$/, 'expected an ISO 3166-1 country code such as "BR"'),
  /** date-holidays' state or region code (e.g. "RJ" in BR), when it has holidays of its own. */
  region: z
    .string()
    .regex(/^[A-Z0-9]{1,3}$/, 'expected a region code such as "RJ"')
    .optional(),
  /** Closed days on top of the public holidays: moon-sighted days, the bottler's closures. */
  add: z.array(holidayDay).optional(),
  /** Public holidays on which the bottler delivers anyway. */
  remove: z.array(holidayDay).optional(),
});

/** When the bottler delivers; the server derives the available dates from it. */
export const deliveryCalendarSchema = z.strictObject({
  /** Delivery weekdays, 0 = Sunday … 6 = Saturday, in the tenant's time zone. */
  weekdays: z
    .array(z.number().int().min(0, 'expected a weekday 0-6').max(6, 'expected a weekday 0-6'))
    .min(1, 'expected at least one delivery weekday'),
  /** Whole days between ordering and the earliest delivery. */
  leadDays: z.number().int().min(0).max(14),
  /** Orders placed at or after this local hour count as next day's. */
  cutoffHour: z.number().int().min(0).max(23),
  holidays: holidayCalendarSchema,
});

export const taxSchema = z.strictObject({
  /** e.g. 0.18 for 18 % */
  vatRate: z.number().min(0, 'expected a rate from 0 to 1').max(1, 'expected a rate from 0 to 1'),
  pricesIncludeTax: z.boolean(),
});

/**
 * A tenant file: the public configuration (src/contract/tenant-config.ts, what the browser sees,
 * with its defaults) plus the fields that never leave the server.
 */
export const tenantFileShape = {
  ...publicTenantShape,
  /** The switches without a SPEC field of their own; the public `features` adds the rest. */
  features: featureSwitchesSchema,
  family: z.enum(FAMILIES),
  /** Tolerance, in currency units, between the client's and the server's order total. */
  totalPriceDiff: z.number().min(0, 'expected a tolerance of 0 or more').optional(),
  tax: taxSchema,
  deliveryCalendar: deliveryCalendarSchema,
  linkTokenTtlHours: linkTokenTtlHours.default(24),
  useAzureAPIManagement: z.boolean().default(false),
  /** One entry per environment of the tenant's family, each with its own origin. */
  environments: z.partialRecord(z.enum(ENVIRONMENTS), environmentOverrideSchema),
};

/** The fields one by one; `tenantFileSchema` (./tenant-file.ts) adds the checks across fields. */
export const tenantFieldsSchema = z.strictObject(tenantFileShape);

/** What a tenant file holds, as written (defaults not yet applied). */
export type TenantFileInput = z.input<typeof tenantFieldsSchema>;
/** A validated tenant file with defaults applied. */
export type TenantFile = z.output<typeof tenantFieldsSchema>;
export type EnvironmentOverride = z.output<typeof environmentOverrideSchema>;
export type FeatureSwitches = z.output<typeof featureSwitchesSchema>;
export type LanguageVariant = z.output<typeof languageVariantSchema>;
export type TenantMenu = z.output<typeof menuSchema>;
