/**
 * The tenant look applied before the first render (SPEC §3 tenant configuration, §9 font size
 * overrides): the root font size when `fontSizeOverride` is on, the browser's theme colour, and
 * the `<link rel="manifest">` of the bottler's installable app (index.html cannot know it).
 */
import { fontSizeFor } from '../../domain/locale.ts';

export interface TenantLookSettings {
  /** SPEC §9: map text sizes 8..32 px to their larger override. */
  fontSizeOverride: boolean;
}

export const NEUTRAL_LOOK_SETTINGS: TenantLookSettings = { fontSizeOverride: false };

export function parseTenantLook(data: Readonly<Record<string, unknown>>): TenantLookSettings {
  return { fontSizeOverride: data.fontSizeOverride === true };
}

/** The CSS variable global.css sizes the root font with. */
export const ROOT_FONT_SIZE_VARIABLE = '--root-font-size';
/** The app's body text size in px (1rem); the override map decides what it becomes. */
export const BODY_FONT_SIZE_PX = 16;

/**
 * The root font size as a percentage of the browser's (so a shop's own text-size setting still
 * applies): 100% without the override, fontSizeFor(16) / 16 with it (112.5%). Every size of the
 * app is in rem, so this scales all text.
 */
export function rootFontSize(override: boolean): string {
  return `${(fontSizeFor(BODY_FONT_SIZE_PX, override) / BODY_FONT_SIZE_PX) * 100}%`;
}

export interface LookTenant extends TenantLookSettings {
  bottler: string;
  brandColors: { primary: string };
}

function setHeadLink(doc: Document, rel: string, href: string): void {
  let link = doc.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = doc.createElement('link');
    link.rel = rel;
    doc.head.append(link);
  }
  link.href = href;
}

/** Applies the look to the document; a tenant without bottler (neutral) gets no manifest. */
export function applyTenantLook(tenant: LookTenant, doc: Document = document): void {
  doc.documentElement.style.setProperty(
    ROOT_FONT_SIZE_VARIABLE,
    rootFontSize(tenant.fontSizeOverride),
  );
  doc.head
    .querySelector<HTMLMetaElement>('meta[name="theme-color"]')
    ?.setAttribute('content', tenant.brandColors.primary);
  if (/^\d{1,4}$/.test(tenant.bottler)) {
    setHeadLink(doc, 'manifest', `/manifest.webmanifest?bottler=${tenant.bottler}`);
  }
}
