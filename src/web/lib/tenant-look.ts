/**
 * The tenant look applied before the first render (SPEC §3 tenant configuration, §9 font size
 * overrides): the text sizes when `fontSizeOverride` is on and the browser's theme colour. Once
 * the start-up is over, the head's icon and the `<link rel="manifest">` of the bottler's
 * installable app (decision 082).
 */
import { fontSizeFor } from '../../domain/locale.ts';
import { PRELOADER_MS } from '../../domain/timings.ts';
import { isBottlerId } from './tenant.ts';

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

/** Applies the look to the document before the first render. */
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
}

/**
 * Links the head's icon and the installable app's manifest: the bottler's, or Refill's own for a
 * tenant without bottler (neutral).
 */
export function linkInstallableApp(
  tenant: Pick<LookTenant, 'bottler'>,
  doc: Document = document,
): void {
  if (isBottlerId(tenant.bottler)) {
    setHeadLink(doc, 'manifest', `/manifest.webmanifest?bottler=${tenant.bottler}`);
    setHeadLink(doc, 'icon', `/tenants/${tenant.bottler}/icon-192.png`);
  } else {
    setHeadLink(doc, 'manifest', '/manifest.webmanifest');
    setHeadLink(doc, 'icon', '/favicon.ico');
  }
}

/**
 * linkInstallableApp once the start-up is over (SPEC's preloader time, PRELOADER_MS after the
 * first render), not from index.html or before the first render: the browser asks at once for
 * what the head links, and the manifest, the icons it names and the favicon (six requests on a
 * cold /products) took a slow network's bandwidth and connections from the first screen's
 * scripts, calls and faces. The first screen needs none of them; installing the app and the tab's
 * icon can wait a second (decision 082).
 */
export function linkInstallableAppAfterStartUp(tenant: Pick<LookTenant, 'bottler'>): void {
  setTimeout(() => linkInstallableApp(tenant), PRELOADER_MS);
}
