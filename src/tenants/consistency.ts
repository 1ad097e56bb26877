/**
 * Checks across fields of one tenant file, run after every field parsed. Each problem is reported
 * at the field to fix, so TenantConfigError can name it.
 */
import type { z } from 'zod';
import { contrastRatio, MIN_TEXT_CONTRAST } from './color-contrast.ts';
import { MENU_ENTRY_FEATURE, tenantFeatures } from './features.ts';
import { environmentsFor } from './families.ts';
import { isHolidayPlace, publicHolidays } from './holidays.ts';
import { isLocalOrigin, originOf, SECONDARY_LANGUAGES, TRACKING_STEPS } from './fields.ts';
import type { TenantFile } from './schema.ts';

type Path = (string | number)[];
type Report = (path: Path, message: string) => void;

export function checkTenantConsistency(tenant: TenantFile, ctx: z.RefinementCtx): void {
  const report: Report = (path, message) => ctx.addIssue({ code: 'custom', path, message });
  checkIdentity(tenant, report);
  checkLanguages(tenant, report);
  checkMenu(tenant, report);
  checkOrderSettings(tenant, report);
  checkLinks(tenant, report);
  checkEnvironments(tenant, report);
  checkLooks(tenant, report);
}

function duplicates<T>(values: readonly T[]): number[] {
  return values.flatMap((value, index) => (values.indexOf(value) < index ? [index] : []));
}

function checkIdentity(tenant: TenantFile, report: Report): void {
  if (tenant.bottler !== tenant.id) report(['bottler'], `expected the tenant id ${tenant.id}`);
}

const rtlFor = (language: string) => (language === 'ar' ? 'rtl' : 'ltr');
const localeLanguage = (locale: string) => locale.split('-')[0];

function checkLanguages(tenant: TenantFile, report: Report): void {
  const { languages, language } = tenant;
  for (const index of duplicates(languages)) report(['languages', index], 'listed twice');
  if (languages[0] !== language) {
    report(['languages', 0], `expected the default language "${language}" first`);
  }
  languages.slice(1).forEach((extra, offset) => {
    if (!(SECONDARY_LANGUAGES as readonly string[]).includes(extra)) {
      report(['languages', offset + 1], `a second language may only be fr or ar`);
    }
  });
  if (tenant.direction !== rtlFor(language)) {
    report(['direction'], `expected "${rtlFor(language)}" for language "${language}"`);
  }
  if (localeLanguage(tenant.locale) !== language) {
    report(['locale'], `expected a locale of language "${language}"`);
  }
  for (const secondary of SECONDARY_LANGUAGES) {
    const field = `headerTitleBottler_${secondary}` as const;
    const needed = languages.includes(secondary) && language !== secondary;
    if (needed && tenant[field] === undefined)
      report([field], `required: "${secondary}" is a language of this tenant`);
    if (!languages.includes(secondary) && tenant[field] !== undefined) {
      report([field], `"${secondary}" is not a language of this tenant`);
    }
  }
  const variants = tenant.languageVariants ?? {};
  for (const [code, variant] of Object.entries(variants)) {
    if (variant === undefined) continue;
    if (code === language) {
      report(['languageVariants', code], 'the default language uses country, direction and locale');
      continue;
    }
    if (!languages.includes(code as (typeof languages)[number])) {
      report(['languageVariants', code], `"${code}" is not a language of this tenant`);
      continue;
    }
    if (variant.direction !== rtlFor(code)) {
      report(['languageVariants', code, 'direction'], `expected "${rtlFor(code)}" for "${code}"`);
    }
    if (localeLanguage(variant.locale) !== code) {
      report(['languageVariants', code, 'locale'], `expected a locale of language "${code}"`);
    }
  }
  for (const secondary of languages.slice(1)) {
    if (variants[secondary] === undefined) {
      report(
        ['languageVariants', secondary],
        `required: country, direction and locale of "${secondary}"`,
      );
    }
  }
}

function checkMenu(tenant: TenantFile, report: Report): void {
  const features = tenantFeatures(tenant);
  for (const list of ['primary', 'secondary', 'fixed'] as const) {
    const entries = tenant.menu[list];
    for (const index of duplicates(entries)) report(['menu', list, index], 'listed twice');
    entries.forEach((entry, index) => {
      const feature = MENU_ENTRY_FEATURE[entry];
      if (feature !== undefined && !features[feature]) {
        report(['menu', list, index], `"${entry}" needs the ${feature} feature, which is off`);
      }
    });
  }
}

