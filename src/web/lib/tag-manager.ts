/**
 * Google Tag Manager for a tenant with a container id (gtmId): gtm.js is added as an async script
 * element after the page's `load` event, so it never competes with the first screen. No inline
 * script (CSP, SECURITY.md T8): the server's CSP allows this origin only where a tenant has one.
 */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;
const SCRIPT_ID = 'gtm-script';

export function tagManagerUrl(gtmId: string): string {
  return `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(gtmId)}`;
}

function inject(gtmId: string, win: Window, now: () => number): void {
  const doc = win.document;
  if (doc.getElementById(SCRIPT_ID)) return;
  win.dataLayer = win.dataLayer ?? [];
  win.dataLayer.push({ 'gtm.start': now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = tagManagerUrl(gtmId);
  doc.head.append(script);
}

/**
 * Loads the container after `load` (at once when the page has already loaded). Returns whether a
 * load was scheduled: false without a valid gtmId.
 */
export function loadTagManager(
  gtmId: string | undefined,
  win: Window = window,
  now: () => number = Date.now,
): boolean {
  if (gtmId === undefined || !CONTAINER_ID.test(gtmId)) return false;
  if (win.document.readyState === 'complete') inject(gtmId, win, now);
  else win.addEventListener('load', () => inject(gtmId, win, now), { once: true });
  return true;
}
