/**
 * The tenant look applied before the first render (SPEC §3 tenant configuration, §9 font size
 * overrides): the text sizes when `fontSizeOverride` is on, the browser's theme colour, and the
 * `<link rel="manifest">` of the bottler's installable app (index.html cannot know it).
 */
import { fontSizeFor } from '../../domain/locale.ts';

/**
 * The px text sizes the app's CSS uses, each as a `--text-N` variable that global.css `:root`
 * defines as N/16 rem (a unit test checks both sides). Every `font-size` is one of them.
 */
export const TEXT_SIZES_PX = [12, 13, 14, 15, 16, 17, 18, 20, 22] as const;

/** The px of 1rem the variables are written against (the browser's default root size). */
const REM_PX = 16;

/** The custom property holding the text size of `px` pixels. */
export function textSizeVariable(px: number): string {
  return `--text-${px}`;
}

/**
 * SPEC §9: each text size variable and its value in rem, fontSizeFor(size) / 16 (the domain's
 * override map when `override` is on, the size itself when it is off). In rem, not px, so a shop's
 * own text-size setting still scales the text; the root font size itself is never changed.
 */
export function textSizeVariables(
  override: boolean,
  sizes: readonly number[] = TEXT_SIZES_PX,
): Record<string, string> {
  return Object.fromEntries(
    sizes.map((px) => [textSizeVariable(px), `${fontSizeFor(px, override) / REM_PX}rem`]),
  );
}

export interface LookTenant {
  /** SPEC §9: map text sizes 8..32 px to their larger override. */
  fontSizeOverride: boolean;
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
  // On: each text size variable gets its mapped size. Off: global.css's own values stand (a
  // variable an earlier look set is removed).
  const rootStyle = doc.documentElement.style;
  for (const [variable, value] of Object.entries(textSizeVariables(tenant.fontSizeOverride))) {
    if (tenant.fontSizeOverride) rootStyle.setProperty(variable, value);
    else rootStyle.removeProperty(variable);
  }
  doc.head
    .querySelector<HTMLMetaElement>('meta[name="theme-color"]')
    ?.setAttribute('content', tenant.brandColors.primary);
  if (/^\d{1,4}$/.test(tenant.bottler)) {
    setHeadLink(doc, 'manifest', `/manifest.webmanifest?bottler=${tenant.bottler}`);
    // index.html links Refill's own icon and manifest until the tenant is known.
    setHeadLink(doc, 'icon', `/tenants/${tenant.bottler}/icon-192.png`);
  }
}