function checkOrderSettings(tenant: TenantFile, report: Report): void {
  const steps = tenant.orderStatus;
  if (steps[0] !== 'orderPlaced') report(['orderStatus', 0], 'expected "orderPlaced" first');
  if (steps.length < 2) report(['orderStatus'], 'expected at least two tracking steps');
  steps.forEach((step, index) => {
    const previous = steps[index - 1];
    if (
      previous !== undefined &&
      TRACKING_STEPS.indexOf(step) <= TRACKING_STEPS.indexOf(previous)
    ) {
      report(
        ['orderStatus', index],
        `expected the steps in the order ${TRACKING_STEPS.join(', ')}`,
      );
    }
  });

  const periods = tenant.recurrentOrderOptionalPeriods;
  periods.forEach((period, index) => {
    const previous = periods[index - 1];
    if (previous !== undefined && period <= previous) {
      report(['recurrentOrderOptionalPeriods', index], 'expected ascending periods, each once');
    }
  });
  if (tenant.showDeliveryOptionRecurrent && periods.length === 0) {
    report(['recurrentOrderOptionalPeriods'], 'required while recurrent delivery is offered');
  }
  for (const option of ['showDeliveryOptionScheduled', 'showDeliveryOptionRecurrent'] as const) {
    if (tenant[option] && !tenant.showDeliveryOption) {
      report([option], 'needs showDeliveryOption on');
    }
  }
  if (tenant.showRecurrentOrderCalendar && !tenant.showDeliveryOptionRecurrent) {
    report(['showRecurrentOrderCalendar'], 'needs showDeliveryOptionRecurrent on');
  }

  for (const field of ['comboTypeQuantityId', 'comboTypeQuantityRange'] as const) {
    if (tenant[field] !== undefined && !tenant.isComboServiceAvailable) {
      report([field], 'needs isComboServiceAvailable on');
    }
  }
  if (
    tenant.comboTypeQuantityId !== undefined &&
    tenant.comboTypeQuantityId === tenant.comboTypeQuantityRange
  ) {
    report(['comboTypeQuantityRange'], 'expected a type code other than comboTypeQuantityId');
  }
  if (tenant.features.featureAnnouncements && !tenant.useAPIEcommerceConfig) {
    report(
      ['features', 'featureAnnouncements'],
      'needs useAPIEcommerceConfig on (announcements come from ecommerce/config)',
    );
  }

  const { weekdays, holidays } = tenant.deliveryCalendar;
  for (const index of duplicates(weekdays))
    report(['deliveryCalendar', 'weekdays', index], 'listed twice');
  checkHolidays(holidays, (path, message) =>
    report(['deliveryCalendar', 'holidays', ...path], message),
  );
}

/** The holiday calendar names a place date-holidays knows, and its own changes are tidy. */
function checkHolidays(holidays: TenantFile['deliveryCalendar']['holidays'], report: Report): void {
  const { country, region, add = [], remove = [] } = holidays;
  if (!isHolidayPlace({ country })) {
    report(['country'], 'expected a country whose holidays date-holidays knows');
    return;
  }
  if (region !== undefined && !isHolidayPlace({ country, region })) {
    report(['region'], `expected a region of ${country} whose holidays date-holidays knows`);
  }
  for (const index of duplicates(add)) report(['add', index], 'listed twice');
  for (const index of duplicates(remove)) report(['remove', index], 'listed twice');
  remove.forEach((day, index) => {
    if (add.includes(day)) report(['remove', index], 'also added');
    // A removal that matches no holiday is a typo: say so now, not on the day of the delivery.
    const year = Number(day.slice(0, 4));
    if (day.length === 10 && !publicHolidays(holidays, year).includes(day)) {
      report(['remove', index], `not a public holiday of ${country} in ${year}`);
    }
  });
}

/** Origins a redirect to the chat or the marketing page needs on the allow-list. */
function requiredOrigins(tenant: TenantFile): { field: string; origin: string }[] {
  return (['whatsAppNumber', 'chatAppUrl', 'marketingUrl'] as const).flatMap((field) => {
    const value = tenant[field];
    const origin = value === undefined ? undefined : originOf(value);
    return origin === undefined ? [] : [{ field, origin }];
  });
}

function checkAllowList(
  tenant: TenantFile,
  origins: readonly string[],
  path: Path,
  report: Report,
): void {
  for (const index of duplicates(origins)) report([...path, index], 'listed twice');
  for (const { field, origin } of requiredOrigins(tenant)) {
    if (!origins.includes(origin))
      report(path, `expected to include ${origin} (the origin of ${field})`);
  }
}

function checkLinks(tenant: TenantFile, report: Report): void {
  if (tenant.whatsAppNumber === undefined && tenant.chatAppUrl === undefined) {
    report(['whatsAppNumber'], 'required unless chatAppUrl is set: the way back to the chat');
  }
  if (tenant.features.marketing && tenant.marketingUrl === undefined) {
    report(['marketingUrl'], 'required while the marketing feature is on');
  }
  checkAllowList(tenant, tenant.allowedRedirectOrigins, ['allowedRedirectOrigins'], report);
}

function checkEnvironments(tenant: TenantFile, report: Report): void {
  const expected: readonly string[] = environmentsFor(tenant.family);
  const family = `the ${tenant.family} family (${expected.join(', ')})`;
  for (const name of Object.keys(tenant.environments)) {
    if (!expected.includes(name)) report(['environments', name], `not an environment of ${family}`);
  }
  for (const name of expected) {
    const environment = tenant.environments[name as keyof typeof tenant.environments];
    if (environment === undefined) {
      report(['environments', name], `missing: every environment of ${family} needs an entry`);
      continue;
    }
    if (name === 'production' && isLocalOrigin(environment.appOrigin)) {
      report(['environments', name, 'appOrigin'], 'expected a public https origin in production');
    }
    if (environment.allowedRedirectOrigins !== undefined) {
      const path = ['environments', name, 'allowedRedirectOrigins'];
      checkAllowList(tenant, environment.allowedRedirectOrigins, path, report);
    }
  }
}

function checkLooks(tenant: TenantFile, report: Report): void {
  const { primary, onPrimary } = tenant.brandColors;
  const ratio = contrastRatio(onPrimary, primary);
  if (ratio < MIN_TEXT_CONTRAST) {
    report(
      ['brandColors', 'onPrimary'],
      `contrast with primary is ${ratio.toFixed(2)}:1, expected at least ${MIN_TEXT_CONTRAST}:1`,
    );
  }
}
