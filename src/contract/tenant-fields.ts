/**
 * Field-level validators of the public tenant configuration (./tenant-config.ts), which the
 * tenant files (src/tenants/schema.ts) are written against too. Messages are for the operator who
 * edits a tenant file (they end up in TenantConfigError), so they say what was expected.
 */
import { z } from 'zod';
import { LANGUAGES } from '../domain/languages.ts';
import { RECURRENT_PERIODS } from '../domain/delivery.ts';
import { TENANT_MENU_ENTRIES } from '../domain/navigation.ts';
import { DEFAULT_TRACKING_STEPS } from '../domain/tracking.ts';

export { LANGUAGES };
export const languageCode = z.enum(LANGUAGES);

/** Languages that may appear after the default one (SPEC.md §3: headerTitleBottler_fr / _ar). */
export const SECONDARY_LANGUAGES = ['fr', 'ar'] as const;

export const direction = z.enum(['ltr', 'rtl']);

export const menuEntry = z.enum(TENANT_MENU_ENTRIES);

/** Tracking steps in their only possible order (SPEC.md §4): the domain's list. */
export const TRACKING_STEPS = DEFAULT_TRACKING_STEPS;
export const trackingStep = z.enum(TRACKING_STEPS);

/** Recurrent delivery periods in days (SPEC.md §5 and §9): the domain's list. */
export { RECURRENT_PERIODS };
export const recurrentPeriod = z.literal(RECURRENT_PERIODS, {
  error: `expected one of ${RECURRENT_PERIODS.join(', ')}`,
});

export const nonEmptyText = z.string().trim().min(1, 'must not be empty');

export const positiveId = z.number().int('expected an integer').positive('expected a positive id');

/** Lower-case words separated by dashes, e.g. `guarani-bebidas`. */
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a lower-case slug like "guarani-bebidas"');

/** ISO 3166 country code as the app stores it: MA, BR, or KSA for the Arabic variant. */
export const countryCode = z
  .string()
  .regex(/^[A-Z]{2,3}$/, 'expected an upper-case country code such as "BR" or "KSA"');

export const currencyCode = z
  .string()
  .refine(
    (value) => /^[A-Z]{3}$/.test(value) && Intl.supportedValuesOf('currency').includes(value),
    'expected an ISO 4217 currency code such as "BRL"',
  );

/** A canonical BCP 47 tag that Intl accepts, e.g. `pt-BR`, `ar-MA-u-nu-latn`. */
export const bcp47Locale = z.string().refine((value) => {
  try {
    return Intl.getCanonicalLocales(value)[0] === value;
  } catch {
    return false;
  }
}, 'expected a canonical BCP 47 locale such as "pt-BR"');

/** An IANA zone name (Area/City) that Intl knows. */
export const ianaTimeZone = z.string().refine((value) => {
  if (!/^[A-Z][A-Za-z_]+(?:\/[A-Za-z_-]+)+$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}, 'expected an IANA time zone such as "America/Sao_Paulo"');

/** A phone number in international form: `+55 21 3555-0142`. */
export const internationalPhone = z
  .string()
  .regex(
    /^\+[1-9][0-9]{0,2}(?:[ -]?[0-9]{1,5}){2,6}$/,
    'expected an international phone number such as "+55 21 3555-0142"',
  );

/** A WhatsApp click-to-chat link: `https://wa.me/` followed by the number's digits. */
export const whatsAppLink = z
  .string()
  .regex(
    /^https:\/\/wa\.me\/[1-9][0-9]{7,14}$/,
    'expected a WhatsApp link "https://wa.me/<country code and number, digits only>"',
  );

export function parsedUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** An absolute `https:` URL (a chat app link, a marketing page). */
export const httpsUrl = z
  .string()
  .refine(
    (value) => parsedUrl(value)?.protocol === 'https:' && !/\s/.test(value),
    'expected an absolute https:// URL',
  );

/** Exactly an https origin: scheme and host (and port), no path, no trailing slash. */
export const httpsOrigin = z.string().refine((value) => {
  const url = parsedUrl(value);
  return url !== undefined && url.protocol === 'https:' && url.origin === value;
}, 'expected an exact https origin such as "https://shop.example" (no path, no trailing slash)');

/** An image served by the app itself: a path under `/`, never another site (PRODUCT.md: images are generated, never fetched from outside). */
export const sameOriginAssetPath = z
  .string()
  .regex(
    /^\/(?!\/)[A-Za-z0-9._~/-]+$/,
    'expected a path on this app such as "/tenants/2/logo.svg"',
  );

export const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour in #rrggbb form');

/** A Google Tag Manager container id. */
export const gtmContainerId = z
  .string()
  .regex(/^GTM-[A-Z0-9]{4,10}$/, 'expected a Tag Manager id such as "GTM-K7Q2M4P"');
